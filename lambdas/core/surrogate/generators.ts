// One generator per type: realistic, shape-preserving surrogates drawn from a keyed PRNG.
// Reserved values where they exist (example.com/.org/.net, 555-01xx phone lines, documentation IP
// ranges, SSN area 9xx which is never issued), so a surrogate can never be someone's real contact.
import { readConfigJson } from '../config-files.js';
import type { PiiType } from '../schema.js';
import type { SurrogateConfig } from './config.js';
import { int, pick, type Rand } from './keyed.js';
import { addressVocab, location, type LocationTools } from './location.js';


interface NameLists {
  female: string[];
  male: string[];
  any: string[];
  last: string[];
  sexOf: Map<string, 'female' | 'male' | 'any'>;
  cities: string[];
  nationalities: string[];
  religions: string[];
}

let lists: NameLists | undefined;

/** Surrogate name pools: gazetteer names that read as names (no ordinary words, 3+ letters, Latin script). */
export function nameLists(): NameLists {
  if (lists) return lists;
  const names = readConfigJson('names/names.json') as {
    first: Record<string, { sex: 'female' | 'male' | 'any' }>;
    last: Record<string, string[]>;
  };
  const extra = readConfigJson('names/extra-names.json') as { notNames: string[] };
  const words = readConfigJson('recognizers/lists.json') as {
    nationalities: string[];
    religions: string[];
  };
  const blocked = new Set(extra.notNames.map((w) => w.toLowerCase()));
  const good = (n: string) => /^[A-Z][a-z]{2,11}$/.test(n) && !blocked.has(n.toLowerCase());
  const sexOf = new Map<string, 'female' | 'male' | 'any'>();
  const out: NameLists = { female: [], male: [], any: [], last: [], sexOf, cities: [], nationalities: [], religions: [] };
  for (const [n, e] of Object.entries(names.first)) {
    sexOf.set(n.toLowerCase(), e.sex);
    if (!good(n)) continue;
    out[e.sex].push(n);
  }
  out.any.push(...out.female, ...out.male);
  out.last = Object.keys(names.last).filter(good);
  // Surrogate cities come from faker's lists, not the detector's gazetteer (which the benchmark shares).
  out.cities = addressVocab().places.cities.Latin!;
  const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  out.nationalities = words.nationalities.map(title).filter((n) => /^[A-Z][a-z]+$/.test(n) && !n.endsWith('s'));
  out.religions = words.religions.map(title).filter((n) => /^[A-Z][a-z]+$/.test(n));
  lists = out;
  return out;
}

export function firstName(rand: Rand, like?: string): string {
  const l = nameLists();
  const sex = like ? l.sexOf.get(like.toLowerCase()) : undefined;
  return pick(rand, sex === 'female' ? l.female : sex === 'male' ? l.male : l.any);
}

export function lastName(rand: Rand): string {
  return pick(rand, nameLists().last);
}

/** Digits for digits, letters for letters (same case), separators kept; a leading non-zero stays non-zero. */
export function reshape(rand: Rand, value: string): string {
  let first = true;
  return value.replace(/[0-9A-Za-z]/g, (c) => {
    const lead = first;
    first = false;
    if (/\d/.test(c)) return String(lead && c !== '0' ? int(rand, 1, 9) : int(rand, 0, 9));
    const letter = String.fromCharCode(97 + int(rand, 0, 25));
    return c === c.toUpperCase() ? letter.toUpperCase() : letter;
  });
}

const WORDS = ['maple', 'harbor', 'summit', 'lumen', 'cedar', 'orbit', 'meadow', 'pixel', 'quartz', 'willow', 'ember', 'canyon', 'delta', 'nova', 'falcon', 'brook'];
const DOMAINS = ['example.com', 'example.org', 'example.net'];

function email(rand: Rand, value: string): string {
  const sep = pick(rand, ['.', '_', '']);
  return spelledLike(value, `${firstName(rand).toLowerCase()}${sep}${lastName(rand).toLowerCase()}${rand() < 0.5 ? int(rand, 1, 99) : ''}@${pick(rand, DOMAINS)}`);
}

/** An address written out in chat ("jdoe22 at gmail dot com") gets its surrogate written out the same way. */
function spelledLike(original: string, written: string): string {
  if (/[@.]/.test(original.replace(/\s/g, '').replace(/\b(?:at|dot)\b/gi, ''))) return written;
  const bracket = /\((?:at|dot)\)/i.test(original) ? ['(', ')'] : /\[(?:at|dot)\]/i.test(original) ? ['[', ']'] : ['', ''];
  return written.replace(/@/g, ` ${bracket[0]}at${bracket[1]} `).replace(/\./g, ` ${bracket[0]}dot${bracket[1]} `);
}

