// Short answers to the previous speaker's question: "What grade are you in?" / "8th", "What's your
// name?" / "amara". Alone the reply carries no cue; the question is the cue. Questions and answer
// shapes are data (config/recognizers/answers.json).
import { z } from 'zod';
import { readConfigJson } from '../../config-files.js';
import { PiiType, type Span } from '../../schema.js';
import { lexicon } from '../lexicon.js';
import { sentenceEnd } from '../sentence.js';
import type { Recognizer } from '../types.js';
import { CONTEXT_SOURCE } from './person.js';
import { spokenHandle } from './contact.js';
import { spokenZip } from './spoken-address.js';

const AnswersFile = z.object({
  notAnswers: z.array(z.string()),
  questions: z.array(z.object({ type: PiiType, asks: z.string(), answer: z.string() })),
});

interface Question {
  type: PiiType;
  asks: RegExp;
  answer: RegExp;
}

/** A cheap gate before the questions' own patterns: every question names what it asks for. */
const ASKS_ANYTHING = /\b(?:name|grade|year|freshman|sophomore|junior|senior|number|old|age|birthday|birth|bday|b-day|dob|school|live|from|located|based|home|house|city|town|neighbou?rhood|zip|postal|username|user name|handle|tag|gamertag|insta|instagram|snap|snapchat|discord|tiktok)\b/i;
/** Someone else's age asked: "How old is he?", "How old are they?", "how old will she be". */
const OTHERS_AGE_ASKED = /\bhow old (?:is s?he|are they|(?:will|would) (?:s?he|they) be)\b/i;
// (or someone the listener knows: "Brothers. How old is he?", "Ha, how old is Chase now?")
const ASKS_YOU = new RegExp(String.raw`\b(?:you|your|ur|u|y['’]?all)\b|${OTHERS_AGE_ASKED.source}`, 'i');
/** "how old is Chase now?": someone the listener knows, asked about by name (case-sensitive: a capitalised name). */
const NAMED_AGE_ASKED = /\b[Hh]ow old is \p{Lu}\p{Ll}+(?: now)?\s*\?/u;
/** A question about someone else's age: in math talk it is a problem's ("How old is she in 5 years?"). */
const asksOthersAge = (question: string) => OTHERS_AGE_ASKED.test(question) || NAMED_AGE_ASKED.test(question);
/** "what school?", "which grade?": a question of a few words asks the one it follows up with. */
const SHORT_QUESTION = /^[^?]{0,20}\?\s*$/;
/** "How old?" closing a message, no one named: the listener's age outside math talk, a problem's in it. */
const BARE_AGE_ASKED = /\bhow old\s*\?\s*$/i;
/** The last sentence of a message, where a question closes it: "Happy birthday, Angel! How old?" asks "How old?". */
const lastSentence = (text: string) => text.replace(/^[^]*[.!?]\s+(?=[^.!?]*\?\s*$)/, '');

let loaded: { questions: Question[]; notAnswers: Set<string>; schoolStages: Set<string> } | undefined;

function answers() {
  if (loaded) return loaded;
  const file = AnswersFile.parse(readConfigJson('recognizers/answers.json'));
  loaded = {
    questions: file.questions.map((q) => ({ type: q.type, asks: new RegExp(q.asks, 'iu'), answer: new RegExp(q.answer, 'iud') })),
    notAnswers: new Set(file.notAnswers),
    schoolStages: new Set(lexicon().lists.schoolStages.map((w) => w.toLowerCase())),
  };
  return loaded;
}

const isName = (w: string, lex: ReturnType<typeof lexicon>) => lex.first.has(w) || lex.last.has(w);

/**
 * A name given as an answer opens with a capitalised word or a gazetteer name ("amara", not "its
 * complicated"); the words after it may be any surname but not ordinary words ("amara lol").
 */
function plausibleName(value: string, notAnswers: ReadonlySet<string>): boolean {
  const lex = lexicon();
  const [first, ...rest] = value.split(/\s+/);
  if (notAnswers.has(value.toLowerCase()) || notAnswers.has(first!.toLowerCase())) return false;
  if (!/^\p{Lu}/u.test(first!) && !isName(first!.toLowerCase(), lex)) return false;
  return rest.every((w) => /^\p{Lu}/u.test(w) || isName(w.toLowerCase(), lex) || !(lex.notNames.has(w.toLowerCase()) || notAnswers.has(w.toLowerCase())));
}

/**
 * A school given as an answer names something: a capitalised word, a name or place, or a school word
 * ("lincoln middle"); or one or two words that are no English word ("westview": a school's own name).
 */
function plausibleSchool(value: string, notAnswers: ReadonlySet<string>, stages: ReadonlySet<string>): boolean {
  const lex = lexicon();
  const words = value.split(/\s+/);
  if (notAnswers.has(value.toLowerCase()) || notAnswers.has(words[0]!.toLowerCase())) return false;
  if (words.length <= 2 && words.every((w) => !lex.english.has(w.toLowerCase()) && !lex.notNames.has(w.toLowerCase()))) return true;
  return words.some((w) => /^\p{Lu}/u.test(w) || isName(w.toLowerCase(), lex) || lex.cities.has(w.toLowerCase()) || stages.has(w.toLowerCase()));
}

