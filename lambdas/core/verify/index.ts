// The verify stage: one decision per candidate, from the deterministic checks in order, each with
// its reason for the audit trail. Privacy first: a candidate is dropped only on positive evidence.
import type { Decision, WorkTranscript } from '../schema.js';
import { CONTEXT_SOURCE, GAZETTEER_SOURCE } from '../detect/recognizers/person.js';
import { CHECKS, TITLE_BEFORE, type Check } from './checks.js';
import type { VerifyConfig } from './config.js';

const TITLED_GREETED = /\b(?:hi|hello|hey|thanks|thank you|bye|goodbye|dear|good (?:morning|afternoon|evening|night))\b[^.?!]*$/i;

export const VERIFIER_ID = 'deterministic-v1';

export function verifyTranscript(t: WorkTranscript, cfg: VerifyConfig, checks: readonly Check[] = CHECKS): Decision[][] {
  const confirmedNames = new Set<string>();
  for (const m of t.messages)
    for (const c of m.candidates ?? [])
      if (c.type === 'PERSON' && c.source === CONTEXT_SOURCE) for (const p of m.text.slice(c.start, c.end).split(/\s+/)) confirmedNames.add(p.toLowerCase());

  const decisions = t.messages.map((message, i) => {
    const window = t.messages.slice(Math.max(0, i - cfg.contextWindow), i + cfg.contextWindow + 1);
    return (message.candidates ?? []).map((span): Decision => {
      const ctx = { span, text: message.text, value: message.text.slice(span.start, span.end), message, window, confirmedNames };
      for (const check of checks) {
        const r = check.verify(ctx);
        if (r) return { span, verdict: r.verdict, reason: r.reason, verifier: `${VERIFIER_ID}:${check.id}` };
      }
      return { span, verdict: 'PII', reason: 'no-check-applied', verifier: VERIFIER_ID };
    });
  });
  return sameCharacterEverywhere(t, decisions);
}

/**
 * A name judged a word-problem character in one message, and never introduced with a cue, is the same
 * character when tutor and student repeat it elsewhere: decide it once for the transcript, so it is
 * neither replaced in one message and left in the next, nor linked to a real person by the mix.
 */
function sameCharacterEverywhere(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  const characters = new Set<string>();
  const addressed = new Set<string>();
  decisions.forEach((ds, i) => {
    for (const d of ds) {
      const name = t.messages[i]!.text.slice(d.span.start, d.span.end).toLowerCase();
      if (d.reason === 'word-problem-character') characters.add(name);
      // Greeted, called on or introduced ("Hi Kevin!", "my name is Kevin"); a title alone ("Mr. Ruiz") is no such cue
      if (d.reason === 'person-addressed' || (d.reason === 'person-context-cue' && !TITLE_BEFORE.test(t.messages[i]!.text.slice(Math.max(0, d.span.start - 6), d.span.start))))
        addressed.add(name);
    }
  });
  // Someone addressed in the room is a person wherever the name occurs (privacy first).
  for (const name of addressed) characters.delete(name);
  if (characters.size === 0 && addressed.size === 0) return decisions;
  const nameOf = (i: number, d: Decision) => t.messages[i]!.text.slice(d.span.start, d.span.end).toLowerCase();
  decisions = decisions.map((ds, i) =>
    ds.map((d) =>
      d.reason === 'word-problem-character' && addressed.has(nameOf(i, d))
        ? { ...d, verdict: 'PII' as const, reason: 'person-addressed-in-transcript', verifier: `${VERIFIER_ID}:person-addressed-transcript` }
        : d,
    ),
  );
  if (characters.size === 0) return decisions;
  // A titled name ("mr ruiz") has a cue only in its title: a character's title is no person's, in math
  // talk that neither greets nor thanks the one named ("Thanks Mr. Ruiz" speaks to a real teacher)
  const titled = (i: number, d: Decision) => {
    const m = t.messages[i]!;
    const before = m.text.slice(0, d.span.start);
    return d.span.source === CONTEXT_SOURCE && m.segment?.label === 'MATH' && TITLE_BEFORE.test(before.slice(-6)) && !TITLED_GREETED.test(before);
  };
  return decisions.map((ds, i) =>
    ds.map((d) =>
      d.span.type === 'PERSON' &&
      (d.span.source === GAZETTEER_SOURCE || (titled(i, d) && d.reason === 'person-context-cue')) &&
      d.verdict !== 'NOT_PII' &&
      characters.has(t.messages[i]!.text.slice(d.span.start, d.span.end).toLowerCase())
        ? { ...d, verdict: 'NOT_PII' as const, reason: 'word-problem-character', verifier: `${VERIFIER_ID}:word-problem-character-transcript` }
        : d,
    ),
  );
}
