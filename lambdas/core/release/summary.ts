// What a release says about itself. The public manifest holds counts, checksums and versions only
// (no labels, offsets or text); the restricted audit holds per-span decisions, with hashes instead
// of original text.
import { z } from 'zod';
import { PII_TYPES, type PiiType, type SegmentLabel, type WorkTranscript } from '../schema.js';

export const AuditEntry = z.object({
  transcriptId: z.string(),
  messageId: z.string(),
  type: z.string(),
  source: z.string(),
  score: z.number(),
  verdict: z.enum(['PII', 'NOT_PII', 'UNCERTAIN']),
  reason: z.string(),
  verifier: z.string(),
  segment: z.enum(['MATH', 'NON_MATH']),
  start: z.number().int(),
  end: z.number().int(),
  policy: z.string().optional(),
  outStart: z.number().int().optional(),
  outEnd: z.number().int().optional(),
  originalHash: z.string().optional(),
  placeholder: z.boolean().optional(),
  restored: z.boolean().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

type PerSegment = Record<SegmentLabel, number>;

export interface ReleaseTally {
  transcripts: number;
  messages: number;
  piiByType: Record<PiiType, PerSegment>;
  notPii: number;
  placeholders: { pii: number; math: number };
  segments: Record<SegmentLabel, { messages: number; tokens: number }>;
}

export function emptyTally(): ReleaseTally {
  return {
    transcripts: 0,
    messages: 0,
    piiByType: Object.fromEntries(PII_TYPES.map((t) => [t, { MATH: 0, NON_MATH: 0 }])) as Record<PiiType, PerSegment>,
    notPii: 0,
    placeholders: { pii: 0, math: 0 },
    segments: { MATH: { messages: 0, tokens: 0 }, NON_MATH: { messages: 0, tokens: 0 } },
  };
}

/** Adds one finished transcript to the public counts. */
export function tallyTranscript(t: WorkTranscript, tally: ReleaseTally): void {
  tally.transcripts += 1;
  for (const m of t.messages) {
    const label: SegmentLabel = m.segment?.label ?? 'NON_MATH';
    tally.messages += 1;
    tally.segments[label].messages += 1;
    tally.segments[label].tokens += m.segment?.tokens ?? 0;
    for (const d of m.decisions ?? []) {
      const isPii = d.verdict !== 'NOT_PII';
      if (isPii) tally.piiByType[d.span.type][label] += 1;
      else tally.notPii += 1;
      if (d.span.placeholder) tally.placeholders[isPii ? 'pii' : 'math'] += 1;
    }
  }
}

/** The restricted audit entries of one finished transcript: decisions and replacements, no text. */
export function auditEntries(t: WorkTranscript): AuditEntry[] {
  const audit: AuditEntry[] = [];
  for (const m of t.messages) {
    const label: SegmentLabel = m.segment?.label ?? 'NON_MATH';
    const replacements = m.output?.replacements ?? [];
    for (const d of m.decisions ?? []) {
      const r = replacements.find((x) => x.start === d.span.start && x.end === d.span.end);
      audit.push({
        transcriptId: t.id,
        messageId: m.id,
        type: d.span.type,
        source: d.span.source,
        score: d.span.score,
        verdict: d.verdict,
        reason: d.reason,
        verifier: d.verifier,
        segment: label,
        start: d.span.start,
        end: d.span.end,
        policy: r?.policy,
        outStart: r?.outStart,
        outEnd: r?.outEnd,
        originalHash: r?.originalHash,
        placeholder: d.span.placeholder ? true : undefined,
        restored: r?.restored,
      });
    }
  }
  return audit;
}

/** The released form of a transcript: message text replaced by the surrogate stage's output. */
export function releasedTranscript(t: WorkTranscript) {
  return {
    id: t.id,
    extra: t.extra,
    messages: t.messages.map((m) => {
      if (!m.output) throw new Error(`transcript ${t.id} message ${m.id}: no surrogate output; refusing to release`);
      return { id: m.id, role: m.role, text: m.output.text, timestamp: m.timestamp, extra: m.extra };
    }),
  };
}
