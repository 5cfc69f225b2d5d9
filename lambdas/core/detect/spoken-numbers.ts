// Numbers said aloud, as speech recognition writes them: "five five five two one three", "forty eight
// eighty two", "one oh five", "double five", "two thousand eleven", "one eight hundred". Phone numbers,
// house numbers, zip codes, handles and email local parts are all said this way in voice sessions; this
// module reads a run of number words into the digits the speaker means, for every recognizer that needs it.

import { longestFirst } from '../regex.js';

// (Spanish digits too: parents dictate a number digit by digit, "cinco cinco cinco, dos tres uno")
const UNITS: Readonly<Record<string, number>> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  cero: 0, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
};
const TEENS: Readonly<Record<string, number>> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 2, thirty: 3, forty: 4, fifty: 5, sixty: 6, seventy: 7, eighty: 8, ninety: 9,
};

/** Every number word the reader knows. */
export const NUMBER_WORDS: readonly string[] = [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), 'hundred', 'thousand', 'double', 'triple'];
/** One number word (a regex source, for callers that gate on or anchor to number words). */
export const NUMBER_WORD = `(?:${longestFirst(NUMBER_WORDS)})`;
/** Between two number words: spaces, a comma, a dash or a dot, and a filler ("five five five um two one three"). */
const GAP = String.raw`(?:[\s,.-]+(?:(?:um+|uh+|like)[\s,]+)?)`;
/** A run of number words (a regex source): at least one word. */
export const NUMBER_RUN = `\\b${NUMBER_WORD}(?:${GAP}${NUMBER_WORD})*\\b`;

export interface SpokenNumber {
  start: number;
  end: number;
  /** The digits the words stand for ("forty eight eighty two" -> "4882"). */
  digits: string;
  /** The value of each word said as a digit or a two-digit group, in order (for counting tests). */
  values: number[];
}

const WORD = /[a-z]+/gi;

/** Two digits for a tens, teen or unit word at `i` ("forty eight" -> "48", "five" -> "05"); the words used. */
function twoDigits(words: readonly string[], i: number): [string, number] | undefined {
  const w = words[i];
  if (w === undefined) return undefined;
  if (w in TEENS) return [String(TEENS[w]), 1];
  if (w in TENS) {
    const u = words[i + 1];
    return u !== undefined && u in UNITS && UNITS[u]! > 0 ? [`${TENS[w]}${UNITS[u]}`, 2] : [`${TENS[w]}0`, 1];
  }
  if (w in UNITS) return [`0${UNITS[w]}`, 1];
  return undefined;
}

/**
 * The digits a run of number words stands for, or undefined when the words do not make digits
 * ("a hundred", "double" at the end). Digit words say one digit, teens and tens two ("forty eight" 48,
 * "forty" 40), "X hundred Y" three, "X thousand Y" X then three, "double/triple X" a repeated digit.
 */
export function digitsOf(words: readonly string[]): { digits: string; values: number[] } | undefined {
  let digits = '';
  const values: number[] = [];
  for (let i = 0; i < words.length; ) {
    const w = words[i]!;
    if (w === 'double' || w === 'triple') {
      const u = words[i + 1];
      if (u === undefined || !(u in UNITS)) return undefined;
      digits += String(UNITS[u]).repeat(w === 'double' ? 2 : 3);
      values.push(UNITS[u]!);
      i += 2;
    } else if (w in UNITS && words[i + 1] === 'hundred') {
      const rest = twoDigits(words, i + 2);
      digits += UNITS[w] + (rest?.[0] ?? '00');
      values.push(UNITS[w]! * 100);
      i += 2 + (rest?.[1] ?? 0);
    } else if (w === 'thousand') {
      if (!digits) return undefined;
      // "two thousand eleven" 2011, "two thousand three hundred" 2300
      const h = words[i + 1];
      if (h !== undefined && h in UNITS && words[i + 2] === 'hundred') {
        const rest = twoDigits(words, i + 3);
        digits += UNITS[h] + (rest?.[0] ?? '00');
        i += 3 + (rest?.[1] ?? 0);
      } else {
        const rest = twoDigits(words, i + 1);
        digits += '0' + (rest?.[0] ?? '00');
        i += 1 + (rest?.[1] ?? 0);
      }
    } else if (w in UNITS) {
      digits += UNITS[w];
      values.push(UNITS[w]!);
      i++;
    } else {
      const pair = twoDigits(words, i);
      if (!pair) return undefined; // "hundred" with no number before it
      digits += pair[0];
      values.push(Number(pair[0]));
      i += pair[1];
    }
  }
  return { digits, values };
}

const FILLER = /^(?:um+|uh+|like)$/i;
let runRe: RegExp | undefined;

/** Every run of number words in `text` with the digits it stands for (runs that make no digits are skipped). */
export function spokenNumbers(text: string): SpokenNumber[] {
  runRe ??= new RegExp(NUMBER_RUN, 'gi');
  const out: SpokenNumber[] = [];
  for (const m of text.matchAll(runRe)) {
    const words = (m[0].match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => !FILLER.test(w));
    const read = digitsOf(words);
    if (read) out.push({ start: m.index, end: m.index + m[0].length, ...read });
  }
  return out;
}

/** Values that count or step evenly ("one two three four", "two four six eight ten"): recited math, not a number. */
export function countingAloud(values: readonly number[]): boolean {
  if (values.length < 4) return false;
  const step = values[1]! - values[0]!;
  return step !== 0 && values.every((v, i) => i === 0 || v - values[i - 1]! === step);
}

const ALL_WORDS: ReadonlySet<string> = new Set(NUMBER_WORDS);
/** Whether a lower-case word is a number word. */
export const isNumberWord = (word: string): boolean => ALL_WORDS.has(word);
