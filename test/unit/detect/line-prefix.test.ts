import { describe, expect, it } from 'vitest';
import { linePrefixLength } from '../../../lambdas/core/detect/line-prefix.js';
import { keptNames } from '../helpers.js';

describe("linePrefixLength: a research transcript's marks opening a message", () => {
  it.each([
    ['[00:02:48] Aaliyah, you have something different.', '[00:02:48] '],
    ['(02:31) Here is one about somebody you know.', '(02:31) '],
    ['109  Right, so I write 300.', '109  '],
    ['L221 ST: Nice. Now comparing.', 'L221 ST: '],
    ['US: Thandiwe, I want to start with table 1.', 'US: '],
    ['00:18:10 okay back to it', '00:18:10 '],
  ])('%j opens with %j', (text, mark) => {
    expect(text.slice(0, linePrefixLength(text))).toBe(mark);
  });

  it.each(['12 apples in each row', 'Maya: I got 12', 'S4 (Will): I got sixty.', 'AJ: my answer is 4', '3:45 is when it starts', '[inaudible] so 3/4'])('reads no mark in %j', (text) => {
    expect(linePrefixLength(text)).toBe(0);
  });
});

describe("detection and verification past a transcript's marks", () => {
  it('reads a name called on, asked or said right after the marks as it would at the message start, offsets in the message', () => {
    // Prepare / Act
    // (the classmate called on first is the one the teacher's next problem tells of)
    const kept = keptNames([
      ['[00:02:48] Aaliyah, you have something different. Tell me about yours.', 'MATH'],
      ['[00:03:09] Everybody freeze, eyes up here. Aaliyah built two hundred thirty-six a different way. She has two flats and thirty-six loose units. Is she right?', 'MATH'],
      ['L228 ST: Marcus, could you tell without the number line?', 'MATH'],
    ]);
    // Assess
    expect(kept).toEqual([['Aaliyah'], ['Aaliyah'], ['Marcus']]);
  });

  it('reads a word after the marks as it would at the message start: "Will do" and "Mine?" are no one', () => {
    const kept = keptNames([
      ['Will, come sit here.', 'NON_MATH'],
      ['167  Will do, Ms. Brennan.', 'NON_MATH'],
      ["L222 S: Mine? I didn't make a number.", 'MATH'],
    ]);
    expect(kept).toEqual([['Will'], ['Brennan'], []]);
  });
});
