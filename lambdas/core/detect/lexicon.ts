// Detection data, loaded and compiled once: word lists, context words and the name gazetteer.
import { readConfigJson } from '../config-files.js';
import { phraseAlternatives } from '../regex.js';
import { z } from 'zod';

const readJson = readConfigJson;

const Lists = z.object({
  cities: z.array(z.string()),
  nationalities: z.array(z.string()),
  religions: z.array(z.string()),
  politicalGroups: z.array(z.string()).default([]),
  nrpNotPii: z.array(z.string()),
  nrpAmbiguous: z.array(z.string()).default([]),
  nrpLanguageBefore: z.array(z.string()).default([]),
  nrpLanguageAfter: z.array(z.string()).default([]),
  nrpLanguages: z.array(z.string()).default([]),
  schoolStages: z.array(z.string()),
  /** Lower-case school endings in chat ("kennedy ms"); read by the school and the town recognizers. */
  chatSchoolStages: z.array(z.string()).min(1),
  schoolNotNames: z.array(z.string()),
  /** Public courses and platforms named like schools ("Khan Academy"): naming one identifies nobody. */
  publicPrograms: z.array(z.string()).default([]),
  courseSubjects: z.array(z.string()),
  streetSuffixes: z.array(z.string()),
  // Address parsing; optional so a steward's older lists file still loads
  streetWords: z.array(z.string()).default([]),
  unitWords: z.array(z.string()).default([]),
  streetPrefixes: z.array(z.string()).default([]),
  lessonWords: z.array(z.string()).default([]),
  /** Shapes, numbers and math words a lesson makes a character of with a title ("Mr. Trapezoid"): never a person. */
  mathTerms: z.array(z.string()).default([]),
  notPlaceWords: z.array(z.string()).default([]),
  notStreetNames: z.array(z.string()).default([]),
  venueWords: z.array(z.string()).default([]),
  countries: z.array(z.string()).default([]),
  states: z.array(z.string()).default([]),
  /** Famous mountains, rivers, deserts and parks: places no one's details, read like countries and states. */
  landforms: z.array(z.string()).default([]),
  stateCodes: z.array(z.string()).default([]),
  tlds: z.array(z.string()),
  publicDomains: z.array(z.string()).default([]),
  socialPlatforms: z.array(z.string()),
  // Contact details written out in chat (contact.ts; see _commentContact in the file)
  broadcastMentions: z.array(z.string()).default([]),
  mailProviders: z.array(z.string()).default([]),
  spelledTlds: z.array(z.string()).default([]),
  notContactWords: z.array(z.string()).default([]),
});
const Context = z.object({ window: z.number() }).catchall(z.union([z.string(), z.number()]));
const Names = z.object({
  first: z.record(z.string(), z.object({ sex: z.enum(['female', 'male', 'any']), origins: z.array(z.string()) })),
  last: z.record(z.string(), z.array(z.string())),
});
const ExtraNames = z.object({
  notNames: z.array(z.string()),
  mathematicians: z.array(z.string()),
  endearments: z.array(z.string()).default([]),
  plainWords: z.array(z.string()).default([]),
  mathWords: z.array(z.string()).default([]),
  names: z.array(z.string()),
  chatWords: z.array(z.string()).default([]),
  productNames: z.array(z.string()).default([]),
  publicNames: z.array(z.string()).default([]),
  sayings: z.array(z.string()).default([]),
  holidays: z.array(z.string()).default([]),
  givenNameHeads: z.array(z.string()).default([]),
  givenNameSyllables: z.array(z.string()).default([]),
  burmeseSyllables: z.array(z.string()).default([]),
  measureUnits: z.array(z.string()).default([]),
  storyWords: z.array(z.string()).default([]),
  holidayDates: z.record(z.string(), z.string().regex(/^\d{1,2}-\d{1,2}$/)).default({}),
  surnames: z.array(z.string()).default([]),
  givenSurnames: z.array(z.string()).default([]),
});
const CommonWords = z.object({ words: z.array(z.string()) });
const Towns = z.object({ towns: z.array(z.string()) });
const UsFirstNames = z.object({ names: z.array(z.string()) });

