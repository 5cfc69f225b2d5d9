// The challenge set: hand-written, hand-labelled behavioural cases (CheckList style), one message each
// with up to 3 previous messages as context, a segment label, and the exact PII spans expected in that
// message (type + substring; offsets are computed here, so a substring must occur exactly once).
// Cases that fail today carry `known: "<reason>"` (a strict expected failure): fixing one forces
// removing its flag. The fixture lives in test/fixtures/challenge/cases.jsonl.
//
// Running a case goes through the product's own stages (split's view, detect, verify), as the
// evaluation does. By default the segment label comes from the case, so a case tests detection and
// verification under a known label; `segmentation: 'segmenter'` runs the real segmenter instead
// (runPipeline up to 'verify') and records whether it agreed with the case's label.
// A case passes when the spans the product keeps (verdict PII or UNCERTAIN) in the target message are
// exactly the expected ones (span and type). Context messages are never scored.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RunConfig } from '../config.js';
import { runPipeline, toWorkTranscript, type PipelineDeps } from '../pipeline.js';
import { PiiType, Role, SegmentLabel, type Transcript, type WorkTranscript } from '../schema.js';
import { applyDetect, applyVerify } from '../stages.js';
import { metrics, type Counts, type Metrics } from './score.js';

export const ChallengeContext = z.object({
  role: Role,
  text: z.string().min(1),
  /** Defaults to the case's own label. */
  segment: SegmentLabel.optional(),
});

export const ChallengeCase = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case words joined by hyphens'),
  /** "<TYPE or area> <capability>", e.g. "EMAIL chat-obfuscated", "DATE math-lookalike". */
  capability: z.string().min(3),
  segment: SegmentLabel,
  role: Role,
  context: z.array(ChallengeContext).max(3).default([]),
  text: z.string().min(1),
  expected: z.array(z.object({ type: PiiType, text: z.string().min(1) })),
  /** A short reason the case fails today: the case must keep failing until the reason is fixed. */
  known: z.string().min(3).optional(),
  note: z.string().optional(),
});
export type ChallengeCase = z.infer<typeof ChallengeCase>;

export interface ChallengeSpan {
  type: PiiType;
  start: number;
  end: number;
  text: string;
}

/** A case with its expected spans anchored to offsets in its text. */
export type LoadedCase = Omit<ChallengeCase, 'expected'> & { expected: ChallengeSpan[] };

export class ChallengeLoadError extends Error {}

function occurrences(text: string, sub: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(sub); i !== -1; i = text.indexOf(sub, i + 1)) at.push(i);
  return at;
}

/** Validates one raw case and anchors its expected substrings; errors name the case (or line) and the problem. */
export function loadCase(raw: unknown, where = 'case'): LoadedCase {
  const idHint = raw && typeof raw === 'object' && 'id' in raw && typeof raw.id === 'string' ? raw.id : where;
  const parsed = ChallengeCase.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new ChallengeLoadError(`challenge case ${idHint}: invalid shape: ${issues}`);
  }
  const c = parsed.data;
  const expected = c.expected.map((e): ChallengeSpan => {
    const at = occurrences(c.text, e.text);
    if (at.length === 0) throw new ChallengeLoadError(`challenge case ${c.id}: expected ${e.type} substring ${JSON.stringify(e.text)} does not occur in the text`);
    if (at.length > 1) throw new ChallengeLoadError(`challenge case ${c.id}: expected ${e.type} substring ${JSON.stringify(e.text)} is ambiguous (occurs ${at.length} times)`);
    return { type: e.type, start: at[0]!, end: at[0]! + e.text.length, text: e.text };
  });
  const sorted = [...expected].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i]!.start < sorted[i - 1]!.end) throw new ChallengeLoadError(`challenge case ${c.id}: expected spans ${JSON.stringify(sorted[i - 1]!.text)} and ${JSON.stringify(sorted[i]!.text)} overlap`);
  return { ...c, expected: sorted };
}

/** Parses JSONL text (blank lines and lines starting with // are skipped); ids must be unique. */
export function parseCases(jsonl: string, source = 'cases.jsonl'): LoadedCase[] {
  const out: LoadedCase[] = [];
  const seen = new Set<string>();
  jsonl.split('\n').forEach((line, i) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('//')) return;
    let raw: unknown;
    try {
      raw = JSON.parse(trimmed);
    } catch (e) {
      throw new ChallengeLoadError(`${source}:${i + 1}: not valid JSON (${e instanceof Error ? e.message : 'parse error'})`);
    }
    const c = loadCase(raw, `${source}:${i + 1}`);
    if (seen.has(c.id)) throw new ChallengeLoadError(`challenge case ${c.id}: duplicate id (${source}:${i + 1})`);
    seen.add(c.id);
    out.push(c);
  });
  return out;
}

