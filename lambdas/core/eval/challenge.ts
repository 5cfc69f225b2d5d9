// The challenge set: hand-written, hand-labelled behavioural cases (CheckList style), one message each
// with up to 3 previous messages as context, a segment label, and the exact PII spans expected in that
// message (type + substring; offsets are computed here, so a substring must occur exactly once).
// Challenge transcripts are whole lessons or sessions (tens of messages) in which every message is
// scored: what only long talk shows (a problem's character talked about for many turns, a student
// called on again much later) needs the whole transcript, as the product reads it.
// Cases that fail today carry `known: "<reason>"` (a strict expected failure): fixing one forces
// removing its flag. The fixtures live in test/fixtures/challenge/ (cases.jsonl, transcripts.jsonl).
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

const CaseId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case words joined by hyphens');
const Expected = z.array(z.object({ type: PiiType, text: z.string().min(1) }));
/** A short reason the case fails today: the case must keep failing until the reason is fixed. */
const Known = z.string().min(3).optional();

export const ChallengeCase = z.object({
  id: CaseId,
  /** "<TYPE or area> <capability>", e.g. "EMAIL chat-obfuscated", "DATE math-lookalike". */
  capability: z.string().min(3),
  segment: SegmentLabel,
  role: Role,
  context: z.array(ChallengeContext).max(3).default([]),
  text: z.string().min(1),
  expected: Expected,
  known: Known,
  note: z.string().optional(),
});
export type ChallengeCase = z.infer<typeof ChallengeCase>;

export const ChallengeTranscript = z.object({
  id: CaseId,
  /** As for a case; one value for the whole transcript, e.g. "TRANSCRIPT classroom word problems". */
  capability: z.string().min(3),
  /** Who, grade and topic, in one line. */
  setting: z.string().optional(),
  messages: z
    .array(z.object({ role: Role, segment: SegmentLabel, text: z.string().min(1), expected: Expected, known: Known, note: z.string().optional() }))
    .min(2),
});
export type ChallengeTranscript = z.infer<typeof ChallengeTranscript>;

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

/** Anchors expected substrings to offsets in `text`; `who` names the case (or message) in errors. */
function anchor(text: string, expected: z.infer<typeof Expected>, who: string): ChallengeSpan[] {
  const spans = expected.map((e): ChallengeSpan => {
    const at = occurrences(text, e.text);
    if (at.length === 0) throw new ChallengeLoadError(`${who}: expected ${e.type} substring ${JSON.stringify(e.text)} does not occur in the text`);
    if (at.length > 1) throw new ChallengeLoadError(`${who}: expected ${e.type} substring ${JSON.stringify(e.text)} is ambiguous (occurs ${at.length} times)`);
    return { type: e.type, start: at[0]!, end: at[0]! + e.text.length, text: e.text };
  });
  const sorted = spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i]!.start < sorted[i - 1]!.end) throw new ChallengeLoadError(`${who}: expected spans ${JSON.stringify(sorted[i - 1]!.text)} and ${JSON.stringify(sorted[i]!.text)} overlap`);
  return sorted;
}

function parseShape<T extends z.ZodTypeAny>(schema: T, raw: unknown, kind: string, where: string): z.infer<T> {
  const idHint = raw && typeof raw === 'object' && 'id' in raw && typeof raw.id === 'string' ? raw.id : where;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new ChallengeLoadError(`${kind} ${idHint}: invalid shape: ${issues}`);
  }
  return parsed.data;
}

/** Validates one raw case and anchors its expected substrings; errors name the case (or line) and the problem. */
export function loadCase(raw: unknown, where = 'case'): LoadedCase {
  const c = parseShape(ChallengeCase, raw, 'challenge case', where);
  return { ...c, expected: anchor(c.text, c.expected, `challenge case ${c.id}`) };
}

export type LoadedTranscript = Omit<ChallengeTranscript, 'messages'> & { messages: (ChallengeTranscript['messages'][number] & { expected: ChallengeSpan[] })[] };

/** Validates one raw transcript and anchors every message's expected substrings; errors name the transcript and message (1-based). */
export function loadTranscript(raw: unknown, where = 'transcript'): LoadedTranscript {
  const t = parseShape(ChallengeTranscript, raw, 'challenge transcript', where);
  return { ...t, messages: t.messages.map((m, i) => ({ ...m, expected: anchor(m.text, m.expected, `challenge transcript ${t.id} message ${i + 1}`) })) };
}

/** Parses JSONL text (blank lines and lines starting with // are skipped) with `load`; ids must be unique. */
function parseJsonl<T extends { id: string }>(jsonl: string, source: string, kind: string, load: (raw: unknown, where: string) => T): T[] {
  const out: T[] = [];
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
    const c = load(raw, `${source}:${i + 1}`);
    if (seen.has(c.id)) throw new ChallengeLoadError(`${kind} ${c.id}: duplicate id (${source}:${i + 1})`);
    seen.add(c.id);
    out.push(c);
  });
  return out;
}

