// NRP: nationality, religion or political group ("I'm Mexican", "a Catholic school", "great Ethiopian
// food", "the Democrats"). Words come from config/recognizers/lists.json. A first-person statement
// counts in any case and any segment. Otherwise the word must be capitalised as a proper adjective or
// noun, and outside math talk: word problems carry flags, foods and languages, not identities.
// Exceptions are data too: nrpNotPii phrases ("Roman numerals"), language cues ("in Spanish",
// "English class"), and words that are ordinary at a sentence start ("Polish your answer").
import type { Span } from '../../schema.js';
import { cueWords, hasCue } from '../cue-scan.js';
import { lexicon, opensRegion } from '../lexicon.js';
import { span, type Recognizer } from '../types.js';

const FIRST_PERSON =
  /\b(?:i'?m|i am|im|i’m|we'?re|we’re|we are|she'?s|she’s|she is|he'?s|he’s|he is|my family is|my parents are|my (?:mom|dad|mother|father|grandma|grandpa|family)(?: is| are|['’]s)|i was born|as an?|being)\s+(?:(?:a|an|half|also|very|proud|um+|uh+|like)\s+(?!(?:i|we)\b)){0,2}([a-z]+)(?=([- ][a-z]+)?)/gi;
/** The same in Spanish, Portuguese and Haitian Creole ("soy mexicana", "somos salvadoreños", "sou brasileiro", "nou se ayisyen"); read only where one of its words is. */
const FIRST_PERSON_ES =
  /\b(?:soy|somos|sou|nou se|mwen se|mi familia es|mis (?:papás|papas|padres) son)\s+(?:(?:medio|media|también|tambien)\s+)?(\p{L}+)(?=([- ]\p{L}+)?)/giu;
const hasSpanishCue = (text: string) => text.includes('soy') || text.includes('somos') || text.includes('sou ') || text.includes('mi familia') || text.includes('mis p') || text.includes(' se ');
/** A further identity joined to one just stated ("... half puerto rican", "... and Korean", "... y hondureña"). */
const CHAINED = /^\s*(?:,|\/|&|and|or|y)?\s*(?:half\s+|part\s+|medio\s+)?(\p{L}+)(?=([- ]\p{L}+)?)/iu;
// (a relative told of outside math talk too: "shes nigerian so math is like a big deal")
const FIRST_PERSON_GATE = /\b(?:i'?m|i’m|i am|im|we|we'?re|my|i was|as an?|being|she'?s|she’s|she is|he'?s|he’s|he is|soy|somos|sou|nou se|mwen se|mi familia|mis)\b/i;
/** Its words, found with every other gate's in one pass; the regex then only where one is. */
const FIRST_PERSON_CUES = cueWords(['i m', 'im', 'i am', 'we', 'we re', 'were', 'my', 'i was', 'as a', 'as an', 'being', 'she s', 'shes', 'she is', 'he s', 'hes', 'he is', 'soy', 'somos', 'sou', 'nou se', 'mwen se', 'mi familia', 'mis'].map((w) => ` ${w} `));
/** Capitalised words; the lookahead offers the next part for two-word entries ("Puerto Rican"). */
const CAPITALISED = /\b[A-Z][a-z]+(?=([- ][A-Z][a-z]+)?)/g;
const SENTENCE_START = /(?:^|[.!?:]\s*|["“(]\s*)$/;
/** Who someone is, asked or told: "Is your family ", "Our family is ", "we're ", "Are you ", "Is she also ", "he's ", "they're both ". */
const IDENTITY_BEFORE = /\b(?:(?:is|are|was|were)\s+(?:your|his|her|their)\s+(?:family|parents|mom|dad|mother|father|grandma|grandpa|grandparents)|(?:my|our|his|her|their)\s+(?:family|parents|mom|dad|mother|father|grandma|grandpa|grandparents)\s+(?:is|are|was|were)|we(?:['’]re|\s+are|\s+were)|are\s+(?:you|they)|(?:is|was)\s+(?:he|she)|(?:he|she)(?:['’]s|\s+is|\s+was)|they(?:['’]re|\s+are|\s+were))\s+(?:(?:also|both|all|half)\s+)?$/i;
/** After an NRP word, nothing it could qualify: a language word there is a noun, the language. */
const NO_NOUN_AFTER = /^(?:\s*(?:[^\sA-Za-z]|$)|\s+(?:and|or|but|is|was|are|were|so|too|to|in|on|at|with|as|the|a|an|very|now|then|that|this|which|how|when|because|for|of|well|really|better|instead|please)\b)/;

/** The longest list entry made of `first` and optionally `rest` ("Puerto" + " Rican"), or undefined. */
function entry(first: string, rest: string | undefined, set: ReadonlySet<string>): string | undefined {
  if (rest && set.has((first + rest).toLowerCase())) return first + rest;
  return set.has(first.toLowerCase()) ? first : undefined;
}

function insidePhrase(lower: string, start: number, end: number, phrases: readonly string[]): boolean {
  for (const p of phrases) {
    for (let i = lower.indexOf(p); i !== -1; i = lower.indexOf(p, i + 1)) if (i <= start && end <= i + p.length) return true;
  }
  return false;
}

export const nrpRecognizer: Recognizer = {
  id: 'rule:nrp',
  types: ['NRP'],
  detect({ text, label }) {
    const lex = lexicon();
    const out: Span[] = [];
    // The lower-cased text for the not-PII phrases, made at most once (inline, not a helper closure: under
    // tsx each named closure is renamed on creation, a cost paid on every message)
    let lower: string | undefined;
    if (hasCue(text, FIRST_PERSON_CUES) && FIRST_PERSON_GATE.test(text)) {
      for (const m of hasSpanishCue(text) ? [...text.matchAll(FIRST_PERSON), ...text.matchAll(FIRST_PERSON_ES)] : text.matchAll(FIRST_PERSON)) {
        const value = entry(m[1]!, m[2], lex.nrp);
        // (in math talk "she's French" is a story's character)
        if (!value || (label === 'MATH' && /^(?:she|he)\b/i.test(m[0]))) continue;
        const start = m.index + m[0].length - m[1]!.length;
        if (insidePhrase((lower ??= text.toLowerCase()), start, start + value.length, lex.lists.nrpNotPii)) continue;
        out.push(span(start, start + value.length, 'NRP', this.id, 0.85));
        // The same statement goes on: "half filipino half puerto rican", "Mexican and Korean"
        let end = start + value.length;
        for (let c = CHAINED.exec(text.slice(end)); c; c = CHAINED.exec(text.slice(end))) {
          const next = entry(c[1]!, c[2], lex.nrp);
          if (!next) break;
          const at = end + c[0].length - c[1]!.length;
          out.push(span(at, at + next.length, 'NRP', this.id, 0.85));
          end = at + next.length;
        }
      }
    }
    if (label === 'MATH') return out;
    const { before, after } = lex.nrpLanguage;
    // An exec loop, not matchAll (which copies the pattern): this runs on every message outside math talk
    CAPITALISED.lastIndex = 0;
    for (let m = CAPITALISED.exec(text); m; m = CAPITALISED.exec(text)) {
      const value = entry(m[0], m[1], lex.nrp);
      if (!value) continue;
      const start = m.index;
      const end = start + value.length;
      if (out.some((s) => s.start === start)) continue;
      const key = value.toLowerCase();
      const prev = /([A-Za-z]+)\s+$/.exec(text.slice(Math.max(0, start - 16), start))?.[1]?.toLowerCase();
      const next = /^\s+([A-Za-z]+)/.exec(text.slice(end, end + 20))?.[1];
      // "Is your family Filipino, Ximena?", "Are you Haitian?", "my grandpa taught me, he's Japanese": someone's identity asked
      // about or told, never the language
      if (IDENTITY_BEFORE.test(text.slice(Math.max(0, start - 40), start))) {
        out.push(span(start, end, 'NRP', this.id, 0.85));
        continue;
      }
      // "in Spanish", "English class": a language or a subject, not a person's identity
      if ((prev && before.has(prev)) || (next && after.has(next.toLowerCase()))) continue;
      // "[French]": a transcriber's note on the language spoken
      if (text[start - 1] === '[') continue;
      // "your English", "in French", "words of English": a language, not a group of people
      if (lex.nrpLanguages.has(key) && NO_NOUN_AFTER.test(text.slice(end, end + 16))) continue;
      // "Polish your answer", "Liberal use of...": ordinary words when they open a sentence
      if (lex.nrpAmbiguous.has(key) && SENTENCE_START.test(text.slice(Math.max(0, start - 3), start))) continue;
      // "Christian, good job": a first name unless it follows an article or qualifies a noun ("a Christian school"); a name
      // only with a strong cue is the group ("the families I know are Muslim")
      if (lex.first.has(key) && !lex.notNames.has(key) && !(next && /^[a-z]/.test(next)) && !(prev && /^(?:a|an|the)$/.test(prev))) continue;
      if (insidePhrase((lower ??= text.toLowerCase()), start, end, lex.lists.nrpNotPii)) continue;
      // "the Czech Republic", "Dominican Republic": the first word of a country's name
      if (next && opensRegion(lex, key, next.toLowerCase())) continue;
      out.push(span(start, end, 'NRP', this.id, 0.7));
    }
    return out;
  },
};
