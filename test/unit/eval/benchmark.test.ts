import { describe, expect, it } from 'vitest';
import { alignRedaction } from '../../../cli/eval/peers.js';
import { DEV_DATA } from '../../../cli/commands/eval.js';
import { bridgeConversations, buildBenchmark } from '../../../lambdas/core/eval/benchmark.js';
import { heldOutHalf } from '../../../lambdas/core/eval/split.js';

describe('dev benchmark builder', () => {
  const a = buildBenchmark({ dataDir: DEV_DATA, split: 'dev-heldout', seed: 3 });

  it('is deterministic under a seed and differs across seeds', () => {
    // Prepare / Act
    const b = buildBenchmark({ dataDir: DEV_DATA, split: 'dev-heldout', seed: 3 });
    const c = buildBenchmark({ dataDir: DEV_DATA, split: 'dev-heldout', seed: 4 });
    // Assess
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(c.gold)).not.toBe(JSON.stringify(a.gold));
  });

  it('records gold spans at exact offsets, fills every name placeholder, and keeps splits apart', () => {
    // Prepare
    const tune = buildBenchmark({ dataDir: DEV_DATA, split: 'dev-tune', seed: 3 });
    const text = new Map(a.corpus.flatMap((t) => t.messages.map((m) => [`${t.id}|${m.id}`, m.text] as const)));
    // Act
    const mismatches = a.gold.filter((g) => text.get(`${g.transcriptId}|${g.messageId}`)?.slice(g.start, g.end) !== g.text);
    const leftovers = [...text.values()].filter((t) => /\[STUDENT\]|\bStudent [A-Z]\b/.test(t));
    // Assess
    expect(mismatches).toEqual([]);
    expect(leftovers).toEqual([]);
    expect(new Set(a.gold.map((g) => g.source))).toEqual(new Set(['bridge', 'ncte', 'presidio', 'injected']));
    const ids = new Set(a.corpus.map((t) => t.id));
    expect(tune.corpus.some((t) => ids.has(t.id))).toBe(false);
    expect(a.gold.filter((g) => g.type === 'PERSON' && g.source === 'bridge').every((g) => g.origin && g.sex)).toBe(true);
  });

  it('cuts the held-out side into two fixed halves, each with every source', () => {
    // Prepare / Act
    const check = buildBenchmark({ dataDir: DEV_DATA, split: 'dev-check', seed: 3 });
    const bridgeValidation = bridgeConversations(DEV_DATA, 'dev-check').length + bridgeConversations(DEV_DATA, 'dev-heldout').length;
    // Assess: disjoint, each transcript where the fixed hash puts it, together the whole side
    const held = new Set(a.corpus.map((t) => t.id));
    expect(check.corpus.some((t) => held.has(t.id))).toBe(false);
    expect(check.corpus.every((t) => heldOutHalf(t.id) === 'dev-check')).toBe(true);
    expect(a.corpus.every((t) => heldOutHalf(t.id) === 'dev-heldout')).toBe(true);
    const ncte = [...check.corpus, ...a.corpus].filter((t) => t.id.startsWith('ncte-')).map((t) => Number(t.id.slice(5)));
    expect(ncte.sort((x, y) => x - y)).toEqual(Array.from({ length: 13 }, (_, i) => 21 + i));
    expect([...check.corpus, ...a.corpus].filter((t) => t.id.startsWith('bridge-')).length).toBe(bridgeValidation);
    for (const half of [check, a]) {
      const ids = new Set(half.corpus.map((t) => t.id));
      expect(half.gold.every((g) => ids.has(g.transcriptId))).toBe(true);
      expect(new Set(half.gold.map((g) => g.source))).toEqual(new Set(['bridge', 'ncte', 'presidio', 'injected']));
    }
  });
});

describe('peer adapters', () => {
  it('recover redact-pii spans by aligning its output with the input', () => {
    // Prepare
    const original = 'Hi David Johnson, call 415-555-0198 or 4/12';
    const redacted = 'Hi PERSON_NAME, call PHONE_NUMBER or 4/12';
    // Act
    const spans = alignRedaction(original, redacted);
    // Assess
    expect(spans.map((s) => [original.slice(s.start, s.end), s.type])).toEqual([
      ['David Johnson', 'PERSON'],
      ['415-555-0198', 'PHONE_NUMBER'],
    ]);
  });
});