/** A zip code given as an answer: five or nine digits, written or said ("six oh six one four"). */
const zipAnswered = (value: string) => /^\d{5}(?:-\d{4})?$/.test(value) || spokenZip(value);

/** A handle given as an answer, from `start`: one written with a digit, "_" or "." ("crispytaco_117"), or said aloud. */
function handleAnswered(text: string, start: number, value: string): [number, number] | undefined {
  if (/[a-z]/i.test(value) && /[\d_.]/.test(value) && !/^\d/.test(value)) return [start, start + value.length];
  return spokenHandle(text, start);
}

/** A place given as an answer is a town the gazetteer holds; a state or a country is larger than LOCATION. */
function plausiblePlace(value: string): boolean {
  const lex = lexicon();
  const place = value.toLowerCase().replace(/\.$/, '');
  return lex.towns.has(place) && !lex.regions.has(place) && !lex.notPlace.has(place);
}

/**
 * A place no gazetteer holds, given after "in", "near", "by" or "around" in capitalised words that open with
 * no English word ("east side, near Kessler Park"); not a state, a country or a word no place is.
 */
function cuedPlaceAnswered(text: string, start: number, value: string): string | undefined {
  if (!/\b(?:in|near|by|around)\s+$/i.test(text.slice(0, start))) return undefined;
  const lex = lexicon();
  const place = value.replace(/\.$/, '');
  const words = place.split(/,?\s+/);
  const first = words[0]!.toLowerCase();
  if (!words.every((w) => /^\p{Lu}/u.test(w)) || lex.english.has(first) || lex.notPlace.has(first) || lex.regions.has(place.toLowerCase())) return undefined;
  return place;
}

/** The town a place answer names, a state or country after it left out ("Lakeland florida", "beaverton, OR"); undefined for none. */
function townAnswered(value: string): string | undefined {
  if (plausiblePlace(value)) return value;
  const lex = lexicon();
  const words = value.split(/\s+/);
  for (let k = 1; k <= 2 && k < words.length; k++) {
    const region = words.slice(-k).join(' ').replace(/\.$/, '');
    const town = words.slice(0, -k).join(' ').replace(/,$/, '');
    if ((lex.regions.has(region.toLowerCase()) || lex.lists.stateCodes.includes(region.toUpperCase())) && plausiblePlace(town)) return town;
  }
  return undefined;
}

export const answerRecognizer: Recognizer = {
  id: 'context:answer',
  types: ['PERSON', 'GRADE_LEVEL', 'PHONE_NUMBER', 'AGE', 'DATE', 'LOCATION', 'SCHOOL', 'SOCIAL_HANDLE'],
  detect({ transcript, index, message, text, label }) {
    // Only short replies to someone else's question (outside math talk, the reply's first sentence: "He's 9 now. He
    // says he's only had two birthdays..."; in math talk a short answer goes on with its working: "18. That's too big")
    const previous = transcript.messages[index - 1];
    if (!previous || previous.role === message.role || (label === 'MATH' ? text.length : sentenceEnd(text, 0)) > 60 || !(ASKS_YOU.test(previous.text) || SHORT_QUESTION.test(lastSentence(previous.text)) || NAMED_AGE_ASKED.test(previous.text)) || !ASKS_ANYTHING.test(previous.text)) return [];
    const { questions, notAnswers, schoolStages } = answers();
    const out: Span[] = [];
    for (const q of questions) {
      if (!q.asks.test(previous.text) && !(q.type === 'AGE' && NAMED_AGE_ASKED.test(previous.text))) continue;
      const m = q.answer.exec(text);
      const value = m?.groups?.value;
      if (!m || !value) continue;
      if (q.type === 'PERSON' && !plausibleName(value, notAnswers)) continue;
      // An age in words ("Six.") or of someone else ("He's 14.") answers a problem's question in math talk
      // (a bare "How old?" asks the listener only outside math talk: "Happy birthday, Angel! How old?"; in math talk a problem's)
      if (q.type === 'AGE' && label === 'MATH' && (!/^\d/.test(value) || asksOthersAge(previous.text) || BARE_AGE_ASKED.test(previous.text))) continue;
      if (q.type === 'SCHOOL' && !plausibleSchool(value, notAnswers, schoolStages)) continue;
      const [start] = m.indices!.groups!.value!;
      if (q.type === 'SOCIAL_HANDLE') {
        const handle = handleAnswered(text, start, value);
        if (!handle) continue;
        out.push({ start: handle[0], end: handle[1], type: q.type, source: this.id, score: 0.8 });
        break;
      }
      const answered = q.type === 'LOCATION' && !zipAnswered(value) ? (townAnswered(value) ?? cuedPlaceAnswered(text, start, value)) : value;
      if (!answered) continue;
      // A name given on request confirms that name for the whole transcript, like "my name is"
      out.push({ start, end: start + answered.length, type: q.type, source: q.type === 'PERSON' ? CONTEXT_SOURCE : this.id, score: 0.85 });
      break;
    }
    return out;
  },
};
