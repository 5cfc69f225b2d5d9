// A roll call: a sentence that is nothing but three or more names set off by commas ("Alright, Will, Grace, Diego.",
// "Marisol, Tavion, Hope, we're all here?"), or a pair called to a turn ("Ximena and Will."). It calls each one, word-names
// too; the recognizer and the verifier read it alike.
import { sentenceEnd, sentenceStart } from './sentence.js';

/** Greetings and fillers a roll may open with: "Evening, folks. Summer, Noor, Zeke." reads its second sentence. */
const OPENERS = /^\s*(?:(?:alright|all right|okay|ok|so|hi|hey|hello|morning|afternoon|evening|good (?:morning|afternoon|evening)|welcome(?: back)?)\s*,?\s+)*/i;
const NAME = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+`;
/** Names only, the last after "and" at most, or a question to them after ("..., we're all here?", "..., who has their folder?",
 * "..., and, wait, where's Dmitri": a cut-off word and a filler may come first). */
const ROLL = new RegExp(String.raw`^(?:${NAME},\s+){2,}(?:and\s+)?${NAME}(?:,\s+(?:and,\s+)?(?:(?:wait|um|uh|oh),\s+)?(?:we['’]re|you['’]re|are you|is everyone|everybody|who|where)\b[^]*)?\s*$`, 'u');
/** Each name of a roll, for the recognizer. */
export const ROLL_NAME = new RegExp(NAME, 'gu');

/** Where the names of the roll call holding [start, end) start (its opener left out), or -1 if the sentence is none. */
export function rollCallAt(text: string, start: number, end: number): number {
  const from = sentenceStart(text, start);
  const sentence = text.slice(from, sentenceEnd(text, end));
  const opener = OPENERS.exec(sentence)![0].length;
  return ROLL.test(sentence.slice(opener)) ? from + opener : -1;
}

/** Two names and nothing else but a short call after them: "Ximena and Will.", "Hope with Kenji.", "Destiny and Hunter, captain's turn." */
const PAIR = new RegExp(String.raw`^(${NAME})\s+(?:and|&|with)\s+(${NAME})(?:,\s+[^.?!]{0,30})?\s*$`, 'u');

/** The pair of names the sentence holding [start, end) calls to a turn, or undefined. */
export function pairCalled(text: string, start: number, end: number): [string, string] | undefined {
  const sentence = text.slice(sentenceStart(text, start), sentenceEnd(text, end)).replace(OPENERS, '');
  const m = PAIR.exec(sentence);
  return m ? [m[1]!, m[2]!] : undefined;
}
