import { describe, expect, it } from 'vitest';
import { countingRun } from '../../../lambdas/core/detect/recognizers/phone.js';
import type { SegmentLabel } from '../../../lambdas/core/schema.js';
import { detectedOfType } from '../helpers.js';

const phones = (text: string, label: SegmentLabel = 'NON_MATH') => detectedOfType('PHONE_NUMBER', text, label);

describe('phone numbers in international and national formats', () => {
  it.each([
    // a mark no math writes: country code, trunk 0, area code in parentheses, extension
    ['my cousin in London is on +44 7700 900123', '+44 7700 900123'],
    ['whatsapp me +447700 921 916 after class', '+447700 921 916'],
    ['the school office is +46 (0)8 928 571 38', '+46 (0)8 928 571 38'],
    ['my dad: 07700 063 966', '07700 063 966'],
    ['grandma lives abroad, her number is 0490 39 07 81', '0490 39 07 81'],
    ['ok the front desk is 01.84.17.61.18', '01.84.17.61.18'],
    ['my aunt has (37) 788-063 i think', '(37) 788-063'],
    ['call the tutoring center at 345-899-3560x4587', '345-899-3560x4587'],
    ['the helpline is (898)666-3621 ext. 135', '(898)666-3621 ext. 135'],
    ['from abroad dial 001-518-640-0854', '001-518-640-0854'],
    ['+1-903-140-4508x769 is my mom', '+1-903-140-4508x769'],
    ['my office is +7 (495) 183-45-67', '+7 (495) 183-45-67'],
    ['call me at +91 9876543210', '+91 9876543210'],
    ["dad's cell 090-1234-5678", '090-1234-5678'],
    // plain digit groups with a phone word
    ['can you call me on 9472 7916 tonight?', '9472 7916'],
    ["my mom isn't picking up, she's not answering at 78 651 450", '78 651 450'],
    ['text me at 71-33-52-22 if the link breaks', '71-33-52-22'],
    ['Mobile: 432 03 163', '432 03 163'],
    ['781 1704 office, ask for the front desk', '781 1704'],
    ['no text ever came to my registered 555 0142 and nobody answers', '555 0142'],
  ])('%s', (text, expected) => {
    // Prepare / Act / Assess
    expect(phones(text)).toEqual([expected]);
  });

  it('keeps a repeated-digit number given with a phone word', () => {
    // Prepare / Act / Assess
    expect(phones('you can call my mom at 555-555-5555 tonight')).toEqual(['555-555-5555']);
  });

  it('finds numbers after a phone label in math talk', () => {
    // Prepare
    const text = 'Mobile: 723 813 266 Desk: +1-903-140-4508x769 Fax: 259.735.7502x459';
    // Act / Assess
    expect(phones(text, 'MATH')).toEqual(['723 813 266', '+1-903-140-4508x769', '259.735.7502x459']);
  });

  it('keeps a postal code before a national number out of the span', () => {
    // Prepare / Act / Assess
    expect(phones('APO AA 61487 416 60 039 office')).toEqual(['416 60 039']);
  });
});

describe('a bare ten-digit run in math talk', () => {
  it('is a phone number only after a phone cue of its own ("my number", "call me at")', () => {
    // Prepare / Act / Assess
    expect(phones('ok my number is 5552018890 if the video drops', 'MATH')).toEqual(['5552018890']);
    expect(phones('the number 5552018890 has a 2 in the ten-thousands place', 'MATH')).toEqual([]);
    expect(phones('the town registered 1 200 000 voters in 2020')).toEqual([]);
  });
});

describe('phone shapes leave math talk alone', () => {
  it.each([
    ['3 4 5 6', 'MATH'],
    // one digit repeated in the NANP shape is a pattern
    ["I made the pattern 555-555-5555 because it's all fives, and the digits add up to 50.", 'MATH'],
    ['the next one is 222-222-2222 right', 'NON_MATH'],
    // found by the detect property test: three numbers side by side in math talk
    ['200 200 1000', 'MATH'],
    ['12 - 15 - 18', 'MATH'],
    ['300 - 120 = 180', 'MATH'],
    ['count by ones: 12 13 14 15 16', 'MATH'],
    ['skip count 10 20 30 40 50', 'NON_MATH'],
    ['the pattern is 12 34 56 78', 'NON_MATH'],
    ['the office has 12 15 19 22 chairs', 'MATH'],
    ['call it 12 34 56 78', 'MATH'],
    ['(3, 4) and (5, 6)', 'MATH'],
    ['page 53, problem 12', 'MATH'],
    ['2 +44 = 46', 'MATH'],
    ['1234 5678 x 3', 'MATH'],
    ['0.5 0.25 0.125', 'MATH'],
    ['12.5 13.75 15', 'MATH'],
    ['the train leaves at 9:30 and arrives 10:45', 'MATH'],
    ['(1) 100 200 300', 'MATH'],
    ['we meet on 2024-03-15 at 10', 'NON_MATH'],
    ['1,234,567 is a big number', 'MATH'],
    ['0490 39 07 81', 'MATH'],
    ['multiply 4155550198 by 2', 'MATH'],
    // place value: "number" there is the math word, not a phone number
    ['In the number 5552018890, what is the value of the digit 2?', 'MATH'],
    ['the code is 0110 1001 1010', 'NON_MATH'],
    ['it costs $10 000 000', 'NON_MATH'],
    ['12 345 678 people live there', 'NON_MATH'],
    ['x = 12 345 678', 'MATH'],
  ] as const)('%s', (text, label) => {
    // Prepare / Act / Assess
    expect(phones(text, label)).toEqual([]);
  });

  it('recognises counting, stepping and repeated groups', () => {
    // Prepare / Act / Assess
    expect(countingRun(['12', '13', '14'])).toBe(true);
    expect(countingRun(['30', '25', '20', '15'])).toBe(true);
    expect(countingRun(['55', '55'])).toBe(true);
    expect(countingRun(['1234', '5678'])).toBe(true);
    expect(countingRun(['0490', '39', '07', '81'])).toBe(false);
  });
});
