// Contact details said aloud, as speech recognition writes them (numbers in words, "at", "dot",
// "underscore", "slash"), and the math talk read aloud that looks like them.
import { describe, expect, it } from 'vitest';
import { countingAloud, digitsOf, spokenNumbers } from '../../../lambdas/core/detect/spoken-numbers.js';
import { detected as found } from '../helpers.js';

describe('the spoken-number reader', () => {
  it.each([
    ['five five five two one three', '555213'],
    ['forty eight eighty two', '4882'],
    ['one oh five', '105'],
    ['double five', '55'],
    ['triple seven', '777'],
    ['two thousand eleven', '2011'],
    ['two thousand three hundred', '2300'],
    ['four hundred twelve', '412'],
    ['one eight hundred', '1800'],
    ['nineteen ninety', '1990'],
    ['sixty', '60'],
  ])('reads "%s" as %s', (words, digits) => {
    // Prepare / Act / Assess
    expect(digitsOf(words.split(' '))?.digits).toBe(digits);
  });

  it('makes no digits of words that say none', () => {
    // Prepare / Act / Assess: "hundred" with no number before it, "double" with nothing after it
    expect(digitsOf(['hundred'])).toBeUndefined();
    expect(digitsOf(['double'])).toBeUndefined();
    expect(digitsOf(['thousand', 'two'])).toBeUndefined();
  });

  it('finds runs with their offsets, across commas and fillers', () => {
    // Prepare
    const text = 'its five five five, um two one three and then forty eight eighty two';
    // Act
    const runs = spokenNumbers(text);
    // Assess
    expect(runs.map((r) => [text.slice(r.start, r.end), r.digits])).toEqual([
      ['five five five, um two one three', '555213'],
      ['forty eight eighty two', '4882'],
    ]);
  });

  it('tells a recited count from a number', () => {
    // Prepare / Act / Assess
    expect(countingAloud([1, 2, 3, 4])).toBe(true);
    expect(countingAloud([2, 4, 6, 8, 10])).toBe(true);
    expect(countingAloud([5, 5, 5, 2])).toBe(false);
    expect(countingAloud([1, 2, 3])).toBe(false); // too short to tell
  });
});

describe('phone numbers said aloud', () => {
  it.each([
    ["my mom's number is five five five two one three four eight eight two if you need to call her", 'five five five two one three four eight eight two'],
    ['you can text my dad at five five five, two one three, forty eight eighty two', 'five five five, two one three, forty eight eighty two'],
    ['her cell is double five five um two one three oh nine nine one', 'double five five um two one three oh nine nine one'],
    ['the homework hotline is seven one eight, five five five, oh two six four', 'seven one eight, five five five, oh two six four'],
    // outside math talk a North American number needs no phone word
    ['um nine one seven five five five three three eight one', 'nine one seven five five five three three eight one'],
  ])('%s', (text, value) => {
    // Prepare / Act / Assess
    expect(found(text)).toEqual([`PHONE_NUMBER:${value}`]);
  });

  it.each([
    ['nine one seven five five five three three eight one', 'MATH'],
    ['count with me one two three four five six seven eight', 'NON_MATH'],
    ['my number is one two three four five six seven', 'MATH'],
    ['the digits are nine nine nine nine nine nine nine nine nine nine', 'NON_MATH'],
    ["try this seed it's negative four four seven two one nine three eight six six", 'NON_MATH'],
  ] as const)('leaves "%s" alone', (text, label) => {
    // Prepare / Act / Assess
    expect(found(text, label).filter((f) => f.startsWith('PHONE_NUMBER'))).toEqual([]);
  });
});

