import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS } from '../../../lambdas/core/schema.js';
import { fixture, read } from './support.js';

/** Messages in a JSONL file counted without the reader: a parsable transcript's messages, else 1 per line. */
function messagesSeen(data: Buffer): number {
  return data
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim())
    .reduce((n, l) => {
      try {
        const v = JSON.parse(l) as { messages?: unknown };
        return n + (Array.isArray(v.messages) ? v.messages.length : 1);
      } catch {
        return n + 1;
      }
    }, 0);
}

describe('bad records (JSONL fixture)', () => {
  it('quarantines each bad record or message with its location and reason', async () => {
    // Prepare
    const data = fixture('bad-records.jsonl');
    // Act
    const r = await read(data, 'bad-records.jsonl');
    // Assess
    expect(r.quarantine.map((q) => [q.location, q.reason])).toEqual([
      ['bad-records.jsonl:2', expect.stringMatching(/^malformed JSON/)],
      ['bad-records.jsonl:3 messages[0]', 'message text is empty'],
      ['bad-records.jsonl:3 messages[1]', 'message text is a number, not a string'],
      ['bad-records.jsonl:3 messages[2]', 'message role is not a string'],
      ['bad-records.jsonl:3 messages[4]', 'duplicate message id in transcript'],
      ['bad-records.jsonl:3 messages[5]', 'message text is missing'],
      ['bad-records.jsonl:4', 'record is not a JSON object'],
      ['bad-records.jsonl:5', expect.stringMatching(/^no message array/)],
      ['bad-records.jsonl:6', 'duplicate transcript id'],
    ]);
    expect(r.transcripts.map((t) => [t.id, t.messages.map((m) => m.id)])).toEqual([
      ['t1', ['1', '2', '3']],
      ['t2', ['4']],
      ['t4', ['1']],
    ]);
  });

  it('names readable ids, hashes the raw record and never carries message text', async () => {
    // Prepare
    const data = fixture('bad-records.jsonl');
    // Act
    const r = await read(data, 'bad-records.jsonl');
    // Assess
    expect(r.quarantine.find((q) => q.location === 'bad-records.jsonl:3 messages[4]')).toMatchObject({ transcriptId: 't2', messageId: '4' });
    expect(r.quarantine.every((q) => /^[0-9a-f]{64}$/.test(q.sha256))).toBe(true);
    expect(new Set(r.quarantine.map((q) => q.sha256)).size).toBe(r.quarantine.length);
    expect(JSON.stringify(r.quarantine)).not.toMatch(/Oskar|Ingrid|Tomasz|Camila|Plot/);
  });

  it('reconciles: messages released + quarantined = messages in the file', async () => {
    // Prepare
    const data = fixture('bad-records.jsonl');
    const seen = messagesSeen(data);
    // Act
    const r = await read(data, 'bad-records.jsonl');
    // Assess
    expect(seen).toBe(15);
    expect(r.released + r.quarantinedMessages).toBe(seen);
  });
});

describe('invalid UTF-8', () => {
  const bad = Buffer.from([0x4c, 0xe9, 0x61]); // "Léa" in Latin-1: not UTF-8

  it('quarantines the JSONL line and keeps the rest', async () => {
    // Prepare
    const data = Buffer.concat([
      Buffer.from('{"id":"a","messages":[{"role":"student","text":"hi, I am '),
      bad,
      Buffer.from('"}]}\n{"id":"b","messages":[{"role":"tutor","text":"What is 9:30 plus 45 minutes?"}]}\n'),
    ]);
    // Act
    const r = await read(data, 'latin1.jsonl', { chunk: 4 });
    // Assess
    expect(r.transcripts.map((t) => t.id)).toEqual(['b']);
    expect(r.quarantine).toEqual([expect.objectContaining({ location: 'latin1.jsonl:1', reason: 'record is not valid UTF-8' })]);
  });

  it('quarantines the JSON array element', async () => {
    // Prepare
    const data = Buffer.concat([
      Buffer.from('[{"id":"a","messages":[{"role":"tutor","text":"ok"}]},{"id":"b","messages":[{"role":"student","text":"'),
      bad,
      Buffer.from('"}]}]'),
    ]);
    // Act
    const r = await read(data, 'latin1.json');
    // Assess
    expect(r.transcripts.map((t) => t.id)).toEqual(['a']);
    expect(r.quarantine).toEqual([expect.objectContaining({ location: 'latin1.json:$[1]', reason: 'record is not valid UTF-8' })]);
  });

  it('quarantines the CSV row', async () => {
    // Prepare
    const data = Buffer.concat([Buffer.from('session_id,role,text\ns1,tutor,Welcome!\ns1,student,I am '), bad, Buffer.from('\ns1,student,what is 3/4 of 8?\n')]);
    // Act
    const r = await read(data, 'latin1.csv', { chunk: 3 });
    // Assess
    expect(r.transcripts[0]!.messages.map((m) => m.text)).toEqual(['Welcome!', 'what is 3/4 of 8?']);
    expect(r.quarantine).toEqual([expect.objectContaining({ location: 'latin1.csv:3', reason: 'row is not valid UTF-8' })]);
  });
});

describe('other message-level problems', () => {
  it('quarantines a message over MAX_MESSAGE_CHARS in JSONL and CSV', async () => {
    // Prepare
    const long = 'fractions '.repeat(MAX_MESSAGE_CHARS / 10 + 1);
    const jsonl = `${JSON.stringify({ id: 'a', messages: [{ role: 'student', text: long }, { role: 'tutor', text: 'ok' }] })}\n`;
    const csv = `session_id,role,text\ns1,student,${long}\ns1,tutor,ok\n`;
    // Act
    const j = await read(jsonl, 'long.jsonl', { chunk: 4096 });
    const c = await read(csv, 'long.csv', { chunk: 4096 });
    // Assess
    for (const r of [j, c]) {
      expect(r.quarantine).toEqual([expect.objectContaining({ reason: `message text is longer than ${MAX_MESSAGE_CHARS} characters` })]);
      expect(r.transcripts[0]!.messages.map((m) => m.text)).toEqual(['ok']);
    }
  });

  it('quarantines CSV duplicates, empty text and short rows, each with its row number', async () => {
    // Prepare
    const data = 'session_id,message_id,role,text\ns1,m1,tutor,Hi Priya!\ns1,m1,student,hi\ns1,m2,student,"  "\ns1,m3,student\ns1,m4,student,Is 4/12 the same as 1/3?\n';
    // Act
    const r = await read(data, 'dups.csv');
    // Assess
    expect(r.quarantine.map((q) => [q.location, q.reason, q.messageId])).toEqual([
      ['dups.csv:3', 'duplicate message id in transcript', 'm1'],
      ['dups.csv:4', 'message text is empty', 'm2'],
      ['dups.csv:5', 'row has 3 fields, the header has 4', undefined],
    ]);
    expect(r.transcripts[0]!.messages.map((m) => m.id)).toEqual(['m1', 'm4']);
    expect(r.released + r.quarantinedMessages).toBe(5);
  });

  it('quarantines a truncated JSON array element and a transcript with no messages', async () => {
    // Prepare
    const data = '[{"id":"a","messages":[]},{"id":"b","messages":[{"role":"tutor","text":"Let us try 2x = 18';
    // Act
    const r = await read(data, 'cut.json');
    // Assess
    expect(r.transcripts).toEqual([]);
    expect(r.quarantine.map((q) => [q.location, q.reason])).toEqual([
      ['cut.json:$[0]', 'transcript has no messages'],
      ['cut.json:$[1]', 'truncated JSON: the input ends inside this element'],
    ]);
  });
});
