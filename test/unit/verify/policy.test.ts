// The verify stage's contract and privacy-first policy: one decision per candidate in order, the
// first check with an opinion decides, NOT_PII only on positive evidence, reasons without text.
import { describe, expect, it } from 'vitest';
import type { Span, WorkTranscript } from '../../../lambdas/core/schema.js';
import { CONTEXT_SOURCE, GAZETTEER_SOURCE } from '../../../lambdas/core/detect/recognizers/person.js';
import { CHECKS, type Check } from '../../../lambdas/core/verify/checks.js';
import { VerifyConfig } from '../../../lambdas/core/verify/config.js';
import { VERIFIER_ID, verifyTranscript } from '../../../lambdas/core/verify/index.js';
import { transcript } from '../helpers.js';

const cfg = VerifyConfig.parse({});

/** A transcript whose messages carry the given candidates (found by value, first occurrence). */
function withCandidates(messages: Array<[string, 'MATH' | 'NON_MATH', Array<[string, Span['type'], string, number]>]>): WorkTranscript {
  const t = transcript(messages.map(([text, label]) => [text, label]));
  return {
    ...t,
    messages: t.messages.map((m, i) => ({
      ...m,
      candidates: messages[i]![2].map(([value, type, source, score]) => {
        const start = m.text.indexOf(value);
        if (start < 0) throw new Error('candidate value not in message');
        return { start, end: start + value.length, type, source, score };
      }),
    })),
  };
}

describe('verifyTranscript', () => {
  it('returns one decision per candidate, in order, each with a verifier id', () => {
    // Prepare
    const t = withCandidates([
      ['hi Lena, my email is lena.k@example.org', 'NON_MATH', [['Lena', 'PERSON', CONTEXT_SOURCE, 0.9], ['lena.k@example.org', 'EMAIL_ADDRESS', 'rule:email', 0.95]]],
      ['what is 3/4 of 12?', 'MATH', []],
      ['nine', 'MATH', []],
    ]);
    // Act
    const ds = verifyTranscript(t, cfg);
    // Assess
    expect(ds.map((d) => d.length)).toEqual([2, 0, 0]);
    expect(ds[0]!.map((d) => d.span)).toEqual(t.messages[0]!.candidates);
    for (const d of ds[0]!) expect(d.verifier.startsWith(VERIFIER_ID)).toBe(true);
    expect(ds[0]!.map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it('keeps low-confidence candidates as UNCERTAIN, never NOT_PII, without evidence', () => {
    // Prepare
    const t = withCandidates([['Jose said the answer was wrong', 'NON_MATH', [['Jose', 'PERSON', GAZETTEER_SOURCE, 0.55]]]]);
    // Act
    const d = verifyTranscript(t, cfg)[0]![0]!;
    // Assess
    expect(d.verdict).toBe('UNCERTAIN');
    expect(d.reason).toBe('person-low-confidence');
  });

  it('carries machine-readable reasons and never the candidate or message text', () => {
    // Prepare
    const t = withCandidates([
      ['hi Oksana', 'NON_MATH', [['Oksana', 'PERSON', CONTEXT_SOURCE, 0.85]]],
      ['If Tariq has 6 marbles and loses 2, how many are left?', 'MATH', [['Tariq', 'PERSON', GAZETTEER_SOURCE, 0.7]]],
      ['my ssn is 078-05-1120', 'NON_MATH', [['078-05-1120', 'US_SSN', 'rule:ssn', 0.9]]],
    ]);
    // Act
    const ds = verifyTranscript(t, cfg).flat();
    // Assess
    expect(ds.map((d) => [d.verdict, d.reason])).toEqual([
      ['PII', 'person-context-cue'],
      ['NOT_PII', 'word-problem-character'],
      ['PII', 'rule-ssn-match'],
    ]);
    for (const d of ds) {
      expect(d.reason).toMatch(/^[a-z0-9+:-]+$/);
      expect(d.reason).not.toMatch(/oksana|tariq|078/i);
    }
  });

  it('lets the first check with an opinion decide, and falls back to PII when none has one', () => {
    // Prepare
    const t = withCandidates([['call Ravi later', 'NON_MATH', [['Ravi', 'PERSON', GAZETTEER_SOURCE, 0.7]]]]);
    const silent: Check = { id: 'silent', verify: () => undefined };
    const drop: Check = { id: 'drop', verify: () => ({ verdict: 'NOT_PII', reason: 'test-drop' }) };
    const keep: Check = { id: 'keep', verify: () => ({ verdict: 'PII', reason: 'test-keep' }) };
    // Act
    const none = verifyTranscript(t, cfg, [silent]).flat();
    const first = verifyTranscript(t, cfg, [silent, keep, drop]).flat();
    // Assess
    expect(none.map((d) => [d.verdict, d.reason, d.verifier])).toEqual([['PII', 'no-check-applied', VERIFIER_ID]]);
    expect(first.map((d) => [d.verdict, d.reason, d.verifier])).toEqual([['PII', 'test-keep', `${VERIFIER_ID}:keep`]]);
  });

  it('gives checks only the messages inside the context window', () => {
    // Prepare
    const messages: Array<[string, 'MATH' | 'NON_MATH', Array<[string, Span['type'], string, number]>]> = Array.from({ length: 9 }, (_, i) => [`message ${i}`, 'NON_MATH', []]);
    messages[4] = ['Noor, your turn', 'NON_MATH', [['Noor', 'PERSON', GAZETTEER_SOURCE, 0.7]]];
    const seen: number[] = [];
    const spy: Check = { id: 'spy', verify: ({ window }) => (seen.push(window.length), undefined) };
    // Act
    verifyTranscript(withCandidates(messages), VerifyConfig.parse({ contextWindow: 2 }), [spy]);
    verifyTranscript(withCandidates(messages), VerifyConfig.parse({ contextWindow: 0 }), [spy]);
    // Assess
    expect(seen).toEqual([5, 1]);
  });

  it('never drops a name addressed in the room, even where a problem uses it', () => {
    // Prepare
    const t = withCandidates([
      ['If Lucia buys 4 pens for 3 dollars each, how much does she pay?', 'MATH', [['Lucia', 'PERSON', GAZETTEER_SOURCE, 0.7]]],
      ['12 dollars', 'MATH', []],
      ['Is that your final answer, Lucia?', 'MATH', [['Lucia', 'PERSON', GAZETTEER_SOURCE, 0.7]]],
    ]);
    // Act
    const ds = verifyTranscript(t, cfg).flat();
    // Assess
    expect(ds.map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it('exposes its checks as a list ending with the privacy-first default', () => {
    // Prepare / Act
    const ids = CHECKS.map((c) => c.id);
    // Assess
    expect(ids.at(-1)).toBe('privacy-first');
    expect(new Set(ids).size).toBe(ids.length);
  });
});
