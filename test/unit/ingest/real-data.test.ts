// The real dev files (read from /work/shared/data/dev, all of them) against counts taken without the reader.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DEV, read } from './support.js';

const NCTE = `${DEV}ncte-educonvokit/ncte/`;
const ncteFiles = readdirSync(NCTE).filter((f) => f.endsWith('.csv')).sort();

describe('Bridge (JSON array, c_id / c_h)', () => {
  for (const split of ['train', 'validation']) {
    it(`${split}.json: every message is released or quarantined, and only for the data's own faults`, async () => {
      // Prepare
      const data = readFileSync(`${DEV}bridge/${split}.json`);
      const raw = JSON.parse(data.toString('utf8')) as Array<{ c_id: string; c_h: Array<{ text: string }> }>;
      const seen = raw.reduce((n, t) => n + t.c_h.length, 0);
      const ids = new Set<string>();
      const repeated = raw.filter((t) => (ids.has(t.c_id) ? true : (ids.add(t.c_id), false)));
      const emptyTexts = raw.reduce((n, t) => n + t.c_h.filter((m) => !m.text.trim()).length, 0);
      // Act
      const r = await read(data, `${split}.json`, { chunk: 64 * 1024 });
      // Assess
      expect(r.layout).toMatchObject({ format: 'json', jsonShape: 'array', keys: { id: 'c_id', messages: 'c_h', role: 'user', text: 'text', timestamp: 'time' } });
      expect(r.released + r.quarantinedMessages).toBe(seen);
      expect(r.transcripts).toHaveLength(raw.length - repeated.length);
      const reasons = r.quarantine.map((q) => q.reason);
      expect(reasons.filter((x) => x === 'duplicate transcript id')).toHaveLength(repeated.length);
      expect(reasons.filter((x) => x === 'message text is empty')).toHaveLength(emptyTexts);
      expect(reasons.length).toBe(repeated.length + emptyTexts);
      expect(r.transcripts.flatMap((t) => t.messages.map((m) => m.role)).every((role) => role === 'tutor' || role === 'student')).toBe(true);
    });
  }

  it('finds the [STUDENT] placeholders the provenance notes report in c_h', async () => {
    // Prepare
    const data = readFileSync(`${DEV}bridge/validation.json`);
    const expected = (data.toString('utf8').match(/\[STUDENT\]/g) ?? []).length;
    // Act
    const r = await read(data, 'validation.json', { chunk: 64 * 1024 });
    const found = r.items.flatMap((i) => (i.kind === 'transcript' ? i.placeholders.flat() : []));
    // Assess: c_r holds some too, and it is not read as messages, so at most all of them
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(expected);
    expect(found.every((s) => s.type === 'PERSON' && s.placeholder?.key === 'STUDENT')).toBe(true);
  });
});

describe('NCTE classroom transcripts (CSV without a transcript column)', () => {
  it(`all ${ncteFiles.length} files parse with zero quarantine and every row released`, async () => {
    // Prepare
    const expected = ncteFiles.map((f) => (parse(readFileSync(`${NCTE}${f}`), { columns: true, bom: true }) as unknown[]).length);
    // Act
    const results = [];
    for (const f of ncteFiles) results.push(await read(readFileSync(`${NCTE}${f}`), f, { chunk: 64 * 1024 }));
    // Assess
    expect(ncteFiles.length).toBeGreaterThan(20);
    expect(results.flatMap((r) => r.quarantine)).toEqual([]);
    expect(results.map((r) => r.released)).toEqual(expected);
    expect(results.map((r) => r.transcripts.map((t) => t.id))).toEqual(ncteFiles.map((f) => [f.replace(/\.csv$/, '')]));
  });

  it('does not take the "[inaudible]" transcription tags for placeholders', async () => {
    // Prepare
    const texts: string[] = [];
    for (const f of ncteFiles) texts.push(readFileSync(`${NCTE}${f}`, 'utf8'));
    const tags = texts.join('\n').match(/\[inaudible\]/gi)?.length ?? 0;
    // Act
    const spans: string[] = [];
    for (const f of ncteFiles) {
      const r = await read(readFileSync(`${NCTE}${f}`), f, { chunk: 64 * 1024 });
      for (const i of r.items) if (i.kind === 'transcript') i.transcript.messages.forEach((m, k) => spans.push(...i.placeholders[k]!.map((s) => m.text.slice(s.start, s.end))));
    }
    // Assess
    expect(tags).toBeGreaterThan(1000);
    expect(spans.filter((s) => /inaudible/i.test(s))).toEqual([]);
  });
});
