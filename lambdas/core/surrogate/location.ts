// LOCATION surrogates that keep the original's shape. A value is read as components (lines, and
// parts between commas) and each component as what it looks like: a unit ("Apt. 318"), codes
// ("KT9A 4QA", "IL 62704"), a street line ("1402 Tamsin St", "Via Pellanda 12", "Keskustie 14"),
// a country or a city. Layout words, separators and line breaks stay; names are drawn from
// config/surrogate/places.json, digits are replaced digit for digit, and case follows the original
// (an ALL CAPS city stays all caps). Each component draws from its own keyed PRNG, so "Valmorra" alone
// and "VALMORRA" inside a whole address get the same city.
import { z } from 'zod';
import { readConfigJson } from '../config-files.js';
import { escapeRegExp } from '../regex.js';
import { editDistance, int, pick, type Rand } from './keyed.js';

const Words = z.array(z.string().min(1));
const Places = z.object({
  cities: z.record(z.string(), Words.min(1)).refine((c) => (c.Latin?.length ?? 0) > 0, 'cities.Latin is required'),
  streetStems: z.record(z.string(), Words.min(1)).refine((c) => (c.Latin?.length ?? 0) > 0, 'streetStems.Latin is required'),
  compoundStems: Words.min(1),
  countries: Words.min(1),
  allCountries: Words.min(1),
  regions: Words.min(1),
});
const AddressWords = z.object({
  unitWords: Words,
  streetBefore: Words,
  streetAfter: Words,
  gluedSuffixes: Words,
  keepWords: Words,
  townEndings: Words,
  countryCodes: Words,
});

interface Vocab {
  places: z.infer<typeof Places>;
  unit: RegExp;
  before: Set<string>;
  after: Set<string>;
  /** Longest first, so "strasse" wins over "asse"-like endings. */
  glued: string[];
  keep: Set<string>;
  townEndings: Set<string>;
  countries: Set<string>;
  countryCodes: string[];
}

/** A word as the lists spell it: lower case, a trailing dot ignored ("St." is "st"). */
const wordKey = (w: string) => w.toLowerCase().replace(/\.$/, '');

let vocab: Vocab | undefined;

export function addressVocab(): Vocab {
  if (vocab) return vocab;
  const places = Places.parse(readConfigJson('surrogate/places.json'));
  const words = AddressWords.parse(readConfigJson('surrogate/address-words.json'));
  const units = words.unitWords.map((w) => escapeRegExp(w.replace(/\.$/, ''))).join('|');
  vocab = {
    places,
    // A unit word opens the rest of its component: "4410 Lindqvistintie 7 Apt. 012".
    unit: new RegExp(`(?:^|(?<=\\s))(?:${units})\\.?(?=\\s|\\d|$)`, 'i'),
    before: new Set(words.streetBefore.map(wordKey)),
    after: new Set(words.streetAfter.map(wordKey)),
    glued: words.gluedSuffixes.map((s) => s.toLowerCase()).sort((a, b) => b.length - a.length),
    keep: new Set(words.keepWords.map(wordKey)),
    townEndings: new Set(words.townEndings.map(wordKey)),
    countries: new Set(places.allCountries.map((c) => c.toLowerCase())),
    countryCodes: words.countryCodes,
  };
  return vocab;
}

export interface LocationTools {
  /** The PRNG for one component, keyed by its kind and original text (consistency across mentions). */
  part: (kind: string, original: string) => Rand;
  /** Values a component must not become (other originals of the transcript). */
  avoid: (candidate: string) => boolean;
}

const HAS_DIGIT = /\d/;
const ORDINAL = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th');

/** Case follows the original: ALL CAPS (Greek without accents, as it is written), all lower, or as drawn. */
export function caseLike(original: string, surrogate: string): string {
  const upper = /\p{Lu}/u.test(original);
  const lower = /\p{Ll}/u.test(original);
  if (upper && !lower && original.replace(/[^\p{L}]/gu, '').length > 1) {
    const caps = surrogate.toUpperCase();
    return /\p{Script=Greek}/u.test(caps) ? caps.normalize('NFD').replace(/[\u0301\u0308]/g, '').normalize('NFC') : caps;
  }
  if (lower && !upper) return surrogate.toLowerCase();
  return surrogate;
}

/** A draw that is not the original, not one edit from it, and not another original. */
function pickOther(rand: Rand, list: readonly string[], original: string, avoid: (s: string) => boolean): string {
  let c = pick(rand, list);
  for (let i = 0; i < 12; i++) {
    if (editDistance(c.toLowerCase(), original.toLowerCase()) > 1 && !avoid(c) && !avoid(caseLike(original, c))) break;
    c = pick(rand, list);
  }
  return c;
}

/** "1234", "9876", "5555": runs that read as made up (or as a test value) in a real address. */
export function countingRun(digits: string): boolean {
  if (digits.length < 3) return false;
  const steps = new Set([...digits].slice(1).map((d, i) => Number(d) - Number(digits[i])));
  return steps.size === 1 && [...steps].every((s) => Math.abs(s) <= 1);
}

