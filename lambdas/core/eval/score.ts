// The scorer: precision, recall, F1 and F5 with exact (span and type) and overlap (same type,
// overlapping offsets) matching, one-to-one; per type and per MATH / NON_MATH segment; 95% bootstrap
// confidence intervals resampling transcripts; false positives per 1,000 MATH messages; PERSON recall
// by name origin and sex. Gold spans typed OUT_OF_SCOPE count neither way: a prediction overlapping
// one is ignored. Predictions are any system's spans: {messageId, start, end, type[, transcriptId]}.
import { z } from 'zod';
import type { GoldSpan } from './benchmark.js';
import { mulberry32 as prng } from '../prng.js';
import { escapeRegExp } from '../regex.js';

export const Prediction = z.object({
  transcriptId: z.string().optional(),
  messageId: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  type: z.string(),
});
export type Prediction = z.infer<typeof Prediction>;

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface Metrics extends Counts {
  precision: number;
  recall: number;
  f1: number;
  f5: number;
}

export interface ScoreOptions {
  /** messageKey -> segment label; messages without one count as NON_MATH. */
  labels?: ReadonlyMap<string, 'MATH' | 'NON_MATH'>;
  bootstrap?: number;
  seed?: number;
}

export interface ScoreReport {
  exact: Metrics & { ci: { precision: [number, number]; recall: [number, number]; f1: [number, number] } };
  overlap: Metrics;
  byType: Record<string, { exact: Metrics; overlap: Metrics }>;
  bySegment: Record<'MATH' | 'NON_MATH', Metrics>;
  /** Exact-match metrics per type within each segment. */
  byTypeSegment: Record<string, Record<'MATH' | 'NON_MATH', Metrics>>;
  mathMessages: number;
  falsePositivesPer1000MathMessages: number;
  /** The same, counting only predictions that overlap no gold span of their type (boundary disagreements excluded). */
  falsePositivesPer1000MathMessagesOverlap: number;
  personRecallBy: { origin: Record<string, { recall: number; n: number }>; sex: Record<string, { recall: number; n: number }> };
}

export const messageKey = (transcriptId: string | undefined, messageId: string) => `${transcriptId ?? ''}\u0000${messageId}`;

function fbeta(p: number, r: number, beta: number): number {
  const b2 = beta * beta;
  return p + r === 0 ? 0 : ((1 + b2) * p * r) / (b2 * p + r);
}

export function metrics(c: Counts): Metrics {
  const precision = c.tp + c.fp === 0 ? (c.fn === 0 ? 1 : 0) : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  return { ...c, precision, recall, f1: fbeta(precision, recall, 1), f5: fbeta(precision, recall, 5) };
}

interface Matched {
  gold: Array<{ g: GoldSpan; hit: boolean; hitOverlap: boolean }>;
  preds: Array<{ p: Prediction; hit: boolean; hitOverlap: boolean; ignored: boolean; key: string }>;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

/** One-to-one matching per message: exact first, then overlap among the rest (same type). */
function matchMessage(gold: GoldSpan[], preds: Prediction[], key: string): Matched {
  const g = gold.map((x) => ({ g: x, hit: false, hitOverlap: false }));
  const p = preds.map((x) => ({ p: x, hit: false, hitOverlap: false, ignored: false, key }));
  for (const pp of p) {
    const e = g.find((gg) => !gg.hit && gg.g.type === pp.p.type && gg.g.start === pp.p.start && gg.g.end === pp.p.end);
    if (e) e.hit = pp.hit = true;
  }
  for (const pp of p) {
    const o = g.find((gg) => !gg.hitOverlap && gg.g.type === pp.p.type && gg.g.type !== 'OUT_OF_SCOPE' && overlaps(gg.g, pp.p));
    if (o) o.hitOverlap = pp.hitOverlap = true;
  }
  for (const pp of p) {
    if (!pp.hitOverlap && g.some((gg) => gg.g.type === 'OUT_OF_SCOPE' && overlaps(gg.g, pp.p))) pp.ignored = true;
  }
  return { gold: g.filter((x) => x.g.type !== 'OUT_OF_SCOPE'), preds: p };
}

interface Unit {
  transcriptId: string;
  matched: Matched;
}

function tally(units: readonly Unit[], mode: 'exact' | 'overlap', filter: { type?: string; segment?: 'MATH' | 'NON_MATH' }, labels?: ScoreOptions['labels']): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0 };
  const seg = (k: string) => labels?.get(k) ?? 'NON_MATH';
  for (const u of units) {
    for (const g of u.matched.gold) {
      if (filter.type && g.g.type !== filter.type) continue;
      if (filter.segment && seg(messageKey(g.g.transcriptId, g.g.messageId)) !== filter.segment) continue;
      if (mode === 'exact' ? g.hit : g.hitOverlap) c.tp++;
      else c.fn++;
    }
    for (const p of u.matched.preds) {
      if (p.ignored || (filter.type && p.p.type !== filter.type)) continue;
      if (filter.segment && seg(p.key) !== filter.segment) continue;
      if (!(mode === 'exact' ? p.hit : p.hitOverlap)) c.fp++;
    }
  }
  return c;
}


