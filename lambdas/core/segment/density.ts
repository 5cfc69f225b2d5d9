// Math density of a message (seed 000, section 5.1): single-word vocabulary hits (weight 1),
// multi-word phrase hits (1.5) and math expression pattern hits (2.0), over the token count.
// Vocabulary and patterns are data (config/segment), compiled once.
import { readConfigJson } from '../config-files.js';
import { phraseAlternatives } from '../regex.js';
import { z } from 'zod';

const Vocabulary = z.object({ words: z.array(z.string()), phrases: z.array(z.string()), notMath: z.array(z.string()).default([]) });
const Patterns = z.object({
  patterns: z.array(z.object({ family: z.string(), source: z.string(), flags: z.string().optional() })),
});

export const WEIGHTS = { word: 1, phrase: 1.5, pattern: 2 } as const;

export interface MathLexicon {
  words: ReadonlySet<string>;
  phrases: RegExp | undefined;
  /** Compounds whose vocabulary word names something else ("phone number"): that word is not counted. */
  notMath: RegExp | undefined;
  patterns: ReadonlyArray<{ family: string; re: RegExp }>;
}



export function compileLexicon(vocabulary: unknown, patterns: unknown): MathLexicon {
  const v = Vocabulary.parse(vocabulary);
  const p = Patterns.parse(patterns);
  const alternation = (xs: readonly string[]) => phraseAlternatives(xs.map((ph) => ph.toLowerCase()));
  const phrases = alternation(v.phrases);
  const notMath = alternation(v.notMath);
  const words = new Set(v.words.map((w) => w.toLowerCase()));
  // Each compound takes back one counted word, so it must hold exactly one
  for (const c of v.notMath)
    if (c.toLowerCase().split(/\s+/).filter((w) => words.has(w)).length !== 1) throw new Error(`math vocabulary: notMath compound "${c}" must hold exactly one vocabulary word`);
  return {
    words,
    phrases: phrases.length ? new RegExp(`\\b(?:${phrases.join('|')})\\b`, 'g') : undefined,
    // Plural too ("phone numbers"): vocabulary words count in the plural (mathDensity)
    notMath: notMath.length ? new RegExp(`\\b(?:${notMath.join('|')})(?:e?s)?\\b`, 'g') : undefined,
    patterns: p.patterns.map((x) => ({ family: x.family, re: new RegExp(x.source, x.flags ?? 'g') })),
  };
}

let builtIn: MathLexicon | undefined;
export function defaultLexicon(): MathLexicon {
  builtIn ??= compileLexicon(
    readConfigJson('segment/math-vocabulary.json'),
    readConfigJson('segment/math-patterns.json'),
  );
  return builtIn;
}

export interface Density {
  density: number;
  tokens: number;
  words: number;
  phrases: number;
  patterns: number;
}

const TOKEN = /\S+/g;

/** A vocabulary word or its plural: the list holds "fraction", talk says "fractions", "angles", "probabilities". */
function inVocabulary(w: string, words: ReadonlySet<string>): boolean {
  if (words.has(w)) return true;
  if (w.length < 4 || w.charCodeAt(w.length - 1) !== 115) return false;
  return words.has(w.slice(0, -1)) || (w.endsWith('es') && words.has(w.slice(0, -2))) || (w.endsWith('ies') && words.has(`${w.slice(0, -3)}y`));
}
// Whole words in any script: an ASCII-only class read "pi" out of "Piétrain"
const WORD = /\p{L}+(?:-\p{L}+)*/gu;

export function mathDensity(text: string, lex: MathLexicon = defaultLexicon()): Density {
  const tokens = text.match(TOKEN)?.length ?? 0;
  if (tokens === 0) return { density: 0, tokens: 0, words: 0, phrases: 0, patterns: 0 };
  const lower = text.toLowerCase();
  let words = 0;
  for (const w of lower.match(WORD) ?? []) if (inVocabulary(w, lex.words)) words++;
  // "my phone number is": the compound's vocabulary word was counted above; it names no math here
  if (words && lex.notMath) words -= lower.match(lex.notMath)?.length ?? 0;
  const phrases = lex.phrases ? (lower.match(lex.phrases)?.length ?? 0) : 0;
  let patterns = 0;
  for (const { re } of lex.patterns) {
    re.lastIndex = 0;
    patterns += text.match(re)?.length ?? 0;
  }
  const score = words * WEIGHTS.word + phrases * WEIGHTS.phrase + patterns * WEIGHTS.pattern;
  return { density: score / tokens, tokens, words, phrases, patterns };
}

/** Which pattern families match a text (for tests and reports). */
export function patternFamilies(text: string, lex: MathLexicon = defaultLexicon()): string[] {
  return lex.patterns.filter(({ re }) => {
    re.lastIndex = 0;
    return re.test(text);
  }).map((p) => p.family);
}