/** Digits for digits, each run keeping its length and whether it starts with zero; codes get new letters too. */
function digitsLike(rand: Rand, token: string): string {
  const ordinal = /^(\d+)(st|nd|rd|th)(\.?)$/i.exec(token);
  const draw = (run: string) => [...run].map((c, i) => (i > 0 ? int(rand, 0, 9) : c === '0' ? 0 : int(rand, 1, 9))).join('');
  const digits = (run: string) => {
    let out = draw(run);
    for (let i = 0; i < 5 && countingRun(out); i++) out = draw(run);
    return out;
  };
  if (ordinal) {
    const n = digits(ordinal[1]!);
    const suffix = ORDINAL(Number(n));
    return `${n}${ordinal[2] === ordinal[2]!.toUpperCase() ? suffix.toUpperCase() : suffix}${ordinal[3]}`;
  }
  const mixed = /\p{L}/u.test(token);
  return token.replace(/\d+|\p{L}/gu, (m) => {
    if (HAS_DIGIT.test(m)) return digits(m);
    if (!mixed) return m;
    const letter = String.fromCharCode(65 + int(rand, 0, 25));
    return m === m.toLowerCase() ? letter.toLowerCase() : letter;
  });
}

const SCRIPTS = ['Greek', 'Cyrillic', 'Hebrew', 'Arabic', 'Han', 'Hangul', 'Thai'].map((name) => ({ name, re: new RegExp(`\\p{Script=${name}}`, 'u') }));
const scriptOf = (s: string) => SCRIPTS.find((sc) => sc.re.test(s))?.name ?? 'Latin';

function city(text: string, t: LocationTools): string {
  const { cities } = addressVocab().places;
  const list = cities[scriptOf(text)] ?? cities.Latin!;
  return caseLike(text, pickOther(t.part('city', text), list, text, t.avoid));
}

function region(token: string, t: LocationTools): string {
  const all = addressVocab().places.regions;
  const same = all.filter((r) => r.length === token.length);
  return caseLike(token, pickOther(t.part('region', token), same.length ? same : all, token, t.avoid));
}

function country(text: string, t: LocationTools): string {
  return caseLike(text, pickOther(t.part('country', text), addressVocab().places.countries, text, t.avoid));
}

const isRegionCode = (w: string) => /^[A-Z]{2,3}$/.test(w);
const isCountryCode = (w: string) => addressVocab().countryCodes.includes(w);

/** "KT9A 4QA", "3000-018", "IL 62704", "nan 40321": codes and numbers, each token by its kind. */
function codes(text: string, t: LocationTools): string {
  const rand = t.part('code', text);
  const v = addressVocab();
  return text.replace(/\S+/g, (w) => {
    if (HAS_DIGIT.test(w)) return digitsLike(rand, w);
    if (v.keep.has(wordKey(w))) return w;
    if (isCountryCode(w)) return pickOther(t.part('country-code', w), v.countryCodes, w, t.avoid);
    return region(w, t);
  });
}

