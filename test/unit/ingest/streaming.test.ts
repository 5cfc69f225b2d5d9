// Large generated input (50,000 messages) is read record by record and written part by part:
// the reader yields its first transcript long before the source is exhausted, and the writer never
// builds one big string.
import { describe, expect, it } from 'vitest';
import { readCorpus, writeCorpus } from '../../../lambdas/core/ingest/index.js';
import type { InputFormat, Transcript } from '../../../lambdas/core/schema.js';
import { csvColumns } from './support.js';

const TRANSCRIPTS = 5_000;
const PER_TRANSCRIPT = 10;
const CHUNK = 16 * 1024;

function transcript(i: number): Transcript {
  return {
    id: `s${i}`,
    messages: Array.from({ length: PER_TRANSCRIPT }, (_, k) => ({
      id: `m${k + 1}`,
      role: k % 2 ? 'student' : 'tutor',
      text: k % 2 ? `${i % 12}/${k + 12}` : `Session ${i}: what is ${i % 12}/${k + 12} in lowest terms, and where is (${k},${i % 7})?`,
    })),
  };
}

/** The corpus as text pieces, one record at a time, in the given shape. */
function* pieces(shape: 'jsonl' | 'array' | 'wrapper' | 'csv'): Generator<string> {
  if (shape === 'array') yield '[\n';
  if (shape === 'wrapper') yield '{"source":"generated","transcripts":[\n';
  if (shape === 'csv') yield 'session_id,message_id,role,text\n';
  for (let i = 0; i < TRANSCRIPTS; i++) {
    const t = transcript(i);
    if (shape === 'csv') yield t.messages.map((m) => `${t.id},${m.id},${m.role},"${m.text}"\n`).join('');
    else yield `${i && shape !== 'jsonl' ? ',' : ''}${JSON.stringify(t)}\n`;
  }
  if (shape === 'array') yield ']\n';
  if (shape === 'wrapper') yield '],"count":5000}\n';
}

/** Fixed-size byte chunks from the pieces, counting what has been handed out. */
function source(shape: 'jsonl' | 'array' | 'wrapper' | 'csv', meter: { bytes: number }): AsyncIterable<Uint8Array> {
  return (async function* () {
    let pending = Buffer.alloc(0);
    for (const p of pieces(shape)) {
      pending = Buffer.concat([pending, Buffer.from(p)]);
      while (pending.length >= CHUNK) {
        meter.bytes += CHUNK;
        yield pending.subarray(0, CHUNK);
        pending = pending.subarray(CHUNK);
      }
    }
    meter.bytes += pending.length;
    if (pending.length) yield pending;
  })();
}

const cases: Array<['jsonl' | 'array' | 'wrapper' | 'csv', string, InputFormat]> = [
  ['jsonl', 'big.jsonl', 'jsonl'],
  ['array', 'big.json', 'json'],
  ['wrapper', 'big.json', 'json'],
  ['csv', 'big.csv', 'csv'],
];

describe('streaming 50,000 messages', () => {
  for (const [shape, name, format] of cases) {
    it(`${shape}: yields records as the bytes arrive and accounts for every message`, async () => {
      // Prepare
      const meter = { bytes: 0 };
      let atFirstTranscript = -1;
      let messages = 0;
      let transcripts = 0;
      let quarantined = 0;
      // Act
      for await (const item of readCorpus(source(shape, meter), { sourceName: name, csv: csvColumns })) {
        if (item.kind === 'transcript') {
          if (atFirstTranscript < 0) atFirstTranscript = meter.bytes;
          transcripts += 1;
          messages += item.transcript.messages.length;
        } else if (item.kind === 'quarantine') quarantined += 1;
        else expect(item.format).toBe(format);
      }
      // Assess
      expect(quarantined).toBe(0);
      expect(transcripts).toBe(TRANSCRIPTS);
      expect(messages).toBe(TRANSCRIPTS * PER_TRANSCRIPT);
      expect(meter.bytes).toBeGreaterThan(2_000_000);
      expect(atFirstTranscript).toBeLessThanOrEqual(2 * 64 * 1024); // the head plus a chunk, not the corpus
    });
  }

  it('writes 50,000 messages as many small parts, in JSON and CSV', async () => {
    // Prepare
    async function* all() {
      for (let i = 0; i < TRANSCRIPTS; i++) yield transcript(i);
    }
    const csvLayout = { format: 'csv' as const, droppedFields: 0, csv: { columns: ['session_id', 'message_id', 'role', 'text'], delimiter: ',', transcript: 'session_id', message: 'message_id', role: 'role', text: 'text', eol: '\n' as const } };
    const jsonLayout = { format: 'json' as const, droppedFields: 0, jsonShape: 'array' as const, keys: { id: 'id', messages: 'messages', messageId: 'id', role: 'role', text: 'text' } };
    // Act
    const stats = [];
    for (const layout of [jsonLayout, csvLayout]) {
      let parts = 0;
      let largest = 0;
      let bytes = 0;
      for await (const part of writeCorpus(all(), layout)) {
        parts += 1;
        largest = Math.max(largest, part.length);
        bytes += part.length;
      }
      stats.push({ parts, largest, bytes });
    }
    // Assess
    for (const s of stats) {
      expect(s.parts).toBeGreaterThanOrEqual(TRANSCRIPTS);
      expect(s.largest).toBeLessThan(4096);
      expect(s.bytes).toBeGreaterThan(2_000_000);
    }
  });
});
