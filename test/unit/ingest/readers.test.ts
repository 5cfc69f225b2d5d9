import { describe, expect, it } from 'vitest';
import { fixture, read } from './support.js';

describe('JSONL reader', () => {
  it('maps key variants and roles, strips the BOM and handles CRLF', async () => {
    // Prepare
    const data = fixture('variants-crlf-bom.jsonl');
    // Act
    const r = await read(data, 'variants-crlf-bom.jsonl');
    // Assess
    expect(r.items[0]!.kind).toBe('layout');
    expect(r.quarantine).toEqual([]);
    expect(r.layout.keys).toEqual({ id: 'conversation_id', messages: 'utterances', messageId: 'turn_id', role: 'author', text: 'content' });
    expect(r.transcripts.map((t) => t.id)).toEqual(['v1', 'v2']);
    expect(r.transcripts.flatMap((t) => t.messages.map((m) => m.role))).toEqual(['tutor', 'student', 'teacher', 'students', 'student', 'other']);
    expect(r.transcripts[0]!.messages[1]).toMatchObject({ id: 'b', text: '3/4' });
  });

  it('numbers transcripts and records where each came from', async () => {
    // Prepare
    const data = fixture('variants-crlf-bom.jsonl');
    // Act
    const r = await read(data, 'in/variants.jsonl');
    // Assess
    const located = r.items.flatMap((i) => (i.kind === 'transcript' ? [[i.ordinal, i.location]] : []));
    expect(located).toEqual([
      [0, 'in/variants.jsonl:1'],
      [1, 'in/variants.jsonl:2'],
    ]);
  });

  it('carries scalar extra fields and drops free text it could not de-identify', async () => {
    // Prepare
    const line = JSON.stringify({
      id: 's9',
      grade: 7,
      messages: [{ id: 'm1', role: 'student', text: 'I got 3/4', score: 0.5, correct: true, tags: ['fractions'], aside: 'Sofia was helping me' }],
    });
    // Act
    const r = await read(`${line}\n`, 'x.jsonl');
    // Assess
    const m = r.transcripts[0]!.messages[0]!;
    expect(r.transcripts[0]!.extra).toEqual({ grade: 7 });
    expect(m.extra).toMatchObject({ score: 0.5, correct: true });
    expect(JSON.stringify(r.transcripts)).not.toContain('Sofia');
    expect(r.layout.droppedFields).toBe(2);
  });
});

describe('JSON reader', () => {
  it('streams the transcripts of a wrapper object and remembers the array key', async () => {
    // Prepare
    const data = fixture('wrapper.json');
    // Act
    const r = await read(data, 'wrapper.json', { chunk: 3 });
    // Assess
    expect(r.layout).toMatchObject({ format: 'json', jsonShape: 'object', arrayKey: 'transcripts' });
    expect(r.layout.keys).toMatchObject({ id: 'session_id', messages: 'dialogue', role: 'sender', text: 'message' });
    expect(r.transcripts.map((t) => [t.id, t.messages.map((m) => m.role)])).toEqual([
      ['w1', ['tutor', 'student']],
      ['w2', ['tutor', 'student']],
    ]);
    expect(r.quarantine).toEqual([]);
  });

  it('reads a single transcript object (Bridge keys c_id / c_h with numeric ids)', async () => {
    // Prepare
    const data = fixture('single.json');
    // Act
    const r = await read(data, 'single.json');
    // Assess
    expect(r.layout).toMatchObject({ jsonShape: 'single', keys: { id: 'c_id', messages: 'c_h', messageId: 'id', role: 'user', timestamp: 'time' } });
    expect(r.transcripts[0]!.messages.map((m) => [m.id, m.role, m.timestamp])).toEqual([
      ['7', 'tutor', '12:01'],
      ['8', 'student', '12:03'],
    ]);
  });

  it('keeps commas, brackets and escaped quotes inside text when cutting array elements', async () => {
    // Prepare
    const text = 'Plot [1, 3] and {2, 5}, then say "done\\" ]"';
    const data = `[{"id":"a","messages":[{"role":"tutor","text":${JSON.stringify(text)}}]},{"id":"b","messages":[{"role":"student","text":"ok"}]}]`;
    // Act
    const r = await read(data, 'a.json', { chunk: 2 });
    // Assess
    expect(r.transcripts.map((t) => t.messages[0]!.text)).toEqual([text, 'ok']);
  });

  it('quarantines content after the top-level array instead of skipping it', async () => {
    // Prepare
    const data = '[{"id":"a","messages":[{"role":"tutor","text":"hi"}]}]\n{"id":"b","messages":[{"role":"student","text":"hello"}]}\n';
    // Act
    const r = await read(data, 'two.json', { format: 'json' });
    // Assess
    expect(r.transcripts.map((t) => t.id)).toEqual(['a']);
    expect(r.quarantine).toEqual([expect.objectContaining({ location: 'two.json:$~', reason: expect.stringMatching(/after the top-level JSON value/) })]);
  });
});

