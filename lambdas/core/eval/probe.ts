// A false-alarm probe on tutoring talk with no PII in it: Bridge's expert rewrites of the tutor's turn
// (c_revision) hold no names, placeholders or contact details, and are not in the benchmark. Each
// rewrite follows its real conversation history (context for segmentation and the transcript-wide
// rules); only the rewrite messages are counted, so any span the product keeps there is a false alarm
// or a type kept by policy (URLs to shared resources, which the seed paper's annotators mostly kept as PII).
import type { PiiType, Transcript, WorkTranscript } from '../schema.js';
import { bridgeConversations, type Split } from './benchmark.js';

const REWRITE_ID = /^r\d+$/;

/** The split's conversations that have a rewrite: history messages h1.., then rewrite messages r1.. */
export function buildRewriteProbe(dataDir: string, split: Split): Transcript[] {
  const role = (user: string) => (user === 'student' ? ('student' as const) : ('tutor' as const));
  return bridgeConversations(dataDir, split)
    .filter((c) => c.c_revision?.some((m) => m.text?.trim()))
    .map((c) => ({
      id: `rewrite-${c.c_id}`,
      messages: [
        ...c.c_h.filter((m) => m.text?.trim()).map((m, i) => ({ id: `h${i + 1}`, role: role(m.user), text: m.text })),
        ...c.c_revision!.filter((m) => m.text?.trim()).map((m, i) => ({ id: `r${i + 1}`, role: role(m.user), text: m.text })),
      ],
    }));
}

export interface FalseAlarms {
  messages: number;
  mathMessages: number;
  /** Spans the product kept (not judged NOT_PII) in the rewrite messages, upstream placeholders aside. */
  spans: number;
  mathSpans: number;
  perThousandMath: number;
  byType: Partial<Record<PiiType, number>>;
}

/** Counts what the product kept in the probe's rewrite messages, after the verify stage. */
export function countFalseAlarms(work: readonly WorkTranscript[]): FalseAlarms {
  const r: FalseAlarms = { messages: 0, mathMessages: 0, spans: 0, mathSpans: 0, perThousandMath: 0, byType: {} };
  for (const t of work)
    for (const m of t.messages) {
      if (!REWRITE_ID.test(m.id)) continue;
      const math = m.segment?.label === 'MATH';
      r.messages++;
      if (math) r.mathMessages++;
      for (const d of m.decisions ?? []) {
        if (d.verdict === 'NOT_PII' || d.span.placeholder) continue;
        r.spans++;
        if (math) r.mathSpans++;
        r.byType[d.span.type] = (r.byType[d.span.type] ?? 0) + 1;
      }
    }
  r.perThousandMath = (1000 * r.mathSpans) / Math.max(1, r.mathMessages);
  return r;
}
