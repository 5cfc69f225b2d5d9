// IDs as students give them in chat (grouped digits, lower-case licences) and the SSN shape in math talk.
import { describe, expect, it } from 'vitest';
import type { SegmentLabel } from '../../../lambdas/core/schema.js';
import { detectedOfType } from '../helpers.js';

describe('SSN-shaped numbers in math talk', () => {
  it('are a subtraction without an SSN word', () => {
    // Prepare / Act / Assess
    expect(detectedOfType('US_SSN', "what's 123-45-6789", 'MATH')).toEqual([]);
    expect(detectedOfType('US_SSN', 'ok 523-81-4467 gives me -4025', 'MATH')).toEqual([]);
  });

  it('are an SSN with an SSN word in any segment, and outside math talk', () => {
    // Prepare / Act / Assess
    expect(detectedOfType('US_SSN', 'x = 4. also my ssn is 523-81-4467 for the form', 'MATH')).toEqual(['523-81-4467']);
    expect(detectedOfType('US_SSN', 'the form wants 523-81-4467 on line 3', 'NON_MATH')).toEqual(['523-81-4467']);
  });
});

describe('account numbers read in groups', () => {
  it.each([
    ['my checking account is 8832 0017 6654', 'NON_MATH', '8832 0017 6654'],
    ['account number: 4400-1298-7612', 'MATH', '4400-1298-7612'],
    ['my savings acct # 5521 9904 31', 'NON_MATH', '5521 9904 31'],
  ] as const)('%s', (text, label, value) => {
    // Prepare / Act / Assess
    expect(detectedOfType('US_BANK_NUMBER', text, label)).toEqual([value]);
  });

  it.each([
    ['the account had $1,250 and earned 3% so 1250 x 0.03 = 37.5', 'MATH'],
    ['savings account 1200 1500 1800 2100', 'MATH'],
    ['the savings account went 1200 1450 2100 over three years', 'MATH'],
    ['my savings: 1200-300-450 = 450', 'MATH'],
    ['the bank had 2400 3100 5200 coins', 'MATH'],
    ['my account is fine, the code was 1234 5678', 'NON_MATH'],
  ] as const)('leaves "%s" alone', (text, label) => {
    // Prepare / Act / Assess
    expect(detectedOfType('US_BANK_NUMBER', text, label as SegmentLabel)).toEqual([]);
  });
});

describe('driver licences as typed in chat', () => {
  it.each([
    ['my dads license number is 482 193 067', '482 193 067'],
    ['my learners permit number is d8820417', 'd8820417'],
    ['my permit number is B2459913', 'B2459913'],
    ['my DL 12345678 is on the form', '12345678'],
    // said to be the speaker's own right after it
    ['B625-718-93-412-0 is the number on my learners permit, do they need that', 'B625-718-93-412-0'],
    // a state's grouped format anywhere in a message about a permit
    ["does my learner's permit count? it's the only thing I have with a picture. the number's like D521-604-88-317-0 or something", 'D521-604-88-317-0'],
  ])('%s', (text, value) => {
    // Prepare / Act / Assess
    expect(detectedOfType('US_DRIVER_LICENSE', text)).toEqual([value]);
  });

  it.each([
    ['license plate 482 193', 'NON_MATH'],
    ['the permit costs 482 193 067 dollars? no way', 'MATH'],
    ['a1234 and b5678 are the cells, no permit needed', 'MATH'],
    ['x2 + 3x = 10', 'MATH'],
  ] as const)('leaves "%s" alone', (text, label) => {
    // Prepare / Act / Assess
    expect(detectedOfType('US_DRIVER_LICENSE', text, label)).toEqual([]);
  });
});
