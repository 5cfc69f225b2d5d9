// The release stage: gather every batch's surrogate output, write the dataset in the input's
// format, the public manifest, the restricted audit and the quarantine report. Fails closed: a
// batch whose output is missing or whose messages did not pass every stage is withheld.
import { basename } from 'node:path';
import { configHash } from '../core/config.js';
import { ReleaseEvent, ReleaseResult, type ReleaseStatus } from '../core/events.js';
import { writeCorpus } from '../core/ingest/index.js';
import { release, work } from '../core/layout.js';
import { promptHashes } from '../core/llm/prompts.js';
import { StageUsage, summarizeUsage } from '../core/llm/usage.js';
import { PublicManifest } from '../core/release/manifest.js';
import { auditEntries, emptyTally, releasedTranscript, tallyTranscript } from '../core/release/summary.js';
import type { SplitManifest, WorkTranscript } from '../core/schema.js';
import { isComplete } from '../core/stages.js';
import { buckets } from '../adapters/env.js';
import { logger } from '../adapters/logger.js';
import { publishCounts } from '../adapters/metrics.js';
import { copy, getTextIfExists, putJson, putStream } from '../adapters/s3.js';
import { decodeBatch } from './batch-io.js';
import { loadRunConfig } from './run-config.js';
import { loadSplitManifest } from './split.js';
import { codeVersion, embeddingsId } from './versions.js';

export async function releaseRun(event: unknown): Promise<ReleaseResult> {
  const { runId } = ReleaseEvent.parse(event);
  const b = buckets();
  const split = await loadSplitManifest(b.work, runId);
  const cfg = await loadRunConfig(b.work, runId);
  const tally = emptyTally();
  const withheld = { batches: 0, transcripts: 0, messages: 0 };
  const released = new Set<string>();

  async function* finished(): AsyncGenerator<ReturnType<typeof releasedTranscript>> {
    for (const batch of split.batches) {
      const ts = await completedBatch(b.work, runId, batch.batchId);
      if (!ts) {
        withheld.batches += 1;
        withheld.transcripts += batch.transcripts;
        withheld.messages += batch.messages;
        logger.warn('batch withheld: not every stage finished', { runId, batchId: batch.batchId });
        continue;
      }
      released.add(batch.batchId);
      for (const t of ts) {
        tallyTranscript(t, tally);
        yield releasedTranscript(t);
      }
    }
  }

  // Two streaming passes over the batches, so neither the dataset nor the audit is held in memory.
  async function* auditLines(): AsyncGenerator<string> {
    for (const batch of split.batches) {
      if (!released.has(batch.batchId)) continue;
      for (const t of (await completedBatch(b.work, runId, batch.batchId)) ?? []) for (const a of auditEntries(t)) yield `${JSON.stringify(a)}\n`;
    }
  }

  const dataFile = basename(split.corpus);
  const data = await putStream({ bucket: b.release, key: release.data(runId, dataFile) }, writeCorpus(finished(), split.layout as never), contentType(split));
  await putStream({ bucket: b.release, key: release.audit(runId) }, auditLines(), 'application/x-ndjson');
  await copy({ bucket: b.work, key: split.quarantineKey }, { bucket: b.release, key: release.quarantine(runId) });

  const quarantinedMessages = Number(split.layout.quarantinedMessages ?? 0);
  const manifest = PublicManifest.parse({
    schema: 'deid.release/v1',
    releaseId: runId,
    corpus: dataFile,
    format: split.format,
    input: {
      sha256: split.inputSha256,
      transcripts: split.records.transcripts,
      messages: split.records.messages + quarantinedMessages,
      droppedFields: Number(split.layout.droppedFields ?? 0),
    },
    released: { transcripts: tally.transcripts, messages: tally.messages },
    quarantined: { records: split.records.quarantined, messages: quarantinedMessages },
    withheld,
    files: [{ path: `data/${dataFile}`, sha256: data.sha256, bytes: data.bytes }],
    pii: {
      byType: tally.piiByType,
      total: Object.values(tally.piiByType).reduce((n, s) => n + s.MATH + s.NON_MATH, 0),
      rejectedCandidates: tally.notPii,
      upstreamPlaceholders: tally.placeholders,
    },
    segments: tally.segments,
    versions: {
      code: codeVersion(),
      configSha256: configHash(cfg),
      embeddings: embeddingsId(cfg),
      models: cfg.llm.enabled ? [cfg.llm.modelId] : [],
      prompts: promptHashes(cfg.llm),
    },
    llmUsage: cfg.llm.enabled ? summarizeUsage(await batchUsage(b.work, runId, split)) : undefined,
  });
  await putJson({ bucket: b.release, key: release.manifest(runId) }, manifest);
  const status: ReleaseStatus = { releaseId: runId, state: 'pending', corpus: dataFile };
  await putJson({ bucket: b.release, key: release.status(runId) }, status);
  publishCounts({ failedBatches: withheld.batches, releasedMessages: tally.messages });
  logger.info('release written', { runId, messages: tally.messages, withheldBatches: withheld.batches });
  return ReleaseResult.parse({
    releaseId: runId,
    transcripts: tally.transcripts,
    messages: tally.messages,
    failedBatches: withheld.batches,
    quarantined: split.records.quarantined,
  });
}

async function batchUsage(bucket: string, runId: string, split: SplitManifest): Promise<StageUsage[]> {
  const out: StageUsage[] = [];
  for (const batch of split.batches)
    for (const stage of ['detect', 'verify'] as const) {
      const text = await getTextIfExists({ bucket, key: work.usage(runId, batch.batchId, stage) });
      if (text) out.push(StageUsage.parse(JSON.parse(text)));
    }
  return out;
}

async function completedBatch(bucket: string, runId: string, batchId: string): Promise<WorkTranscript[] | undefined> {
  const key = work.batch(runId, batchId, 'surrogate');
  const text = await getTextIfExists({ bucket, key });
  if (text === undefined) return undefined;
  const ts = decodeBatch(text, key);
  return ts.every(isComplete) ? ts : undefined;
}

function contentType(split: SplitManifest): string {
  return split.format === 'csv' ? 'text/csv' : split.format === 'json' ? 'application/json' : 'application/x-ndjson';
}
