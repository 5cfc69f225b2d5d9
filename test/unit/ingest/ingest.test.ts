import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../lambdas/core/config.js';
import { detectFormat, findPlaceholders, guardCell, readCorpus, writeCorpus, type CorpusLayout, type IngestItem } from '../../../lambdas/core/ingest/index.js';
import type { Transcript } from '../../../lambdas/core/schema.js';

const csv = parseConfig({}).input.csv;
const DEV = `${__dirname}/../../../../shared/data/dev`;

async function* chunked(data: string | Buffer, size = 5): AsyncGenerator<Uint8Array> {
  const buf = Buffer.isBuffer(data) ? data : Buffer.from(data);
  for (let i = 0; i < buf.length; i += size) yield buf.subarray(i, i + size);
}

async function read(data: string | Buffer, name: string): Promise<{ items: IngestItem[]; transcripts: Transcript[]; layout: CorpusLayout }> {
  const items: IngestItem[] = [];
  for await (const it of readCorpus(chunked(data), { sourceName: name, csv })) items.push(it);
  const layouts = items.filter((i) => i.kind === 'layout');
  return {
    items,
    transcripts: items.flatMap((i) => (i.kind === 'transcript' ? [i.transcript] : [])),
    layout: (layouts.at(-1) as { layout: CorpusLayout }).layout,
  };
}

async function write(ts: Transcript[], layout: CorpusLayout): Promise<string> {
  async function* gen() {
    yield* ts;
  }
  let out = '';
  for await (const c of writeCorpus(gen(), layout)) out += c;
  return out;
}

const quarantined = (items: IngestItem[]) => items.flatMap((i) => (i.kind === 'quarantine' ? [i.entry] : []));

describe('format detection', () => {
  it('uses the extension, then the content', () => {
    // Prepare / Act / Assess
    expect(detectFormat('a.jsonl', new Uint8Array())).toBe('jsonl');
    expect(detectFormat('a.csv', new Uint8Array())).toBe('csv');
    expect(detectFormat('export', Buffer.from('[{"id":1}]'))).toBe('json');
    expect(detectFormat('export', Buffer.from('{"id":1}\n{"id":2}\n'))).toBe('jsonl');
    expect(detectFormat('export', Buffer.from('session_id,text\n1,hi'))).toBe('csv');
    expect(() => detectFormat('export', Buffer.from('just words'))).toThrow(/cannot tell the format/);
  });
});