export const parseCases = (jsonl: string, source = 'cases.jsonl'): LoadedCase[] => parseJsonl(jsonl, source, 'challenge case', loadCase);
export const parseTranscripts = (jsonl: string, source = 'transcripts.jsonl'): LoadedTranscript[] => parseJsonl(jsonl, source, 'challenge transcript', loadTranscript);
export const loadCases = (path: string): LoadedCase[] => parseCases(readFileSync(path, 'utf8'), path);
export const loadTranscripts = (path: string): LoadedTranscript[] => parseTranscripts(readFileSync(path, 'utf8'), path);

export interface CaseResult {
  id: string;
  capability: string;
  segment: 'MATH' | 'NON_MATH';
  /** The label the segmenter gave the scored message (segmenter mode only). */
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

/** A case as a transcript of one scored message (the last) after its context; a transcript as itself. */
interface Scored {
  id: string;
  capability: string;
  messages: { role: Role; segment: SegmentLabel; text: string; scored?: { id: string; expected: ChallengeSpan[]; known?: string } }[];
}

function fromCase(c: LoadedCase): Scored {
  return {
    id: c.id,
    capability: c.capability,
    messages: [
      ...c.context.map((m) => ({ role: m.role, segment: m.segment ?? c.segment, text: m.text })),
      { role: c.role, segment: c.segment, text: c.text, scored: { id: c.id, expected: c.expected, ...(c.known ? { known: c.known } : {}) } },
    ],
  };
}

function fromTranscript(t: LoadedTranscript): Scored {
  return { id: t.id, capability: t.capability, messages: t.messages.map((m, i) => ({ ...m, scored: { id: `${t.id}#${i + 1}`, expected: m.expected, ...(m.known ? { known: m.known } : {}) } })) };
}

const messageId = (i: number) => `m${i + 1}`;

function toTranscript(s: Scored): Transcript {
  return { id: s.id, messages: s.messages.map((m, i) => ({ id: messageId(i), role: m.role, text: m.text })) };
}

/** The split stage's view with the fixture's labels as the segment stage would record them. */
function labelled(s: Scored): WorkTranscript {
  const w = toWorkTranscript(toTranscript(s), 0);
  return {
    ...w,
    messages: w.messages.map((m, i) => {
      const label = s.messages[i]!.segment;
      return {
        ...m,
        stages: [...m.stages, 'segment' as const],
        segment: { label, density: 0, segment: label === 'MATH' ? 0 : null, anchor: false, tokens: m.text.split(/\s+/).filter(Boolean).length },
      };
    }),
  };
}

/** One result per scored message of `s`, read from the product's output `w`. */
function judge(s: Scored, w: WorkTranscript, withSegmenterLabel: boolean): CaseResult[] {
  return s.messages.flatMap((sm, i): CaseResult[] => {
    if (!sm.scored) return [];
    const m = w.messages.find((x) => x.id === messageId(i))!;
    const got = (m.decisions ?? [])
      .filter((d) => d.verdict !== 'NOT_PII')
      .map((d) => ({ type: d.span.type, start: d.span.start, end: d.span.end, text: sm.text.slice(d.span.start, d.span.end) }))
      .sort((a, b) => a.start - b.start);
    const { expected, known } = sm.scored;
    const same = (a: ChallengeSpan, b: ChallengeSpan) => a.type === b.type && a.start === b.start && a.end === b.end;
    const tp = expected.filter((e) => got.some((g) => same(e, g))).length;
    const fp = got.filter((g) => !expected.some((e) => same(e, g))).length;
    const fn = expected.length - tp;
    const segmenterLabel = withSegmenterLabel ? m.segment?.label : undefined;
    return [
      {
        id: sm.scored.id,
        capability: s.capability,
        segment: sm.segment,
        ...(segmenterLabel ? { segmenterLabel } : {}),
        ...(known ? { known } : {}),
        expected,
        got,
        tp,
        fp,
        fn,
        passed: fp === 0 && fn === 0,
      },
    ];
  });
}

async function run(scored: readonly Scored[], config: RunConfig, deps: PipelineDeps, opts: ChallengeOptions): Promise<CaseResult[]> {
  if ((opts.segmentation ?? 'fixture') === 'segmenter') {
    const out = await runPipeline(scored.map(toTranscript), config, deps, 'verify');
    return scored.flatMap((s, i) => judge(s, out[i]!, true));
  }
  return scored.flatMap((s) => judge(s, applyVerify(applyDetect(labelled(s), config), config), false));
}

/** Runs every case through detection and verification (and the segmenter, if asked). */
export const runChallenge = (cases: readonly LoadedCase[], config: RunConfig, deps: PipelineDeps, opts: ChallengeOptions = {}): Promise<CaseResult[]> =>
  run(cases.map(fromCase), config, deps, opts);

/** Runs each transcript whole and scores every message (result ids `<transcript id>#<n>`, 1-based). */
export const runTranscripts = (transcripts: readonly LoadedTranscript[], config: RunConfig, deps: PipelineDeps, opts: ChallengeOptions = {}): Promise<CaseResult[]> =>
  run(transcripts.map(fromTranscript), config, deps, opts);

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
