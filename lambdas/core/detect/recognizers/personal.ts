// Personal facts a student discloses: age, grade level, course, school (NRP lives in nrp.ts, LOCATION
// in location.ts). All are about the speaker, so the patterns
// anchor on first-person or possessive phrasing; lists live in config/recognizers/lists.json.
import type { Span } from '../../schema.js';
import { longestDigitRun } from '../digits.js';
import { cueWords, hasCue, type CueGroup } from '../cue-scan.js';
import { lexicon } from '../lexicon.js';
import { escapeRegExp, longestFirst } from '../../regex.js';
import { span, type DetectContext, type Recognizer } from '../types.js';


// "I'm 12", "I am 9 years old", "age 12", "12 years old", "turning 13". The number is the span.
/** Ages said in words ("im fourteen", a grandparent's "turned seventy"). */
const AGE_WORDS: Record<string, number> = Object.fromEntries([
  ...'three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ').map((w, i) => [w, i + 3] as const),
  ...'thirty forty fifty sixty seventy eighty ninety'.split(' ').map((w, i) => [w, 30 + 10 * i] as const),
]);
// (a tens word and a unit, "seventy-four", "sixty six", is read first: a grandparent's age told in words)
const AGE_WORD = [String.raw`(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](?:one|two|three|four|five|six|seven|eight|nine)`, ...Object.keys(AGE_WORDS)].join('|');
const AGE_NUMBER = String.raw`(\d{1,2}|${AGE_WORD})`;
/** A relative's age, a baby's one or two years in words too ("my sister is two"; kept to talk outside math below). */
const KIN_AGE_NUMBER = String.raw`(\d{1,2}|${AGE_WORD}|one|two)`;
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** An age's value, in figures or in words ("seventy-four" is 74). */
function ageValue(value: string): number {
  const lower = value.toLowerCase();
  const [tens, unit] = lower.split(/[- ]/);
  if (unit !== undefined && AGE_WORDS[tens!] !== undefined) return AGE_WORDS[tens!]! + UNITS.indexOf(unit) + 1;
  return AGE_WORDS[lower] ?? (UNITS.includes(lower) ? UNITS.indexOf(lower) + 1 : Number(value));
}
/** Words said between the cue and the age: "i'm like 13", "my brother deandre is like sixteen", "im also twelve". */
const AGE_HEDGE = String.raw`(?:(?:only|almost|about|around|just|actually|really|literally|also|already|like|um+|uh+)\s+){0,2}`;
/** What may follow an age that closes its clause ("I'm 12.", "I'm 12 and in 7th grade", "12 yrs"). */
// (speech transcribed without punctuation closes it with a filler or the next clause's subject: "i'm eleven um
// yeah", "my brother's fifteen he's a sophomore", "im eleven my brother is the one whos fifteen")
// (or an emoji: "im gonna be 11 🎉"; these patterns read UTF-16 units, so the class holds the emoji's first unit)
const AGE_CLOSES = String.raw`(?=\s*(?:years?|yrs?|y\/?o)\b|\s*[.!,;?\uD83C-\uD83E\u2600-\u27BF]|\s*$|\s+(?:and|but|so|too|now|right now|today|already|btw|lol|lmao|haha|um+|uh+|yeah|he['’]?s|she['’]?s|he|she|i|why|my|cause|because|when|also|actually|tho)\b)`;
// (and the kin words other languages give grandparents, said in English talk: "My Lolo is 81.")
const RELATIVE_WORDS =
  'brother|sister|cousin|son|daughter|mom|mum|dad|mother|father|grandma|grandpa|grandmother|grandfather|aunt|uncle|friend|kid|child|niece|nephew|stepbrother|stepsister|stepmom|stepdad|grandson|granddaughter|grandkid|grandchild|granny|nana|nani|dadi|lola|lolo|abuela|abuelo|abuelita|abuelito|teta|jiddo|nonna|nonno|ayeeyo|awoowe|hooyo|aabo|baby';
const RELATIVE = `(?:${RELATIVE_WORDS})`;
/** "my little brother", "my cousin": a relative of the speaker's. */
const MY_RELATIVE = String.raw`\bmy (?:little |big |older |younger |baby |twin |best )?(?:great[- ])*${RELATIVE}`;