function url(rand: Rand, value: string): string {
  const scheme = /^https?:\/\//i.exec(value)?.[0] ?? '';
  const www = /^(?:https?:\/\/)?www\./i.test(value) ? 'www.' : '';
  const path = /^(?:https?:\/\/)?[^/]+(\/.*)?$/.exec(value)?.[1];
  const host = `${pick(rand, WORDS)}-${pick(rand, WORDS)}.${pick(rand, DOMAINS)}`;
  return spelledLike(value, `${scheme}${www}${host}${path ? `/${pick(rand, WORDS)}${path.endsWith('/') ? '/' : ''}` : ''}`);
}

/** The handle's own shape: an "@" only where the original had one, a Discord-style "#1234" tag kept. */
function handle(rand: Rand, value: string): string {
  const tag = /#\d{4}$/.test(value) ? `#${int(rand, 1000, 9999)}` : '';
  return `${value.startsWith('@') ? '@' : ''}${pick(rand, WORDS)}_${firstName(rand).toLowerCase()}${int(rand, 1, 99)}${tag}`;
}

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** 555-01xx lines are reserved for fiction; the area code is a plausible, non-N11 one. */
function phone(rand: Rand, value: string): string {
  const digits = value.replace(/\D/g, '');
  const country = digits.length === 11 ? '1' : '';
  let area = String(int(rand, 201, 989));
  while (/^\d11$/.test(area) || area[1] === '9') area = String(int(rand, 201, 989));
  const fresh = `${country}${area}555${String(int(rand, 100, 199)).padStart(4, '0')}`;
  const local = digits.length === 7 ? fresh.slice(-7) : fresh;
  let i = 0;
  // A number said in words ("two one two five five five ...") is replaced word for word
  if (digits.length < 7) return value.replace(/\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/gi, () => DIGIT_WORDS[Number(local[i++] ?? '0')]!);
  return value.replace(/\d/g, () => local[i++] ?? '0');
}

function ip(rand: Rand, value: string): string {
  if (value.includes(':')) return `2001:db8::${int(rand, 1, 0xffff).toString(16)}`;
  return `${pick(rand, ['192.0.2', '198.51.100', '203.0.113'])}.${int(rand, 1, 254)}`;
}

