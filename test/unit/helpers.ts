// Builds work transcripts by hand for stage tests: messages with a segment label and, optionally,
// upstream placeholders as the split stage would record them.
import { findPlaceholders } from '../../lambdas/core/ingest/index.js';
import type { SegmentLabel, WorkTranscript } from '../../lambdas/core/schema.js';

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