type AgeRule = 'self' | 'yearsOld' | 'yo' | 'cued' | 'lifeTime' | 'described' | 'second' | 'relative' | 'relativeSaid' | 'only' | 'named';
// Each pattern carries a cheap gate: most messages hold none of its words. `digits`: the pattern's
// number is written in digits only, so a message without one is skipped.
// `words`: the number is written in words only, so a message without a number word is skipped.
/** Spanish ages in words, one to eighteen. */
const ES_AGE_WORD = 'uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|dieciseis|diecisiete|dieciocho';
// (or one the speaker says they have: "I have a brother though. He's 15.")
export const RELATIVE_NAMED = new RegExp(String.raw`${MY_RELATIVE}\b|\b(?:have|got) an? (?:little |big |older |younger |baby |twin )?${RELATIVE}\b`, 'i');
/** "I ", "she " right before a turn's verb. */
// ("I'm turning ten.", "Kemal, you're turning nine": the speaker's or the listener's)
const OWN_TURN_BEFORE = /\b(?:I|I['’]m|I am|[Yy]ou['’]re|[Yy]ou are)\s+(?:just\s+)?$/;
const SHE_HE_BEFORE = /\b(?:she|he)\s+(?:just\s+)?$/i;
/** "My grandma " right before a turn's verb. */
const MY_RELATIVE_BEFORE = new RegExp(String.raw`${MY_RELATIVE}(?:\s+\p{Lu}\p{Ll}+)?\s+$`, 'iu');
/** A parent naming their child: "Caleb's mom", "father of Yousef", "my son". */
const PARENT_OF = /['’]s (?:mom|mum|dad|mother|father|parent|guardian)\b|\b(?:mom|mum|dad|mother|father|parent|guardian) of\b|\bmy (?:son|daughter|kid|child)\b/i;
const AGE_PATTERNS: Array<{ rule: AgeRule; re: RegExp; score: number; gate: CueGroup; digits?: true; words?: true }> = [
  { rule: 'self', re: new RegExp(String.raw`\b(?:i'?m|i am|im|i’m)\s+${AGE_HEDGE}${AGE_NUMBER}${AGE_CLOSES}`, 'gi'), score: 0.9, gate: cueWords([' i m ', ' im ', ' i am ']) },
  // "my birthday is march 23 and i'm gonna be 13!!"
  // ("I'm gonna be 13 in March": the month or the day it happens may close it)
  { rule: 'cued', re: new RegExp(String.raw`\b(?:i'?m|i am|im|i’m)\s+(?:gonna|going to)\s+be\s+${AGE_NUMBER}(?:${AGE_CLOSES}|(?=\s+(?:in|on|next|this)\b))`, 'gi'), score: 0.85, gate: cueWords([' gonna be ', ' going to be ']) },
  // "2020. I was 6.": an age the speaker was, closing its clause
  { rule: 'self', re: new RegExp(String.raw`\bi was\s+${AGE_HEDGE}${AGE_NUMBER}${AGE_CLOSES}`, 'gi'), score: 0.8, gate: cueWords([' i was ']) },
  { rule: 'yearsOld', re: /\b(\d{1,2})\s*(?:-|\s)?(?:years?|yrs?)[\s-]*old\b/gi, score: 0.85, gate: cueWords(['old']), digits: true },
  // "14 y/o and a freshman": chat's own abbreviation is said of a person (not in math talk, where characters have ages)
  { rule: 'yo', re: /(?<![\w./])(\d{1,2})\s*y\/o\b/gi, score: 0.85, gate: cueWords(['y/o']), digits: true },
  { rule: 'cued', re: /\b(?:my age is|(?:at )?the age of|age:?|aged|turn(?:ed|s|ing)?|i'?ll be|i will be)\s+(\d{1,2})\b(?!\s*(?:degrees?|°|times|percent|%|more|pages?|minutes?|hours?|steps?))/gi, score: 0.85, gate: cueWords(['age', 'turn', 'll be']), digits: true },
  // "turning fourteen next week", "i'll be ten in march": an age in words after the same cues, closing its clause or followed by when
  { rule: 'cued', re: new RegExp(String.raw`\b(?:my age is|(?:at )?the age of|aged|turn(?:ed|s|ing)?|i'?ll be|i will be)\s+(${AGE_WORD})(?=\s*(?:years?|yrs?)\b|\s*[.!,;?]|\s*$|\s+(?:and|but|so|too|now|btw|lol|next|this|in|on|tomorrow|soon|today|yesterday|last|i|she|he|they|we)\b)`, 'gi'), score: 0.8, gate: cueWords(['age', 'turn', 'll be']), words: true },
  // "Written when he was 78.", "when I was 6, I ...": an age at a time of life, the number closing the clause
  { rule: 'lifeTime', re: /\bwhen (?:i|he|she|they|we) (?:was|were)\s+(?:only\s+|about\s+)?(\d{1,2})(?=\s*(?:years?|yrs?)\b|\s*[.!?;,]|\s*$)/gi, score: 0.8, gate: cueWords([' when ']), digits: true },
  // "a 19 year old man", "this 79 year old female": someone's age, said of a person
  { rule: 'described', re: /\b(\d{1,2})[\s-]*(?:years?|yrs?)[\s-]*old\s+(?:man|woman|male|female|boy|girl|kid|child|student|patient|son|daughter|brother|sister)\b/gi, score: 0.85, gate: cueWords(['old']), digits: true },
  // The tutor to the student: "Since you're 10, ...", "Keep it that way, you're ten, you need sleep."
  // ("And you're 10 now?")
  { rule: 'second', re: new RegExp(String.raw`\b(?:you'?re|you’re|you are|ur)\s+(?:only\s+|almost\s+|just\s+)?(\d{1,2}|${AGE_WORD})(?=\s*(?:years?|yrs?)\b|(?:\s+now)?\s*[.!,;?]|\s*$)`, 'gi'), score: 0.8, gate: cueWords([' you', ' ur ']) },
  // "my little brother is 7 and he can already do this", "my little brother marcus is 10"
  // ("my grandpa was 9 when they landed on the moon": an age a relative was)
  // (a baby's months too: "My baby brother is 8 months.")
  { rule: 'relative', re: new RegExp(String.raw`${MY_RELATIVE}(?: [a-z]+)?(?:'s| is| was)\s+${AGE_HEDGE}${KIN_AGE_NUMBER}(?:${AGE_CLOSES}|(?=\s+months?(?:\s+old)?\s*(?:[.!,;?]|$|and\b)))`, 'gi'), score: 0.8, gate: cueWords([' my ']) },
  // "My boys are 6 and 9", "my girls are 4 and 7 now": the speaker's children, each age (the second read after the first)
  { rule: 'relative', re: new RegExp(String.raw`\bmy (?:two |three )?(?:boys|girls|kids|sons|daughters|twins|children)\s+are\s+${AGE_NUMBER}(?:(?=\s+and\s+(?:\d{1,2}|${AGE_WORD})${AGE_CLOSES})|(?!\s+and\b)${AGE_CLOSES})`, 'gi'), score: 0.8, gate: cueWords([' boys ', ' girls ', ' kids ', ' sons ', ' daughters ', ' twins ', ' children ']) },
  { rule: 'relative', re: new RegExp(String.raw`(?<=\bmy (?:two |three )?(?:boys|girls|kids|sons|daughters|twins|children)\s+are\s+(?:\d{1,2}|${AGE_WORD})\s+and\s+)${AGE_NUMBER}${AGE_CLOSES}`, 'gi'), score: 0.8, gate: cueWords([' boys ', ' girls ', ' kids ', ' sons ', ' daughters ', ' twins ', ' children ']) },
  // French: "t'as 13 ans", "mon petit frère qui a 5 ans", "Mon pépère a 81 ans": the speaker's, the listener's or a relative's
  { rule: 'relative', re: /(?<![\p{L}])(?:j['’]ai|t['’]as|tu as|qui a|(?:pépère|mémère|grand-père|grand-mère|frère|sœur|soeur|mère|père|oncle|tante|cousin|cousine|bébé)\s+a)\s+(\d{1,2})\s+ans(?![\p{L}])/giu, score: 0.8, gate: cueWords([' ans ']), digits: true },
  // Spanish: "ya tengo 13 años", "tengo 11" (the number alone closing the clause); chat drops the tilde ("anos")
  { rule: 'self', re: new RegExp(String.raw`\btengo\s+(\d{1,2}|${ES_AGE_WORD})(?=\s+a[ñn]os\b|\s*[.!,;?]|\s*$|\s+(?:y|pero|jaja|lol)\b)`, 'giu'), score: 0.85, gate: cueWords(['tengo']) },
  // "mi hermanita tiene ocho anos", "mi primo Julio tiene 15 años": a relative's, the years said
  { rule: 'relative', re: new RegExp(String.raw`\b(?:mis? (?:herman(?:it)?[oa]s?|prim[oa]s?|hij[oa]s?|sobrin[oa]s?|t[ií][oa]s?|abuelit?[oa]s?)(?: \p{L}+)?|ella|él)\s+(?:ya\s+)?tienen?\s+(\d{1,2}|${ES_AGE_WORD})\s+a[ñn]os\b`, 'giu'), score: 0.8, gate: cueWords(['tiene']) },
  // "my brother is 3 times older... wait no hes 16", "my brother is the one whos fifteen": the relative named
  // before, then "he's" or "who's" (read only after "my <relative>"; "My grandma ... She died in the summer. She was 81.")
  // (or, outside math talk, after a parent names the child: "this is Renata, Caleb's mom. He's 13 and...")
  { rule: 'relativeSaid', re: new RegExp(String.raw`\b(?:he|she|who)(?:'?s|’s| is| was)\s+${AGE_HEDGE}${KIN_AGE_NUMBER}(?!\s*(?:years?|yrs?)\s+(?:older|younger|apart|ago|later|before|after|more|less))${AGE_CLOSES}`, 'gi'), score: 0.75, gate: cueWords([' he s', ' hes', ' she s', ' shes', ' who s', ' whos', ' he is', ' she is', ' who is', ' he was', ' she was', ' who was']) },
  // "She'll be 71 in March.", "she will be 12, so maybe that week no class": a relative's coming age, read as the above
  // ("he's gonna be seven", "She's turning one"; the number after "turning" closing its clause, as "turns 90" is a rotation)
  { rule: 'relativeSaid', re: new RegExp(String.raw`\b(?:he|she)(?:['’]ll| will|(?:['’]?s| is) (?:gonna|going to|about to)) be\s+${AGE_HEDGE}${KIN_AGE_NUMBER}(?:${AGE_CLOSES}|(?=\s+(?:in|on|next|this)\b))`, 'gi'), score: 0.75, gate: cueWords([' he ll ', ' she ll ', ' will be ', ' gonna be ', ' going to be ', ' about to be ']) },
  { rule: 'relativeSaid', re: new RegExp(String.raw`\b(?:he|she)(?:['’]?s| is) turning\s+${KIN_AGE_NUMBER}(?:${AGE_CLOSES}|(?=\s+(?:in|on|next|this)\b))`, 'gi'), score: 0.75, gate: cueWords([' turning ']) },
  // "Yusuf is 5.", "I do, Lucía is thirteen, and she wants nothing to do with the garden.": outside math talk, someone named by a
  // given name, then the age closing its clause (the name read below)
  { rule: 'named', re: new RegExp(String.raw`\b(\p{Lu}\p{Ll}+)\s+(?:is|was)\s+(?:only\s+|almost\s+|just\s+)?(\d{1,2}|${AGE_WORD})(?=\s*(?:years?\s+old\b|[.!,;]|$)|\s+(?:and|but|now|already|too)\b)`, 'gu'), score: 0.75, gate: cueWords([' is ', ' was ']) },
  // "Wow, you're only 12 and already doing systems of equations?": the same said to the student (not in math talk, as above)
  { rule: 'second', re: new RegExp(String.raw`\b(?:you'?re|you’re|you are|ur)\s+(?:only|just)\s+(\d{1,2}|${AGE_WORD})\b(?!\s*(?:%|percent|more|left|away|short|off|behind|ahead|minutes?|mins?|hours?|seconds?|points?|questions?|problems?|pages?|dollars?|cents?|out of|steps?|units?|times|[/:.,]\d))`, 'gi'), score: 0.8, gate: cueWords([' only ', ' just ']) },
  // "im only 12 how am i supposed to know": "only" or "just" says an age even when the sentence goes on
  { rule: 'only', re: /\b(?:i'?m|i am|im|i’m)\s+(?:only|just)\s+(\d{1,2})\b(?!\s*(?:%|percent|more|left|away|short|minutes?|mins?|hours?|points?|questions?|problems?|pages?|dollars?|cents?|out of|steps?|units?|[/:.,]\d))/gi, score: 0.85, gate: cueWords([' only ', ' just ']), digits: true },
];
/** Every pattern's gate at once: most math talk has digits but none of their words. */
const ANY_AGE_GATE = cueWords(AGE_PATTERNS.flatMap(({ gate }) => gate.words));
/** Any age word (one to twenty and the tens to ninety, English; Spanish to eighteen): what a message without digits needs for an age. */
const NUMBER_WORD = new RegExp(`\\b(?:one|two)\\b|teen|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|${ES_AGE_WORD}`, 'i');
/** The day a birthday comes: " today", " on November 9th", " next week". */
const TURN_DAY_AFTER = /^\s+(?:today|tomorrow|tonight|this (?:week|weekend|month|year)|next (?:week|month|year)|on (?:the )?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|\w+day\b)|in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)/i;
/** "until ", "by the time ": an age ahead, counted to. */
const UNTIL_BEFORE = /\b(?:until|till|til|by the time|before)\s+$/i;
/** A birthday told in the same stretch of talk: "Ibrahim's birthday is tomorrow, he's gonna be ten." */
const BIRTHDAY_BEFORE = /\bbirthday\b/i;
/** A full name set off right before: "Priya Raman, ". */
const FULL_NAME_THEN = /\b\p{Lu}\p{Ll}+ \p{Lu}[\p{Ll}'’-]+,\s*$/u;
/** What the student said, told back to them. */
const TOLD = String.raw`\byou (?:told me|said|mentioned)`;
const TOLD_BACK = new RegExp(String.raw`${TOLD}\b`, 'i');
const TOLD_BACK_BEFORE = new RegExp(String.raw`${TOLD}(?: that)?\s+$`, 'i');
/** A length or a weight said just before ("64 inches and"). */
const MEASURE = /\d\s*(?:inches|inch|in\.|cm|centimet(?:er|re)s?|feet|foot|ft|pounds|lbs?|kg|kilograms?)\b/i;
/** A message that measures bodies or things in units of length or weight, in words too ("Fifty-six inches. How much taller..."). */
const MEASURED_TALK = /\b(?:inches|feet|centimet(?:er|re)s|pounds|ounces|kilograms|taller|shorter|heavier|lighter)\b/i;
/** The number just said, said again with a length or a weight: "... seventy inches", ", 64 inches". */
const measureSaidAgain = (after: string, value: string) =>
  new RegExp(String.raw`^[\s.…,-]*(?:like\s+)?${value.replace(/[^\p{L}\p{N}-]/gu, '')}\s+(?:inches|inch|in\.|cm|centimet(?:er|re)s?|feet|foot|ft|pounds|lbs?|kg|kilograms?)\b`, 'iu').test(after);
/** A growth told in units before "I was": "I grew two inches!", "grew 3 cm". */
const GREW_BEFORE = /\b(?:grew|grown|growing)\b[^.?!]{0,24}\b(?:inches|inch|cm|centimet(?:er|re)s?|feet|foot|ft)\b/i;
/** The listeners asked for a measure of their own bodies: "write your shoe size", "measure your arm span". */
const BODY_MEASURE_ASKED = /\b(?:your|our)\s+(?:own\s+)?(?:shoe\s+size|shoe|foot|feet|height|arm\s*span|hand\s*span|wingspan|foot\s+length|hand\s+length|stride)\b/i;
/** How many messages back the measuring may have been asked for. */
const BODY_MEASURE_REACH = 30;
/** Whether one of the `reach` messages before message `index` is as `said` asks. */
const saidJustBefore = (transcript: DetectContext['transcript'] | undefined, index: number | undefined, reach: number, said: (m: DetectContext['message']) => boolean) =>
  transcript !== undefined && index !== undefined && transcript.messages.slice(Math.max(0, index - reach), index).some(said);
const bodyMeasured = (transcript: DetectContext['transcript'] | undefined, index: number | undefined) =>
  saidJustBefore(transcript, index, BODY_MEASURE_REACH, (m) => m.segment?.label === 'MATH' && BODY_MEASURE_ASKED.test(m.text));
/** A thing's age in math talk ("A tree is 45 years old") is the problem's, not a person's. */
// ("Our car is 12 years old": a possessive's thing too, not "my cousin")
const THING_SUBJECT = new RegExp(
  String.raw`\b(?:a|an|the|this|that|its?|our|my|his|her|their)\s+(?!(?:man|woman|boy|girl|kid|child|student|person|baby|teacher|${RELATIVE_WORDS})s?\b)[a-z]+\s+(?:is|was)\s*$`,
  'i',
);

/** A relative named in the messages just before: "Does your cousin like jumping?", "how old is your sister?",
 * "sorry my brother diego keeps poking me" / "DIEGO STOP" / "Ha, little brothers!" then "hes 6 hes so annoying". */
// (or by a kin title and a name, any language's: "Good morning, Grandpa Walt!", "My Teta Samira wrote it.")
const RELATIVE_ASKED = new RegExp(
  String.raw`\b(?:(?:your|his|her|their|my|the)\s+(?:little |big |older |younger |baby )?|(?:little|big|older|younger|baby)\s+)${RELATIVE}s?\b|\b(?:[Gg]randpa|[Gg]randma|Nana|Papa|Uncle|Aunt|Auntie|Abuela|Abuelo|Abuelita|Teta|Jiddo|Lola|Lolo|Nonna|Nonno|Tía|Tío|Tia|Tio|Oma|Opa|Dadi|Nani)\s+\p{Lu}\p{Ll}`,
  'iu',
);
/** How many messages back a relative may have been named. */
const RELATIVE_REACH = 3;
/** A small child told of: "my little brother keeps unplugging the router", "my baby sister". */
const SMALL_CHILD = /\b(?:baby|little|toddler|infant|newborn)\b/i;
const smallChildTold = (transcript: DetectContext['transcript'] | undefined, index: number | undefined, before: string) =>
  SMALL_CHILD.test(before) || saidJustBefore(transcript, index, RELATIVE_REACH, (m) => SMALL_CHILD.test(m.text));
const askedOfRelative = (transcript: DetectContext['transcript'] | undefined, index: number | undefined) =>
  saidJustBefore(transcript, index, RELATIVE_REACH, (m) => RELATIVE_ASKED.test(m.text));

const AGE_SOURCE = 'rule:age';
/** The part of a year said after the whole years ("I'm nine and three fourths", "ten and a half"): the span is the whole years only. */
const FRACTION_PART = String.raw`(?:a half|a quarter|an? (?:third|fourth|fifth|sixth|eighth|twelfth)|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|elevenths?|twelfths?)|\d{1,2}\/\d{1,2})`;

/** The ages a message tells by its own words. */
function agesTold({ text, label, message, transcript, index }: DetectContext): Span[] {
  const role = message?.role;
  const hasDigit = longestDigitRun(text) > 0;
  let numberWord = hasDigit ? undefined : NUMBER_WORD.test(text);
  if ((!hasDigit && !numberWord) || !hasCue(text, ANY_AGE_GATE)) return [];
  const out: Span[] = [];
  for (const { rule, re, score, gate, digits, words } of AGE_PATTERNS) {
    // "you're 2 away", "you are 5" in math talk count steps, not years: not even read there, unless
    // the student's own words are told back ("Dante, you told me you're 11, so if your cousin's age...")
    const toldBack = rule === 'second' && label === 'MATH' && TOLD_BACK.test(text);
    if ((digits && !hasDigit) || (words && !(numberWord ??= NUMBER_WORD.test(text))) || (rule === 'second' && label === 'MATH' && !toldBack) || !hasCue(text, gate)) continue;
    if (rule === 'named' && label === 'MATH') continue;
    for (const m of text.matchAll(re)) {
      // (a given name no word is spelled like: "Yusuf is 5", not "Table is 5" or "Chance is 0.5")
      if (rule === 'named' && (!lexicon().first.has(m[1]!.toLowerCase()) || lexicon().english.has(m[1]!.toLowerCase()) || lexicon().notNames.has(m[1]!.toLowerCase()))) continue;
      const value = rule === 'named' ? m[2]! : m[1]!;
      const n = ageValue(value);
      // (a baby sibling's one or two years are an age too, outside math talk: "my baby brother is 2 and he can count to ten",
      // "Sorry. He's 2. He doesn't get it.")
      if (n < ((rule === 'relative' || rule === 'relativeSaid') && label === 'NON_MATH' ? 1 : 3) || n > 99) continue;
      // (said with "he" or "she", only of a small child just told of: "Biscuit is a goat" / "She's two and she's the boss")
      if (rule === 'relativeSaid' && n < 3 && !smallChildTold(transcript, index, text.slice(0, m.index))) continue;
      // "12 years old" inside a word problem about someone else ("Sam is 12 years old") is not the speaker
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      if (rule === 'yearsOld' && !/\b(?:i'?m|i am|im|my|i’m|turn|turning|he|she|he's|she's|is|was)\b[^.]*$/i.test(before)) continue;
      if (rule === 'yearsOld' && label === 'MATH' && THING_SUBJECT.test(before)) continue;
      if (rule === 'yo' && label === 'MATH') continue;
      // (a clause after it opening "i" or "why" closes an age in chat, "im 19 i can do my own laundry"; in math talk
      // a count goes on so: "I'm 5 I think, 5 steps away")
      if (label === 'MATH' && /^\s+(?:i|why)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 5))) continue;
      if (toldBack && !TOLD_BACK_BEFORE.test(before)) continue;
      // "I'm 64 inches and my mom is 69": in math talk a relative's bare number after a measure is the same measure
      // ("Fifty-six inches. How much taller is that than my daughter? Remember she was fifty-one.": a height in words the message
      // measures; a height over twenty is rarely an age a child tells in math talk)
      if ((rule === 'relative' || rule === 'relativeSaid') && label === 'MATH' && (MEASURE.test(before) || (/[- ]/.test(value) && MEASURED_TALK.test(text)))) continue;
      // ("I grew two inches! In September I was 48, it says 48 right there.": the speaker's own measure, in math talk
      // about a growth in inches or feet)
      if (rule === 'self' && label === 'MATH' && /^i was/i.test(m[0]) && GREW_BEFORE.test(text.slice(0, m.index))) continue;
      // ("Who's four and a half?" "Me. I'm four and a half.": in math talk of a lesson that measures the listeners' bodies,
      // "I'm" gives the speaker's own measure)
      if (rule === 'self' && label === 'MATH' && bodyMeasured(transcript, index)) continue;
      // ("how many years until I'm forty": an age the speaker will reach, counted to in math talk, is no age they are)
      if (rule === 'self' && label === 'MATH' && /^i/i.test(m[0]) && UNTIL_BEFORE.test(before)) continue;
      // ("Oh, I'm seventy... seventy inches.": the number said again with its unit is a measure, in any talk)
      if (rule === 'self' && measureSaidAgain(text.slice(m.index + m[0].length, m.index + m[0].length + 40), value)) continue;
      // (or, outside math talk, right after someone's full name: "ok so Priya Raman, she's 11, 6th grade")
      // (or, outside math talk, said of a child by the adult who brought them, "She'll sit over there. She's 7, she's
      // been begging for...", or answering a question about a relative: "Does your cousin like jumping?" "He's 4 so yes.")
      // (or, outside math talk, "only" or "just" saying it: "She's only 7, she doesn't get it.", or after a birthday told:
      // "Ibrahim's birthday is tomorrow, he's gonna be ten.")
      if (rule === 'relativeSaid' && !RELATIVE_NAMED.test(text.slice(Math.max(0, m.index - 160), m.index)) && !(label === 'NON_MATH' && (PARENT_OF.test(text.slice(Math.max(0, m.index - 80), m.index)) || FULL_NAME_THEN.test(before) || BIRTHDAY_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index)) || (/^(?:he|she)/i.test(m[0]) && (role === 'other' || askedOfRelative(transcript, index) || /^\S+\s+(?:only|just)\s/i.test(m[0])))))) continue;
      // "turn 90" is a rotation, and in math talk "Grandma Bea turned 60" a story's age: there a turn is someone's
      // only when it is coming on a day ("Jaylen turns eleven today", "Ines turns 13 on November 9th")
      // (the speaker's own or a relative's turn is theirs: "My grandma turned 70 and we cut her cake", "I turned 8 so I got
      // eight dollars", "my cousin Priscilla's party ... She turned 5.")
      const ownTurn = MY_RELATIVE_BEFORE.test(before) || OWN_TURN_BEFORE.test(before) || (SHE_HE_BEFORE.test(before) && RELATIVE_NAMED.test(text.slice(Math.max(0, m.index - 160), m.index)));
      if (rule === 'cued' && label === 'MATH' && /^turn/i.test(m[0]) && (/^turn\s/i.test(m[0]) || (!TURN_DAY_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24)) && !ownTurn))) continue;
      // In math talk a character's age ("when he was 12, he had 3 apples") is the problem's; the speaker's stays
      if (rule === 'lifeTime' && label === 'MATH' && !/^when (?:i|we)\b/i.test(m[0])) continue;
      const start = m.index + m[0].toLowerCase().lastIndexOf(value.toLowerCase());
      out.push(span(start, start + value.length, 'AGE', AGE_SOURCE, score));
    }
  }
  return out;
}

/** An age opening a turn, said back with surprise: "93! That's amazing.", "Wow, 81! Then she gets a front row seat". */
// (or, with the part of a year, closed by any stop: "I'm ten and one twelfth." "Ten and one twelfth, February to March")
const SAID_BACK = new RegExp(String.raw`^\s*(?:(?:wow|oh|ooh|whoa|aw+|okay|ok)[,!.]?\s+)?${KIN_AGE_NUMBER}(?:\s*[!?]|(\s+and\s+${FRACTION_PART})\s*[!?.,])`, 'i');

/** The age the speaker before just told, said back by the next speaker (its number alone carries no cue). */
function ageSaidBack({ text, message, transcript, index }: DetectContext): Span[] {
  const m = SAID_BACK.exec(text);
  const previous = m && transcript?.messages[index - 1];
  if (!m || !previous || previous.role === message.role) return [];
  const told = agesTold({ transcript, index: index - 1, message: previous, text: previous.text, label: previous.segment?.label ?? 'NON_MATH' });
  // (the same age: the same whole years, and the same part of a year after them when one is said)
  const fraction = m[2]?.toLowerCase();
  const same = (s: Span) => ageValue(previous.text.slice(s.start, s.end)) === ageValue(m[1]!) && (fraction === undefined || previous.text.slice(s.end, s.end + fraction.length).toLowerCase() === fraction);
  if (!told.some(same)) return [];
  const start = m.index + m[0].toLowerCase().lastIndexOf(m[1]!.toLowerCase() + (m[2] ?? '').toLowerCase());
  return [span(start, start + m[1]!.length, 'AGE', AGE_SOURCE, 0.8)];
}

export const ageRecognizer: Recognizer = {
  id: AGE_SOURCE,
  types: ['AGE'],
  detect: (ctx) => [...agesTold(ctx), ...ageSaidBack(ctx)],
};

/** A grade by its ordinal, in figures or in words ("7th", "seventh"). */
const GRADE_ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)`;
/** A grade as said: "7th grade", "seventh-graders", "grade 7", "a sophomore" (GRADE also takes "year 9"). */
const GRADE_NAME = String.raw`${GRADE_ORDINAL}[\s-]grade(?:rs?)?|grade\s+\d{1,2}|freshman|sophomore|junior|senior|kindergarten(?:er)?`;
/** School years as other countries name them: "Class 7" (India), "Standard 6" (Kenya), "JSS1" (Nigeria), "Form 2", "Primary 5". */
const GRADE_ABROAD = String.raw`(?:class|standard|form|primary|jss|sss)\s*\d{1,2}`;
/** Past verbs that tell of a grade the speaker was in ("we did", "i learned"). */
const PAST_VERBS = 'did|learned|learnt|had|started|were|was|took|saw|used|got|studied|covered|made|went';

// "I'm in 7th grade", "I am a 9th grader", "I'm a sophomore", "in grade 7". The grade phrase is the span.
// (also "I'm 12 and in 7th grade": the first-person phrase may carry an age before "and"; a message that
// opens with the speaker's age needs no first-person word: "14 y/o and a freshman"; a sibling's name may come
// between: "my brother Filmon is in 9th grade", "my little sister hope shes in second grade"; speech puts a
// filler on either side of "in": "is in like fourth grade"; a pair of classmates: "me and tyler are the only
// 7th graders"; one alone: "I'm the only 5th grader who doesn't get it")
const GRADE =
  new RegExp(String.raw`(?:\b(?:i'?m|i am|im|i’m|i was|i'll be|you'?re|you’re|you are|ur|(?:(?:we|me and [a-z]+|y['’]?all|you all|you guys) are|we['’]re|(?<!\b(?:they|you|there|who|that|which|kids|people|students)\s)were(?= both| all))(?: the only| both| all)?|my (?:(?:little|big|older|younger|baby|twin) )?(?:son|daughter|kid|child|brother|sister)(?: [a-z]+){0,2}(?: is|['’]s|,? s?he(?:['’]?s| is))|(?:last|this|next) year(?:,? i was)?)\s+|^\s*(?=\d{1,2}\s*(?:years?\s+old|yrs?(?:\s+old)?|y\/o)\b))(?:\d{1,2}(?:\s+(?:years?\s+old|yrs?|y\/?o))?,?\s+and\s+(?:s?he['’]?s\s+)?)?(?:(?:like|um|uh)\s+)?(?:(?:now|currently|only|just|still)\s+)?(?:in\s+)?(?:(?:like|um|uh)\s+)?(?:the\s+(?:only\s+)?|a\s+)?(${GRADE_NAME}|year\s+\d{1,2}(?!\s*(?:old|olds)\b)|${GRADE_ABROAD})\b`, 'gi');
/** "we did this in 6th grade", "I learned lattice in 4th grade": a grade the speaker was in, told in one clause with
 * a past verb ("you've used in third grade" is the class's, said by the teacher). */
const GRADE_BEEN_IN =
  new RegExp(String.raw`\b(?:i|we)\s+(?:${PAST_VERBS}|first)\b(?:(?!\byou)[^.?!,;\n]){0,40}?\bin\s+(${GRADE_ORDINAL}\s+grade)\b(?!\s+(?:math|standards?|level|books?|work|curriculum|tests?|class|teachers?)\b)`, 'gi');
/** ... and the grade first: "in third grade we already learned this", "back in 4th grade i did arrays". */
const GRADE_THEN_BEEN =
  new RegExp(String.raw`\bin\s+(${GRADE_ORDINAL}\s+grade),?\s+(?:i|we)\s+(?:already\s+|also\s+|even\s+|just\s+)?(?:${PAST_VERBS})\b`, 'gi');
/** The words every grade pattern holds (in Spanish, GRADE_ES_GATE). */
const GRADE_WORDS = cueWords(['grade', 'freshman', 'sophomore', 'junior', 'senior', 'kindergarten', 'year #', 'class #', 'standard #', 'form #', 'primary #', 'jss', 'sss']);
const GRADE_ES_GATE = /(?:estoy|voy|estaba|iba|estás|estas|está|esta) en /i;
/** French: "vous êtes en 8e année", "je suis en sec 2", "en secondaire deux" (a school year by its number). */
const GRADE_FR =
  /(?<![\p{L}])(?:suis|es|est|êtes|sommes|sont|serais|serait|serai|I['’]m|I am|im)\s+(?:en\s+|in\s+)?(\d{1,2}(?:e|ème|re)\s+année|sec(?:ondaire)?\s+(?:\d|un|deux|trois|quatre|cinq))(?![\p{L}\d])/giu;
const GRADE_FR_GATE = /\d(?:e|ème|re) année|\bsec(?:ondaire)? (?:\d|un|deux|trois|quatre|cinq)\b/i;
/** Spanish: "estoy en séptimo grado", "estoy en sexto" (a school year by its ordinal). */
const GRADE_ES =
  /(?<![\p{L}])(?:estoy|voy|estaba|iba|estás|estas|está|esta|entro a|paso a)\s+(?:en\s+)?(?:el\s+)?((?:primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto|séptimo|septimo|octavo|noveno|décimo|decimo)(?:\s+(?:grado|año|ano))?)(?![\p{L}])/giu;
/** Outside math talk, a child's grade told in the third person: "He's in 8th grade at Westbrook Middle", "He is 13 and in seventh grade". */
const GRADE_THIRD =
  new RegExp(String.raw`\b(?:he|she)(?:['’]?s| is)\s+(?:\d{1,2}(?:\s+(?:years?\s+old|yrs?))?,?\s+and\s+)?(?:now\s+|currently\s+|also\s+)?(?:in\s+)?(?:the\s+|a\s+)?(${GRADE_NAME})\b`, 'gi');
/** Outside math talk, someone named with their grade: "Darius is in 2nd grade, right?", "Adaeze is in 3rd grade with Mrs. Lindqvist". */
const GRADE_NAMED = new RegExp(String.raw`\b(\p{Lu}\p{Ll}+)\s+is\s+(?:now\s+|also\s+)?in\s+(?:the\s+)?(${GRADE_NAME})\b`, 'gu');
/** Outside math talk, the grade the speaker goes up to: "Summer, going into 6th grade", "next year im going to be a 7th grader"
 * (not a group's: "kids going into 6th grade"). */
const GRADE_NEXT = new RegExp(
  String.raw`(?<!\b(?:kids|students|people|everyone|everybody|those|they|who|who're|who are)\s+)\b(?:going into|moving (?:up )?(?:to|into)|entering|(?:going to|gonna) be(?: in)?)\s+(?:the\s+|a\s+)?(${GRADE_NAME})\b`,
  'gi',
);
/** "name: Sofia Reyes, age 12, grade 7": a grade as a field in a list of someone's details. */
const GRADE_FIELD = /(?:^|[,;]\s*)(grade\s*:?\s*\d{1,2})\b(?!\s*(?:math|standards?|level|books?|work|curriculum|test)\b)/gi;

/** A class's own grade, said by someone in it: "Our 5th grade field trip", "my 6th grade class at Maplewood
 * Middle", "These are our fifth grade mathematicians"; outside math talk, the listener's or a relative's ("his 5th
 * grade homework"; in math talk "use your fourth grade strategy" is a strategy). */
const gradeOwnedBy = (owners: string) => new RegExp(String.raw`\b(?:${owners})\s+(?:own\s+|first\s+|whole\s+)?(${GRADE_ORDINAL}[\s-]grade(?:rs?)?)\b`, 'gi');
const GRADE_OURS = gradeOwnedBy('our|my');
const GRADE_THEIRS = gradeOwnedBy('your|his|her|their');
/** The class greeted, praised or told what to do by its grade: "Good morning, fifth graders.", "Great budgeting,
 * fourth grade." (after a comma, closing its clause; "we did that in, um, fourth grade." is no one addressed). */
const GRADE_ADDRESSED = new RegExp(
  String.raw`(?<!\b(?:in|like|um|uh|of|from|since|for|to|and|or|by|until|till|than|the|a|after|before)),\s+(?:my\s+)?(${GRADE_ORDINAL}[\s-]grade(?:rs)?)(?=\s*(?:[.!?,]|$))`,
  'gi',
);
/** ... or called by its grade opening a sentence, an interjection or a sentence's "And" before it: "Okay 4th graders,
 * eyes up here.", "And fourth graders, it's optional." */
const GRADERS_CALLED = new RegExp(
  String.raw`(?:(?:^|[.!?]\s+)(?:(?:and|so|now)[,\s]+)?|\b(?:okay|ok|alright|all right|hey|hi|hello|morning|afternoon|come on)[,\s]+)(?:my\s+)?(${GRADE_ORDINAL}[\s-]graders)(?=\s*[,!])`,
  'gi',
);
/** What a class is called to order with: "let's", "eyes", "phones", "seats". */
const TO_ORDER = String.raw`(?:let['’]?s|get|come|eyes|listen|please|settle|phones|hats|seats|sit|quiet)\b`;
/** ... or greeted by its grade as a class's name, or called to order by it: "good morning seventh grade, (laughter)", "Okay
 * eighth grade, phones in the caddy", "Alright fifth grade let's get settled" ("okay fifth grade, that's when you learn it"
 * tells of the grade). */
const GRADE_GREETED = new RegExp(
  String.raw`\b(?:(?:good morning|good afternoon|morning|afternoon|hello|hi|hey)[,\s]+(?:my\s+)?(${GRADE_ORDINAL}[\s-]grade)(?=\s*[,!.]|\s+${TO_ORDER})|(?:alright|all right|okay|ok)[,\s]+(?:my\s+)?(${GRADE_ORDINAL}[\s-]grade)(?=,?\s+${TO_ORDER}))`,
  'gi',
);
/** Outside math talk, a grade at a named school: "she's 11, 6th grade at Brookside Middle". */
const GRADE_AT_NAMED = new RegExp(String.raw`\b(${GRADE_ORDINAL}[\s-]grade)\s+at\s+(?=\p{Lu})`, 'gu');
/** The listener measured against their grade: "For a 5th grader you're crushing it." */
const GRADER_FOR = new RegExp(String.raw`\bfor\s+a\s+(${GRADE_ORDINAL}[\s-]grader)\b(?=,?\s+(?:you|u)\b)`, 'gi');
/** A class greeted or told what to do by its school year, capitalised as a class's name is: "Right, Year 5, bums on
 * seats", "Good morning, Grade 5 Sampaguita!" (outside math talk: there "year 5" is a story's). */
const YEAR_ADDRESSED = /(?:^|[,!]\s*|\b(?:morning|afternoon|hello|hi|welcome|thank you|thanks|okay|right),?\s+)((?:Year|Grade)\s+\d{1,2})(?=\s*[,!.?]|\s+\p{Lu}\p{Ll})/gu;
/** A cohort at its own school: "Everybody in seventh grade at Hillcrest Middle has it", "the first 9th grade class
 * at Hillcrest Collegiate", "the 7th grade field trip". */
const GRADE_COHORT = new RegExp(
  String.raw`\b(?:(?:[Ee]very(?:one|body)|[Aa]ll of us|[Aa]ll the kids)\s+in\s+(${GRADE_ORDINAL}\s+grade)\s+at\s+(?=[A-Z])|[Tt]he\s+(?:first\s+)?(${GRADE_ORDINAL}[\s-]grade)\s+(?:class(?:es)?\s+at\s+(?=[A-Z])|(?:field\s+trip|trip|dance|picnic|concert|graduation|promotion|camp)\b))`,
  'g',
);
/** Outside math talk, the speaker's school year as what they are: "fr being a sophomore w a job", "as a junior thats so
 * embarrassing" (not what someone works as, "as a senior engineer"). */
const GRADE_BEING = /\b(?:being|as)\s+an?\s+(freshman|sophomore|junior|senior)\b(?!\s+(?:high|year|citizen|partner|varsity|member|manager|developer|engineer|analyst|editor|staff|associate|officer|executive|consultant|designer|scientist))/gi;
/** The listener asked about their grade: "How's 5th grade treating you?", "Are you in 6th grade this year?" */
const GRADE_ASKED = new RegExp(String.raw`\b(?:how(?:['’]s| is)\s+(${GRADE_ORDINAL}\s+grade)\s+(?:treating|going)|are\s+you\s+(?:in\s+|a\s+)(?:the\s+)?(${GRADE_NAME}))\b`, 'gi');

/** The speaker's own school year, since when they last did something: "I ain't done percents since tenth grade", "I haven't touched an x since ninth grade". */
// (not done since, by the speaker: "kids learn this since 3rd grade" is anyone's)
const GRADE_SINCE = new RegExp(String.raw`\b(?:I|i)\s+(?:ha(?:ve|d)n['’]?t|ain['’]?t|have not|never|did not|didn['’]?t)\s[^.!?\n]{0,32}?\bsince\s+(${GRADE_ORDINAL}\s+grade)\b`, 'g');
/** The grade phrase (group 1, or 2 where a pattern has two ways) of each match, as a span (its last place in the match: the phrase closes most of them). */
const gradePhrases = (matches: Iterable<RegExpMatchArray>, id: string): Span[] =>
  [...matches].map((m) => {
    const phrase = m[1] ?? m[2]!;
    const start = m.index! + m[0].lastIndexOf(phrase);
    return span(start, start + phrase.length, 'GRADE_LEVEL', id, 0.8);
  });

export const gradeLevelRecognizer: Recognizer = {
  id: 'rule:grade-level',
  types: ['GRADE_LEVEL'],
  detect({ text, label }) {
    const spanish = text.includes(' en ') && GRADE_ES_GATE.test(text);
    const french = GRADE_FR_GATE.test(text);
    if (!spanish && !french && !hasCue(text, GRADE_WORDS)) return [];
    const out: Span[] = [];
    if (french) out.push(...gradePhrases(text.matchAll(GRADE_FR), this.id));
    if (spanish) out.push(...gradePhrases(text.matchAll(GRADE_ES), this.id));
    if (/\b(?:name|age)\s*:?\s*\S/i.test(text)) out.push(...gradePhrases(text.matchAll(GRADE_FIELD), this.id));
    out.push(...gradePhrases(text.matchAll(GRADE_BEEN_IN), this.id), ...gradePhrases(text.matchAll(GRADE_THEN_BEEN), this.id));
    out.push(...gradePhrases(text.matchAll(GRADE_OURS), this.id), ...gradePhrases(text.matchAll(GRADE_ADDRESSED), this.id));
    out.push(...gradePhrases(text.matchAll(GRADE_COHORT), this.id), ...gradePhrases(text.matchAll(GRADE_ASKED), this.id));
    out.push(...gradePhrases(text.matchAll(GRADERS_CALLED), this.id), ...gradePhrases(text.matchAll(GRADE_GREETED), this.id), ...gradePhrases(text.matchAll(GRADER_FOR), this.id));
    if (text.includes('since')) out.push(...gradePhrases(text.matchAll(GRADE_SINCE), this.id));
    if (label === 'NON_MATH' && text.includes(' is ')) {
      const lex = lexicon();
      for (const m of text.matchAll(GRADE_NAMED)) {
        const name = m[1]!.toLowerCase();
        if (!lex.first.has(name) || lex.english.has(name)) continue;
        const start = m.index + m[0].lastIndexOf(m[2]!);
        out.push(span(start, start + m[2]!.length, 'GRADE_LEVEL', this.id, 0.8));
      }
    }
    if (label === 'NON_MATH')
      out.push(...gradePhrases(text.matchAll(GRADE_THIRD), this.id), ...gradePhrases(text.matchAll(GRADE_NEXT), this.id), ...gradePhrases(text.matchAll(GRADE_THEIRS), this.id), ...gradePhrases(text.matchAll(YEAR_ADDRESSED), this.id), ...gradePhrases(text.matchAll(GRADE_AT_NAMED), this.id), ...gradePhrases(text.matchAll(GRADE_BEING), this.id));
    for (const m of text.matchAll(GRADE)) {
      const phrase = m[1]!;
      // "I'm a junior" is a grade only in school talk; "I'm a senior citizen" is not ours to guess
      if (/^(junior|senior)$/i.test(phrase) && /\b(?:citizen|partner|developer|engineer)\b/i.test(text)) continue;
      const start = m.index + m[0].lastIndexOf(phrase);
      out.push(span(start, start + phrase.length, 'GRADE_LEVEL', this.id, 0.9));
    }
    return out;
  },
};

let courseRe: RegExp | undefined;
/** The subjects, found with every gate's words in one pass: the pattern then only where one is. */
let courseCues: CueGroup | undefined;
const COUNTED_AFTER = /^\s+(?:sessions?|lessons?|weeks?|days?|minutes?|mins?|hours?)\b/i;
const COURSE_NOT_AFTER = /^\s*(?:degrees?|°|%|percent|times|cm|mm|m|km|in|inches|ft|feet|miles?|units?|points?|problems?|questions?|pages?)\b/i;
export const courseRecognizer: Recognizer = {
  id: 'rule:course',
  types: ['COURSE'],
  detect({ text }) {
    if (longestDigitRun(text) < 2 || !hasCue(text, (courseCues ??= cueWords(lexicon().lists.courseSubjects.map((w) => ` ${w}`))))) return [];
    // A subject and a multi-digit number: "Algebra 101", "MATH 2413", "CS-50", chat's "calc 150"
    courseRe ??= new RegExp(`\\b(?:${lexicon().lists.courseSubjects.map(escapeRegExp).join('|')})\\s?-?\\s?(\\d{2,4})[A-Z]?\\b`, 'gi');
    const out: Span[] = [];
    for (const m of text.matchAll(courseRe)) {
      // In lower case a course number has three or four digits and no unit after it ("geometry 45 degrees")
      if (/^\p{Ll}/u.test(m[0]) && (m[1]!.length < 3 || COURSE_NOT_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12)))) continue;
      // (nor a measure's own "span": "Ana, height 150, arm span 148")
      if (/^span\b/.test(m[0]) && /\b(?:arm|wing|hand|life|attention)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      // (a count of a program's sessions is no course: "SAT/PSAT Math - 12 sessions")
      if (COUNTED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
      out.push(span(m.index, m.index + m[0].length, 'COURSE', this.id, 0.85));
    }
    return out;
  },
};

/** A Spanish school name opens with its kind of school; read only where one of those words is written. */
const SPANISH_SCHOOL = /\b(?:Escuela|Secundaria|Primaria|Preparatoria|Colegio|Instituto|Liceo)(?:\s+(?:\p{Lu}[\p{L}.]*|de|del|la|las|los|\d{1,4}))*\s+(?:\p{Lu}[\p{L}.]*|\d{1,4})(?![\p{L}\d])/gu;
const SPANISH_SCHOOL_GATE = /Escuela|Secundaria|Primaria|Preparatoria|Colegio|Instituto|Liceo/;
/**
 * A state university known by its short form, where someone is or was: "you're at Cal State Fullerton", "a PhD student at
 * Georgia Tech" (not a college applied to, "the middle for Purdue and Georgia Tech", nor a team, "Georgia Tech beat Cumberland").
 */
const STATE_TECH = /\b(?:at|attends?|attending|go to|goes to|went to|graduated from|transferred to)\s+((?:Cal State(?:\s+\p{Lu}[\p{L}-]+){1,2}|Cal Poly(?:\s+(?:Pomona|Humboldt|SLO))?|(?:Georgia|Virginia|Texas|Louisiana|Michigan|Tennessee|Kansas|Montana|Oklahoma|Missouri|Florida|New Mexico|Colorado|Arkansas|Illinois) Tech))\b/gu;
/** A school known by its number, as Ukrainian and Russian ones are: "Lyceum No. 27", "Gymnasium No. 5", "School No. 12". */
const NUMBERED_BY_NO = /\b(?:Lyceum|Gymnasium|School|Liceo)\s+(?:No\.?|Number|№)\s*\d{1,4}\b/gu;
/** The cheap test before the two patterns above: their opening words side by side. */
const OTHER_FORMS_GATE = /\bCal (?:State|Poly)\b|\p{Lu}\p{Ll}+ Tech\b|\b(?:Lyceum|Gymnasium|School|Liceo)\s+(?:No\b|Number\b|№)/u;
/** Their words, found with every gate's in one pass. */
// (the scanner reads an accented letter as a separator: "Coláiste" is "col" and "iste")
const OTHER_FORMS_CUES = cueWords([' scoil ', ' gaelscoil ', ' bunscoil ', ' col ', ' gaelchol ', ' cal ', ' tech ', ' lyceum ', ' gymnasium ', ' school no ', ' school number ', ' liceo ']);
/** An Irish school named in Irish: "Scoil Bhríde", "Gaelscoil an Chnoic", "Coláiste Naomh Eoin". */
const IRISH_SCHOOL = /(?<![\p{L}])(?:Scoil|Gaelscoil|Bunscoil|Meánscoil|Coláiste|Gaelcholáiste)(?:\s+(?:an|na|Naomh|Mhuire))?\s+\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?/gu;
const IRISH_SCHOOL_GATE = /Scoil|scoil |Coláiste|Gaelcholáiste/;
let schoolRes: RegExp[] | undefined;
function schoolPatterns(): RegExp[] {
  if (schoolRes) return schoolRes;
  const stages = longestFirst(lexicon().lists.schoolStages);
  const chatStages = longestFirst(lexicon().lists.chatSchoolStages);
  // (accented letters too: "Rubén Darío Elementary", "César Chávez Middle School")
  const word = "\\p{Lu}[\\p{L}\\p{M}'’.-]+";
  schoolRes = [
    // (words one space apart: a line break or a form's column gap ends the name, "Mr. Haldane\nWestbrook Middle")
    // (a letter alone inside it is an initial: "Malcolm X College")
    new RegExp(`(?<![\\p{L}\\p{M}])${word} (?:(?:${word}|\\p{Lu}) ){0,2}(?:${stages})\\b`, 'gu'), // Lincoln Middle School, Jackson High
    /\b(?:University|College) of (?:[A-Z][a-z]+\s?){1,3}\b/g, // University of Texas
    // (after an article or a possessive it is a console: "getting a PS5"; after "it" a shouted verb, and a number goes on
    // past its thousands: "oh it IS 90,000")
    // (a bare "IS" is as often the verb shouted, "40% of a number IS 28", "It IS 20": it opens a sentence or follows a
    // place's word)
    /(?<!\b(?:a|an|the|my|his|her|your|their|our|new|it|that|this|which)\s)\b(?:P\.?S\.?|I\.S\.?|M\.?S\.?|J\.?H\.?S\.?)\s?\d{1,3}\b(?![,.]\d)/g, // PS 123
    /(?<=(?:^|[.!?]\s+|\b(?:at|to|from|attends?|of|in)\s+))IS\s?\d{1,3}\b(?![,.]\d)/g, // IS 318
    // (no function word among its words: "the change from low to high" names no school)
    new RegExp(`\\b(?:go to|goes to|attend|attends|at|from)\\s+((?:(?!(?:to|and|or|than|the|a|an|of|in|on|at)\\s)[a-z]+\\s){1,2}(?:${chatStages})(?: school)?)\\b`, 'g'), // lower-case chat ("kennedy ms")
    /\b(?:school is|go to|goes to|attend|attends|at|from)\s+((?:p\.?s\.?|i\.?s\.?|m\.?s\.?|j\.?h\.?s\.?)\s?\d{1,3})\b/gi, // "my school is ms 88"
    /\bschool\b[^.?!]{0,40}?\b(\d{2}[KMXQR]\d{3})\b/g, // a New York City school code ("22K014") where a school is spoken of
    SPANISH_SCHOOL, // "Secundaria Técnica 42", "Escuela Benito Juárez"
    IRISH_SCHOOL, // "Scoil Bhríde", "Gaelscoil an Chnoic"
    STATE_TECH, // "Cal State Fullerton", "Georgia Tech"
    NUMBERED_BY_NO, // "Lyceum No. 27"
  ];
  return schoolRes;
}

/** Words trimmed off the front of a school name ("The", "My"), as a set built once. */
let schoolNotNames: ReadonlySet<string> | undefined;
let publicPrograms: ReadonlySet<string> | undefined;
/**
 * The words each school reader starts from:
 * - a stage's last word (from the list, so a steward's new stage is read too), a college word or chat's "ms"/"hs";
 * - a numbered school ("PS 123", "JHS 45", "i go to ms 88"), then tested by its own patterns, since "x is 4"
 *   is written in every other math message;
 * - a college's cue words and a Spanish school's kinds (case-sensitive patterns below, tested after these).
 */
let stageCues: CueGroup | undefined;
const STAGE_CUES = () =>
  (stageCues ??= cueWords([
    ...new Set(lexicon().lists.schoolStages.map((stage) => stage.toLowerCase().split(/\s+/).pop()!)),
    ...['school', 'academy', 'college', 'university', 'prep', ' ms ', ' hs '],
  ]));
const NUMBERED_CUES = cueWords(['p', 'i', 'm', 'j'].flatMap((l) => [`${l}s#`, `${l}s #`, `${l} s#`, `${l} s #`, `${l}hs#`, `${l}hs #`, `${l}h s#`, `${l}h s #`, `${l} hs#`, `${l} hs #`, `${l} h s#`, `${l} h s #`]).map((w) => ` ${w}`));
const NUMBERED_SCHOOL = /\b(?:[PIMJ]\.?S\.?|J\.?H\.?S\.?)\s?\d/;
const NUMBERED_SCHOOL_CUED = /\b(?:is|go to|goes to|attends?|at|from)\s+(?:[pimj]\.?s\.?|j\.?h\.?s\.?)\s?\d/i;
const COLLEGE_CUES = cueWords(['studying', 'graduated', 'master', 'degree', 'phd', 'ph d', 'bachelor', 'college at', 'freshman at', 'sophomore at', 'junior at', 'senior at']);
const SPANISH_SCHOOL_CUES = cueWords(['escuela', 'secundaria', 'primaria', 'preparatoria', 'colegio', 'instituto', 'liceo']);

/** A stage alone names no school ("High School", "Middle"). */
const GENERIC_SCHOOL = /^(?:High|Middle|Elementary|Junior High)(?: School)?$/i;
/** A college said to be where someone studies or studied, named without a school word. */
// (case-sensitive: far cheaper on every message, and chat writes these words in lower case or capitalised)
const COLLEGE_GATE = /studying|graduated|[Mm]aster|degree|[Pp]h\.?[Dd]|bachelor|college at|(?:freshman|sophomore|junior|senior) at/;
const COLLEGE_CUED =
  /\b(?:studying\b[^.?!\n]{0,40}?\bat|graduated from|(?:master['’]?s|ph\.?d\.?|bachelor['’]?s|degree|doctorate)(?:\s+[a-z]+){0,3}\s+(?:at|from)|(?:freshman|sophomore|junior|senior) at|college at)\s+([A-Z][\w&.'’-]*(?:\s+(?:(?!I\b|I['’])[A-Z][\w&.'’-]*|of|and)){0,4})/g;
const GRADE_AT_SCHOOL = /\bgrade at ([A-Z][a-zA-Z'’.-]+(?: [A-Z][a-zA-Z'’.-]+){0,2})/g;
/** A stage word after the name ("at Carver Elementary"): the stage patterns find that school whole. */
const SCHOOL_STAGE_AFTER = /^\s+(?:elementary|middle|high|junior|academy|school|prep|ms|hs|es)\b/i;

export const schoolRecognizer: Recognizer = {
  id: 'rule:school',
  types: ['SCHOOL'],
  detect({ text }) {
    // Cheap tests for every reading below: most messages name no school in any way
    const stageWord = hasCue(text, STAGE_CUES()) || (hasCue(text, NUMBERED_CUES) && (NUMBERED_SCHOOL.test(text) || NUMBERED_SCHOOL_CUED.test(text)));
    const spanish = hasCue(text, SPANISH_SCHOOL_CUES) && SPANISH_SCHOOL_GATE.test(text);
    // (schools named in Irish, by a state university's short form, or by their number)
    const otherForms = hasCue(text, OTHER_FORMS_CUES) && (IRISH_SCHOOL_GATE.test(text) || OTHER_FORMS_GATE.test(text));
    const grade = text.includes('grade at ');
    const college = hasCue(text, COLLEGE_CUES) && COLLEGE_GATE.test(text);
    if (!stageWord && !spanish && !otherForms && !grade && !college) return [];
    const out: Span[] = [];
    const notNames = (schoolNotNames ??= new Set(lexicon().lists.schoolNotNames));
    // "we did ratio tables in 6th grade at Lincoln": the school a grade was spent at, one name enough
    if (grade)
      for (const m of text.matchAll(GRADE_AT_SCHOOL)) {
        const start = m.index + m[0].length - m[1]!.length;
        // the sentence's full stop is not the name's ("at Eastlake High."); an initial's is ("at Lincoln H.S.")
        // (nor does the name run on past it: "at Rosemont Middle. Mr Brandt was last year")
        const name = m[1]!.replace(/(?<=\p{Ll}{2})\.(?:\s.*)?$/u, '');
        if (!SCHOOL_STAGE_AFTER.test(text.slice(start + m[1]!.length))) out.push(span(start, start + name.length, 'SCHOOL', this.id, 0.75));
      }
    // "I'm studying engineering at Ohio State", "graduated from Spelman", "my master's at Georgia Tech"
    if (college)
      for (const m of text.matchAll(COLLEGE_CUED)) {
        // (the name ends with its sentence: "a senior at Sunset Ridge High School. He took the ACT")
        const name = m[1]!.replace(/(?<=\p{Ll}{2})\.(?:\s.*)?$/u, '').replace(/\s+(?:of|at|and|the)$/, '');
        if (GENERIC_SCHOOL.test(name) || name.split(' ').every((w) => notNames.has(w))) continue;
        const start = m.index + m[0].length - m[1]!.length;
        out.push(span(start, start + name.length, 'SCHOOL', this.id, 0.75));
      }
    // A Spanish school is named in a Spanish sentence ("estudiaba en la Secundaria Técnica 42")
    if (!spanish && !otherForms && !stageWord) return out;
    for (const re of schoolPatterns()) {
      if ((re === SPANISH_SCHOOL && !spanish) || ((re === IRISH_SCHOOL || re === STATE_TECH || re === NUMBERED_BY_NO) && !otherForms)) continue;
      for (const m of text.matchAll(re)) {
        let start = m.index;
        let value = m[0];
        if (m[1]) {
          start = m.index + m[0].lastIndexOf(m[1]);
          value = m[1];
          if (/^(?:the|a|my|our|your|this|that|junior|senior)\s/i.test(value)) continue;
        }
        // Trim leading function words ("The Lincoln High" -> "Lincoln High") and words that end the sentence
        // before ("Reminders. And Lakeview Elementary"; not "St." or "Mt."); skip bare stage words
        const words = value.split(/\s+/);
        while (words.length > 1 && (notNames.has(words[0]!) || /\p{Ll}{2}\.$/u.test(words[0]!))) {
          start += words[0]!.length + 1;
          words.shift();
        }
        value = words.join(' ');
        if (words.length < 2 && !/\d/.test(value)) continue;
        if (GENERIC_SCHOOL.test(value)) continue;
        if ((publicPrograms ??= new Set(lexicon().lists.publicPrograms.map((w) => w.toLowerCase()))).has(value.toLowerCase())) continue;
        out.push(span(start, start + value.length, 'SCHOOL', this.id, m[1] ? 0.7 : 0.85));
      }
    }
    return out;
  },
};
