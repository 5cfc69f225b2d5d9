import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPlaceholders, findTranscriptPlaceholders } from '../../../lambdas/core/ingest/index.js';
import { SAMPLES } from './support.js';

const found = (text: string) => findPlaceholders(text).map((s) => [text.slice(s.start, s.end), s.type, s.placeholder?.label, s.placeholder?.key]);

describe('findPlaceholders: upstream redactions', () => {
  it('maps typed angle placeholders onto our types, Presidio labels included', () => {
    // Prepare
    const text = 'Thanks <PERSON>, email <EMAIL_ADDRESS> from <ADDRESS> on <DATE_TIME>, license <US_DRIVER_LICENSE>.';
    // Act
    const spans = found(text);
    // Assess
    expect(spans).toEqual([
      ['<PERSON>', 'PERSON', 'PERSON', 'PERSON'],
      ['<EMAIL_ADDRESS>', 'EMAIL_ADDRESS', 'EMAIL_ADDRESS', 'EMAIL_ADDRESS'],
      ['<ADDRESS>', 'LOCATION', 'ADDRESS', 'ADDRESS'],
      ['<DATE_TIME>', 'DATE', 'DATE_TIME', 'DATE_TIME'],
      ['<US_DRIVER_LICENSE>', 'US_DRIVER_LICENSE', 'US_DRIVER_LICENSE', 'US_DRIVER_LICENSE'],
    ]);
    expect(findPlaceholders(text).every((s) => s.source === 'upstream-placeholder' && s.score === 1)).toBe(true);
  });

  it('finds bracketed, curly, coded and titled people with a key per identity', () => {
    // Prepare
    const text = "[STUDENT] and [NAME], ask {{name}}. Student M, then Student AB. Mr. R and Mrs. K's, Ms P, Miss T, Teacher B’s said so.";
    // Act
    const spans = found(text);
    // Assess
    expect(spans.map(([s, , , key]) => [s, key])).toEqual([
      ['[STUDENT]', 'STUDENT'],
      ['[NAME]', 'NAME'],
      ['{{name}}', 'NAME'],
      ['Student M', 'STUDENT:M'],
      ['Student AB', 'STUDENT:AB'],
      ['Mr. R', 'MR:R'],
      ['Mrs. K', 'MRS:K'],
      ['Ms P', 'MS:P'],
      ['Miss T', 'MISS:T'],
      ['Teacher B', 'TEACHER:B'],
    ]);
    expect(spans.every(([, type]) => type === 'PERSON')).toBe(true);
  });

  it('gives the same key to the same placeholder each time it appears', () => {
    // Prepare
    const text = 'Student M, show Student K your work. Good, Student M!';
    // Act
    const keys = findPlaceholders(text).map((s) => s.placeholder?.key);
    // Assess
    expect(keys).toEqual(['STUDENT:M', 'STUDENT:K', 'STUDENT:M']);
  });
});

describe("findTranscriptPlaceholders: a number puzzle's person named by a letter", () => {
  it("keeps a titled letter that names a puzzle's person anywhere in the transcript out of the redactions, and only that letter", () => {
    // Prepare
    const texts = [
      'alright so who remembers who Mr. X is, we met him on Friday. Ask Mr. R if you were out.',
      'okay here is the first one, Mr. X thinks of a number, he adds seven and he gets nineteen',
      'okay um Mr. X, no Ms. X (laughter) thinks of a number, she doubles it',
      "so Mr. Z's number is twenty-seven",
    ];
    // Act
    const keys = findTranscriptPlaceholders(texts).map((spans) => spans.map((s) => s.placeholder?.key));
    // Assess
    expect(keys).toEqual([['MR:R'], [], [], []]);
    // (a transcript with no puzzle keeps every titled letter a redaction)
    expect(findTranscriptPlaceholders([texts[0]!, 'Mr. X gave us the worksheet.']).map((spans) => spans.map((s) => s.placeholder?.key))).toEqual([['MR:X', 'MR:R'], ['MR:X']]);
  });
});

describe('findPlaceholders: the pronoun after a title a student calls the teacher by', () => {
  it.each(['Miss I wrote 5 to 3.', "Miss I don't get it.", "Miss I'm done."])('finds no code in %j', (text) => {
    expect(findPlaceholders(text)).toEqual([]);
  });

  it('still finds a title and the code letter I where no verb follows', () => {
    expect(findPlaceholders('Ask Mrs. I, she knows.').map((s) => s.placeholder?.key)).toEqual(['MRS:I']);
  });
});

describe('findPlaceholders: ordinary words and transcription tags', () => {
  it('ignores "[inaudible]" and other transcription tags', () => {
    // Prepare
    const text = '[inaudible] so it is [crosstalk] 3/4 [laughter] [Inaudible] [unclear] [pause]';
    // Act / Assess
    expect(findPlaceholders(text)).toEqual([]);
  });

  it('ignores "Student" alone, titles with real names, and a title closing a sentence', () => {
    // Prepare
    const texts = [
      'Student work goes on the board.',
      'Each Student gets a ruler.',
      'Mr. Rogers and Mrs. Kowalski will help.',
      'Please thank the teacher, Mr.',
      'Teacher Appreciation Week starts Monday.',
      // a capital followed by a non-ASCII letter starts a name, not a code ("Mr. F" + "ábio" would leak "ábio")
      'Please correct it to Mr. Fábio Barros, and ask Student Ōta or Dr. Émile Roux.',
      // a capital, an apostrophe and a letter start a surname ("Mr. O" + "'Connor" would leak "'Connor")
      "Mrs. O'Sullivan-Reyes's way is different; ask Mr. D'Angelo or Student O'Neil, or Mr. O’Brien.",
      "Mrs. O'sullivan typed in lower case after the apostrophe.",
    ];
    // Act
    const spans = texts.flatMap(found);
    // Assess
    expect(spans).toEqual([]);
  });

  it('ignores math in angle brackets and unknown labels', () => {
    // Prepare
    const text = 'Is 3 <x> 5? The vector <a,b> and <MATH> <y_1> are not placeholders.';
    // Act / Assess
    expect(findPlaceholders(text)).toEqual([]);
  });
});

describe('findPlaceholders on the bundled upstream-redacted sample', () => {
  it('finds every placeholder kind in it and none of the [inaudible] tags', () => {
    // Prepare
    const lines = readFileSync(`${SAMPLES}upstream-redacted.jsonl`, 'utf8').trim().split('\n');
    const texts = lines.flatMap((l) => (JSON.parse(l) as { messages: Array<{ text: string }> }).messages.map((m) => m.text));
    // Act
    const spans = texts.flatMap(found);
    // Assess
    const labels = new Set(spans.map(([, , label]) => label));
    expect([...labels].sort()).toEqual(['DATE_TIME', 'NAME', 'PERSON', 'STUDENT', 'TEACHER', 'TITLE', 'US_DRIVER_LICENSE']);
    expect(spans.filter(([s]) => s === '<US_DRIVER_LICENSE>')).toHaveLength(2);
    expect(spans.some(([s]) => /inaudible/.test(String(s)))).toBe(false);
  });
});