describe('CSV reader', () => {
  it('reads a classroom file without a transcript column as one transcript named after the file', async () => {
    // Prepare
    const data = fixture('classroom-crlf-bom.csv');
    // Act
    const r = await read(data, 'ncte-like/classroom-crlf-bom.csv', { chunk: 5 });
    // Assess
    expect(r.quarantine).toEqual([]);
    expect(r.transcripts).toHaveLength(1);
    const t = r.transcripts[0]!;
    expect(t.id).toBe('classroom-crlf-bom');
    expect(t.messages.map((m) => [m.id, m.role])).toEqual([
      ['1', 'teacher'],
      ['2', 'student'],
      ['3', 'student'],
      ['4', 'student'],
      ['5', 'students'],
    ]);
    expect(t.messages[0]!.text).toBe('Okay, everyone.\nLook at problem 2, "the ladder"');
    expect(t.messages[0]!.extra).toMatchObject({ turn: '1', note: null });
    expect(r.layout.csv).toMatchObject({ columns: ['text', 'speaker', 'turn', 'note'], delimiter: ',', role: 'speaker', text: 'text', eol: '\r\n' });
    expect(r.layout.csv?.transcript).toBeUndefined();
  });

  it('groups rows by the session column and keeps message ids and timestamps', async () => {
    // Prepare
    const data = 'session_id,message_id,role,text,timestamp\ns1,m1,tutor,"Hi Omar, what is 3:4 as a fraction?",2024-09-01T10:00:00Z\ns1,m2,student,3/4,\ns2,m1,tutor,Next session!,2024-09-02T10:00:00Z\n';
    // Act
    const r = await read(data, 'sessions.csv');
    // Assess
    expect(r.transcripts.map((t) => [t.id, t.messages.map((m) => [m.id, m.timestamp])])).toEqual([
      ['s1', [['m1', '2024-09-01T10:00:00Z'], ['m2', undefined]]],
      ['s2', [['m1', '2024-09-02T10:00:00Z']]],
    ]);
  });

  it('reads tab-separated files, by name or by a tab-only header', async () => {
    // Prepare
    const data = 'text\tspeaker\nWhat is 12 divided by 4?\tteacher\n3\tstudent\n';
    // Act
    const byName = await read(data, 'lesson.tsv');
    const byHeader = await read(data, 'lesson', { format: 'csv' });
    // Assess
    for (const r of [byName, byHeader]) {
      expect(r.layout.csv?.delimiter).toBe('\t');
      expect(r.transcripts[0]!.messages.map((m) => m.text)).toEqual(['What is 12 divided by 4?', '3']);
    }
  });

  it('fails with the file name when the configured text column is missing', async () => {
    // Prepare
    const data = 'utterance,speaker\nhello,teacher\n';
    // Act
    const run = read(data, 'odd.csv');
    // Assess
    await expect(run).rejects.toThrow(/odd\.csv: no text column "text"/);
  });
});