export function loadCases(path: string): LoadedCase[] {
  return parseCases(readFileSync(path, 'utf8'), path);
}

export interface CaseResult {
  id: string;
  capability: string;
  segment: 'MATH' | 'NON_MATH';
  /** The label the segmenter gave the target message (segmenter mode only). */
  segmenterLabel?: 'MATH' | 'NON_MATH';
  known?: string;
  expected: ChallengeSpan[];
  got: ChallengeSpan[];
  /** Expected spans matched exactly (span and type). */
  tp: number;
  fp: number;
  fn: number;
  passed: boolean;
}

export interface ChallengeOptions {
  /** 'fixture' (default): the case's label; 'segmenter': the product's segmenter decides. */
  segmentation?: 'fixture' | 'segmenter';
}

const TARGET_ID = 'target';

function toTranscript(c: LoadedCase): Transcript {
  return {
    id: c.id,
    messages: [...c.context.map((m, i) => ({ id: `ctx${i + 1}`, role: m.role, text: m.text })), { id: TARGET_ID, role: c.role, text: c.text }],
  };
}

/** The split stage's view with the case's labels as the segment stage would record them. */
function labelled(c: LoadedCase): WorkTranscript {
  const w = toWorkTranscript(toTranscript(c), 0);
  const labels = [...c.context.map((m) => m.segment ?? c.segment), c.segment];
  return {
    ...w,
    messages: w.messages.map((m, i) => {
      const label = labels[i]!;
      return {
        ...m,
        stages: [...m.stages, 'segment' as const],
        segment: { label, density: 0, segment: label === 'MATH' ? 0 : null, anchor: false, tokens: m.text.split(/\s+/).filter(Boolean).length },
      };
    }),
  };
}

function judge(c: LoadedCase, w: WorkTranscript, segmenterLabel?: 'MATH' | 'NON_MATH'): CaseResult {
  const m = w.messages.find((x) => x.id === TARGET_ID)!;
  const got = (m.decisions ?? [])
    .filter((d) => d.verdict !== 'NOT_PII')
    .map((d) => ({ type: d.span.type, start: d.span.start, end: d.span.end, text: c.text.slice(d.span.start, d.span.end) }))
    .sort((a, b) => a.start - b.start);
  const same = (a: ChallengeSpan, b: ChallengeSpan) => a.type === b.type && a.start === b.start && a.end === b.end;
  const tp = c.expected.filter((e) => got.some((g) => same(e, g))).length;
  const fp = got.filter((g) => !c.expected.some((e) => same(e, g))).length;
  const fn = c.expected.length - tp;
  return {
    id: c.id,
    capability: c.capability,
    segment: c.segment,
    ...(segmenterLabel ? { segmenterLabel } : {}),
    ...(c.known ? { known: c.known } : {}),
    expected: c.expected,
    got,
    tp,
    fp,
    fn,
    passed: fp === 0 && fn === 0,
  };
}

/** Runs every case through detection and verification (and the segmenter, if asked). */
export async function runChallenge(cases: readonly LoadedCase[], config: RunConfig, deps: PipelineDeps, opts: ChallengeOptions = {}): Promise<CaseResult[]> {
  if ((opts.segmentation ?? 'fixture') === 'segmenter') {
    const out = await runPipeline(cases.map(toTranscript), config, deps, 'verify');
    return cases.map((c, i) => judge(c, out[i]!, out[i]!.messages.find((m) => m.id === TARGET_ID)?.segment?.label));
  }
  return cases.map((c) => judge(c, applyVerify(applyDetect(labelled(c), config), config)));
}

export interface Group {
  cases: number;
  passed: number;
  failed: number;
  /** Failing cases flagged `known`. */
  knownFailing: number;
  metrics: Metrics;
}

export interface ChallengeReport {
  overall: Group;
  byCapability: Record<string, Group>;
  /** Exact span-and-type metrics per PII type (a false positive counts for the type it was given). */
  byType: Record<string, Metrics>;
  bySegment: Record<'MATH' | 'NON_MATH', Group>;
  failures: CaseResult[];
  /** Cases flagged known that now pass: the flag must go. */
  unexpectedPasses: CaseResult[];
  /** Failing cases without a known flag: regressions (or new cases to flag). */
  unexpectedFailures: CaseResult[];
  segmenterAgreement?: { agree: number; total: number };
}

function group(rs: readonly CaseResult[]): Group {
  const c: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const r of rs) {
    c.tp += r.tp;
    c.fp += r.fp;
    c.fn += r.fn;
  }
  const passed = rs.filter((r) => r.passed).length;
  return { cases: rs.length, passed, failed: rs.length - passed, knownFailing: rs.filter((r) => !r.passed && r.known).length, metrics: metrics(c) };
}

