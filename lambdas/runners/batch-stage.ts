// Runs one stage over one batch: read the previous stage's output, apply the pure step to every
// transcript, write this stage's output. Idempotent: an output already made from the same input
// and config is kept, so a retried or resumed run skips finished work and stays byte-identical.
import { configHash, type RunConfig } from '../core/config.js';
import { BatchEvent } from '../core/events.js';
import { work } from '../core/layout.js';
import { STAGES, type Stage, type WorkTranscript } from '../core/schema.js';
import { buckets } from '../adapters/env.js';
import { logger } from '../adapters/logger.js';
import { sha256 } from '../adapters/s3.js';
import { outputIsCurrent, readBatch, writeBatch } from './batch-io.js';
import { loadRunConfig } from './run-config.js';

export type Step = (t: WorkTranscript, cfg: RunConfig) => Promise<WorkTranscript> | WorkTranscript;

/** Fault injection for tests and the soak script: called before a stage runs on a batch. */
let faultHook: ((stage: Stage, batchId: string) => void) | undefined;
export function setFaultHook(hook: typeof faultHook): void {
  faultHook = hook;
}

export async function runBatchStage(event: unknown, stage: Stage, step: Step): Promise<BatchEvent> {
  const { runId, batch } = BatchEvent.parse(event);
  const bucket = buckets().work;
  const previous = STAGES[STAGES.indexOf(stage) - 1];
  if (!previous) throw new Error(`stage ${stage} has no previous stage`);
  faultHook?.(stage, batch.batchId);

  const cfg = await loadRunConfig(bucket, runId);
  const cfgSha = configHash(cfg);
  const input = await readBatch({ bucket, key: work.batch(runId, batch.batchId, previous) });
  const inputSha = sha256(input.text);
  const out = { bucket, key: work.batch(runId, batch.batchId, stage) };
  if (await outputIsCurrent(out, inputSha, cfgSha)) {
    logger.info('stage output current, skipped', { runId, batchId: batch.batchId, stage });
    return { runId, batch };
  }

  const started = Date.now();
  const results: WorkTranscript[] = [];
  for (const t of input.transcripts) results.push(await step(t, cfg));
  await writeBatch(out, results, { 'input-sha256': inputSha, 'config-sha256': cfgSha });
  logger.info('stage done', {
    runId,
    batchId: batch.batchId,
    stage,
    transcripts: results.length,
    messages: batch.messages,
    ms: Date.now() - started,
  });
  return { runId, batch };
}
