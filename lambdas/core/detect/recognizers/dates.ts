// Specific dates ("March 3rd", "3/14/2012", "2024-05-01"). Seed 000's generic detector produced
// 3,386 false DATEs from math, so: numeric dates must be real calendar dates; two-part forms ("3/14")
// are fractions unless date words say otherwise, and never dates inside MATH segments; and in MATH
// segments even a month-name date needs personal context (word problems have dates too).
import type { Span } from '../../schema.js';
import { cueWords, hasCue } from '../cue-scan.js';
import { longestDigitRun } from '../digits.js';
import { hasContext } from '../lexicon.js';
import { overlapsAny, span, type Recognizer } from '../types.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
// Days in digits or ordinal words ("July fourth", "the twenty-first of May")
const ORDINAL_UNITS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
/** Every day of a month as an ordinal word, a space where a hyphen may stand ("twenty first"). */
const ORDINALS = [
  ...ORDINAL_UNITS,
  ...['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'],
  ...ORDINAL_UNITS.map((u) => `twenty ${u}`),
  'thirtieth',
  'thirty first',
];
// (no ordinal starts another, so the order of the alternatives does not matter)
const ORDINAL_WORDS = ORDINALS.map((w) => w.replace(' ', '[- ]')).join('|');
const DAY = `(?:(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?|${ORDINAL_WORDS})`;
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const TEENS = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
/** A year said aloud: "twenty twelve", "nineteen ninety-nine", "two thousand and eight", "twenty oh five". */
const SPOKEN_YEAR = `(?:(?:nineteen|twenty)[- ](?:oh[- ](?:${UNITS})|${TEENS}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:${UNITS}))?)|two thousand(?:(?: and)? (?:${TEENS}|twenty(?:[- ](?:${UNITS}))?|${UNITS}))?)`;
const YEAR = `(?:(?:19|20)\\d{2}|${SPOKEN_YEAR})`;
/** A year before 1900 right after a month and day. */
const HISTORIC_YEAR_NEXT = /^,?\s+1[0-8]\d{2}(?!\d)/;

const MONTH_DAY = new RegExp(`\\b${MONTH}\\.?\\s+(${DAY})(?:,?\\s+(${YEAR}))?\\b`, 'gi');
const DAY_MONTH = new RegExp(`\\b(${DAY})\\s+(?:of\\s+)?${MONTH}\\b(?:,?\\s+(${YEAR}))?`, 'gi');
// (a sentence's full stop may follow: "born on 2/8/1935.")
const NUMERIC = /(?<![\w/.-])(\d{1,2})([/.-])(\d{1,2})\2((?:19|20)?\d{2})(?![\w/-]|\.\d)/g;
const ISO = /(?<![\w-])((?:19|20)\d{2})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?(?![\w-])/g;
/** A cheap gate for the numeric form: digits either side of its separator. */
const DIGIT_SEPARATOR_DIGIT = /\d[/.-]\d/;
const SHORT = /(?<![\w/.-])(\d{1,2})\/(\d{1,2})(?![\w/-]|\.\d)/g;

