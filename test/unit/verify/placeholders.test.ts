// The upstream-placeholder audit: placeholders recorded by the split stage are candidates that the
// verify stage decides from context (people stay PII, numbers redacted in math talk come back).
import { describe, expect, it } from 'vitest';
import type { SegmentLabel } from '../../../lambdas/core/schema.js';
import { VerifyConfig } from '../../../lambdas/core/verify/config.js';
import { verifyTranscript } from '../../../lambdas/core/verify/index.js';
import { transcript } from '../helpers.js';

/** Verifies only the split stage's placeholder candidates (no detection), as [value, verdict, reason]. */
function audit(messages: Array<string | [string, SegmentLabel]>): string[][] {
  const t = transcript(messages);
  return verifyTranscript(t, VerifyConfig.parse({})).flatMap((ds, i) => ds.map((d) => [t.messages[i]!.text.slice(d.span.start, d.span.end), d.verdict, d.reason]));
}

describe('upstream placeholder audit', () => {
  it.each([
    ['[STUDENT] can you share your screen?', 'NON_MATH'],
    ['Student M, what did you get?', 'MATH'],
    ['Mr. R, is it 3/4 or 4/3?', 'MATH'],
    ['<PERSON> said the slope is 2', 'MATH'],
  ] as const)('keeps a person placeholder as PII in %j', (text, label) => {
    // Prepare / Act
    const [d] = audit([[text, label]]);
    // Assess
    expect(d?.[1]).toBe('PII');
    expect(d?.[2]).toBe('upstream-person-placeholder');
  });

  it('restores numeric placeholders that are the numbers of a math problem', () => {
    // Prepare
    const text = '<US_DRIVER_LICENSE> and <US_DRIVER_LICENSE> are the numbers of our coordinate';
    // Act
    const ds = audit([[text, 'MATH']]);
    // Assess
    expect(ds).toEqual([
      ['<US_DRIVER_LICENSE>', 'NOT_PII', 'placeholder-math-context'],
      ['<US_DRIVER_LICENSE>', 'NOT_PII', 'placeholder-math-context'],
    ]);
  });

  it('restores a numeric placeholder by math words even when the segment label missed it', () => {
    // Prepare
    const text = 'so x equals <US_SSN> when you solve it';
    // Act
    const [d] = audit([text]);
    // Assess
    expect(d).toEqual(['<US_SSN>', 'NOT_PII', 'placeholder-math-context']);
  });

  it.each([
    ['my phone number is <PHONE_NUMBER>', 'NON_MATH'],
    ['you can text me at <PHONE_NUMBER> if the answer is wrong', 'NON_MATH'],
    ['my birthday is <DATE_TIME>, can we solve for x after?', 'MATH'],
  ] as const)('keeps a placeholder announced as a disclosure as PII in %j, math words or not', (text, label) => {
    // Prepare / Act
    const [d] = audit([[text, label]]);
    // Assess
    expect(d?.[1]).toBe('PII');
    expect(d?.[2]).toBe('placeholder-disclosure-cue');
  });

  it('keeps a placeholder that cannot be a number as PII even in math talk', () => {
    // Prepare
    const text = 'send the graph of y = 2x to <EMAIL_ADDRESS> please';
    // Act
    const [d] = audit([[text, 'MATH']]);
    // Assess
    expect(d).toEqual(['<EMAIL_ADDRESS>', 'PII', 'upstream-placeholder']);
  });

  it('keeps a numeric placeholder outside math talk as PII', () => {
    // Prepare
    const text = 'please call <PHONE_NUMBER> tonight';
    // Act
    const [d] = audit([text]);
    // Assess
    expect(d).toEqual(['<PHONE_NUMBER>', 'PII', 'upstream-placeholder']);
  });
});
