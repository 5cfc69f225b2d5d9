import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guardCell } from '../../../lambdas/core/ingest/index.js';
import { DEV, SAMPLES, fixture, read, write } from './support.js';

describe('writeCorpus: the input format and shape', () => {
  it('writes the sample CSV back byte for byte (same columns, order, quoting)', async () => {
    // Prepare
    const data = readFileSync(`${SAMPLES}tutoring-sample.csv`);
    const { transcripts, layout } = await read(data, 'tutoring-sample.csv');
    // Act
    const out = await write(transcripts, layout);
    // Assess
    expect(transcripts.length).toBeGreaterThan(1);
    expect(out).toBe(data.toString('utf8'));
  });

  it('writes the sample JSONL back byte for byte', async () => {
    // Prepare
    const data = readFileSync(`${SAMPLES}tutoring-sample.jsonl`);
    const { transcripts, layout } = await read(data, 'tutoring-sample.jsonl');
    // Act
    const out = await write(transcripts, layout);
    // Assess
    expect(transcripts).toHaveLength(12);
    expect(out).toBe(data.toString('utf8'));
  });

  it('writes a JSON array with the same keys and values (layout aside)', async () => {
    // Prepare
    const data = readFileSync(`${SAMPLES}tutoring-sample.json`, 'utf8');
    const { transcripts, layout } = await read(data, 'tutoring-sample.json');
    // Act
    const out = await write(transcripts, layout);
    // Assess
    expect(out.startsWith('[\n')).toBe(true);
    expect(JSON.parse(out)).toEqual(JSON.parse(data));
  });

  it('writes a wrapper object under its key, with the input key names', async () => {
    // Prepare
    const { transcripts, layout } = await read(fixture('wrapper.json'), 'wrapper.json');
    // Act
    const out = JSON.parse(await write(transcripts, layout)) as Record<string, unknown>;
    // Assess
    expect(Object.keys(out)).toEqual(['transcripts']);
    expect(out.transcripts).toEqual([
      { session_id: 'w1', dialogue: [{ sender: 'tutor', message: 'Good morning, Ayumi. Solve 2x = 18.' }, { sender: 'student', message: 'x = 9' }] },
      { session_id: 'w2', dialogue: [{ sender: 'bot', message: 'What is 25% of 80?' }, { sender: 'student', message: '20' }] },
    ]);
  });

  it('writes a single transcript back as one object, numbers as numbers', async () => {
    // Prepare
    const data = fixture('single.json').toString('utf8');
    const { transcripts, layout } = await read(data, 'single.json');
    // Act
    const out = await write(transcripts, layout);
    // Assess
    expect(JSON.parse(out)).toEqual(JSON.parse(data));
  });

  it('writes Bridge records back with c_id / c_h and {id, text, time, user}', async () => {
    // Prepare
    const data = readFileSync(`${DEV}bridge/validation.json`);
    const raw = JSON.parse(data.toString('utf8')) as Array<{ c_id: string; c_h: unknown[] }>;
    const { transcripts, layout } = await read(data, 'validation.json', { chunk: 64 * 1024 });
    // Act
    const out = JSON.parse(await write(transcripts.slice(0, 3), layout)) as Array<{ c_id: string; c_h: unknown[] }>;
    // Assess: the history is written back as it came; short labels follow, free text (c_r...) is not released
    expect(out.map((t) => [t.c_id, t.c_h])).toEqual(raw.slice(0, 3).map((t) => [t.c_id, t.c_h]));
    expect(Object.keys(out[0]!)).toEqual(['c_id', 'c_h', 'lesson_topic', 'e', 'z_what', 'z_why']);
    expect(Object.keys(out[1]!)).toEqual(['c_id', 'c_h', 'e', 'z_what', 'z_why']); // "4.4A.Subtracting Multi-Digit Numbers" has spaces
  });

  it('writes CSV back with the input columns and CRLF line ends, each message a row', async () => {
    // Prepare
    const { transcripts, layout } = await read(fixture('classroom-crlf-bom.csv'), 'classroom-crlf-bom.csv');
    // Act
    const out = await write(transcripts, layout);
    // Assess
    const lines = out.split('\r\n');
    expect(lines[0]).toBe('text,speaker,turn,note');
    expect(lines[1]).toBe('"Okay, everyone.\nLook at problem 2, ""the ladder""",teacher,1,');
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toBe('[inaudible],multiple students,5,');
  });

  it('gives the same bytes for the same input', async () => {
    // Prepare
    const data = readFileSync(`${SAMPLES}tutoring-sample.json`);
    const first = await read(data, 'a.json');
    const second = await read(data, 'a.json');
    // Act
    const a = await write(first.transcripts, first.layout);
    const b = await write(second.transcripts, second.layout);
    // Assess
    expect(a).toBe(b);
  });
});

describe('CSV formula-injection guard', () => {
  it('prefixes cells a spreadsheet would run as formulas, in text and other columns', async () => {
    // Prepare
    const { transcripts, layout } = await read(fixture('classroom-crlf-bom.csv'), 'classroom-crlf-bom.csv');
    // Act
    const rows = (await write(transcripts, layout)).split('\r\n');
    // Assess
    expect(rows[2]).toBe("'=1+2,student,2,'=cmd|calc");
    expect(rows[3]).toBe('-3,student,3,-3');
    expect(rows[4]).toBe("'@Ms.Rivera can I go,student,4,");
  });

  it('guards = + - @ tab and CR, but leaves plain numbers and ordinary text alone', () => {
    // Prepare
    const risky = ['=SUM(A1:A3)', '+1-2', '-x + 3', '@cmd', '\tnote', '\rnote', '-', '+'];
    const safe = ['-3', '+4.5', '-0.25', '12/25', 'x = 12/25', '(1,3)', '', 'a-b'];
    // Act
    const guarded = risky.map(guardCell);
    const kept = safe.map(guardCell);
    // Assess
    expect(guarded).toEqual(risky.map((v) => `'${v}`));
    expect(kept).toEqual(safe);
  });
});