/** A cheap gate for the month-name forms. */
const MONTH_NAME = cueWords(MONTHS);
/** An ordinal day in words ("third", "twenty first"): with a month, what a date without digits needs. */
const ORDINAL_GATE = cueWords(ORDINALS.map((w) => ` ${w} `));
/** Between the event word and its date: "is", "was on", "'s", ":" ("my bday is 4/11", "born on 3/14"). */
const EVENT_TO_DATE = /^(?:['’]s)?\s*(?:is|was|will be|'s|’s|es|fue|=|:)?\s*(?:on\s+|el\s+)?(?:the\s+)?$/i;
/** Personal events whose date is told like a birthday ("my sisters wedding is 6/21"), outside math talk. */
// (and a review or a checkup, or someone coming home: "his annual review is 10/29", "my mom comes home 6/12"; a court date
// or a discharge: "my court date is 2/11")
const EVENT = /\b(?:birthday|birth ?date|date of birth|dob|born|bday|b-day|wedding|anniversary|graduation|funeral|surgery|appointment|appt|meeting|conference|recital|quincea[nñ]era|quince|bar mitzvah|bat mitzvah|due date|party|sleepover|concert|tournament|annual review|checkup|check-up|homecoming|comes home|coming home|gets back|court date|hearing|discharge|cumple(?:a[nñ]os)?)\b/i;
const BIRTH_CUE = /\b(?:birthday|birth ?date|date of birth|dob|born|bday|b-day)\b/i;
/**
 * "the test is on 12/14": a school event said to fall on the date, in any segment. Only "is/was/will be
 * on" right before it: "my quiz was 8/10" is a score and "a quiz on 3/4" may be about the fraction.
 */
const SCHOOL_EVENT_ON = /\b(?:(?:test|exam|quiz|midterm|final|finals|sat|psat|act|staar|regents)s?(?:['’]s|\s+(?:is|was|will be))\s+on|(?:is|are|was|were|it'?s|its)\s+due(?:\s+on)?|due date is)\s+(?:the\s+)?$/i;
// (and Portuguese: "14 de julho")
const ES_MONTH = '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro)';
const ES_DATE_GATE = new RegExp(String.raw` de ${ES_MONTH}\b`, 'i');
/** French: "le 12 février", "le 1er mars" (the day and month, the article left out). */
// (and Haitian Creole's months where no English word is spelled alike: "27 jiyè", "3 desanm")
const FR_DATE = /(?<![\p{L}\d])\d{1,2}(?:er)? (?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|janvye|fevriye|jiyè|jiyet|septanm|oktòb|novanm|desanm)(?: \d{4})?(?![\p{L}\d])/giu;
/** A day of the Hebrew calendar: "my hebrew birthday is 14 Adar", "15 Nisan". */
const HEBREW_DATE = /(?<![\p{L}\d])\d{1,2} (?:Tishrei|Tishri|Cheshvan|Heshvan|Kislev|Tevet|Teves|Shevat|Shvat|Adar(?: I{1,2}| Aleph| Bet)?|Nisan|Iyar|Sivan|Tammuz|Tamuz|Av|Elul)(?![\p{L}\d])/gu;
const FR_DATE_GATE = /\d (?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre|janvye|fevriye|jiy[èe]|septanm|okt[òo]b|novanm|desanm)/i;
const ES_DATE = new RegExp(String.raw`\b\d{1,2} de ${ES_MONTH}(?: (?:de|del) \d{4})?(?![\p{L}\d])`, 'giu');
const ES_PERSONAL_CUE = /(?<![\p{L}])(?:cumpleaños|cumpleanos|cumple|nací|naci|nació|nacio|boda|quinceañera|quince|fiesta|cita|examen|prueba|graduación|graduacion)(?![\p{L}])[^.?!\n]*$/iu;
/** "our unit test on slope is april twenty second", "my brother graduates may twenty-eighth": a school or family
 * event said to fall on the day, in its own clause (what a month in lower case and a day in words need). */
const SCHOOL_EVENTS = 'test|exam|quiz|midterm|finals?';
/** Words that make the clause about an answer or a score, not an event's day ("the final answer is 3/4"). */
const NOT_EVENT = 'answers?|questions?|problems?|numbers?|steps?|results?|values?|scores?|grades?';
const EVENT_IS = new RegExp(
  String.raw`\b(?:(?:${SCHOOL_EVENTS}|recital|concert|tournament|wedding|graduation|party)s?\b(?:(?!\b(?:${NOT_EVENT})\b)[^.?!,\n]){0,30}?\b(?:is|was|will be)|graduates?|graduating)\s+(?:on\s+)?(?:the\s+)?$`,
  'i',
);
/** "the quiz on this is 2/6": a school event's day, said in the present or future in its own clause (not a
 * score: "my quiz was 8/10", "the test score is 9/10"). */
// ("the final answer is 3/4" is an answer: "final" names the event only alone, and no answer, question,
// score or grade may come between)
const SCHOOL_EVENT_IS = new RegExp(String.raw`\b(?:${SCHOOL_EVENTS})s?\b(?:(?!\b(?:${NOT_EVENT}|got|out of)\b)[^.?!,\n]){0,30}?\b(?:is|will be)\s+(?:on\s+)?(?:the\s+)?$`, 'i');
/** A word problem's opening or question: its test day is the story's. */
const PROBLEM_ABOUT = /^\s*(?:if|suppose|imagine)\b|\bhow (?:many|much|long|far|old)\b/i;
/** "you'll be out on 4/22 for the dentist": a day someone is away, outside math talk. */
const AWAY_WORD = /\b(?:out|off|gone|away|absent)\s+on\b/i;
const AWAY_ON = /\b(?:be|been|is|are|am|['’]ll be|will be|['’]re|['’]m)\s+(?:out|off|gone|away|absent)\s+on\s+(?:the\s+)?$/i;
/** "3/4 of the unit" is a fraction of something, "9/10 points" a score. */
const FRACTION_OF_AFTER = /^\s+(?:of|points?|pts|pages?|questions?|problems?|correct|right)\b/;
/** A weekday, written out or cut short, right before a day of the month ("Saturday 10/19", "Thu, 4/17"). */
const WEEKDAY_BEFORE = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\.?,?\s+$/i;
const WEEKDAY_BEFORE_GATE = /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+\d{1,2}\//i;
/** A form's date label opening a line or a column ("Date: 2/27", "Name: ...   Date:"). */
const FORM_DATE_BEFORE = /(?:^|\n|[ \t]{2,}|\|[ \t]*)Date[ \t]*:[ \t]*$/;
/** A transcriber's note of when the talk was recorded ("Recording date 11/14.", "Session date: 3/2", "recorded on 11/14"). */
const RECORDED_DATE_BEFORE = /\b(?:(?:recording|session|observation|interview|lesson|visit)\s+date[ \t]*:?|recorded(?:\s+on)?|observed\s+on)[ \t]+$/i;
const SCHOOL_EVENT_WORD = /\b(?:test|exam|quiz|midterm|final|sat|psat|act|staar|regents|due)/i;
/** "Happy early birthday for the 9th!", "my bday is on the 22nd": a day of the month alone, right after a birthday. */
const BIRTHDAY_DAY = /\b(?:birthday|bday|b-day)\s+(?:is\s+|was\s+)?(?:on|for)\s+the\s+((?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\b/gi;
const MONTH_INDEX = new Map(MONTHS.map((m, i) => [m, i + 1]));
/**
 * "we write it as 3/4 and say three-fourths, not March 4th": in math talk a month-name date whose month
 * and day are a fraction written in the same message is that fraction read aloud, unless a birthday is told.
 */
function readsFraction(text: string, date: string): boolean {
  const month = MONTH_INDEX.get(date.slice(0, 3).toLowerCase());
  const day = /\d+/.exec(date)?.[0];
  if (!month || !day || BIRTH_CUE.test(text)) return false;
  for (const m of text.matchAll(SHORT)) if (Number(m[1]) === month && Number(m[2]) === Number(day)) return true;
  return false;
}
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export function validDate(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

export const dateRecognizer: Recognizer = {
  id: 'rule:date',
  types: ['DATE'],
  detect({ text, label }) {
    // A date needs a digit, or a month and an ordinal word ("my birthday's march third", spoken)
    if (longestDigitRun(text) === 0 && !(hasCue(text, ORDINAL_GATE) && hasCue(text, MONTH_NAME))) return [];
    const out: Span[] = [];
    const math = label === 'MATH';
    for (const re of hasCue(text, MONTH_NAME) ? [MONTH_DAY, DAY_MONTH] : []) {
      for (const m of text.matchAll(re)) {
        const end = m.index + m[0].length;
        // "May 5" also reads as "may 5 of them": month names need a capital or a year or date words
        if (/^may\b/i.test(m[0]) && !/^May/.test(m[0]) && !m[2] && !/(?:st|nd|rd|th)$/i.test(m[1]!)) continue;
        // "first may be hard", "5 may work": a day before a lower-case "may" needs "of" or a year
        if (re === DAY_MONTH && /\bmay\b/.test(m[0]) && !/\bof\b/i.test(m[0]) && !m[2]) continue;
        if (re === DAY_MONTH && /^[a-z]/i.test(m[1]!) && !/\bof\b/i.test(m[0]) && !/\p{Lu}/u.test(m[0].slice(m[1]!.length))) continue;
        // An ordinal word needs a capitalised month or a year ("march second" in chat is often a step)
        // ("my test is on october twenty first": a school event's date too)
        if (/^[a-z]/i.test(m[1]!) && !/^\p{Lu}/u.test(m[0].replace(/^[^A-Za-z]*/, '')) && !m[2] && re === MONTH_DAY && !/(?:born|birthday|bday)/i.test(text) && !SCHOOL_EVENT_ON.test(text.slice(Math.max(0, m.index - 40), m.index)) && !EVENT_IS.test(text.slice(Math.max(0, m.index - 48), m.index))) continue;
        // (in math talk a class's test day counts too, "also the unit 5 test is on February 6th", unless
        // the message is a problem about a test: "If the test is on March 3rd, how many days...")
        // (and the calendar's today, "Today is Wednesday, May 7th, 2025.", or a day counted from it, in no story: "if ... today
        // is", "Story problem on the board", "a concert is on march 9 and today is feb 20")
        const today = ((TODAY_IS.test(text.slice(Math.max(0, m.index - 48), m.index)) || WEEKDAY_NEAR_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) && !STORY_TODAY.test(text)) || countsFromToday(text);
        // (a comment's or a message's time stamp, its year and its clock time: "Dana Haddad · Oct 14, 2024, 3:47 PM")
        const stamped = m[2] !== undefined && CLOCK_AFTER.test(text.slice(end, end + 14));
        if (math && !stamped && ((!hasContext(text, m.index, end, 'DATE_PERSONAL') && !(schoolEventSaid(text, m.index) && !PROBLEM_ABOUT.test(text)) && !today) || (re === MONTH_DAY && readsFraction(text, m[0])))) continue;
        // "July 4th, 1776": a date in history belongs to no one living
        if (HISTORIC_YEAR_NEXT.test(text.slice(end, end + 8))) continue;
        out.push(span(m.index, end, 'DATE', this.id, m[2] || m[3] ? 0.95 : 0.85));
      }
    }
    // (the numeric form needs digits joined by a separator, ISO a four-digit year)
    for (const m of DIGIT_SEPARATOR_DIGIT.test(text) ? text.matchAll(NUMERIC) : []) {
      const [a, b] = [Number(m[1]), Number(m[3])];
      if (!validDate(a, b) && !validDate(b, a)) continue;
      const end = m.index + m[0].length;
      if (math && !hasContext(text, m.index, end, 'DATE_PERSONAL') && m[2] !== '/') continue;
      out.push(span(m.index, end, 'DATE', this.id, math ? 0.7 : 0.9));
    }
    for (const m of longestDigitRun(text) >= 4 ? text.matchAll(ISO) : []) {
      if (validDate(Number(m[2]), Number(m[3]))) out.push(span(m.index, m.index + m[0].length, 'DATE', this.id, 0.95));
    }
    // "3/14" is a fraction unless a birthday (outside math talk, any personal event) is being told right
    // before it, with no other number between: "my bday is 4/11 and the problem says 4/12" dates only 4/11
    const cue = math ? BIRTH_CUE : EVENT;
    if (cue.test(text)) {
      // (both cues hold every birthday word)
      for (const m of text.matchAll(BIRTHDAY_DAY)) {
        const start = m.index + m[0].length - m[1]!.length;
        out.push(span(start, start + m[1]!.length, 'DATE', this.id, 0.8));
      }
      for (const m of text.matchAll(SHORT)) {
        const end = m.index + m[0].length;
        const before = text.slice(Math.max(0, m.index - 40), m.index);
        const at = lastMatchEnd(before, cue);
        if (validDate(Number(m[1]), Number(m[2])) && at >= 0 && EVENT_TO_DATE.test(before.slice(at)) && hasContext(text, m.index, end, 'DATE_PERSONAL', false)) out.push(span(m.index, end, 'DATE', this.id, 0.7));
      }
    }
    // Spanish and Portuguese: "mi cumpleaños es el 5 de mayo", "nací el 14 de febrero del 2012" (a personal cue before it); outside
    // math talk a day so written is a date of someone's, as an English one is ("our flight is dia 14 de julho")
    if (text.includes(' de ') && ES_DATE_GATE.test(text))
      for (const m of text.matchAll(ES_DATE)) {
        if (ES_PERSONAL_CUE.test(text.slice(Math.max(0, m.index - 40), m.index))) out.push(span(m.index, m.index + m[0].length, 'DATE', this.id, 0.85));
        else if (!math) out.push(span(m.index, m.index + m[0].length, 'DATE', this.id, 0.8));
      }
    // A Hebrew calendar's day, outside math talk ("my hebrew birthday is 14 Adar")
    if (!math && /\d (?:Ti|Ch|He|Ki|Te|Sh|Ad|Ni|Iy|Si|Ta|Av|El)/.test(text)) for (const m of text.matchAll(HEBREW_DATE)) out.push(span(m.index, m.index + m[0].length, 'DATE', this.id, 0.8));
    // French, outside math talk: "la sortie de ski c'est le 12 février" ("mai" only after "le": "5 mai" is also Portuguese "more")
    if (!math && FR_DATE_GATE.test(text))
      for (const m of text.matchAll(FR_DATE)) if (!/ mai$/i.test(m[0]) || /\ble\s+$/i.test(text.slice(Math.max(0, m.index - 4), m.index))) out.push(span(m.index, m.index + m[0].length, 'DATE', this.id, 0.8));
    // "Name: Amara Okonkwo     Date: 2/27": a form's date field, in any segment (a pasted worksheet's header)
    if (text.includes('Date')) {
      for (const m of text.matchAll(SHORT)) {
        if (FORM_DATE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) && validDate(Number(m[1]), Number(m[2]))) out.push(span(m.index, m.index + m[0].length, 'DATE', this.id, 0.85));
      }
    }
    // "[... Recording date 11/14. Names partially pseudonymized.]": outside math talk
    if (!math && (text.includes('date') || text.includes('ecorded') || text.includes('bserved'))) {
      for (const m of text.matchAll(SHORT)) {
        const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
        if (RECORDED_DATE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)) && validDate(Number(m[1]), Number(m[2])) && !FRACTION_OF_AFTER.test(after) && !out.some((s) => s.start === m.index)) out.push(span(m.index, m.index + m[0].length, 'DATE', this.id, 0.85));
      }
    }
    // "can we move the session to Saturday 10/19?", "See you Sat 10/19 at 10": a weekday before it makes a day of the calendar, outside math talk
    if (!math && text.includes('/') && WEEKDAY_BEFORE_GATE.test(text)) {
      for (const m of text.matchAll(SHORT)) {
        // ("on Sunday 1/2 of us went": a fraction of something)
        if (!validDate(Number(m[1]), Number(m[2])) || !WEEKDAY_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) || FRACTION_OF_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12)) || out.some((s) => s.start === m.index)) continue;
        out.push(span(m.index, m.index + m[0].length, 'DATE', this.id, 0.8));
      }
    }
    const away = !math && AWAY_WORD.test(text);
    if (text.includes('/') && (away || SCHOOL_EVENT_WORD.test(text))) {
      for (const m of text.matchAll(SHORT)) {
        const end = m.index + m[0].length;
        // "3/4 of the unit" is a fraction of something, "9/10 points" a score
        if (FRACTION_OF_AFTER.test(text.slice(end, end + 12))) continue;
        const before = text.slice(Math.max(0, m.index - 48), m.index);
        const said = schoolEventSaid(text, m.index) || (away && AWAY_ON.test(before));
        if (validDate(Number(m[1]), Number(m[2])) && said && !out.some((s) => s.start === m.index)) out.push(span(m.index, end, 'DATE', this.id, 0.7));
      }
    }
    if (out.length && RANGE_GATE.test(text)) rangeEnds(text, out, this.id);
    return out;
  },
};

/** A clock time right after a dated year: ", 3:47 PM", " at 9:05am". */
const CLOCK_AFTER = /^,?\s+(?:at\s+)?\d{1,2}:\d{2}\s*(?:[AaPp]\.?[Mm]\.?)?(?![\d:])/;
/** "from October 1st through October 14th": the other end of a range whose first end is someone's date is theirs too. */
const RANGE_GATE = /\b(?:through|thru|to|until|till)\s|[-–]/;
const RANGE_NEXT = new RegExp(`^(\\s*(?:through|thru|to|until|till|-|–)\\s*)${MONTH}\\.?\\s+${DAY}\\b`, 'i');
function rangeEnds(text: string, out: Span[], id: string): void {
  for (const s of [...out]) {
    const m = RANGE_NEXT.exec(text.slice(s.end, s.end + 32));
    if (!m) continue;
    const start = s.end + m[1]!.length;
    const end = s.end + m[0].length;
    if (!overlapsAny(out, start, end)) out.push(span(start, end, 'DATE', id, s.score));
  }
}

export const MONTH_NAMES = MONTHS;

/** The month and day a found date names ("October 29th", "19th of December", "12/25/2024", "July fourth"), if it reads as one. */
export function monthDayOf(date: string): readonly [number, number] | undefined {
  const numeric = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-]\d{2,4})?$/.exec(date.trim());
  if (numeric) return validDate(Number(numeric[1]), Number(numeric[2])) ? [Number(numeric[1]), Number(numeric[2])] : undefined;
  const month = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.exec(date)?.[1];
  const digits = /\b(\d{1,2})(?:st|nd|rd|th)?\b(?!\d)/i.exec(date.replace(/\b(?:19|20)\d{2}\b/, ''))?.[1];
  // (the longest ordinal word wins: "twenty first" holds "first")
  const ordinal = ORDINALS.reduce((best, o, i) => (new RegExp(String.raw`\b${o.replace(' ', '[- ]')}\b`, 'i').test(date) && (best < 0 || o.length > ORDINALS[best]!.length) ? i : best), -1);
  const day = digits ? Number(digits) : ordinal >= 0 ? ordinal + 1 : undefined;
  const m = month ? MONTH_INDEX.get(month.toLowerCase()) : undefined;
  return m && day && validDate(m, day) ? [m, day] : undefined;
}

