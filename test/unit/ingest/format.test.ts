import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../../lambdas/core/ingest/index.js';

const bytes = (s: string) => Buffer.from(s);

describe('detectFormat', () => {
  it('trusts a telling extension when the content agrees or is ambiguous', () => {
    // Prepare
    const line = '{"id":"s1","messages":[{"role":"tutor","text":"What is 4/12 simplified?"}]}';
    // Act
    const formats = [
      detectFormat('day1.jsonl', bytes(`${line}\n`)),
      detectFormat('day1.ndjson', bytes(`${line}\n`)),
      detectFormat('day1.json', bytes(line)),
      detectFormat('day1.csv', bytes('session_id,text\ns1,hi Maria\n')),
      detectFormat('day1.tsv', bytes('session_id\ttext\ns1\thi Maria\n')),
    ];
    // Assess
    expect(formats).toEqual(['jsonl', 'jsonl', 'json', 'csv', 'csv']);
  });

  it('reads the content when the extension is missing', () => {
    // Prepare
    const jsonl = '{"id":"a","messages":[]}\n{"id":"b","messages":[]}\n';
    // Act / Assess
    expect(detectFormat('export', bytes('[{"id":"a","messages":[]}]'))).toBe('json');
    expect(detectFormat('export', bytes('\uFEFF[\n  {\n'))).toBe('json');
    expect(detectFormat('export', bytes(jsonl))).toBe('jsonl');
    expect(detectFormat('export.txt', bytes('{"transcripts": [\n'))).toBe('json');
    expect(detectFormat('export', bytes('text,speaker\r\nhello class,teacher\r\n'))).toBe('csv');
  });

  it('lets unmistakable content beat a misleading extension', () => {
    // Prepare
    const jsonl = '{"id":"a","messages":[]}\r\n{"id":"b","messages":[]}\r\n';
    const pretty = '[\n  {\n    "id": "a",\n';
    // Act / Assess
    expect(detectFormat('corpus.json', bytes(jsonl))).toBe('jsonl');
    expect(detectFormat('corpus.jsonl', bytes(pretty))).toBe('json');
    expect(detectFormat('corpus.csv', bytes(pretty))).toBe('json');
  });

  it('keeps the extension when the first line is cut off by the head (a long JSONL line)', () => {
    // Prepare
    const head = bytes(`{"id":"long","messages":[{"role":"tutor","text":"${'Let us add fractions. '.repeat(50)}`);
    // Act / Assess
    expect(detectFormat('big.jsonl', head)).toBe('jsonl');
    expect(detectFormat('big.json', head)).toBe('json');
  });

  it('throws a clear error when nothing tells the format', () => {
    // Prepare
    const prose = bytes('hi Maria, today we do fractions');
    // Act / Assess
    expect(() => detectFormat('notes', prose)).toThrow(/cannot tell the format of notes/);
    expect(() => detectFormat('empty', new Uint8Array())).toThrow(/cannot tell the format/);
  });
});