const by = <K extends string>(rs: readonly CaseResult[], key: (r: CaseResult) => K): Record<K, CaseResult[]> => {
  const out = {} as Record<K, CaseResult[]>;
  for (const r of rs) (out[key(r)] ??= []).push(r);
  return out;
};

export function report(results: readonly CaseResult[]): ChallengeReport {
  const byType: Record<string, Counts> = {};
  const same = (a: ChallengeSpan, b: ChallengeSpan) => a.type === b.type && a.start === b.start && a.end === b.end;
  for (const r of results) {
    for (const e of r.expected) {
      const t = (byType[e.type] ??= { tp: 0, fp: 0, fn: 0 });
      if (r.got.some((g) => same(e, g))) t.tp++;
      else t.fn++;
    }
    for (const g of r.got) if (!r.expected.some((e) => same(e, g))) (byType[g.type] ??= { tp: 0, fp: 0, fn: 0 }).fp++;
  }
  const caps = by(results, (r) => r.capability);
  const segs = by(results, (r) => r.segment);
  const withLabel = results.filter((r) => r.segmenterLabel);
  return {
    overall: group(results),
    byCapability: Object.fromEntries(Object.keys(caps).sort().map((k) => [k, group(caps[k]!)])),
    byType: Object.fromEntries(Object.keys(byType).sort().map((k) => [k, metrics(byType[k]!)])),
    bySegment: { MATH: group(segs.MATH ?? []), NON_MATH: group(segs.NON_MATH ?? []) },
    failures: results.filter((r) => !r.passed),
    unexpectedPasses: results.filter((r) => r.passed && r.known),
    unexpectedFailures: results.filter((r) => !r.passed && !r.known),
    ...(withLabel.length ? { segmenterAgreement: { agree: withLabel.filter((r) => r.segmenterLabel === r.segment).length, total: withLabel.length } } : {}),
  };
}

const pct = (x: number) => (100 * x).toFixed(1).padStart(5);
const spans = (xs: readonly ChallengeSpan[]) => (xs.length ? xs.map((s) => `${s.type}:${JSON.stringify(s.text)}`).join(', ') : '(none)');

/** The per-capability and per-type tables; counts and figures only, no message text. */
export function formatReport(r: ChallengeReport): string {
  const row = (name: string, g: Group) =>
    `${name.padEnd(42)} ${String(g.cases).padStart(4)} ${String(g.passed).padStart(5)} ${String(g.failed).padStart(5)} ${String(g.knownFailing).padStart(6)}  ${pct(g.metrics.precision)} ${pct(g.metrics.recall)} ${pct(g.metrics.f1)}  ${String(g.metrics.tp).padStart(4)} ${String(g.metrics.fp).padStart(4)} ${String(g.metrics.fn).padStart(4)}`;
  const head = `${'capability'.padEnd(42)} ${'n'.padStart(4)} ${'pass'.padStart(5)} ${'fail'.padStart(5)} ${'known'.padStart(6)}  ${'P'.padStart(5)} ${'R'.padStart(5)} ${'F1'.padStart(5)}  ${'tp'.padStart(4)} ${'fp'.padStart(4)} ${'fn'.padStart(4)}`;
  const lines = [head, ...Object.entries(r.byCapability).map(([k, g]) => row(k, g)), '', row('segment MATH', r.bySegment.MATH), row('segment NON_MATH', r.bySegment.NON_MATH), row('OVERALL', r.overall), ''];
  lines.push(`${'type (exact span + type)'.padEnd(24)} ${'P'.padStart(5)} ${'R'.padStart(5)} ${'F1'.padStart(5)}  ${'tp'.padStart(4)} ${'fp'.padStart(4)} ${'fn'.padStart(4)}`);
  for (const [t, m] of Object.entries(r.byType)) lines.push(`${t.padEnd(24)} ${pct(m.precision)} ${pct(m.recall)} ${pct(m.f1)}  ${String(m.tp).padStart(4)} ${String(m.fp).padStart(4)} ${String(m.fn).padStart(4)}`);
  if (r.segmenterAgreement) lines.push('', `segmenter agreed with the case label on ${r.segmenterAgreement.agree}/${r.segmenterAgreement.total} target messages`);
  lines.push('', `unexpected failures (not flagged known): ${r.unexpectedFailures.length}; known failures that now pass (remove the flag): ${r.unexpectedPasses.length}`);
  return lines.join('\n');
}

/** For developers: each failing case with expected vs got (synthetic text, so spans are shown). */
export function formatFailures(results: readonly CaseResult[]): string {
  return results
    .map((r) => `${r.id} [${r.capability}] ${r.segment}${r.segmenterLabel && r.segmenterLabel !== r.segment ? ` (segmenter: ${r.segmenterLabel})` : ''}${r.known ? ` known: ${r.known}` : r.passed ? '' : ' UNEXPECTED'}\n    expected ${spans(r.expected)}\n    got      ${spans(r.got)}`)
    .join('\n');
}