describe('emails said aloud', () => {
  it.each([
    ['its jay smith at gmail dot com no spaces', 'jay smith at gmail dot com'],
    ['just send the homework pics to m dot chen tutoring at yahoo dot com', 'm dot chen tutoring at yahoo dot com'],
    ['my email is kayla underscore r two thousand eleven at outlook dot com', 'kayla underscore r two thousand eleven at outlook dot com'],
    // a domain of several words before its spelled dot
    ['use my school one its d rivera twenty nine at westbrook k twelve dot org', 'd rivera twenty nine at westbrook k twelve dot org'],
    ['reach the program at homework dash help dash center at proton mail dot com', 'homework dash help dash center at proton mail dot com'],
    // letters spelled with hyphens
    ['Let me read it back. h-d-e-l-g-a-d-o dot zero nine at gmail dot com?', 'h-d-e-l-g-a-d-o dot zero nine at gmail dot com'],
    // read off a signature with its domain cut short: a provider alone
    ['It also shows her email, h dot vandermeer at fastmail', 'h dot vandermeer at fastmail'],
    // a host whose labels are several words
    ['its n obi twenty thirty one at students dot brookfield k twelve dot org', 'n obi twenty thirty one at students dot brookfield k twelve dot org'],
  ])('%s', (text, value) => {
    // Prepare / Act / Assess
    expect(found(text)).toEqual([`EMAIL_ADDRESS:${value}`]);
  });

  it('takes no mailbox from a public site or a plain word before "at"', () => {
    // Prepare / Act / Assess
    expect(found('my sister plays at coolmath games dot com')).toEqual([]);
    expect(found('i was looking at gmail dot com yesterday')).toEqual([]);
    expect(found('look at the dot plot at five', 'MATH')).toEqual([]);
  });
});

describe('handles and sites said aloud', () => {
  it.each([
    ['you can add me my um my discord is like pixel wolf underscore seven seven', 'SOCIAL_HANDLE:pixel wolf underscore seven seven'],
    ["my insta is soccer queen two zero one one but don't tell my mom", 'SOCIAL_HANDLE:soccer queen two zero one one'],
    ['wait you have insta? mine is soccer queen two zero one one', 'SOCIAL_HANDLE:soccer queen two zero one one'],
    ['on roblox im noodle ninja four five six you should join', 'SOCIAL_HANDLE:noodle ninja four five six'],
    ['my tiktok is at sign lil bean twenty four i post math memes', 'SOCIAL_HANDLE:at sign lil bean twenty four'],
    ['my aunts bakery site is sweet crumb bakes dot com', 'URL:sweet crumb bakes dot com'],
    ['all my notes are on my site mister k math dot org slash notes, ok', 'URL:mister k math dot org slash notes'],
  ])('%s', (text, value) => {
    // Prepare / Act / Assess
    expect(found(text)).toEqual([value]);
  });

  it.each([
    'my snap is down today',
    'add me on roblox later we can play one two three',
    'my tiktok is so funny two or three people liked it',
  ])('leaves "%s" alone', (text) => {
    // Prepare / Act / Assess: no joiner and no number run after the words
    expect(found(text)).toEqual([]);
  });
});

describe('street lines and zip codes said aloud', () => {
  it.each([
    ["we're at four twelve maple avenue it's the blue house", ['LOCATION:four twelve maple avenue']],
    ['one oh five pine road apartment three b, the buzzer doesnt work', ['LOCATION:one oh five pine road apartment three b']],
    ['my address for the check is five sixty harbor view drive', ['LOCATION:five sixty harbor view drive']],
    ['mail it to fourteen oh two elm street springfield six two seven oh four please', ['LOCATION:fourteen oh two elm street', 'LOCATION:springfield', 'LOCATION:six two seven oh four']],
    ['the zip is nine oh two one oh', ['LOCATION:nine oh two one oh']],
  ])('%s', (text, want) => {
    // Prepare / Act / Assess
    expect(found(text)).toEqual(want);
  });

  it("keeps the speaker's own home in math talk", () => {
    // Prepare / Act / Assess
    expect(found('i live at twenty two oak street so i walk like three blocks', 'MATH')).toEqual(['LOCATION:twenty two oak street']);
  });

  it.each([
    ['sam lives at four twelve maple avenue and walks three blocks to school. how far is that?', 'MATH'],
    ['the zip is four nine oh two, round it to the nearest hundred', 'MATH'],
    ['seven oak street', 'NON_MATH'],
    ['we got twenty two on the quiz at the school street fair', 'NON_MATH'],
  ] as const)('leaves "%s" alone', (text, label) => {
    // Prepare / Act / Assess
    expect(found(text, label).filter((f) => f.startsWith('LOCATION'))).toEqual([]);
  });
});
