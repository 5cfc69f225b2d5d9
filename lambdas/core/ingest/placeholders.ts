// Upstream redaction placeholders (`<PERSON>`, `[STUDENT]`, `Student M`, `Mr. R`, `{{name}}`) become
// candidate spans so later stages can audit them: true PII gets a surrogate, math gets a value back.
import type { PiiType, Span } from '../schema.js';
import { PII_TYPES } from '../schema.js';

/** Placeholder labels that are not our type names, mapped onto our types. Unknown labels are ignored. */
const LABEL_TYPES: Record<string, PiiType> = {
  NAME: 'PERSON',
  STUDENT: 'PERSON',
  TEACHER: 'PERSON',
  TUTOR: 'PERSON',
  PARENT: 'PERSON',
  FIRST_NAME: 'PERSON',
  LAST_NAME: 'PERSON',
  FULL_NAME: 'PERSON',
  ADDRESS: 'LOCATION',
  STREET_ADDRESS: 'LOCATION',
  GPE: 'LOCATION',
  CITY: 'LOCATION',
  ZIP_CODE: 'LOCATION',
  DATE_TIME: 'DATE',
  DOMAIN_NAME: 'URL',
  EMAIL: 'EMAIL_ADDRESS',
  PHONE: 'PHONE_NUMBER',
  SSN: 'US_SSN',
  DRIVER_LICENSE: 'US_DRIVER_LICENSE',
  PASSPORT: 'US_PASSPORT',
  BANK_NUMBER: 'US_BANK_NUMBER',
  USERNAME: 'SOCIAL_HANDLE',
  SCHOOL_NAME: 'SCHOOL',
};

const OUR_TYPES = new Set<string>(PII_TYPES);

function typeOf(label: string): PiiType | undefined {
  const upper = label.toUpperCase();
  return OUR_TYPES.has(upper) ? (upper as PiiType) : LABEL_TYPES[upper];
}

// <PERSON>, <US_DRIVER_LICENSE>
const ANGLE = /<([A-Za-z][A-Za-z_]{1,30})>/g;
// [STUDENT], [NAME]: bracketed labels; transcription tags such as [inaudible] are not in LABEL_TYPES.
const SQUARE = /\[([A-Za-z][A-Za-z_]{1,30})\]/g;
// {{name}}
const CURLY = /\{\{\s*([A-Za-z][A-Za-z_]{1,30})\s*\}\}/g;
// The end of a code: not the start of a longer word, Unicode-aware ("Mr. Fábio" is a name, not the code
// "Mr. F" followed by "ábio"), a possessive allowed ("Mr. R's"; "Mr. O'Connor" is a surname).
const CODE_END = String.raw`(?![\p{L}\p{M}\d_]|['’](?!s(?![\p{L}\p{M}]))\p{L})`;
// Student M, Student AB: a capital code.
const STUDENT_CODE = new RegExp(String.raw`\bStudent ([A-Z]{1,2})${CODE_END}`, 'gu');
// Mr. R, Mrs K, Miss T, Teacher B: a title and a single capital.
const TITLE_CODE = new RegExp(String.raw`\b(Mr|Mrs|Ms|Miss|Mx|Dr|Teacher)\.? ([A-Z])${CODE_END}`, 'gu');

/** What follows the pronoun "I": a lower-case word or a contraction ("I wrote", "I'm"). */
const PRONOUN_I_AFTER = /^(?:\s+\p{Ll}|['’]\p{Ll})/u;

/** "Mr. X thinks of a number", "Mr. Z's number is 27", "Ms. X, no, Ms. X (laughter) thinks of a number": a puzzle's
 * person named by a variable's letter (group 1), no one redacted. */
const PUZZLE_TITLE = /\b(?:Mr|Mrs|Ms|Miss)\.? ([XYZN])\b(?:['’]s (?:secret |mystery )?(?:number|rule)\b|[^.?!]{0,24}?\b(?:thinks|is thinking|thought|picks|picked|chose)(?: of)? a (?:secret |mystery )?number\b)/g;

/**
 * Every message's placeholders, read over the whole transcript: a title's letter that names a number puzzle's person
 * anywhere ("Mr. X thinks of a number") is that person wherever it comes, not a redaction ("who remembers who Mr. X is").
 */
export function findTranscriptPlaceholders(texts: readonly string[]): Span[][] {
  const puzzleLetters = new Set<string>();
  for (const text of texts) if (/\bnumber\b/.test(text)) for (const m of text.matchAll(PUZZLE_TITLE)) puzzleLetters.add(m[1]!);
  return texts.map((text) => {
    const spans = findPlaceholders(text);
    return puzzleLetters.size === 0 ? spans : spans.filter((s) => !(s.placeholder?.label === 'TITLE' && puzzleLetters.has(s.placeholder.key.slice(-1))));
  });
}

export function findPlaceholders(text: string): Span[] {
  if (!/[<[{]|Student |Mr|Mrs|Ms|Miss|Teacher|Dr/.test(text)) return [];
  const spans: Span[] = [];
  const add = (start: number, end: number, type: PiiType, label: string, key: string) =>
    spans.push({ start, end, type, source: 'upstream-placeholder', score: 1, placeholder: { label, key } });

  for (const re of [ANGLE, SQUARE, CURLY]) {
    for (const m of text.matchAll(re)) {
      const label = m[1]!.toUpperCase();
      const type = typeOf(label);
      if (type) add(m.index, m.index + m[0].length, type, label, label);
    }
  }
  for (const m of text.matchAll(STUDENT_CODE)) add(m.index, m.index + m[0].length, 'PERSON', 'STUDENT', `STUDENT:${m[1]}`);
  for (const m of text.matchAll(TITLE_CODE)) {
    // ("Miss I wrote 5 to 3.", "Miss I don't get it": the pronoun after the title a student calls the teacher by)
    if (m[2] === 'I' && PRONOUN_I_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue;
    const title = m[1]!.toUpperCase();
    add(m.index, m.index + m[0].length, 'PERSON', title === 'TEACHER' ? 'TEACHER' : 'TITLE', `${title}:${m[2]}`);
  }
  return spans.sort((a, b) => a.start - b.start);
}
