// The nightly job against the embedded S3 server and the real Step Functions SDK (to a local
// endpoint speaking its JSON protocol): one execution per pending corpus, none twice.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SFNClient } from '@aws-sdk/client-sfn';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { work } from '../../../lambdas/core/layout.js';
import { keyHash } from '../../../lambdas/core/nightly.js';
import { LOCAL_BUCKETS } from '../../../lambdas/adapters/local-env.js';
import { head, put, putJson } from '../../../lambdas/adapters/s3.js';
import { startPendingRuns } from '../../../lambdas/runners/nightly.js';
import { startTestS3 } from '../../support.js';

let s3: Awaited<ReturnType<typeof startTestS3>>;
let server: Server;
let sfn: SFNClient;
const names = new Set<string>();
const started: Array<{ name: string; input: { corpus: { key: string } } }> = [];

beforeAll(async () => {
  s3 = await startTestS3('deid-nightly-');
  process.env.DEID_STATE_MACHINE_ARN = 'arn:aws:states:us-east-1:123456789012:stateMachine:Deid-deidentify';
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { name: string; input: string };
    if (names.has(body.name)) {
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': 'ExecutionAlreadyExists' });
      res.end(JSON.stringify({ __type: 'com.amazonaws.swf.service.model.v20120125#ExecutionAlreadyExists', message: 'exists' }));
      return;
    }
    names.add(body.name);
    started.push({ name: body.name, input: JSON.parse(body.input) });
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify({ executionArn: `arn:exec:${body.name}`, startDate: 0 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  sfn = new SFNClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    requestHandler: new NodeHttpHandler(),
    maxAttempts: 1,
  });
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await s3.close();
});

describe('nightly release run', () => {
  it('starts one execution per pending corpus and skips those already run or already started tonight', async () => {
    // Prepare: three corpora, one of which a run has already taken up
    for (const k of ['school-a/sept.jsonl', 'school-a/oct.jsonl', 'school-b/export.csv']) await put({ bucket: LOCAL_BUCKETS.incoming, key: k }, `data for ${k}\n`);
    const done = await head({ bucket: LOCAL_BUCKETS.incoming, key: 'school-a/sept.jsonl' });
    await putJson({ bucket: LOCAL_BUCKETS.work, key: work.corpusIndex(keyHash('school-a/sept.jsonl'), done!.etag) }, { runId: 'x' });
    const night = new Date('2026-11-22T03:00:00Z');
    // Act
    const first = await startPendingRuns(sfn, night);
    const again = await startPendingRuns(sfn, night);
    // Assess
    expect(first).toEqual({ started: 2, skipped: 0 });
    expect(again).toEqual({ started: 0, skipped: 2 });
    expect(started.map((s) => s.input.corpus.key).sort()).toEqual(['school-a/oct.jsonl', 'school-b/export.csv']);
    expect(started.every((s) => s.name.startsWith('nightly-2026-11-22-'))).toBe(true);
  });
});