/** Unit words, their numbers and short codes ("Apt. 004", "APO AE 09112", "Apt B"), up to the first name. */
const UNIT_BODY = /^\S+(?:\s+(?:\S*\d\S*|[A-Z]{1,3}\b\.?|#))*/;

/** "Apt. 318", "Unit 2210 Box 6633": unit words and codes stay, numbers change; names after it ("Suite 5 Valderice") are a place. */
function unit(text: string, t: LocationTools): string {
  const body = UNIT_BODY.exec(text)?.[0] ?? text;
  const rand = t.part('unit', body);
  const v = addressVocab();
  const head = body.replace(/\S+/g, (w) => (HAS_DIGIT.test(w) ? digitsLike(rand, w) : w));
  const rest = text.slice(body.length);
  const next = v.unit.exec(rest);
  if (next) return head + component(rest.slice(0, next.index), t) + unit(rest.slice(next.index), t);
  return head + component(rest, t);
}

/** A one-word street with a glued suffix ("Keskustie", "Ahornweg"): a new stem, the suffix kept. */
function gluedStreet(word: string, t: LocationTools): string | undefined {
  const v = addressVocab();
  const suffix = v.glued.find((s) => word.toLowerCase().endsWith(s) && word.length > s.length + 2);
  if (!suffix) return undefined;
  const stem = pickOther(t.part('street-name', word), v.places.compoundStems, word.slice(0, -suffix.length), t.avoid);
  return caseLike(word, `${stem}${word.slice(-suffix.length).toLowerCase()}`);
}

type WordClass = 'number' | 'layout' | 'street' | 'name';

/** Numbers, layout words kept as they are (compass words, "nan", lower-case links such as "do", "and"), street words, names. */
function classify(word: string, mixedCase: boolean): WordClass {
  const v = addressVocab();
  if (HAS_DIGIT.test(word)) return 'number';
  if (v.keep.has(wordKey(word)) || (mixedCase && !/\p{Lu}/u.test(word))) return 'layout';
  if (v.before.has(wordKey(word)) || v.after.has(wordKey(word))) return 'street';
  return 'name';
}

/** A run of name words becomes one stem of the same script; a lone compound ("Keskustie") keeps its suffix. */
function streetName(run: string, alone: boolean, t: LocationTools): string {
  const glued = alone ? gluedStreet(run, t) : undefined;
  if (glued) return glued;
  const { streetStems, cities } = addressVocab().places;
  const script = scriptOf(run);
  const pool = streetStems[script] ?? cities[script] ?? streetStems.Latin!;
  return caseLike(run, pickOther(t.part('street-name', run), pool, run, t.avoid));
}

/**
 * A street line keeps its layout: numbers where they were (first or last), street words ("Via",
 * "Street", "tér"), compass and link words; each run of name words becomes one stem. Street words
 * with no name beside them ("Park Avenue") give up the first as the name.
 */
function street(text: string, t: LocationTools): string {
  const parts = text.split(/(\s+)/);
  const mixedCase = /\p{Lu}/u.test(text);
  const cls = parts.map((p, i): WordClass | undefined => (i % 2 === 0 && p !== '' ? classify(p, mixedCase) : undefined));
  const words = cls.flatMap((c, i) => (c ? [i] : []));
  if (!cls.includes('name')) {
    const streetWords = words.filter((i) => cls[i] === 'street');
    if (streetWords.length > 1) cls[streetWords[0]!] = 'name';
  }
  const numbers = t.part('street', text);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (cls[i] === 'number') out.push(digitsLike(numbers, parts[i]!));
    else if (cls[i] !== 'name') out.push(parts[i]!);
    else {
      // The run goes on over whitespace to the next name word.
      let j = i;
      while (cls[j + 2] === 'name') j += 2;
      out.push(streetName(parts.slice(i, j + 1).join(''), words.length === 1 || (i === j && words.every((w) => w === i || cls[w] === 'number')), t));
      i = j;
    }
  }
  return out.join('');
}

function looksLikeStreet(text: string): boolean {
  const v = addressVocab();
  const words = text.trim().split(/\s+/);
  if (words.length === 1) return !!v.glued.find((s) => words[0]!.toLowerCase().endsWith(s) && words[0]!.length > s.length + 2) && HAS_DIGIT.test(text);
  const last = wordKey(words.at(-1)!);
  return v.before.has(wordKey(words[0]!)) || (v.after.has(last) && !v.townEndings.has(last));
}

/** One component (no comma or line break inside): what it looks like decides what it becomes. */
function component(text: string, t: LocationTools): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const v = addressVocab();
  const u = v.unit.exec(text);
  if (u && u.index > 0) return component(text.slice(0, u.index), t) + unit(text.slice(u.index), t);
  if (u) return unit(text, t);
  const words = trimmed.split(/\s+/);
  if (words.every((w) => HAS_DIGIT.test(w) || isRegionCode(w) || v.keep.has(wordKey(w)))) return codes(text, t);
  if (words.some((w) => HAS_DIGIT.test(w)) || looksLikeStreet(trimmed)) return street(text, t);
  return text.replace(trimmed, place(trimmed, t));
}

/** Words with no number: a country, a city, or a city followed by its country ("Valmorra Malta."). */
function place(text: string, t: LocationTools): string {
  const [, core = '', tail = ''] = /^(.*?)([.!?]*)$/su.exec(text) ?? [];
  if (!core) return text;
  const { countries } = addressVocab();
  if (countries.has(core.toLowerCase())) return country(core, t) + tail;
  const words = core.split(/(\s+)/);
  for (let k = 1; k <= 3 && 2 * k < words.length; k++) {
    const last = words.slice(-(2 * k - 1)).join('');
    if (countries.has(last.toLowerCase())) return city(words.slice(0, -2 * k).join(''), t) + words.at(-2 * k) + country(last, t) + tail;
  }
  return city(core, t) + tail;
}

/** The LOCATION surrogate: component by component, separators and line breaks kept. */
export function location(value: string, t: LocationTools): string {
  const trimmed = value.trim();
  // An upstream placeholder ("<LOCATION>") carries no shape to keep: a city.
  if (/^(?:<[^>]*>|\[[^\]]*\]|\{\{[^}]*\}\})$/.test(trimmed)) return pickOther(t.part('city', trimmed), addressVocab().places.cities.Latin!, trimmed, t.avoid);
  // A lone two-letter code in any case ("SK", "tx") is a region.
  if (/^\p{L}{2}$/u.test(trimmed)) return value.replace(trimmed, caseLike(trimmed, region(trimmed.toUpperCase(), t)));
  const out = value
    .split(/(\s*[\n,;]\s*)/)
    .map((p, i) => (i % 2 ? p : component(p, t)))
    .join('');
  // Only layout words ("nan"): nothing to keep the shape of, so a city.
  return out.toLowerCase() === value.toLowerCase() ? city(trimmed, t) : out;
}
