// The unlisted-names slice: gold names swapped for names no list holds, at exact offsets, the same
// name for the same original in a transcript, everything else untouched.
import { describe, expect, it } from 'vitest';
import type { Benchmark, GoldSpan } from '../../../lambdas/core/eval/benchmark.js';
import { swapInUnlistedNames } from '../../../lambdas/core/eval/unlisted.js';
import { unlistedNamePool } from '../../../cli/eval/unlisted-names.js';
import { lexicon } from '../../../lambdas/core/detect/lexicon.js';

function goldAt(text: string, value: string, messageId: string, extra: Partial<GoldSpan> = {}, from = 0): GoldSpan {
  const start = text.indexOf(value, from);
  return { transcriptId: 't1', messageId, start, end: start + value.length, type: 'PERSON', text: value, source: 'bridge', ...extra };
}

describe('unlisted-names slice', () => {
  it('swaps one-word Bridge and NCTE names consistently at exact offsets and leaves other gold alone', () => {
    // Prepare
    const m1 = 'Hi Maya! Maya, can you read it? My email is maya@example.org';
    const m2 = 'Thanks, Maya and Leo Brown.';
    const bench: Benchmark = {
      split: 'dev-tune',
      corpus: [{ id: 't1', messages: [{ id: 'm1', role: 'tutor', text: m1 }, { id: 'm2', role: 'student', text: m2 }] }],
      gold: [
        goldAt(m1, 'Maya', 'm1'),
        goldAt(m1, 'Maya', 'm1', {}, 5),
        goldAt(m1, 'maya@example.org', 'm1', { type: 'EMAIL_ADDRESS', source: 'injected' }),
        goldAt(m2, 'Maya', 'm2', { source: 'ncte' }),
        goldAt(m2, 'Leo Brown', 'm2'),
      ],
      residual: [],
    };
    // Act
    const slice = swapInUnlistedNames(bench, ['Aaren', 'Zyair']);
    // Assess: one pool name for "Maya" everywhere in the transcript
    const name = slice.gold[0]!.text;
    expect(['Aaren', 'Zyair']).toContain(name);
    const texts = slice.corpus[0]!.messages.map((m) => m.text);
    expect(texts).toEqual([`Hi ${name}! ${name}, can you read it? My email is maya@example.org`, `Thanks, ${name} and Leo Brown.`]);
    expect(slice.gold.map((g) => [g.messageId, texts[Number(g.messageId.slice(1)) - 1]!.slice(g.start, g.end), g.text])).toEqual([
      ['m1', name, name],
      ['m1', name, name],
      ['m2', name, name],
    ]);
    expect(bench.corpus[0]!.messages[0]!.text).toBe(m1);
  });

  it('keeps each pick when the pool loses a name no original picked, and gives two originals in a transcript two names', () => {
    // Prepare: two originals in one transcript, a pool of ten
    const m1 = 'Maya and Leo, read it.';
    const bench: Benchmark = { split: 'dev-tune', corpus: [{ id: 't1', messages: [{ id: 'm1', role: 'tutor', text: m1 }] }], gold: [goldAt(m1, 'Maya', 'm1'), goldAt(m1, 'Leo', 'm1')], residual: [] };
    const pool = ['Aaren', 'Bexley', 'Caelan', 'Dashiel', 'Eowyn', 'Fenna', 'Gideon', 'Hollis', 'Ines', 'Jorah'];
    // Act
    const before = swapInUnlistedNames(bench, pool).gold.map((g) => g.text);
    const after = swapInUnlistedNames(bench, pool.filter((n) => before.includes(n) || n !== pool.find((p) => !before.includes(p)))).gold.map((g) => g.text);
    // Assess
    expect(new Set(before).size).toBe(2);
    expect(after).toEqual(before);
  });

  it('refuses an empty pool, and the pool holds no gazetteer name or English word', () => {
    // Prepare
    const bench: Benchmark = { split: 'dev-tune', corpus: [], gold: [], residual: [] };
    const lex = lexicon();
    // Act
    const pool = unlistedNamePool();
    // Assess
    expect(() => swapInUnlistedNames(bench, [])).toThrow(/pool is empty/);
    expect(pool.length).toBeGreaterThan(1000);
    expect(pool.filter((n) => lex.first.has(n.toLowerCase()) || lex.last.has(n.toLowerCase()) || lex.english.has(n.toLowerCase()))).toEqual([]);
    // (nor a town's, nor the list's typos)
    expect(pool.filter((n) => lex.cities.has(n.toLowerCase()) || /(.)\1\1/i.test(n))).toEqual([]);
    expect(pool).not.toContain('Rochester');
  });
});