export interface Lexicon {
  lists: z.infer<typeof Lists>;
  context: Record<string, RegExp>;
  window: number;
  firstNames: ReadonlyMap<string, { sex: 'female' | 'male' | 'any'; origins: string[] }>;
  /** Lower-cased first names (names.json, extra-names.json and us-first-names.json) and last names (names.json and extra-names.json). */
  first: ReadonlySet<string>;
  last: ReadonlySet<string>;
  /** Lower-cased words that are names only with strong context. */
  notNames: ReadonlySet<string>;
  /** Eponyms of theorems, series and units; those that are also given names need a cue. */
  mathematicians: ReadonlySet<string>;
  /** Words a student is called by that are not their name ("Great job, Buddy!"). */
  endearments: ReadonlySet<string>;
  /** Given names that are math words ("max", "even"): addressed without punctuation only after a greeting or praise. */
  mathWords: ReadonlySet<string>;
  /** Given names in some list that are ordinary words first ("Fine", "Line"): only the stricter cues make them names. */
  plainWords: ReadonlySet<string>;
  /** Family names the lists also hold as given names ("Chen", "Kim", "Lin"), lower-cased: after a given name, the surname. */
  givenSurnames: ReadonlySet<string>;
  /** Lower-cased common English and chat words and product names (english-words.json, chatWords, productNames): a capitalised word outside them and the gazetteer may be a name. */
  english: ReadonlySet<string>;
  /** Lower-cased apps, games and sites (productNames): capitalised, yet no one's name and no place. */
  productNames: ReadonlySet<string>;
  cities: ReadonlySet<string>;
  /** The cities and the generated towns (towns.json), lower-cased: the places read after a place cue. The
   * PERSON rules consult \`cities\` alone, so a town never stops an unlisted name from being one. */
  towns: ReadonlySet<string>;
  /** Lower-cased countries and US states: larger than LOCATION, used to delimit addresses. */
  regions: ReadonlySet<string>;
  /** The famous landforms among the regions, lower-cased ("everest"). */
  landforms: ReadonlySet<string>;
  /** First words of the regions named in several words ("costa" of "costa rica"): a cheap test before joining two words. */
  regionHeads: ReadonlySet<string>;
  /** Lower-cased words a place cue may precede that are not places. */
  notPlace: ReadonlySet<string>;
  /** Lower-cased nationalities, religions and political groups. */
  nrp: ReadonlySet<string>;
  /** NRP words that are ordinary words at a sentence start ("Polish", "Liberal"). */
  nrpAmbiguous: ReadonlySet<string>;
  /** Words before or after an NRP word that make it a language or subject ("in Spanish", "English class"). */
  nrpLanguage: { before: ReadonlySet<string>; after: ReadonlySet<string> };
  /** NRP words that also name a language: as a bare noun they are the language ("your English"). */
  nrpLanguages: ReadonlySet<string>;
  /** Lower-cased domains of public sites ("amazon.com"): naming one identifies nobody. */
  publicDomains: ReadonlySet<string>;
  /** Public figures, characters and games as said ("Dr. Seuss", "Simon Says"), any case, a dot or apostrophe optional. */
  publicNames: RegExp | undefined;
  /** Lower-cased holidays and festivals ("ramadan", "diwali"): named like people, never one unless given as a name. */
  holidays: ReadonlySet<string>;
  /** Sayings that hold a name ("Geez Louise", "for Pete's sake"), matched like publicNames. */
  sayings: RegExp | undefined;
  /** First parts of two-part given names that are no name alone ("Pa" of "Pa Nhia"), as written. */
  givenNameHeads: ReadonlySet<string>;
  /** Syllables two of which, joined by a hyphen, make a Korean or Cantonese given name ("Eun-ji", "Seo-yeon", "Wing-Yee"), lower-cased. */
  givenNameSyllables: ReadonlySet<string>;
  /** Syllables of Burmese and Karen given names, each written capitalised and apart ("Htet Aung", "Eh Ku Paw"), lower-cased. */
  burmeseSyllables: ReadonlySet<string>;
  /** Lower-cased units named after people ("kelvin", "newtons"): after a number, the unit. */
  measureUnits: ReadonlySet<string>;
  /** Whimsical words stories name characters by ("Mrs. Pickle", "Ms. Zoom", "Cupcake"): never a real surname or given name. */
  storyWords: ReadonlySet<string>;
  /** Holidays that fall on one date every year, lower-cased as said, and their month and day ("christmas" -> [12, 25]). */
  holidayDates: ReadonlyMap<string, readonly [number, number]>;
  /** Lower-cased street words that open a street's name, spelled out ("calle", "rua", "avenida"; not "ul."). */
  streetOpeners: ReadonlySet<string>;
}

let cached: Lexicon | undefined;

