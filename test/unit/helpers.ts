// Builds work transcripts by hand for stage tests: messages with a segment label and, optionally,
// upstream placeholders as the split stage would record them.
import { DetectConfig } from '../../lambdas/core/detect/config.js';
import { detectTranscript } from '../../lambdas/core/detect/index.js';
import { findPlaceholders } from '../../lambdas/core/ingest/index.js';
import type { PiiType, SegmentLabel, WorkTranscript } from '../../lambdas/core/schema.js';
import { VerifyConfig } from '../../lambdas/core/verify/config.js';
import { verifyTranscript } from '../../lambdas/core/verify/index.js';

export function transcript(messages: Array<string | [string, SegmentLabel]>, id = 't1'): WorkTranscript {
  return {
    id,
    ordinal: 0,
    messages: messages.map((m, i) => {
      const [text, label] = typeof m === 'string' ? [m, 'NON_MATH' as const] : m;
      return {
        id: `m${i + 1}`,
        role: i % 2 ? 'student' : 'tutor',
        text,
        stages: ['split', 'segment'],
        candidates: findPlaceholders(text),
        segment: { label, density: 0, segment: label === 'MATH' ? 0 : null, anchor: false, tokens: text.split(/\s+/).length },
      };
    }),
  };
}

/** Every span the detect stage keeps for a single message, as "TYPE:text". */
export function detected(text: string, label: SegmentLabel = 'NON_MATH', config: DetectConfig = DetectConfig.parse({})): string[] {
  return detectTranscript(transcript([[text, label]]), config)[0]!.map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
}

/** The texts of the spans of one type the detect stage reports for a single message. */
export function detectedOfType(type: PiiType, text: string, label: SegmentLabel = 'NON_MATH'): string[] {
  return detectTranscript(transcript([[text, label]]), DetectConfig.parse({}))[0]!
    .filter((s) => s.type === type)
    .map((s) => text.slice(s.start, s.end));
}

/** Names that survive detection and verification (PII or UNCERTAIN) in each message of a hand-built transcript. */
export function keptNames(messages: Array<string | [string, SegmentLabel]>): string[][] {
  const t = transcript(messages);
  const spans = detectTranscript(t, DetectConfig.parse({}));
  const withCandidates = { ...t, messages: t.messages.map((m, i) => ({ ...m, candidates: spans[i] ?? [] })) };
  return verifyTranscript(withCandidates, VerifyConfig.parse({})).map((ds, i) =>
    ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => t.messages[i]!.text.slice(d.span.start, d.span.end)),
  );
}
