import { describe, expect, it } from 'vitest';
import type { GoldSpan } from '../../../lambdas/core/eval/benchmark.js';
import { leakRate, mathPreservation, messageKey, score } from '../../../lambdas/core/eval/score.js';

const g = (messageId: string, start: number, end: number, type: string, extra: Partial<GoldSpan> = {}): GoldSpan => ({
  transcriptId: extra.transcriptId ?? 't1',
  messageId,
  start,
  end,
  type,
  text: 'x'.repeat(end - start),
  source: 'bridge',
  ...extra,
});
const p = (messageId: string, start: number, end: number, type: string, transcriptId = 't1') => ({ transcriptId, messageId, start, end, type });

describe('scorer', () => {
  it('counts exact and overlap matches one-to-one, and type mismatches as both a miss and a false positive', () => {
    // Prepare
    const gold = [g('m1', 0, 5, 'PERSON'), g('m1', 10, 15, 'PERSON'), g('m2', 0, 4, 'DATE')];
    const preds = [p('m1', 0, 5, 'PERSON'), p('m1', 9, 15, 'PERSON'), p('m1', 11, 14, 'PERSON'), p('m2', 0, 4, 'AGE')];
    // Act
    const r = score(gold, preds, { bootstrap: 50 });
    // Assess
    expect([r.exact.tp, r.exact.fp, r.exact.fn]).toEqual([1, 3, 2]);
    expect([r.overlap.tp, r.overlap.fp, r.overlap.fn]).toEqual([2, 2, 1]);
    expect(r.byType.PERSON!.exact).toMatchObject({ tp: 1, fp: 2, fn: 1 });
    expect(r.byType.DATE!.exact).toMatchObject({ tp: 0, fp: 0, fn: 1 });
    expect(r.byType.AGE!.exact).toMatchObject({ tp: 0, fp: 1, fn: 0 });
    expect(r.exact.precision).toBeCloseTo(0.25);
    expect(r.exact.recall).toBeCloseTo(1 / 3);
    expect(r.exact.f1).toBeCloseTo((2 * 0.25 * (1 / 3)) / (0.25 + 1 / 3));
    expect(r.exact.f5).toBeCloseTo((26 * 0.25 * (1 / 3)) / (25 * 0.25 + 1 / 3));
  });

  it('handles empty predictions and ignores predictions on out-of-scope gold', () => {
    // Prepare
    const gold = [g('m1', 0, 5, 'PERSON'), g('m1', 8, 14, 'OUT_OF_SCOPE')];
    // Act
    const none = score(gold, [], { bootstrap: 10 });
    const oos = score(gold, [p('m1', 8, 14, 'LOCATION')], { bootstrap: 10 });
    // Assess
    expect(none.exact).toMatchObject({ tp: 0, fp: 0, fn: 1, precision: 0, recall: 0, f1: 0 });
    expect(oos.exact).toMatchObject({ tp: 0, fp: 0, fn: 1 });
  });

  it('splits by segment and counts false positives per 1,000 MATH messages', () => {
    // Prepare
    const labels = new Map<string, 'MATH' | 'NON_MATH'>([
      [messageKey('t1', 'm1'), 'MATH'],
      [messageKey('t1', 'm2'), 'NON_MATH'],
    ]);
    // Act
    const r = score([g('m2', 0, 3, 'PERSON')], [p('m1', 0, 4, 'DATE'), p('m2', 0, 3, 'PERSON')], { labels, bootstrap: 10 });
    // Assess
    expect(r.bySegment.MATH).toMatchObject({ tp: 0, fp: 1 });
    expect(r.bySegment.NON_MATH).toMatchObject({ tp: 1, fp: 0 });
    expect(r.falsePositivesPer1000MathMessages).toBe(1000);
    expect(r.falsePositivesPer1000MathMessagesOverlap).toBe(1000);
    expect(r.byTypeSegment.DATE!.MATH).toMatchObject({ tp: 0, fp: 1, fn: 0 });
    expect(r.byTypeSegment.PERSON!.NON_MATH).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(r.byTypeSegment.PERSON!.MATH).toMatchObject({ tp: 0, fp: 0, fn: 0 });
  });

  it('does not count a boundary disagreement as a false positive by overlap', () => {
    const labels = new Map<string, 'MATH' | 'NON_MATH'>([[messageKey('t1', 'm1'), 'MATH']]);
    const r = score([g('m1', 0, 10, 'PERSON')], [p('m1', 0, 5, 'PERSON')], { labels, bootstrap: 10 });
    expect(r.falsePositivesPer1000MathMessages).toBe(1000);
    expect(r.falsePositivesPer1000MathMessagesOverlap).toBe(0);
  });

  it('gives deterministic bootstrap intervals under a seed that contain the point estimate', () => {
    // Prepare
    const gold = Array.from({ length: 40 }, (_, i) => g('m1', 0, 3, 'PERSON', { transcriptId: `t${i}` }));
    const preds = Array.from({ length: 30 }, (_, i) => p('m1', 0, 3, 'PERSON', `t${i}`));
    // Act
    const a = score(gold, preds, { seed: 5, bootstrap: 300 });
    const b = score(gold, preds, { seed: 5, bootstrap: 300 });
    const c = score(gold, preds, { seed: 6, bootstrap: 300 });
    // Assess
    expect(a.exact.ci).toEqual(b.exact.ci);
    expect(a.exact.ci.recall[0]).toBeLessThanOrEqual(0.75);
    expect(a.exact.ci.recall[1]).toBeGreaterThanOrEqual(0.75);
    expect(c.exact.ci.recall).not.toEqual([0.75, 0.75]);
  });

  it('reports PERSON recall by name origin and sex', () => {
    // Prepare
    const gold = [g('m1', 0, 4, 'PERSON', { origin: 'es', sex: 'female' }), g('m2', 0, 4, 'PERSON', { origin: 'vi', sex: 'male' })];
    // Act
    const r = score(gold, [p('m1', 0, 4, 'PERSON')], { bootstrap: 10 });
    // Assess
    expect(r.personRecallBy.origin).toEqual({ es: { recall: 1, n: 1 }, vi: { recall: 0, n: 1 } });
    expect(r.personRecallBy.sex.female).toEqual({ recall: 1, n: 1 });
  });
});

describe('after surrogation', () => {
  it('finds gold strings left in released text, per type', () => {
    // Prepare
    const gold = [g('m1', 3, 8, 'PERSON', { text: 'Maria' }), g('m2', 0, 3, 'AGE', { text: '12' })];
    const released = new Map([
      [messageKey('t1', 'm1'), 'hi Sofia'],
      [messageKey('t1', 'm2'), "I'm 12"],
    ]);
    // Act / Assess
    expect(leakRate(gold, released)).toEqual({ PERSON: { leaked: 0, n: 1, rate: 0 }, AGE: { leaked: 1, n: 1, rate: 1 } });
  });

  it('measures math numbers kept in MATH messages, not counting numbers inside PII', () => {
    // Prepare
    const k = messageKey('t1', 'm1');
    const original = new Map([[k, "I'm 12 and 4/12 = 1/3"]]);
    const released = new Map([[k, "I'm 13 and 4/12 = 1/4"]]);
    const labels = new Map<string, 'MATH' | 'NON_MATH'>([[k, 'MATH']]);
    // Act
    const m = mathPreservation(original, released, labels, [g('m1', 4, 6, 'AGE')]);
    // Assess
    expect(m).toEqual({ numbers: 2, kept: 1, rate: 0.5 });
  });
});