/** SSNs in area 900-999 are never issued: shape kept, reality impossible. */
function ssn(rand: Rand, value: string): string {
  const d = `9${String(int(rand, 0, 99)).padStart(2, '0')}${String(int(rand, 1, 99)).padStart(2, '0')}${String(int(rand, 1, 9999)).padStart(4, '0')}`;
  let i = 0;
  return value.replace(/\d/g, () => d[i++] ?? '0');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORDINAL = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');

function date(rand: Rand, value: string): string {
  const month = int(rand, 1, 12);
  const day = int(rand, 1, 28);
  let out = value.replace(/\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b/i, (m) => {
    const full = MONTHS[month - 1]!;
    const name = m.length <= 4 && m.length < full.length ? full.slice(0, m.length) : full;
    return m === m.toLowerCase() ? name.toLowerCase() : name;
  });
  const named = out !== value;
  const year = (y: string) => String(Number(y.length === 2 ? `20${y}` : y) + int(rand, -3, 3)).slice(-y.length);
  if (named) {
    out = out.replace(/\b(\d{1,2})(st|nd|rd|th)?\b(?!\d)/, (_, __, suffix?: string) => `${day}${suffix ? ORDINAL(day) : ''}`);
    return out.replace(/\b((?:19|20)\d{2})\b/, (y) => year(y));
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})([ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(value);
  if (iso) return `${year(iso[1]!)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}${iso[4] ? reshape(rand, iso[4]) : ''}`;
  const num = /^(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{2,4}))?$/.exec(value);
  if (num) {
    const pad = (n: number, like: string) => (like.length === 2 && like.startsWith('0') ? String(n).padStart(2, '0') : String(n));
    return `${pad(month, num[1]!)}${num[2]}${pad(day, num[3]!)}${num[4] ? `${num[2]}${year(num[4])}` : ''}`;
  }
  return reshape(rand, value);
}

function shiftNumber(rand: Rand, n: number, mode: 'keep' | 'shift' | 'replace', shift: number, lo: number, hi: number, delta?: number): number {
  if (mode === 'keep') return n;
  // One shift for the whole transcript keeps "I'm 10 ... I'll be 11" and "12, in 7th grade" coherent
  if (mode === 'shift' && delta) {
    if (n + delta >= lo && n + delta <= hi) return n + delta;
    if (n - delta >= lo && n - delta <= hi) return n - delta;
  }
  if (mode === 'replace') {
    let v = int(rand, lo, hi);
    if (v === n) v = v === hi ? lo : v + 1;
    return v;
  }
  const deltas = [];
  for (let d = -shift; d <= shift; d++) if (d !== 0 && n + d >= lo && n + d <= hi) deltas.push(d);
  return n + (deltas.length ? pick(rand, deltas) : 0);
}

const GRADE_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const HS_YEARS = ['freshman', 'sophomore', 'junior', 'senior'];

function gradeLevel(rand: Rand, value: string, cfg: SurrogateConfig, delta?: number): string {
  const digits = /\d{1,2}/.exec(value);
  if (digits) {
    const g = shiftNumber(rand, Number(digits[0]), cfg.gradeMode, cfg.shift, 1, 12, delta);
    return value.replace(/\d{1,2}(st|nd|rd|th)?/, (_, suffix?: string) => `${g}${suffix ? ORDINAL(g) : ''}`);
  }
  const word = GRADE_WORDS.findIndex((w) => value.toLowerCase().startsWith(w));
  if (word >= 0) {
    const g = shiftNumber(rand, word + 1, cfg.gradeMode, cfg.shift, 1, 12, delta);
    return value.replace(new RegExp(GRADE_WORDS[word]!, 'i'), GRADE_WORDS[g - 1]!);
  }
  const year = HS_YEARS.findIndex((w) => value.toLowerCase().startsWith(w));
  if (year >= 0) return value.replace(new RegExp(HS_YEARS[year]!, 'i'), pick(rand, HS_YEARS.filter((_, i) => i !== year)));
  return value;
}

function course(rand: Rand, value: string): string {
  return value.replace(/\d+/, (d) => reshape(rand, d));
}

const STAGE = /\s+((?:Elementary|Middle|High|Junior High|Intermediate|Primary|Charter|Preparatory|Prep|Montessori|Day|STEM)?(?:\s*(?:School|Academy|College|University))?|Elementary|Middle|High|Academy|Prep)$/i;

function school(rand: Rand, value: string): string {
  if (/^(?:P\.?S\.?|I\.?S\.?|M\.?S\.?|J\.?H\.?S\.?)\s?\d/i.test(value)) return value.replace(/\d+/, (d) => reshape(rand, d));
  if (/^(?:University|College) of /i.test(value)) return value.replace(/ of .+$/, ` of ${pick(rand, nameLists().cities)}`);
  const stage = STAGE.exec(value)?.[1];
  const base = rand() < 0.7 ? lastName(rand) : pick(rand, nameLists().cities);
  return stage ? `${base} ${stage}` : `${base} ${pick(rand, ['Middle School', 'Elementary School', 'High School'])}`;
}

function nrp(rand: Rand, value: string): string {
  const l = nameLists();
  const religious = l.religions.some((r) => r.toLowerCase() === value.toLowerCase());
  return pick(rand, religious ? l.religions : l.nationalities);
}

export interface GenerateContext {
  cfg: SurrogateConfig;
  /** For PERSON: the shape to produce. */
  personShape?: 'first' | 'last' | 'full' | 'title';
  title?: string;
  /** For LOCATION: keyed draws per component and the transcript's other originals. */
  location?: LocationTools;
  /** For AGE and GRADE_LEVEL in shift mode: the transcript's one shift (never 0). */
  delta?: number;
}

/** Produces a surrogate of the given type for an original value. */
export function generate(type: PiiType, value: string, rand: Rand, ctx: GenerateContext): string {
  switch (type) {
    case 'PERSON': {
      const shape = ctx.personShape ?? 'first';
      if (shape === 'title') return `${ctx.title ?? 'Mr.'} ${lastName(rand)}`;
      if (shape === 'last') return lastName(rand);
      if (shape === 'full') return `${firstName(rand, value.split(/\s+/)[0])} ${lastName(rand)}`;
      return firstName(rand, value);
    }
    case 'EMAIL_ADDRESS':
      return email(rand, value);
    case 'URL':
      return url(rand, value);
    case 'SOCIAL_HANDLE':
      return handle(rand, value);
    case 'PHONE_NUMBER':
      return phone(rand, value);
    case 'IP_ADDRESS':
      return ip(rand, value);
    case 'US_SSN':
      return ssn(rand, value);
    case 'US_DRIVER_LICENSE':
    case 'US_PASSPORT':
    case 'US_BANK_NUMBER':
      return reshape(rand, value);
    case 'DATE':
      return date(rand, value);
    case 'AGE': {
      const n = Number(/\d+/.exec(value)?.[0] ?? NaN);
      if (Number.isNaN(n)) return value;
      // Students' ages replace within 4-19; any age shifts by at most `shift` years, never to itself.
      const [lo, hi] = ctx.cfg.ageMode === 'replace' ? [4, 19] : [1, 120];
      return value.replace(/\d+/, String(shiftNumber(rand, n, ctx.cfg.ageMode, ctx.cfg.shift, lo, hi, ctx.delta)));
    }
    case 'GRADE_LEVEL':
      return gradeLevel(rand, value, ctx.cfg, ctx.delta);
    case 'COURSE':
      return course(rand, value);
    case 'SCHOOL':
      return school(rand, value);
    case 'LOCATION':
      return location(value, ctx.location ?? { part: () => rand, avoid: () => false });
    case 'NRP':
      return nrp(rand, value);
  }
}