export function lexicon(): Lexicon {
  if (cached) return cached;
  const lists = Lists.parse(readJson('recognizers/lists.json'));
  const ctx = Context.parse(readJson('recognizers/context.json'));
  const names = Names.parse(readJson('names/names.json'));
  const extra = ExtraNames.parse(readJson('names/extra-names.json'));
  const common = CommonWords.parse(readJson('names/common-words.json'));
  const english = CommonWords.parse(readJson('names/english-words.json'));
  const towns = Towns.parse(readJson('recognizers/towns.json'));
  const usFirst = UsFirstNames.parse(readJson('names/us-first-names.json'));
  const context: Record<string, RegExp> = {};
  for (const [k, v] of Object.entries(ctx)) if (typeof v === 'string' && k !== '_comment') context[k] = new RegExp(v, 'i');
  const regions = new Set([...lists.countries, ...lists.states, ...lists.landforms].map((c) => c.toLowerCase()));
  const firstNames = new Map(Object.entries(names.first));
  for (const n of extra.names) if (!firstNames.has(n)) firstNames.set(n, { sex: 'any', origins: ['extra'] });
  cached = {
    lists,
    context,
    window: ctx.window,
    firstNames,
    first: new Set([...firstNames.keys(), ...usFirst.names].map((n) => n.toLowerCase())),
    last: new Set([...Object.keys(names.last), ...extra.surnames].map((n) => n.toLowerCase())),
    notNames: new Set([...extra.notNames, ...common.words].map((w) => w.toLowerCase())),
    mathematicians: new Set(extra.mathematicians.map((w) => w.toLowerCase())),
    endearments: new Set(extra.endearments.map((w) => w.toLowerCase())),
    plainWords: new Set(extra.plainWords.map((w) => w.toLowerCase())),
    givenSurnames: new Set(extra.givenSurnames.map((w) => w.toLowerCase())),
    mathWords: new Set(extra.mathWords.map((w) => w.toLowerCase())),
    english: new Set([...english.words, ...extra.chatWords, ...extra.productNames]),
    productNames: new Set(extra.productNames.map((w) => w.toLowerCase())),
    cities: new Set(lists.cities.map((c) => c.toLowerCase())),
    towns: new Set([...lists.cities, ...towns.towns].map((c) => c.toLowerCase())),
    regions,
    landforms: new Set(lists.landforms.map((c) => c.toLowerCase())),
    regionHeads: new Set([...regions].filter((r) => r.includes(' ')).map((r) => r.slice(0, r.indexOf(' ')))),
    notPlace: new Set(lists.notPlaceWords.map((w) => w.toLowerCase())),
    nrp: new Set([...lists.nationalities, ...lists.religions, ...lists.politicalGroups].map((c) => c.toLowerCase())),
    nrpAmbiguous: new Set(lists.nrpAmbiguous.map((w) => w.toLowerCase())),
    nrpLanguage: { before: new Set(lists.nrpLanguageBefore), after: new Set(lists.nrpLanguageAfter) },
    nrpLanguages: new Set(lists.nrpLanguages.map((w) => w.toLowerCase())),
    publicDomains: new Set(lists.publicDomains.map((w) => w.toLowerCase())),
    publicNames: phrasesPattern(extra.publicNames),
    sayings: phrasesPattern(extra.sayings),
    holidays: new Set(extra.holidays.map((w) => w.toLowerCase())),
    givenNameHeads: new Set(extra.givenNameHeads),
    givenNameSyllables: new Set(extra.givenNameSyllables.map((w) => w.toLowerCase())),
    burmeseSyllables: new Set(extra.burmeseSyllables.map((w) => w.toLowerCase())),
    measureUnits: new Set(extra.measureUnits.map((w) => w.toLowerCase())),
    storyWords: new Set(extra.storyWords.map((w) => w.toLowerCase())),
    holidayDates: new Map(Object.entries(extra.holidayDates).map(([k, v]) => [k.toLowerCase(), v.split('-').map(Number) as [number, number]])),
    streetOpeners: new Set(lists.streetPrefixes.filter((w) => /^\p{L}{3,}$/u.test(w)).map((w) => w.toLowerCase())),
  };
  return cached;
}

/** One pattern for a list of phrases as people write them: any case and spacing, a dot or apostrophe left out or curled. */
function phrasesPattern(phrases: readonly string[]): RegExp | undefined {
  if (!phrases.length) return undefined;
  const forms = phraseAlternatives(phrases.map((p) => p.trim())).map((p) => p.replace(/\\\./g, '\\.?').replace(/['’]/g, "['’]?"));
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${forms.join('|')})(?![\\p{L}\\p{M}])`, 'giu');
}

/** Whether two lower-cased words open the name of a country or state ("costa" "rica", "czech" "republic"). */
export function opensRegion(lex: Lexicon, word: string, next: string): boolean {
  return lex.regionHeads.has(word) && lex.regions.has(`${word} ${next}`);
}

/** True when the context pattern for `key` occurs within the window before the span (or after, if asked). */
export function hasContext(text: string, start: number, end: number, key: string, after = true): boolean {
  const lex = lexicon();
  const re = lex.context[key];
  if (!re) return false;
  const before = text.slice(Math.max(0, start - lex.window), start);
  if (re.test(before)) return true;
  return after && re.test(text.slice(end, end + lex.window));
}