const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.floor(q * (s.length - 1))))] ?? 0;
};

export function score(gold: readonly GoldSpan[], predictions: readonly Prediction[], opts: ScoreOptions = {}): ScoreReport {
  const goldBy = new Map<string, GoldSpan[]>();
  const predBy = new Map<string, Prediction[]>();
  const transcriptOf = new Map<string, string>();
  for (const g of gold) {
    const k = messageKey(g.transcriptId, g.messageId);
    goldBy.set(k, [...(goldBy.get(k) ?? []), g]);
    transcriptOf.set(k, g.transcriptId);
  }
  for (const p of predictions) {
    const k = messageKey(p.transcriptId, p.messageId);
    predBy.set(k, [...(predBy.get(k) ?? []), p]);
    if (p.transcriptId) transcriptOf.set(k, p.transcriptId);
  }
  const keys = new Set([...goldBy.keys(), ...predBy.keys()]);
  const units: Unit[] = [...keys].map((k) => ({ transcriptId: transcriptOf.get(k) ?? k, matched: matchMessage(goldBy.get(k) ?? [], predBy.get(k) ?? [], k) }));

  const types = [...new Set([...gold.map((g) => g.type), ...predictions.map((p) => p.type)])].filter((t) => t !== 'OUT_OF_SCOPE').sort();
  const exact = metrics(tally(units, 'exact', {}));

  // Bootstrap: resample transcripts with replacement.
  const byTranscript = new Map<string, Unit[]>();
  for (const u of units) byTranscript.set(u.transcriptId, [...(byTranscript.get(u.transcriptId) ?? []), u]);
  const groups = [...byTranscript.values()];
  const rand = prng(opts.seed ?? 1);
  const draws = opts.bootstrap ?? 1000;
  const ps: number[] = [];
  const rs: number[] = [];
  const fs: number[] = [];
  for (let d = 0; d < draws && groups.length; d++) {
    const sample: Unit[] = [];
    for (let i = 0; i < groups.length; i++) sample.push(...groups[Math.floor(rand() * groups.length)]!);
    const m = metrics(tally(sample, 'exact', {}));
    ps.push(m.precision);
    rs.push(m.recall);
    fs.push(m.f1);
  }
  const ci = (xs: number[]): [number, number] => (xs.length ? [quantile(xs, 0.025), quantile(xs, 0.975)] : [0, 0]);

  const labels = opts.labels;
  const mathMessages = labels ? [...labels.values()].filter((l) => l === 'MATH').length : 0;
  const math = metrics(tally(units, 'exact', { segment: 'MATH' }, labels));
  const mathOverlap = tally(units, 'overlap', { segment: 'MATH' }, labels);

  const recallBy = (field: 'origin' | 'sex') => {
    const acc: Record<string, { hit: number; n: number }> = {};
    for (const u of units)
      for (const g of u.matched.gold) {
        if (g.g.type !== 'PERSON' || !g.g[field]) continue;
        const k = g.g[field]!;
        acc[k] ??= { hit: 0, n: 0 };
        acc[k].n++;
        if (g.hitOverlap) acc[k].hit++;
      }
    return Object.fromEntries(Object.entries(acc).map(([k, v]) => [k, { recall: v.hit / v.n, n: v.n }]));
  };

  return {
    exact: { ...exact, ci: { precision: ci(ps), recall: ci(rs), f1: ci(fs) } },
    overlap: metrics(tally(units, 'overlap', {})),
    byType: Object.fromEntries(types.map((t) => [t, { exact: metrics(tally(units, 'exact', { type: t })), overlap: metrics(tally(units, 'overlap', { type: t })) }])),
    bySegment: { MATH: math, NON_MATH: metrics(tally(units, 'exact', { segment: 'NON_MATH' }, labels)) },
    byTypeSegment: Object.fromEntries(
      types.map((t) => [t, { MATH: metrics(tally(units, 'exact', { type: t, segment: 'MATH' }, labels)), NON_MATH: metrics(tally(units, 'exact', { type: t, segment: 'NON_MATH' }, labels)) }]),
    ),
    mathMessages,
    falsePositivesPer1000MathMessages: mathMessages ? (1000 * math.fp) / mathMessages : 0,
    falsePositivesPer1000MathMessagesOverlap: mathMessages ? (1000 * mathOverlap.fp) / mathMessages : 0,
    personRecallBy: { origin: recallBy('origin'), sex: recallBy('sex') },
  };
}

