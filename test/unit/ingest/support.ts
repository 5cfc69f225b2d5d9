// Shared helpers for the ingest tests: feed bytes in small chunks (so every reader crosses chunk
// boundaries), collect what the reader yields, and write transcripts back.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '../../../lambdas/core/config.js';
import { readCorpus, writeCorpus, type CorpusLayout, type IngestItem } from '../../../lambdas/core/ingest/index.js';
import type { InputFormat, QuarantineEntry, Transcript } from '../../../lambdas/core/schema.js';

export const csvColumns = parseConfig({}).input.csv;
export const DEV = fileURLToPath(new URL('../../../../shared/data/dev/', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../../fixtures/ingest/', import.meta.url));
export const SAMPLES = fileURLToPath(new URL('../../../samples/', import.meta.url));

export const fixture = (name: string): Buffer => readFileSync(`${FIXTURES}${name}`);

export async function* chunked(data: string | Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size);
}

export interface ReadResult {
  items: IngestItem[];
  transcripts: Transcript[];
  quarantine: QuarantineEntry[];
  /** The last layout item (a reader may repeat it with final counts). */
  layout: CorpusLayout;
  released: number;
  quarantinedMessages: number;
}

export async function read(data: string | Uint8Array, sourceName: string, opts: { format?: InputFormat; chunk?: number } = {}): Promise<ReadResult> {
  const items: IngestItem[] = [];
  for await (const it of readCorpus(chunked(data, opts.chunk), { sourceName, format: opts.format, csv: csvColumns })) items.push(it);
  const transcripts = items.flatMap((i) => (i.kind === 'transcript' ? [i.transcript] : []));
  const layouts = items.flatMap((i) => (i.kind === 'layout' ? [i.layout] : []));
  return {
    items,
    transcripts,
    quarantine: items.flatMap((i) => (i.kind === 'quarantine' ? [i.entry] : [])),
    layout: layouts.at(-1)!,
    released: transcripts.reduce((n, t) => n + t.messages.length, 0),
    quarantinedMessages: items.reduce((n, i) => n + (i.kind === 'quarantine' ? i.messages : 0), 0),
  };
}

export async function write(transcripts: Transcript[], layout: CorpusLayout): Promise<string> {
  async function* source() {
    yield* transcripts;
  }
  const parts: string[] = [];
  for await (const part of writeCorpus(source(), layout)) parts.push(part);
  return parts.join('');
}
