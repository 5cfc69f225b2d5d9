// Postal addresses, parsed as a chain of components: street line, secondary unit, military box,
// city, region code, postal code, country. A chain starts at a street, unit or military box (never at
// a bare capitalised word, so a person's name before an address stays out of it) and is accepted on
// evidence: several components, a street or unit word, an address cue in the message; math talk
// demands more. Countries and US states delimit an address but are larger than LOCATION: a field
// holding only one is not flagged. Street, unit and region words live in config/recognizers/lists.json.
import { cueWords, hasCue, type CueGroup } from '../cue-scan.js';
import { longestDigitRun } from '../digits.js';
import { lexicon } from '../lexicon.js';
import { escapeRegExp, longestFirst } from '../../regex.js';

export type ComponentKind = 'street' | 'unit' | 'military' | 'postal' | 'region' | 'city';
export interface Component {
  start: number;
  end: number;
  kind: ComponentKind;
  /** A country or US state (kind 'region' or 'city' with a gazetteer hit). */
  broad?: boolean;
  /** A street whose trailing street abbreviation was left out ("Sludevej 13" of "Sludevej 13 St."). */
  tail?: boolean;
}
export interface AddressBlock {
  components: Component[];
  /**
   * Laid out as separate fields: two components apart by two spaces, a tab, ">" or "???", or a block
   * of its own lines (a letterhead: it opens the message or follows a blank line and runs over lines).
   */
  fields: boolean;
}


const CAP = String.raw`\p{Lu}[\p{L}\p{M}'’.∆-]*`;
/** A capitalised word of a place name: no inner dots, except the abbreviations "St." and "Mt."; never the
 * letters of a postcode ("Leeds LS18 4QP": the town is "Leeds"). */
const PLACE_WORD = String.raw`(?:(?:St|Ste|Mt|Ft)\.|[\p{Lu}∆][\p{L}\p{M}'’∆-]*(?![\p{L}\p{M}'’∆\d-]))`;
/** The listed, capitalised and upper-case spellings: the patterns using it are case-sensitive. */
const bothCases = (words: readonly string[]) => longestFirst(words.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]));
const CONNECTOR = String.raw`(?:de|del|dei|della|delle|degli|la|las|los|da|do|dos|das|di|du|des|nad|pod|am|an|im|sur|upon|on|en|y|i|of)(?![\p{L}\p{M}])`;
/** A lower-case word of a street's name, allowed only right before its street word ("Árpád fejedelem útja 3."). */
const LOWER_WORD = String.raw`\p{Ll}[\p{L}\p{M}'’-]*`;
const NUMBER = String.raw`\d{1,5}[A-Za-z]?\.?`;
/** Between components inside one address; the strong ones mark separate fields. */
const SEPARATOR = /(?:[ \t]*(?:,|>|\?{3}|\r?\n))+[ \t]*|[ \t]+/y;
const STRONG_SEPARATOR = /[ \t]{2,}|>|\?{3}|\t/;
/**
 * Chat that writes addresses in lower case: the whole message is, or a living or mailing cue runs straight
 * into a house number ("I live on 42 oak st", "we live at 77 s maple ln apt 4", "could you mail the
 * workbook to 418 birch hollow rd?").
 */
const LOWER_ADDRESS_CUE =
  /\b(?:live|lives|lived|living)\s+(?:on|at)\s+\d|\baddress\s+is\s+\d|\bmeet (?:me|us) at\s+\d|\b(?:mail|send|ship|deliver|drop)(?:\s+[a-z]+){0,3}\s+(?:off\s+)?(?:to|at)\s+\d/i;
const lowerChat = (text: string) => !/\p{Lu}/u.test(text) || LOWER_ADDRESS_CUE.test(text);

/** Adverbs closing a message after an address, no part of it: "42 oak st, springfield now", "we live at 12 Elm St too". */
export const CLOSING_ADVERBS = 'now|too|also|anymore|again|still|lol';
/** Words that end an address chain even when capitalised. */
const STOP = /^(?:and|or|for|after|before|in|on|at|to|the|a|is|was|which|with|last|please|this|tomorrow|today|now|too|also|anymore|again|still|yet|so|but|office|fax|mobile|desk|phone|tel)$/i;

