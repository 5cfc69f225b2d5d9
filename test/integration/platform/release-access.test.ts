// Steward approval against a deployed stack: the task token stored with the release is answered
// through the real Step Functions SDK (to a local HTTP endpoint speaking its JSON protocol), and
// researcher downloads go through presigned URLs against the embedded S3 server.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SFNClient } from '@aws-sdk/client-sfn';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approved, release } from '../../../lambdas/core/layout.js';
import { LOCAL_BUCKETS } from '../../../lambdas/adapters/local-env.js';
import { answerApproval, downloadApproved, NotApprovedError } from '../../../lambdas/adapters/release-access.js';
import { put, putJson } from '../../../lambdas/adapters/s3.js';
import { startTestS3 } from '../../support.js';

let s3: Awaited<ReturnType<typeof startTestS3>>;
let dir: string;
let sfnServer: Server;
let sfn: SFNClient;
const calls: Array<{ target: string; body: Record<string, unknown> }> = [];

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  s3 = await startTestS3('deid-access-');
  dir = s3.dir;
  sfnServer = createServer(async (req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const parsed = JSON.parse(await body(req)) as Record<string, unknown>;
    calls.push({ target, body: parsed });
    if (parsed.taskToken === 'expired-token') {
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': 'TaskTimedOut' });
      res.end(JSON.stringify({ __type: 'com.amazonaws.swf.service.model.v20120125#TaskTimedOut', message: 'Task Timed Out' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
    res.end('{}');
  });
  await new Promise<void>((r) => sfnServer.listen(0, '127.0.0.1', r));
  sfn = new SFNClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${(sfnServer.address() as AddressInfo).port}`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    requestHandler: new NodeHttpHandler(),
    maxAttempts: 1,
  });
});

afterAll(async () => {
  await new Promise((r) => sfnServer.close(r));
  await s3.close();
});

describe('release access', () => {
  it('approves by sending the stored task token with the decision', async () => {
    // Prepare
    await putJson({ bucket: LOCAL_BUCKETS.release, key: release.approvalRequest('r-1') }, { releaseId: 'r-1', taskToken: 'tok-123' });
    // Act
    await answerApproval(sfn, LOCAL_BUCKETS.release, 'r-1', 'approved', 'steward-a');
    // Assess
    const call = calls.at(-1)!;
    expect(call.target).toBe('AWSStepFunctions.SendTaskSuccess');
    expect(call.body.taskToken).toBe('tok-123');
    expect(JSON.parse(String(call.body.output))).toEqual({ decision: 'approved', by: 'steward-a' });
  });

  it('rejects with the ReleaseRejected error the workflow catches', async () => {
    // Prepare
    await putJson({ bucket: LOCAL_BUCKETS.release, key: release.approvalRequest('r-2') }, { releaseId: 'r-2', taskToken: 'tok-456' });
    // Act
    await answerApproval(sfn, LOCAL_BUCKETS.release, 'r-2', 'rejected', 'steward-b');
    // Assess
    const call = calls.at(-1)!;
    expect(call.target).toBe('AWSStepFunctions.SendTaskFailure');
    expect(call.body.error).toBe('ReleaseRejected');
  });

  it('says clearly when a release is not waiting for approval, or its token expired', async () => {
    // Prepare
    await putJson({ bucket: LOCAL_BUCKETS.release, key: release.approvalRequest('r-3') }, { releaseId: 'r-3', taskToken: 'expired-token' });
    // Act / Assess
    await expect(answerApproval(sfn, LOCAL_BUCKETS.release, 'missing', 'approved', 's')).rejects.toThrow(/not waiting for approval/);
    await expect(answerApproval(sfn, LOCAL_BUCKETS.release, 'r-3', 'approved', 's')).rejects.toThrow(/Task Timed Out/);
  });

  it('downloads approved releases through presigned URLs and refuses the rest', async () => {
    // Prepare
    const data = '{"id":"t1","messages":[]}\n';
    await put({ bucket: LOCAL_BUCKETS.approved, key: approved.data('r-4', 'c.jsonl') }, data);
    await putJson({ bucket: LOCAL_BUCKETS.approved, key: approved.manifest('r-4') }, manifestFor('r-4', data));
    // Act
    const files = await downloadApproved(LOCAL_BUCKETS.approved, 'r-4', join(dir, 'dl'));
    // Assess
    expect(files.map((f) => f.slice(join(dir, 'dl').length))).toEqual(['/manifest.json', '/data/c.jsonl']);
    expect(readFileSync(files[1]!, 'utf8')).toBe(data);
    await expect(downloadApproved(LOCAL_BUCKETS.approved, 'r-5', join(dir, 'dl5'))).rejects.toBeInstanceOf(NotApprovedError);
  });
});

function manifestFor(id: string, data: string) {
  const zero = { MATH: 0, NON_MATH: 0 };
  return {
    schema: 'deid.release/v1',
    releaseId: id,
    corpus: 'c.jsonl',
    format: 'jsonl',
    input: { sha256: 'x', transcripts: 1, messages: 0 },
    released: { transcripts: 1, messages: 0 },
    quarantined: { records: 0, messages: 0 },
    withheld: { batches: 0, transcripts: 0, messages: 0 },
    files: [{ path: 'data/c.jsonl', sha256: 'x', bytes: data.length }],
    pii: { byType: { PERSON: zero }, total: 0, rejectedCandidates: 0, upstreamPlaceholders: { pii: 0, math: 0 } },
    segments: { MATH: { messages: 0, tokens: 0 }, NON_MATH: { messages: 0, tokens: 0 } },
    versions: { code: '0', configSha256: 'x', embeddings: 'x', models: [], prompts: {} },
  };
}
