// Hostile and broken input, generated (fast-check) and hand-picked: every record is accounted for,
// nothing crashes or hangs, and quarantine entries carry location and reason but never the text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../lambdas/core/config.js';
import { readCorpus, type IngestItem } from '../../../lambdas/core/ingest/index.js';
import { MAX_MESSAGE_CHARS } from '../../../lambdas/core/schema.js';

const csv = parseConfig({}).input.csv;

async function* chunks(buf: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + Math.max(1, size));
}

async function ingest(data: Buffer, name: string, size = 7): Promise<IngestItem[]> {
  const out: IngestItem[] = [];
  for await (const it of readCorpus(chunks(data, size), { sourceName: name, csv })) out.push(it);
  return out;
}

const counts = (items: IngestItem[]) => ({
  transcripts: items.filter((i) => i.kind === 'transcript').length,
  messages: items.reduce((n, i) => n + (i.kind === 'transcript' ? i.transcript.messages.length : 0), 0),
  quarantined: items.filter((i) => i.kind === 'quarantine').length,
});

const message = fc.record({ id: fc.string({ maxLength: 4 }), role: fc.constantFrom('tutor', 'student', 'alien', ''), text: fc.oneof(fc.string(), fc.constant(''), fc.integer()) });
const record = fc.oneof(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), messages: fc.array(message, { maxLength: 5 }) }),
  fc.jsonValue(),
);

describe('generated input', () => {
  it('JSONL: every non-empty line becomes transcripts or quarantine entries, whatever it holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(record.map((r) => JSON.stringify(r)), fc.string()), { maxLength: 12 }), fc.integer({ min: 1, max: 64 }), async (lines, size) => {
        // Prepare
        const data = Buffer.from(lines.map((l) => l.replace(/[\r\n]/g, ' ')).join('\n'));
        // Act
        const items = await ingest(data, 'gen.jsonl', size);
        // Assess: one layout first, and every non-blank line accounted for
        expect(items[0]!.kind).toBe('layout');
        const c = counts(items);
        const lineCount = lines.filter((l) => l.replace(/[\r\n]/g, ' ').trim()).length;
        const perLine = new Set(items.flatMap((i) => (i.kind === 'transcript' ? [i.location] : i.kind === 'quarantine' ? [i.entry.location.split(' ')[0]] : [])));
        expect(perLine.size).toBe(lineCount);
        expect(c.transcripts + c.quarantined).toBeGreaterThanOrEqual(lineCount);
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it('arbitrary bytes in any format never crash the reader without a clear error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('x.jsonl', 'x.json', 'x.csv'), async (bytes, name) => {
        // Prepare / Act
        let error: Error | undefined;
        try {
          await ingest(Buffer.from(bytes), name, 5);
        } catch (e) {
          error = e as Error;
        }
        // Assess: either it read, or it says which file and why
        if (error) expect(error.message).toMatch(/^ingest: x\.(csv|json|jsonl)/);
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe('hand-picked hostile input', () => {
  it('deeply nested JSON is quarantined, not a stack overflow', async () => {
    // Prepare
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const data = Buffer.from(`{"id":"a","messages":[{"id":"1","role":"tutor","text":"hi"}]}\n${deep}\n`);
    // Act
    const items = await ingest(data, 'deep.jsonl', 4096);
    // Assess
    expect(counts(items)).toEqual({ transcripts: 1, messages: 1, quarantined: 1 });
  });

  it('a 1 MB message is quarantined as too long; unknown roles map to other', async () => {
    // Prepare
    const big = 'x'.repeat(MAX_MESSAGE_CHARS + 1);
    const data = Buffer.from(`${JSON.stringify({ id: 'a', messages: [{ id: '1', role: 'narrator', text: 'ok' }, { id: '2', role: 'tutor', text: big }] })}\n`);
    // Act
    const items = await ingest(data, 'big.jsonl', 65536);
    // Assess
    const t = items.find((i) => i.kind === 'transcript');
    expect(t?.kind === 'transcript' && t.transcript.messages.map((m) => m.role)).toEqual(['other']);
    expect(items.find((i) => i.kind === 'quarantine')).toMatchObject({ entry: { reason: `message text is longer than ${MAX_MESSAGE_CHARS} characters` } });
  });

  it('CSV with a broken quote fails with the file and line, never silently', async () => {
    // Prepare
    const data = Buffer.from('session_id,message_id,role,text\ns,1,tutor,"never closed\n');
    // Act / Assess
    await expect(ingest(data, 'broken.csv')).rejects.toThrow(/ingest: broken\.csv: CSV syntax error near line \d+/);
  });

  it('CSV without the configured text column says which column is missing', async () => {
    // Prepare
    const data = Buffer.from('session,utterance\ns,hello\n');
    // Act / Assess
    await expect(ingest(data, 'cols.csv')).rejects.toThrow(/ingest: cols\.csv: no text column "text" .*set input\.csv\.text/);
  });

  it('CSV rows with the wrong number of fields are quarantined with their line', async () => {
    // Prepare
    const data = Buffer.from('session_id,message_id,role,text\ns,1,tutor,hello\ns,2,student\ns,3,student,fine, thanks\n');
    // Act
    const items = await ingest(data, 'ragged.csv');
    // Assess
    expect(counts(items)).toMatchObject({ messages: 1, quarantined: 2 });
    expect(items.filter((i) => i.kind === 'quarantine').map((i) => i.kind === 'quarantine' && i.entry.location)).toEqual(['ragged.csv:3', 'ragged.csv:4']);
  });
});
