// The split stage: stream the corpus, validate every record, quarantine bad ones (location and
// reason, never text), normalise to work transcripts with upstream placeholders as candidates,
// and write fixed-size batches plus the batch list the Distributed Map reads.
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { configHash, parseConfig, type RunConfig } from '../core/config.js';
import { SplitEvent, SplitResult } from '../core/events.js';
import { readCorpus } from '../core/ingest/index.js';
import { runIdFor, work } from '../core/layout.js';
import { SplitManifest, type BatchRef, type InputFormat, type QuarantineEntry, type WorkTranscript } from '../core/schema.js';
import { buckets, configDefaults } from '../adapters/env.js';
import { logger } from '../adapters/logger.js';
import { publishCounts } from '../adapters/metrics.js';
import { getJson, getStream, getTextIfExists, head, put, putJson, sha256 } from '../adapters/s3.js';
import { writeBatch } from './batch-io.js';
import { mergeConfig } from './run-config.js';

export async function splitCorpus(event: unknown): Promise<SplitResult> {
  const { corpus, runId: givenRunId, config: overrides } = SplitEvent.parse(event);
  const b = buckets();
  const cfg = parseConfig(mergeConfig(configDefaults(), overrides ?? {}));
  const cfgSha = configHash(cfg);
  const object = await head(corpus);
  if (!object) throw new Error(`split: corpus object not found: ${corpus.bucket}/${corpus.key}`);
  const runId =
    givenRunId ?? runIdFor(corpus.key, createHash('sha256').update(`${corpus.key}\n${object.etag}\n${cfgSha}`).digest('hex'));

  const manifestRef = { bucket: b.work, key: work.splitManifest(runId) };
  const previous = await getTextIfExists(manifestRef);
  if (previous) {
    // A resumed run: the split is reused when it was made from the same object and config.
    const m = SplitManifest.parse(JSON.parse(previous));
    if (m.layout.etag === object.etag && m.layout.configSha === cfgSha) {
      logger.info('split reused', { runId, batches: m.batches.length });
      return result(runId, m, cfg);
    }
  }

  await putJson({ bucket: b.work, key: work.config(runId) }, cfg);
  const hash = createHash('sha256');
  const source = await getStream(corpus);
  async function* hashed() {
    for await (const chunk of source) {
      hash.update(chunk);
      yield chunk;
    }
  }

  const batches: BatchRef[] = [];
  const quarantine: QuarantineEntry[] = [];
  let format: InputFormat = 'jsonl';
  let layout: Record<string, unknown> = {};
  let pending: WorkTranscript[] = [];
  let transcripts = 0;
  let messages = 0;
  let quarantinedMessages = 0;

  const flush = async () => {
    if (pending.length === 0) return;
    const batchId = `b${String(batches.length).padStart(5, '0')}`;
    const key = work.batch(runId, batchId, 'split');
    await writeBatch({ bucket: b.work, key }, pending, { 'config-sha256': cfgSha });
    batches.push({
      batchId,
      key,
      transcripts: pending.length,
      messages: pending.reduce((n, t) => n + t.messages.length, 0),
    });
    pending = [];
  };

  for await (const item of readCorpus(hashed(), { sourceName: basename(corpus.key), format: cfg.input.format, csv: cfg.input.csv })) {
    if (item.kind === 'layout') {
      format = item.format;
      layout = item.layout as Record<string, unknown>;
    } else if (item.kind === 'quarantine') {
      quarantine.push(item.entry);
      quarantinedMessages += item.messages;
    } else {
      const t = item.transcript;
      pending.push({
        id: t.id,
        extra: t.extra,
        ordinal: item.ordinal,
        messages: t.messages.map((m, i) => ({ ...m, stages: ['split'], candidates: item.placeholders[i] ?? [] })),
      });
      transcripts += 1;
      messages += t.messages.length;
      if (pending.length >= cfg.batchSize) await flush();
    }
  }
  await flush();

  const quarantineKey = work.quarantine(runId);
  await put({ bucket: b.work, key: quarantineKey }, quarantine.map((q) => JSON.stringify(q)).join('\n') + (quarantine.length ? '\n' : ''), {
    contentType: 'application/x-ndjson',
  });
  await putJson({ bucket: b.work, key: work.items(runId) }, batches);
  const manifest: SplitManifest = {
    runId,
    corpus: corpus.key,
    format,
    layout: { ...layout, etag: object.etag, configSha: cfgSha, quarantinedMessages },
    inputSha256: hash.digest('hex'),
    records: { transcripts, messages, quarantined: quarantine.length },
    batches,
    quarantineKey,
  };
  await putJson(manifestRef, manifest);
  await putJson({ bucket: b.work, key: work.corpusIndex(sha256(corpus.key), object.etag) }, { runId });
  publishCounts({ quarantinedRecords: quarantine.length });
  logger.info('split done', { runId, batches: batches.length, transcripts, messages, quarantined: quarantine.length });
  return result(runId, manifest, cfg);
}

function result(runId: string, m: SplitManifest, cfg: RunConfig): SplitResult {
  return SplitResult.parse({
    runId,
    itemsKey: work.items(runId),
    manifestKey: work.splitManifest(runId),
    batches: m.batches.length,
    messages: m.records.messages,
    quarantined: m.records.quarantined,
    maxConcurrency: cfg.maxConcurrency,
    toleratedFailurePercentage: cfg.toleratedFailurePercentage,
  });
}

export async function loadSplitManifest(bucket: string, runId: string): Promise<SplitManifest> {
  return getJson({ bucket, key: work.splitManifest(runId) }, SplitManifest);
}