// Words and numbers, split without Unicode classes: this runs on every message that has a digit
const TOKEN = /\d+|[^\s\d,;:!?()"<>[\]{}=+*/]+/g;

interface Patterns {
  unit: RegExp;
  military: RegExp;
  ship: RegExp;
  streetSuffixed: RegExp;
  streetLower: RegExp;
  streetLowerNumbered: RegExp;
  cityLower: RegExp;
  streetPrefixed: RegExp;
  streetNumbered: RegExp;
  streetWord: RegExp;
  prefix: RegExp;
  postal: RegExp;
  regionCode: RegExp;
  city: RegExp;
  cueAnchor: RegExp;
  /** Cheap test: a unit, street or military word occurs at all. */
  maybe: RegExp;
  maybeCompound: RegExp;
  /** The words of `maybe` and `maybeCompound`, found with every gate's in one pass: those regexes then only where one is. */
  maybeCues: CueGroup;
  units: ReadonlySet<string>;
  streetSuffixes: ReadonlySet<string>;
  streetWords: ReadonlySet<string>;
  compoundEnds: readonly string[];
  prefixWords: ReadonlySet<string>;
}
let compiled: Patterns | undefined;

function patterns(): Patterns {
  if (compiled) return compiled;
  const { lists } = lexicon();
  const units = longestFirst(lists.unitWords);
  const suffixes = longestFirst([...lists.streetSuffixes, ...lists.streetWords]);
  // Street words that open a street name in their language ("Rue Gafsa", "ul. Słowicza")
  const prefixList = lists.streetPrefixes;
  const notStreet = lists.lessonWords.map(escapeRegExp).join('|');
  const prefixes = bothCases(prefixList.flatMap((w) => [w, w.toLowerCase()]));
  const codes = longestFirst(lists.stateCodes);
  const streetWordsAlt = longestFirst(lists.streetWords);
  const notUnit = String.raw`(?!(?:${bothCases(lists.unitWords)})(?![\p{L}\p{M}]))`;
  // The words that say a message may hold an address: a unit, street or military post word; a street word closing a compound before a number ("Hauptstraße 5")
  const maybeWords = [...lists.unitWords, ...lists.streetSuffixes, ...lists.streetWords, 'apo', 'dpo', 'fpo'].map((w) => w.toLowerCase().replace(/\.$/, ''));
  const compoundEnds = lists.streetWords.filter((w) => /^\p{L}{3,}$/u.test(w));
  compiled = {
    // (a building number may precede an apartment, suite or P.O. box: "45818 P.O. Box 242")
    unit: new RegExp(String.raw`(?:\d{1,6}\s(?=p\.?\s?o\.?\s?box|apt|suite|psc))?(?:${units})\s?#?\s?\d{1,5}[A-Za-z]?\b(?:,?\s+box\s+\d{1,5}\b)?`, 'iuy'),
    military: /(?:apo|dpo|fpo)\s+(?:aa|ae|ap)\s+\d{5}\b/iy,
    ship: /(?:usns|usnv|uss|uscgc)\s+\p{L}+(?:\s+\p{L}+)?(?=[\s,]+(?:fpo|apo|dpo)\b)/iuy,
    // "1668 Glyn St", "3378 217 Lovers Lane", "3911 fourth avenue", "2290 SW 68th Terrace" (a numbered street after its quarter)
    // (capitalised, so "12 this way" and "8 apples in each row" are not streets)
    streetSuffixed: new RegExp(
      String.raw`\d{1,6}[A-Za-z]?(?:\s\d{1,5})?\s(?:(?:[NSEW]|[NS][EW])\.?\s\d{1,3}(?:st|nd|rd|th)\s|(?:(?:[NSEW]|[NS][EW])\.?\s)?(?:${CAP}\s){1,4}?)(?:${bothCases([...lists.streetSuffixes, ...lists.streetWords])})(?![\p{L}\p{M}])\.?(?:\s\d{1,4}[A-Za-z]?\.?(?!\d|[/:,.]\d))?`,
      'uy',
    ),
    // All-lower-case chat ("3911 fourth avenue"): only the unmistakable street words
    // (the words between are the street's name: never "on", "the", ... as in "3 apples on main street")
    streetLower:
      /\d{1,6}[a-z]?(?:\s\d{1,5})?\s(?:(?!(?:on|in|at|the|a|an|of|and|to|from|for|with|down|up|along|across|by|near)\s)[a-z][a-z'-]*\s){1,3}?(?:\d{1,5}\s)?(?:street|st\.?|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|place|pl|way|terrace|circle|cir|parkway|pkwy|highway|hwy)(?![a-z])/y,
    // All-lower-case chat, a name then a house number ("2407 tawastintie 6"): a street word or a
    // compound street name is checked on acceptance
    streetLowerNumbered: /\d{1,6}\s(?:\p{Ll}[\p{Ll}\p{M}'’-]*\s){1,3}\d{1,4}[a-z]?(?![\d\p{L}]|[/:,.]\d)/uy,
    // All-lower-case chat, a town after a comma ("..., sé, portugal"): up to three words, then a comma or the end
    // (an adverb closing the message is no part of the town: "42 oak st, springfield now")
    cityLower: new RegExp(
      String.raw`\p{Ll}[\p{Ll}\p{M}'’-]*(?:\s(?!(?:${CLOSING_ADVERBS})\b)\p{Ll}[\p{Ll}\p{M}'’-]*){0,2}(?=\s*(?:,|$)|\s+(?:${CLOSING_ADVERBS})\s*(?:[,.!]|$)|\s\d{3,6}(?:-\d{3,4})?(?:\s*(?:[,.]|$)))`,
      'uy',
    ),
    // "62 Rue Gafsa", "Rua Igreja 25", "ul. Słowicza 10", "Avenue du Golf Arabe"
    streetPrefixed: new RegExp(String.raw`(?:\d{1,6}\s(?:\d{1,5}\s)?)?(?:${prefixes})\s(?:(?:${CONNECTOR})\s)*${CAP}(?:\s${notUnit}(?:${CAP}|${CONNECTOR}))*(?:\s${NUMBER})?`, 'uy'),
    // "Puruntie 82", "Erzsébet tér 19.", "Trenerys gate 232": a capitalised name (lower-case only for
    // street words and connectors), then the house number; never "Problem 5" or "Unit 3"
    streetNumbered: new RegExp(
      String.raw`(?:\d{1,6}\s)?(?!(?:${notStreet})(?![\p{L}\p{M}]))${CAP}(?:\s${notUnit}(?:${CAP}|${CONNECTOR}|${streetWordsAlt}|${LOWER_WORD}(?=(?:\s${LOWER_WORD})?\s(?:${streetWordsAlt})\s\d))){0,3}\s\d{1,4}[A-Za-z]?(?:\.|\s(?:St|Ave|Rd|Street|Avenue|Road)(?![\p{L}\p{M}])\.?)?(?!\d|[/:,.]\d)`,
      'uy',
    ),
    streetWord: new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${suffixes})\.?$|\p{L}{3,}(?:${longestFirst(lists.streetWords.filter((w) => /^\p{L}{3,}$/u.test(w)))})$`, 'iu'),
    prefix: new RegExp(String.raw`^(?:${prefixes})\s`, 'iu'),
    // "53650", "5000-047", "394 13", "7412 SL", "SW1A 1AA", "K1A 0B1"
    postal: /(?:\d{2}-\d{3}(?!\d)|\d{3,6}(?:-\d{3,4}| \d{2,3}(?!\d))?|\d{4}\s?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]\d[A-Z]\s\d[A-Z]\d)(?![\p{L}\d])/uy,
    // "Toronto, ON", "ASKER nan", and a department number before a postal code ("Hania Bazid, 43 73313")
    regionCode: new RegExp(String.raw`(?:[A-Z]{2}|nan|${codes})(?![\p{L}\d])|\d{1,2}(?=\s+\d{3,6}[ \t]*(?:$|[\n.,;!?]))`, 'uy'),
    city: new RegExp(String.raw`${PLACE_WORD}(?:[ -](?:${PLACE_WORD}|${CONNECTOR}))*(?:\s\([\p{L} ]+\))?`, 'uy'),
    maybe: new RegExp(String.raw`\b(?:${longestFirst(maybeWords)})(?:\.|\b)`, 'i'),
    maybeCompound: new RegExp(String.raw`(?:${longestFirst(compoundEnds)})\s\d`, 'i'),
    maybeCues: cueWords([...new Set(maybeWords)].map((w) => ` ${w} `).concat(compoundEnds.map((w) => `${w} #`))),
    cueAnchor: /\b\d{1,6}\s(?:\d{1,5}\s)?\p{Lu}/gu,
    units: new Set(lists.unitWords.map((w) => w.replace(/\.$/, ''))),
    streetSuffixes: new Set(lists.streetSuffixes.map((w) => w.toLowerCase().replace(/\.$/, ''))),
    streetWords: new Set(lists.streetWords.map((w) => w.toLowerCase().replace(/\.$/, ''))),
    compoundEnds,
    prefixWords: new Set(prefixList.map((w) => w.toLowerCase().replace(/\.$/, ''))),
  };
  return compiled;
}

function matchAt(re: RegExp, text: string, at: number): number | undefined {
  re.lastIndex = at;
  const m = re.exec(text);
  return m ? at + m[0].length : undefined;
}

/** The broad-region words (countries, US states) at the end of a capitalised run, if any. */
function splitBroadTail(text: string, start: number, end: number): number {
  const { regions } = lexicon();
  const words = [...text.slice(start, end).matchAll(/\S+/g)];
  for (let i = 0; i < words.length; i++) {
    const tail = text.slice(start + words[i]!.index, end).replace(/\s*\([^)]*\)$/, '');
    if (!regions.has(tail.toLowerCase())) continue;
    // The place ends with the word before the region, without the space or hyphen between them
    let cut = start + words[i]!.index;
    while (cut > start && /[\s-]/.test(text[cut - 1]!)) cut--;
    return cut;
  }
  return end;
}

/**
 * "Sludevej 13 St.", "137 Avenue Teboulbi St.", "11 Botley Road St.": a street abbreviation after a
 * street that already has its house number or its street word is not part of the street.
 */
function trimStreetTail<C extends Component | undefined>(text: string, c: C): C {
  if (!c || c.kind !== 'street') return c;
  const m = /\s+St\.?$/i.exec(text.slice(c.start, c.end));
  // ...and only where the address ends there ("St. the first three months", "St. and"; not "St Apt. 5")
  if (!m || !/^(?:\s*$|\s*[.,;!?]|\s+\p{Ll})/u.test(text.slice(c.end, c.end + 3))) return c;
  const trimmed = { ...c, end: c.end - m[0].length };
  return /\d[A-Za-z]?\.?$/.test(text.slice(c.start, trimmed.end)) || hasStreetWord(text, trimmed) ? { ...trimmed, tail: true } : c;
}

/** Street words written out, after which a dot ends the sentence ("2214 Birchwood Lane. I'll be there"), not an abbreviation. */
const WHOLE_STREET_WORD = /(?:^|\s)(?:Street|Avenue|Road|Lane|Drive|Court|Place|Boulevard|Highway|Circle|Terrace|Parkway|Trail)\.$/;
/** An English road's own number ("County Road 9.") is never written with an ordinal dot, as "Erzsébet tér 19." is. */
const ROAD_NUMBER_DOT = /(?:^|\s)(?:Road|Route|Highway|Street|Avenue)\s\d{1,4}[A-Za-z]?\.$/;
function fullStop(text: string, c: Component | undefined): Component | undefined {
  if (!c || c.kind !== 'street') return c;
  const value = text.slice(c.start, c.end);
  if (!value.includes('.')) return c;
  if (WHOLE_STREET_WORD.test(value) || ROAD_NUMBER_DOT.test(value)) return { ...c, end: c.end - 1 };
  // "901 Avenida Juarez. It is big": after a name word of four letters or more the dot ends the
  // sentence, and what follows is not the street's ("Blvd." is an abbreviation, a street suffix)
  for (const m of value.matchAll(/\s(\p{Lu}\p{Ll}{3,})(?=\.(?:\s|$))/gu)) {
    const word = m[1]!.toLowerCase();
    if (!patterns().streetSuffixes.has(word) && !patterns().streetWords.has(word)) return { ...c, end: c.start + m.index + m[0].length };
  }
  return c;
}

function componentAt(text: string, at: number, first: boolean, afterPostal: boolean): Component | undefined {
  const p = patterns();
  const take = (end: number | undefined, kind: ComponentKind, broad = false): Component | undefined =>
    end === undefined || end <= at ? undefined : { start: at, end, kind, ...(broad ? { broad } : {}) };
  const word = /^[\p{L}\d#]+/u.exec(text.slice(at, at + 40))?.[0] ?? '';
  // ("ON", "IN", "OR" in capitals are region codes: "Toronto, ON 82269")
  if (STOP.test(word) && !first && !/^\p{Lu}{2}$/u.test(word)) return undefined;
  const structural: Component | undefined =
    take(matchAt(p.military, text, at), 'military') ??
    take(matchAt(p.ship, text, at), 'military') ??
    take(matchAt(p.unit, text, at), 'unit') ??
    (afterPostal
      ? undefined
      : (take(matchAt(p.streetSuffixed, text, at), 'street') ??
        take(matchAt(p.streetPrefixed, text, at), 'street') ??
        (!lowerChat(text) ? undefined : (take(matchAt(p.streetLower, text, at), 'street') ?? take(matchAt(p.streetLowerNumbered, text, at), 'street')))));
  if (structural) return fullStop(text, trimStreetTail(text, structural));
  // "2214 Birchwood Lane. I'll be there": the next sentence's "I" is no town
  if (text[at] === 'I' && /^I(?:['’](?:ll|m|d|ve)\b|\s)/.test(text.slice(at, at + 5))) return undefined;
  // ("County Road 14, Mrs. Amundsen, the bus...": a title after the comma opens someone's name, no town)
  if (/^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Coach)\.?(?![\p{L}\p{M}])/u.test(text.slice(at, at + 6))) return undefined;
  // A lone "St." is the tail of a street, never a town ("St. Paul" and "St Georges" are)
  if ((text[at] === 'S' || text[at] === 's') && /^St\.?(?![\p{L}\p{M}])(?!\s+\p{Lu})/iu.test(text.slice(at, at + 6))) return undefined;
  let city = matchAt(p.city, text, at);
  // "Aalborg NO 9100": a two-capital code between a town and its postal code is the region's
  if (city !== undefined && !first) {
    const code = / \p{Lu}{2}$/u.exec(text.slice(at, city));
    if (code && code.index > 0 && /^\s\d{3,6}(?!\d)/.test(text.slice(city, city + 8))) city = at + code.index;
  }
  // "Estonia 62488" is a country and a postal code, not a street
  const cut = city === undefined ? at : splitBroadTail(text, at, city);
  if (city !== undefined && cut === at) return take(city, 'region', true);
  let numbered = afterPostal ? undefined : trimStreetTail(text, take(matchAt(p.streetNumbered, text, at), 'street'));
  // "Aalborg NO 9100" is a town, a region code and a postal code, not a street
  if (numbered && !first && /^(?:\S+ )*\p{Lu}{2} \d{3,5}$/u.test(text.slice(at, numbered.end))) numbered = undefined;
  if (numbered || first) return numbered;
  const postal = afterPostal ? undefined : matchAt(p.postal, text, at);
  if (postal) return take(postal, 'postal');
  const code = matchAt(p.regionCode, text, at);
  if (code) return take(code, 'region');
  if (city !== undefined) return take(cut, 'city');
  // In all-lower-case chat a town is a lower-case run closed by a comma or the end ("sé", "portugal")
  const lower = /\p{Lu}/u.test(text) ? undefined : matchAt(p.cityLower, text, at);
  if (lower === undefined) return undefined;
  const lowerCut = splitBroadTail(text, at, lower);
  return lowerCut === at ? take(lower, 'region', true) : take(lowerCut, 'city');
}

/** Only blank space, ">" or "???" between the start of the message or a blank line and `at`. */
function opensParagraph(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && /[ \t>?]/.test(text[i]!)) i--;
  if (i < 0) return true;
  if (text[i] !== '\n') return false;
  i--;
  while (i >= 0 && /[ \t\r>?]/.test(text[i]!)) i--;
  return i < 0 || text[i] === '\n';
}

/** Parses the chain that starts at `at`; undefined when no street, unit or military box starts there. */
function chainAt(text: string, at: number): AddressBlock | undefined {
  const components: Component[] = [];
  let fields = false;
  let strongBefore = false;
  // A block standing on its own lines, one component a line, is laid out in fields
  let paragraph = opensParagraph(text, at);
  let lines = false;
  let breakBefore = false;
  let pos = at;
  let afterPostal = false;
  while (components.length < 10) {
    const c = componentAt(text, pos, components.length === 0, afterPostal);
    if (!c) break;
    // A street line that also holds its unit ("Dobrovského 1394 Apt. 066") is one written address
    if (c.kind === 'unit' && components.at(-1)?.kind === 'street' && !breakBefore) paragraph = false;
    components.push(c);
    fields ||= strongBefore;
    lines ||= breakBefore;
    afterPostal ||= c.kind === 'postal' || c.kind === 'military';
    SEPARATOR.lastIndex = c.end;
    const sep = SEPARATOR.exec(text);
    if (!sep) break;
    const next = c.end + sep[0].length;
    if (next >= text.length) break;
    strongBefore = STRONG_SEPARATOR.test(sep[0]);
    breakBefore = sep[0].includes('\n');
    pos = next;
  }
  if (!components.length) return undefined;
  // "Apt. 675 62314 Mellemvej 32 Aalborg NO 9100": a unit, a stray number, then a numbered street, no
  // commas between: not a written address but its fields in a row
  const [a, b] = components;
  const row = a!.kind === 'unit' && b?.kind === 'street' && !text.slice(a!.end, b.start).includes(',') && splitLeadingNumber(text, b).length > 1;
  return { components, fields: fields || (paragraph && lines) || row };
}

/**
 * Where an address may be: a unit word or a street word before a number ("Apt. 5", "Strasse 89",
 * "Puruntie 82"), a street suffix a few words after a number ("42 Oak Street"), a street prefix before
 * a capitalised name ("Rue Gafsa"), a military box ("APO AE"). One pass over the words, set lookups:
 * most messages with digits are math and have none.
 */
function anchorsIn(text: string): number[] {
  const p = patterns();
  const tokens = [...text.matchAll(TOKEN)];
  const out: number[] = [];
  const lowerCase = lowerChat(text);
  let lastDigit = -10;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const first = t[0].charCodeAt(0);
    if (isDigit(first)) {
      lastDigit = i;
      continue;
    }
    const next = tokens[i + 1]?.[0];
    const nextIsNumber = next !== undefined && isDigit(next.charCodeAt(0));
    const w = withoutFinalDot(t[0].toLowerCase());
    // English street words are capitalised unless the whole message is lower case ("7 is in the
    // thousands place"); other languages' ("u.", "tér", "gate") are not
    const streety = p.streetWords.has(w) || (p.streetSuffixes.has(w) && (t[0][0] !== w[0] || lowerCase));
    if (nextIsNumber && (p.units.has(w) || streety)) out.push(t.index);
    else if (streety && i - lastDigit <= 5) out.push(tokens[lastDigit]!.index);
    else if ((w === 'apo' || w === 'dpo' || w === 'fpo') && /^(?:aa|ae|ap)$/i.test(next ?? '')) out.push(t.index);
    else if (p.prefixWords.has(w) && next !== undefined && next[0] !== next[0]!.toLowerCase()) out.push(t.index);
    else if (nextIsNumber && w.length > 5 && p.compoundEnds.some((e) => w.endsWith(e))) out.push(t.index);
  }
  return out;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
/** "st." -> "st": what .replace(/\.$/, '') does, without a regex per word. */
function withoutFinalDot(w: string): string {
  return w.endsWith('.') ? w.slice(0, -1) : w;
}

/** Token starts from the sentence or field start up to the anchor, nearest last. */
function startsBefore(text: string, anchor: number): number[] {
  const from = Math.max(0, anchor - 60);
  const window = text.slice(from, anchor);
  // The sentence starts after the last ": ", "? ", "! " or ". " that does not close an abbreviation ("P.O. Box", "St. Paul");
  // "???" between fields is a separator like a line break, not the end of a question
  const asked = window.replace(/\?{3}/g, '   ');
  let cut = Math.max(window.lastIndexOf(': '), asked.lastIndexOf('? '), window.lastIndexOf('! '));
  for (const m of window.matchAll(/(\S+)\. /g)) if (!/^(?:\p{L}\.)*\p{L}{1,3}$/u.test(m[1]!)) cut = Math.max(cut, m.index + m[0].length - 2);
  const starts: number[] = [];
  for (const m of window.matchAll(/(?<![\p{L}\p{M}\d.'’-])[\p{L}\d]/gu)) if (m.index > cut) starts.push(from + m.index);
  return [...starts, anchor];
}

/**
 * Every accepted address block in the text, earliest first, non-overlapping. Each anchor (unit word,
 * street word, military box) is reached from the leftmost start whose chain covers it and passes
 * `accept`: "28245 Puruntie 82 Apt. 595" is found from "Apt.".
 */
export function findAddresses(text: string, accept: (b: AddressBlock) => boolean, cue = false): AddressBlock[] {
  if (longestDigitRun(text) === 0) return [];
  const p = patterns();
  const out: AddressBlock[] = [];
  let covered = 0;
  const anchors = hasCue(text, p.maybeCues) && (p.maybe.test(text) || p.maybeCompound.test(text)) ? anchorsIn(text) : [];
  // After an address cue ("my address is"), any house number may open one
  if (cue) for (const m of text.matchAll(p.cueAnchor)) anchors.push(m.index);
  anchors.sort((a, b) => a - b);
  for (const anchor of anchors) {
    if (anchor < covered) continue;
    let best: AddressBlock | undefined;
    for (const s of startsBefore(text, anchor)) {
      if (s < covered) continue;
      const block = chainAt(text, s);
      if (block && block.components[block.components.length - 1]!.end > anchor && accept(block)) {
        best = block;
        break;
      }
    }
    if (!best) continue;
    out.push(best);
    covered = best.components[best.components.length - 1]!.end;
  }
  return out;
}

/** A rural road known by its number ("County Road 9", "State Route 30", "Highway 12"): the number names the road, so one before it is the house's. */
const NUMBERED_ROAD = /^(?:(?:County|State|Rural|Farm|Forest|US|U\.S\.|Old)\s)?(?:Road|Rd\.?|Route|Rte\.?|Highway|Hwy\.?)\s\d{1,4}[A-Za-z]?\.?$/;

/**
 * A number before a street or box that carries its own number ("28245 Puruntie 82", "935 69 Gordon
 * Terrace", "45818 P.O. Box 242") is a separate field: the building or postal number, then the street.
 */
export function splitLeadingNumber(text: string, c: Component): Component[] {
  if (c.kind !== 'street' && c.kind !== 'unit') return [c];
  // (a numbered street's ordinal is its name, not its number: "2290 SW 68th Terrace")
  const m = /^(\d{1,6}[A-Za-z]?)\s+(?=(?:\D*\s)?\d+(?!\d|(?:st|nd|rd|th)\b))/.exec(text.slice(c.start, c.end));
  if (!m || NUMBERED_ROAD.test(text.slice(c.start + m[0].length, c.end))) return [c];
  return [
    { start: c.start, end: c.start + m[1]!.length, kind: 'postal' },
    { ...c, start: c.start + m[0].length },
  ];
}

/** A street component whose name carries a street word ("Oak Street", "Puruntie", "Rue Gafsa"). */
export function hasStreetWord(text: string, c: Component): boolean {
  if (c.kind !== 'street') return false;
  if (c.tail) return true;
  const name = text.slice(c.start, c.end).replace(/^\d{1,6}\s(?:\d{1,5}\s)?/, '').replace(/\s\d{1,5}[A-Za-z]?\.?$/, '');
  return patterns().streetWord.test(name) || patterns().prefix.test(name);
}

/** A street with a name besides its street words ("Villacher Strasse 89", "Sludevej 13"; not "Highway 101"). */
export function hasStreetName(text: string, c: Component): boolean {
  if (c.kind !== 'street') return false;
  const p = patterns();
  const words = text.slice(c.start, c.end).split(/\s+/).filter((w) => !/\d/.test(w)).map((w) => w.toLowerCase().replace(/\.$/, ''));
  return words.some((w) => !p.streetWords.has(w) && !p.streetSuffixes.has(w)) || words.some((w) => w.length > 5 && p.compoundEnds.some((e) => w.endsWith(e) && w.length > e.length + 2));
}

/** Apartment, suite, P.O. box: unit words that tutoring talk does not use for lessons or rooms. */
export const isStrongUnit = (text: string, c: Component) => c.kind === 'unit' && /^(?:apt|apartment|suite|ste|p\.?\s?o\.?\s?box|psc)\b/i.test(text.slice(c.start, c.end));
