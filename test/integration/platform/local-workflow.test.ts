// The workflow bridge on its own: the real ASL file on the local interpreter with the embedded S3
// server, and small stage functions standing in for the stages, to pin the bridge's behaviour
// (item reader, result writer, tolerated failures, approval token) independent of stage logic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_BUCKETS } from '../../../lambdas/adapters/local-env.js';
import { runLocalWorkflow, type LocalHandler } from '../../../lambdas/adapters/local-workflow.js';
import { getTextIfExists, putJson } from '../../../lambdas/adapters/s3.js';
import { DEFINITION, localSubstitutions } from '../../../cli/local/definition.js';
import { startTestS3 } from '../../support.js';

let s3: Awaited<ReturnType<typeof startTestS3>>;

beforeAll(async () => {
  s3 = await startTestS3('deid-wf-');
});

afterAll(() => s3.close());

function stages(failOn: Set<string>, calls: string[]): Record<string, LocalHandler> {
  const batchStage = (name: string): LocalHandler => async (event) => {
    const e = event as { runId: string; batch: { batchId: string } };
    calls.push(`${name}:${e.batch.batchId}`);
    if (failOn.has(`${name}:${e.batch.batchId}`)) throw new Error(`injected failure in ${name}`);
    return e;
  };
  return {
    SplitFunctionArn: async (event) => {
      const runId = 'wf-test';
      const items = ['b0', 'b1', 'b2', 'b3'].map((batchId) => ({ batchId, key: `k/${batchId}`, transcripts: 1, messages: 2 }));
      await putJson({ bucket: LOCAL_BUCKETS.work, key: `runs/${runId}/split/items.json` }, items);
      calls.push(`split:${JSON.stringify(event)}`);
      return { runId, itemsKey: `runs/${runId}/split/items.json`, maxConcurrency: 2, toleratedFailurePercentage: 25 };
    },
    SegmentFunctionArn: batchStage('segment'),
    DetectFunctionArn: batchStage('detect'),
    VerifyFunctionArn: batchStage('verify'),
    SurrogateFunctionArn: batchStage('surrogate'),
    ReleaseFunctionArn: async () => ({ releaseId: 'wf-test' }),
    RequestApprovalFunctionArn: async (p) => {
      calls.push(`approval:${(p as { taskToken: string }).taskToken}`);
      return {};
    },
    PublishFunctionArn: async () => {
      calls.push('publish');
      return { files: 1 };
    },
  };
}

const io = {
  readJson: async (bucket: string, key: string) => JSON.parse((await getTextIfExists({ bucket, key })) ?? 'null'),
  writeJson: (bucket: string, key: string, value: unknown) => putJson({ bucket, key }, value),
};

describe('local workflow bridge', () => {
  it('reads items from S3, runs every stage per batch, writes results and publishes when approved', async () => {
    // Prepare
    const calls: string[] = [];
    // Act
    const outcome = await runLocalWorkflow(DEFINITION, localSubstitutions, { runId: 'wf-test', corpus: { bucket: 'x', key: 'c.jsonl' } }, {
      handlers: stages(new Set(), calls),
      ...io,
      onTaskToken: async () => ({ decision: 'approved', by: 'steward' }),
    });
    // Assess
    expect(outcome.status).toBe('SUCCEEDED');
    for (const b of ['b0', 'b1', 'b2', 'b3']) expect(calls).toContain(`surrogate:${b}`);
    expect(calls).toContain('approval:local-token:wf-test');
    expect(calls).toContain('publish');
    const details = (outcome.output as any).map.ResultWriterDetails;
    expect(details.Bucket).toBe(LOCAL_BUCKETS.work);
    const manifest = JSON.parse((await getTextIfExists({ bucket: details.Bucket, key: details.Key })) ?? '{}');
    expect(manifest.ResultFiles.FAILED[0].Size).toBe(0);
  });

  it('tolerates failed batches up to the configured percentage and records them', async () => {
    // Prepare: one of four batches fails every attempt (25% tolerated)
    const calls: string[] = [];
    // Act
    const outcome = await runLocalWorkflow(DEFINITION, localSubstitutions, { corpus: { bucket: 'x', key: 'c.jsonl' } }, {
      handlers: stages(new Set(['detect:b2']), calls),
      ...io,
      onTaskToken: async () => ({ decision: 'pending' }),
    });
    // Assess
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 'SUCCEEDED' });
    expect((outcome.output as any).map.FailedItemCount).toBe(1);
    expect(calls.filter((c) => c === 'detect:b2').length).toBe(3); // first try + 2 retries on States.TaskFailed
    expect(calls).not.toContain('surrogate:b2');
    expect(calls).not.toContain('publish'); // pending approval ends the execution without publishing
  });

  it('fails the run when more batches fail than tolerated, without releasing', async () => {
    // Prepare
    const calls: string[] = [];
    // Act
    const outcome = await runLocalWorkflow(DEFINITION, localSubstitutions, { corpus: { bucket: 'x', key: 'c.jsonl' } }, {
      handlers: stages(new Set(['segment:b0', 'segment:b1']), calls),
      ...io,
      onTaskToken: async () => ({ decision: 'approved' }),
    });
    // Assess
    expect(outcome.status).toBe('FAILED');
    expect(outcome.error, outcome.cause).toBe('BatchesFailed');
    expect(calls).not.toContain('publish');
  });

  it('routes a rejected release to the Rejected state', async () => {
    // Prepare
    const calls: string[] = [];
    // Act
    const outcome = await runLocalWorkflow(DEFINITION, localSubstitutions, { corpus: { bucket: 'x', key: 'c.jsonl' } }, {
      handlers: stages(new Set(), calls),
      ...io,
      onTaskToken: async () => ({ decision: 'rejected' }),
    });
    // Assess
    expect(outcome.status).toBe('FAILED');
    expect(outcome.error).toBe('ReleaseRejected');
    expect(calls).not.toContain('publish');
  });
});
