// The one-pass scan for the gates' cue words: examples of how words and messages are read, and the
// automaton against a plain reading (fold the message, then look for the folded word) over generated text.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { CueScanner } from '../../../lambdas/core/detect/cue-scan.js';

/** The plain reading: lower case, digits as "#", each run of other non-word characters one space, a space either end. */
const fold = (s: string) => ` ${s.toLowerCase().replace(/[0-9]/g, '#').replace(/[^a-z#_]+/g, ' ')} `.replace(/ +/g, ' ');
const foldWord = (w: string) => w.toLowerCase().replace(/[^a-z#_]+/g, ' ');

describe('cue words found in one pass', () => {
  // Each test its own scanner: the recognizers' shared one holds 62 groups at most
  let scanner: CueScanner;
  const cueWords = (words: string[]) => scanner.add(words);
  const hasCue = (text: string, group: ReturnType<CueScanner['add']>) => scanner.has(text, group);
  beforeEach(() => {
    scanner = new CueScanner();
  });

  it('reads a spaced word as a whole word, in any case, with any separators around it', () => {
    // Prepare
    const my = cueWords([' my ']);
    // Act / Assess
    expect(hasCue('My brother is 7', my)).toBe(true);
    expect(hasCue('that is my', my)).toBe(true);
    expect(hasCue('(my) answer', my)).toBe(true);
    expect(hasCue('mystery number', my)).toBe(false);
    expect(hasCue('army of 12', my)).toBe(false);
    expect(hasCue('my5', my)).toBe(false);
  });

  it('reads an unspaced word inside other words, and a separator in a word as any run of them', () => {
    // Prepare
    const old = cueWords(['old']);
    const yo = cueWords(['y/o']);
    const grade = cueWords(['grade at']);
    // Act / Assess
    expect(hasCue('she is 9 years older', old)).toBe(true);
    expect(hasCue('14 Y/O', yo)).toBe(true);
    expect(hasCue('14 y.o.', yo)).toBe(true);
    expect(hasCue('14 yo', yo)).toBe(false);
    expect(hasCue('6th grade  at Lincoln', grade)).toBe(true);
    expect(hasCue('6th grade, at Lincoln', grade)).toBe(true);
    expect(hasCue('6th gradeat', grade)).toBe(false);
  });

  it('reads "#" as any digit, and a letter outside ASCII as a separator (as \\b does without the u flag)', () => {
    // Prepare
    const year = cueWords(['year #']);
    const esta = cueWords(['está en']);
    // Act / Assess
    expect(hasCue('in Year 9 now', year)).toBe(true);
    expect(hasCue('year nine', year)).toBe(false);
    expect(hasCue('Ella está en sexto', esta)).toBe(true);
    expect(hasCue('Ella esta en sexto', esta)).toBe(false);
  });

  it('gives the same words the same group, tells groups apart, and reads groups past the 31st', () => {
    // Prepare
    const a = cueWords([' when ']);
    const again = cueWords([' when ']);
    const many = Array.from({ length: 40 }, (_, i) => cueWords([` cue${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))} `]));
    // Act / Assess
    expect(again).toBe(a);
    expect(many.filter((g) => hasCue('say cueab and cuenb', g)).map((g) => g.words[0])).toEqual([' cueab ', ' cuenb ']);
  });

  it('answers from a fresh reading after a group is added between two tests of one message', () => {
    // Prepare
    const text = 'we live on Maple Street';
    const first = cueWords([' we ']);
    expect(hasCue(text, first)).toBe(true);
    // Act
    const later = cueWords([' maple ']);
    // Assess
    expect(hasCue(text, later)).toBe(true);
  });

  it('refuses more than 62 groups', () => {
    // Prepare
    for (let i = 0; i < 62; i++) cueWords([`w${i}`]);
    // Act / Assess
    expect(() => cueWords(['one more'])).toThrow(/more than 62 groups/);
  });

  it('refuses a word with nothing to read', () => {
    // Prepare
    const empty = cueWords(['']);
    // Act / Assess
    expect(() => hasCue('any message', empty)).toThrow(/cue word "" has no letter/);
  });

  it('finds a word exactly where the plain reading does, over generated words and messages', () => {
    const letters = fc.constantFrom('a', 'b', 'n', 'o', 'A', 'N', ' ', '  ', "'", '.', '-', '5', '0', '_', 'é', '’');
    const word = fc.array(fc.constantFrom('a', 'b', 'n', 'o', ' ', '#'), { minLength: 1, maxLength: 5 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 4 }), fc.array(letters, { maxLength: 30 }), (words, chars) => {
        // Prepare
        scanner = new CueScanner();
        const group = cueWords(words);
        const text = chars.join('');
        // Act
        const found = hasCue(text, group);
        // Assess
        expect(found).toBe(words.some((w) => fold(text).includes(foldWord(w))));
      }),
      { numRuns: 300 },
    );
  });
});