/** A school event said, in its own clause, to fall on the date starting at `at` ("the quiz on this is 2/6"). */
function schoolEventSaid(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 48), at);
  return SCHOOL_EVENT_ON.test(before) || SCHOOL_EVENT_IS.test(before);
}
/** What makes a today a story's: "if the concert is on march third and today is", "story problem", "a concert is on". */
const STORY_TODAY = /\b(?:if|suppose|imagine|let['’]s say(?!\s+(?:the\s+(?:whole\s+)?date|it)\s+together))\b|\b(?:story|word) problem\b|\b(?:a|an)\s+(?:concert|game|party|trip|recital|show|fair|movie|play|race)\s+(?:is|was)\b/i;
/** "Today is Wednesday, May 7th, 2025.", "Today's date is the": the class's own calendar, right before its date. */
// (said short too: "Today's the 24th of March.")
export const TODAY_IS = /\b(?:(?:today|today['’]s date)\s+is|today['’]s)\s+(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?(?:the\s+)?$/i;
/** The class's own calendar counted from: "How many days from today until the concert?". */
const FROM_TODAY = /\b(?:from|since|until|till|after|before)\s+today\b/i;
/** A message counting days from the class's own today, in no story ("a concert is on march 9 ... how many days from today"). */
export const countsFromToday = (text: string) => FROM_TODAY.test(text) && !STORY_TODAY.test(text);
/** A day named from this week, right before its date: "Next Thursday, February 6th, is an early-release day." */
const WEEKDAY_NEAR_BEFORE = /\b(?:next|this|last|coming)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+(?:the\s+)?$/i;

/** Where the last match of `re` in `text` ends, or -1. */
function lastMatchEnd(text: string, re: RegExp): number {
  let global = GLOBAL.get(re);
  if (!global) GLOBAL.set(re, (global = new RegExp(re.source, 'gi')));
  let end = -1;
  for (const m of text.matchAll(global)) end = m.index + m[0].length;
  return end;
}
/** The global twin of each cue pattern, compiled once. */
const GLOBAL = new Map<RegExp, RegExp>();