describe('readers', () => {
  it('reads JSONL transcripts with key variants, roles mapped and placeholders found', async () => {
    // Prepare
    const data = '{"session_id":"s1","turns":[{"speaker":"Tutor","content":"Hi [STUDENT], ready?"},{"speaker":"user","content":"yes"}]}\n';
    // Act
    const { transcripts, layout } = await read(data, 'c.jsonl');
    // Assess
    expect(transcripts).toHaveLength(1);
    expect(transcripts[0]!.messages.map((m) => m.role)).toEqual(['tutor', 'student']);
    expect(layout.keys).toMatchObject({ id: 'session_id', messages: 'turns', role: 'speaker', text: 'content' });
    expect(findPlaceholders(transcripts[0]!.messages[0]!.text)[0]).toMatchObject({ type: 'PERSON', placeholder: { key: 'STUDENT' } });
  });

  it('quarantines malformed lines, empty and wrongly typed messages, bad UTF-8 and duplicates, with location and no text', async () => {
    // Prepare
    const data = Buffer.concat([
      Buffer.from('{"id":"a","messages":[{"id":"1","role":"student","text":"my name is Zed"}]}\n'),
      Buffer.from('{"id":"b","messages":[{"id":"1","role":"student","text":"oops my name is Bo\n'),
      Buffer.from('{"id":"c","messages":[{"id":"1","role":"tutor","text":""},{"id":"2","role":"tutor","text":42},{"id":"3","text":"ok"}]}\n'),
      Buffer.from('{"id":"d","messages":[{"id":"1","role":"tutor","text":"caf'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}]}\n'),
      Buffer.from('{"id":"a","messages":[{"id":"1","role":"student","text":"again"}]}\r\n'),
    ]);
    // Act
    const { items, transcripts } = await read(data, 'bad.jsonl');
    const q = quarantined(items);
    // Assess
    expect(transcripts.map((t) => t.id)).toEqual(['a', 'c']);
    expect(q.map((e) => e.location)).toEqual(['bad.jsonl:2', 'bad.jsonl:3 messages[0]', 'bad.jsonl:3 messages[1]', 'bad.jsonl:4', 'bad.jsonl:5']);
    expect(q.map((e) => e.reason)).toEqual([
      expect.stringMatching(/malformed JSON/),
      'message text is empty',
      'message text is a number, not a string',
      'record is not valid UTF-8',
      'duplicate transcript id',
    ]);
    expect(JSON.stringify(q)).not.toMatch(/Bo|Zed|again|caf/);
    expect(q.every((e) => /^[0-9a-f]{64}$/.test(e.sha256))).toBe(true);
  });

  it('streams the elements of a JSON array and isolates a truncated one', async () => {
    // Prepare
    const data = '\uFEFF[ {"id":"x","messages":[{"id":"1","role":"tutor","text":"a, b ] c"}]} ,\n {"id":"y","messages":[{"id":"1","role":"tutor","text":"cut';
    // Act
    const { items, transcripts, layout } = await read(data, 'c.json');
    // Assess
    expect(layout.jsonShape).toBe('array');
    expect(transcripts.map((t) => t.messages[0]!.text)).toEqual(['a, b ] c']);
    expect(quarantined(items)[0]).toMatchObject({ location: 'c.json:$[1]', reason: expect.stringMatching(/truncated/) });
  });

  it('reads CSV with quoted newlines, a BOM and CRLF, and one transcript per file without a session column', async () => {
    // Prepare
    const data = '\uFEFFtext,speaker,math_density\r\n"line one\nline two, still",teacher,3\r\nyes,student,\r\n';
    // Act
    const { transcripts, layout } = await read(data, 'ncte/7.csv');
    // Assess
    expect(transcripts).toHaveLength(1);
    expect(transcripts[0]!.id).toBe('7');
    expect(transcripts[0]!.messages.map((m) => [m.id, m.role, m.text])).toEqual([
      ['1', 'teacher', 'line one\nline two, still'],
      ['2', 'student', 'yes'],
    ]);
    expect(layout.csv?.columns).toEqual(['text', 'speaker', 'math_density']);
  });

  it('parses the real Bridge and NCTE files', async () => {
    // Prepare
    const bridge = readFileSync(`${DEV}/bridge/validation.json`);
    const ncte = readFileSync(`${DEV}/ncte-educonvokit/ncte/3.csv`);
    // Act
    const b = await read(bridge, 'validation.json');
    const n = await read(ncte, '3.csv');
    // Assess
    expect(b.transcripts.length).toBeGreaterThan(50);
    expect(b.layout.keys?.messages).toBe('c_h');
    expect(n.transcripts).toHaveLength(1);
    expect(n.transcripts[0]!.messages.length).toBeGreaterThan(200);
    expect(quarantined(n.items)).toEqual([]);
  });
});

describe('placeholders', () => {
  it('finds upstream placeholders and ignores transcription tags and titles with names', () => {
    // Prepare
    const text = 'Student M and Mr. R, [STUDENT], <PERSON>, <US_DRIVER_LICENSE> [inaudible] Mr. Rogers Student work';
    // Act
    const spans = findPlaceholders(text).map((s) => [text.slice(s.start, s.end), s.type, s.placeholder?.key]);
    // Assess
    expect(spans).toEqual([
      ['Student M', 'PERSON', 'STUDENT:M'],
      ['Mr. R', 'PERSON', 'MR:R'],
      ['[STUDENT]', 'PERSON', 'STUDENT'],
      ['<PERSON>', 'PERSON', 'PERSON'],
      ['<US_DRIVER_LICENSE>', 'US_DRIVER_LICENSE', 'US_DRIVER_LICENSE'],
    ]);
  });
});

describe('writer', () => {
  it('writes CSV back with the same columns, guarding formula cells but not negative numbers', async () => {
    // Prepare
    const data = 'session_id,message_id,role,text,score\ns,1,student,=HYPERLINK("x"),-3\n';
    const { transcripts, layout } = await read(data, 'c.csv');
    // Act
    const out = await write(transcripts, layout);
    // Assess
    expect(out).toBe('session_id,message_id,role,text,score\ns,1,student,"\'=HYPERLINK(""x"")",-3\n');
    expect(guardCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(guardCell('-3.5')).toBe('-3.5');
  });

  it('round-trips JSONL keys and drops free-text fields it cannot de-identify', async () => {
    // Prepare
    const data = '{"c_id":"k","c_h":[{"id":3,"user":"tutor","text":"hi","time":"16:19"}],"notes":"Maria was upset today"}\n';
    const { transcripts, layout } = await read(data, 'c.jsonl');
    // Act
    const out = await write(transcripts, layout);
    // Assess
    expect(JSON.parse(out)).toEqual({ c_id: 'k', c_h: [{ id: 3, user: 'tutor', text: 'hi', time: '16:19' }] });
    expect(layout.droppedFields).toBe(1);
  });
});
