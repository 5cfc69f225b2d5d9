// Phone numbers said digit by digit in chat, and counting and digit talk in math that looks like them.
import { describe, expect, it } from 'vitest';
import { detectedOfType } from '../helpers.js';

describe('phone numbers said digit by digit', () => {
  it.each([
    ['my phone number is two one two five five five zero one nine eight', 'two one two five five five zero one nine eight'],
    ['call me at five five five, one two three four', 'five five five, one two three four'],
    ['my cell is four one five oh one nine eight seven six five', 'four one five oh one nine eight seven six five'],
  ])('%s', (text, value) => {
    // Prepare / Act / Assess
    expect(detectedOfType('PHONE_NUMBER', text)).toEqual([value]);
  });

  it.each([
    ['one two three four five six seven eight nine ten', 'MATH'],
    ['count: one two three four five six seven', 'MATH'],
    ['the number is one two three four five six seven', 'MATH'],
    ['three four five six seven eight nine are the digits we used', 'MATH'],
    ['my number is five', 'NON_MATH'],
    ['call me when you get six or seven done', 'NON_MATH'],
  ] as const)('leaves "%s" alone', (text, label) => {
    // Prepare / Act / Assess
    expect(detectedOfType('PHONE_NUMBER', text, label)).toEqual([]);
  });
});
