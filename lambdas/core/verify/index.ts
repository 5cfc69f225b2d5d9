// The verify stage: one decision per candidate, from the deterministic checks in order, each with
// its reason for the audit trail. Privacy first: a candidate is dropped only on positive evidence.
import type { Decision, WorkTranscript } from '../schema.js';
import { CONTEXT_SOURCE } from '../detect/recognizers/person.js';
import { CHECKS, type Check } from './checks.js';
import type { VerifyConfig } from './config.js';

export const VERIFIER_ID = 'deterministic-v1';

export function verifyTranscript(t: WorkTranscript, cfg: VerifyConfig, checks: readonly Check[] = CHECKS): Decision[][] {
  const confirmedNames = new Set<string>();
  for (const m of t.messages)
    for (const c of m.candidates ?? [])
      if (c.type === 'PERSON' && c.source === CONTEXT_SOURCE) for (const p of m.text.slice(c.start, c.end).split(/\s+/)) confirmedNames.add(p.toLowerCase());

  return t.messages.map((message, i) => {
    const window = t.messages.slice(Math.max(0, i - cfg.contextWindow), i + cfg.contextWindow + 1);
    return (message.candidates ?? []).map((span) => {
      const ctx = { span, text: message.text, value: message.text.slice(span.start, span.end), message, window, confirmedNames };
      for (const check of checks) {
        const r = check.verify(ctx);
        if (r) return { span, verdict: r.verdict, reason: r.reason, verifier: `${VERIFIER_ID}:${check.id}` };
      }
      return { span, verdict: 'PII' as const, reason: 'no-check-applied', verifier: VERIFIER_ID };
    });
  });
}
