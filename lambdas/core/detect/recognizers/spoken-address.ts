// Street lines and zip codes said aloud, as speech recognition writes them: "we're at four twelve maple
// avenue", "one oh five pine road apartment three b", "the zip is nine oh two one oh". The written forms
// are read by location.ts; here the house number is number words, so a street needs a name word before
// its street word, and a place cue before the number unless the number is said in two words or more. In
// math talk the cue must be the speaker's own ("i live at", "my address is"): "sam lives at" is a word
// problem's.
import type { Span } from '../../schema.js';
import { lexicon } from '../lexicon.js';
import { longestFirst } from '../../regex.js';
import { isNumberWord, NUMBER_RUN, NUMBER_WORD, spokenNumbers } from '../spoken-numbers.js';
import { span, type Recognizer } from '../types.js';
import { chatCues, CUE_NUMBER_WORDS } from './contact.js';

const OWN_CUE = String.raw`(?:(?:i|we)\s+(?:live|lived|used to live|stay)|(?:i'?m|we'?re|i am|we are)\s+(?:living|staying)|(?:my|our)\s+(?:address|house|home|apartment)\s+is)\s+(?:at|on)?`;
const ANY_CUE = String.raw`(?:\b(?:lives?|lived|living|address\s+is|house\s+is|(?:we'?re|i'?m|they'?re|we are|i am)\s+(?:at|on|over\s+on)|moved\s+to)\s+(?:at|on)?)`;
const FILLERS = String.raw`(?:(?:um+|uh+|like)\s+)*`;

interface Patterns {
  own: RegExp;
  /** Words no street or city name holds ("at", "the", "to"...). */
  stops: ReadonlySet<string>;
  /** Cheap test: a street word or a zip word occurs at all. */
  maybe: RegExp;
  street: RegExp;
  /** A city and a spoken zip code right after a street line ("elm street springfield six two seven oh four"). */
  cityZip: RegExp;
  zip: RegExp;
}
let patterns: Patterns | undefined;

function compile(): Patterns {
  if (patterns) return patterns;
  const l = lexicon().lists;
  const suffixes = longestFirst(l.streetSuffixes.map((w) => w.toLowerCase()));
  const units = longestFirst(l.unitWords.filter((w) => /^[a-z]+$/i.test(w)).map((w) => w.toLowerCase()));
  return (patterns = {
    own: new RegExp(OWN_CUE, 'i'),
    stops: new Set(l.notContactWords.map((w) => w.toLowerCase())),
    maybe: new RegExp(`\\b(?:${suffixes}|zip|postal)\\b`, 'i'),
    // group 1 the cue, 2 the house number, 3 the street's name words
    street: new RegExp(
      String.raw`(${ANY_CUE}\s*)?${FILLERS}(${NUMBER_RUN})\s+((?:[a-z][a-z'’-]*\s+){1,2})(?:${suffixes})\b` +
        String.raw`(?:\s+(?:${units}|number)\s+(?:${NUMBER_RUN}(?:\s+[a-z]\b)?|[a-z]\b))?`,
      'gi',
    ),
    cityZip: new RegExp(String.raw`[\s,]+((?!${NUMBER_WORD}\b)[a-z]+(?:\s+(?!${NUMBER_WORD}\b)[a-z]+)?)[\s,]+(${NUMBER_RUN})`, 'iy'),
    zip: new RegExp(String.raw`\b(?:zip|postal)(?:\s*code)?(?:\s+is)?\s*[:,]?\s*${FILLERS}(${NUMBER_RUN})`, 'gi'),
  });
}

/** Words that may name a street or a city: no number words, and none of the words that never open an address. */
function placeWords(words: string, stops: ReadonlySet<string>): boolean {
  return words
    .trim()
    .split(/\s+/)
    .every((w) => !isNumberWord(w.toLowerCase()) && !stops.has(w.toLowerCase()));
}

/** Words that say a zip code, and nothing else: one run of number words making five or nine digits ("six oh six one four"). */
export function spokenZip(words: string): boolean {
  const runs = spokenNumbers(words);
  const n = runs[0];
  return runs.length === 1 && n!.start === 0 && n!.end === words.length && (n!.digits.length === 5 || n!.digits.length === 9);
}

export const spokenAddressRecognizer: Recognizer = {
  id: 'rule:address-spoken',
  types: ['LOCATION'],
  detect({ text, label }) {
    if (!(chatCues(text) & CUE_NUMBER_WORDS)) return [];
    const p = compile();
    const out: Span[] = [];
    if (!p.maybe.test(text)) return out;
    // (a zip code said after its own word counts in any segment)
    const zipWord = /\b(?:zip|postal)\b/i.test(text);
    if (label === 'MATH' && !zipWord && !p.own.test(text)) return out;
    for (const m of text.matchAll(p.street)) {
      const cue = m[1] ?? '';
      const start = m.index + m[0].indexOf(m[2]!, cue.length);
      if (!placeWords(m[3]!, p.stops)) continue;
      // in math talk only the speaker's own home counts: "sam lives at ..." is a word problem's; elsewhere
      // a house number of two words or more ("four twelve", "one oh five") needs no cue
      if (label === 'MATH' ? !p.own.test(text.slice(Math.max(0, m.index - 30), m.index + cue.length)) : !cue && !/\s/.test(m[2]!)) continue;
      const end = m.index + m[0].length;
      out.push(span(start, end, 'LOCATION', this.id, 0.8));
      p.cityZip.lastIndex = end;
      const tail = p.cityZip.exec(text);
      if (tail && placeWords(tail[1]!, p.stops) && spokenZip(tail[2]!)) {
        const city = end + tail[0].indexOf(tail[1]!);
        const zip = end + tail[0].length - tail[2]!.length;
        out.push(span(city, city + tail[1]!.length, 'LOCATION', this.id, 0.8), span(zip, zip + tail[2]!.length, 'LOCATION', this.id, 0.8));
      }
    }
    if (zipWord)
      for (const m of text.matchAll(p.zip)) {
        if (!spokenZip(m[1]!)) continue;
        const start = m.index + m[0].length - m[1]!.length;
        out.push(span(start, start + m[1]!.length, 'LOCATION', this.id, 0.8));
      }
    return out;
  },
};