/** After surrogation: the share of gold PII strings still present in their released message, per type. */
export function leakRate(gold: readonly GoldSpan[], released: ReadonlyMap<string, string>): Record<string, { leaked: number; n: number; rate: number }> {
  const acc: Record<string, { leaked: number; n: number; rate: number }> = {};
  for (const g of gold) {
    if (g.type === 'OUT_OF_SCOPE') continue;
    const text = released.get(messageKey(g.transcriptId, g.messageId));
    if (text === undefined) continue;
    acc[g.type] ??= { leaked: 0, n: 0, rate: 0 };
    acc[g.type]!.n++;
    const escaped = escapeRegExp(g.text);
    if (new RegExp(`(?<![\\w])${escaped}(?![\\w])`, 'i').test(text)) acc[g.type]!.leaked++;
  }
  for (const v of Object.values(acc)) v.rate = v.n ? v.leaked / v.n : 0;
  return acc;
}

/**
 * Share of number tokens in MATH-segment messages that survive surrogation unchanged (as a multiset).
 * Numbers inside gold PII spans (an age, a date) are meant to change and are not counted.
 */
export function mathPreservation(
  original: ReadonlyMap<string, string>,
  released: ReadonlyMap<string, string>,
  labels: ReadonlyMap<string, 'MATH' | 'NON_MATH'>,
  gold: readonly GoldSpan[] = [],
): { numbers: number; kept: number; rate: number } {
  const pii = new Map<string, GoldSpan[]>();
  for (const g of gold) {
    const k = messageKey(g.transcriptId, g.messageId);
    pii.set(k, [...(pii.get(k) ?? []), g]);
  }
  let numbers = 0;
  let kept = 0;
  const NUM = /\d+(?:[.,/:]\d+)*/g;
  for (const [k, text] of original) {
    if (labels.get(k) !== 'MATH') continue;
    const have = new Map<string, number>();
    for (const n of (released.get(k) ?? '').match(NUM) ?? []) have.set(n, (have.get(n) ?? 0) + 1);
    const spans = pii.get(k) ?? [];
    for (const m of text.matchAll(NUM)) {
      if (spans.some((g) => g.start < m.index + m[0].length && m.index < g.end)) continue;
      numbers++;
      const c = have.get(m[0]) ?? 0;
      if (c > 0) {
        kept++;
        have.set(m[0], c - 1);
      }
    }
  }
  return { numbers, kept, rate: numbers ? kept / numbers : 1 };
}
