// LOCATION, smaller than a state: postal addresses (parsed in address.ts), postal codes after a cue,
// and places named after a cue ("we moved to Austin", "grew up in Remniku", "flew to OULU").
// Word problems move characters between cities, so in math talk only first-person mentions count.
import type { SegmentLabel, Span } from '../../schema.js';
import { lexicon } from '../lexicon.js';
import { span, type Recognizer } from '../types.js';
import { findAddresses, hasStreetName, hasStreetWord, isStrongUnit, splitLeadingNumber, type AddressBlock } from './address.js';

const ADDRESS_CUE =
  /\b(?:address|live[sd]? (?:at|in|on)|living (?:at|in)|located|meet (?:me|you) at|sent to|send (?:it|them|a new one) to|deliver|drops? (?:you|me) off|station is on|stop at|corner of|office is (?:at|in)|restaurant is|taxi to|return to|arrived at|zip|postal|mailing|billing|ship(?:ped)? to|mail|my (?:house|home|apartment|place)|pick (?:me|us) up|moved to|stay(?:ing)? at|works? at|come (?:over )?to)\b/i;

/** Evidence an address block needs: more in math talk, where "Unit 3" and "5 Main Street" are lessons and problems. */
function acceptBlock(text: string, label: SegmentLabel, cue: boolean) {
  return (b: AddressBlock): boolean => {
    const cs = b.components;
    if (cs.some((c) => c.kind === 'military')) return true;
    const n = cs.filter((c) => !c.broad).length;
    const strongUnit = cs.some((c) => isStrongUnit(text, c));
    const streety = cs.some((c) => hasStreetWord(text, c));
    const numbered = cs.some((c) => c.kind === 'street' && /^\d/.test(text.slice(c.start, c.end)));
    // Lone streets must be named ("Oak Street 5", not "Highway 101" or "Station 3 Court 4")
    const named = cs.some((c) => hasStreetName(text, c));
    // In math talk a house number and a street word need an address cue or a first-person word near them
    if (label === 'MATH') return (strongUnit && n >= 3) || (streety && numbered && named && (cue || FIRST_PERSON.test(text)));
    // A street word and a house number in one street ("Sludevej 13 St.") are an address on their own
    // unless it goes on counting ("Oak Street 5 times": a lower-case word right after the number)
    const housed = cs.some((c) => {
      const value = text.slice(c.start, c.end);
      return hasStreetWord(text, c) && hasStreetName(text, c) && /\d/.test(value) && (/\D\.?$/.test(value) || !/^\s+\p{Ll}/u.test(text.slice(c.end, c.end + 3)));
    });
    const placed = cs.some((c) => c.kind !== 'street');
    return (strongUnit && (n >= 2 || cue)) || (streety && named && ((n >= 2 && placed) || cue || numbered || housed)) || (n >= 3 && cue);
  };
}

/** Spans for one block: one per component when the address is laid out in fields (countries and states
 * left out), else the whole address. */
function blockSpans(text: string, b: AddressBlock): Array<[number, number]> {
  // Laid out in fields, each component is its own span ("28245", "Kiannonkatu 98", "Apt. 360", "OULU", "53650")
  if (b.fields)
    return b.components
      .filter((c) => !c.broad)
      .flatMap((c) => splitLeadingNumber(text, c))
      .map((c) => [c.start, c.end]);
  // A bare street line with a stray number before a numbered street, and at most towns after it
  // ("86036 Rua do Arenque 1634, Goiânia", "17151 2450 Crown St") is read as its parts, like fields;
  // a postal address with a unit, region, postal code or line breaks stays one span
  const [first] = b.components;
  const bare = b.components.every((c, i) => (i === 0 ? c.kind === 'street' : c.kind === 'city' && !c.broad));
  const last = b.components[b.components.length - 1]!;
  if (bare && !text.slice(first!.start, last.end).includes('\n')) {
    const parts = splitLeadingNumber(text, first!);
    if (parts.length > 1) return [...parts, ...b.components.slice(1)].map((c) => [c.start, c.end]);
  }
  return [[first!.start, last.end]];
}

// "my address is 12 rue de la paix, lyon": a disclosed address runs to the end of the sentence or line
const DISCLOSED_ADDRESS =
  /\b(?:(?:my|our|the|his|her|their) (?:home |mailing |street )?address(?: of [A-Z][\w.-]*)? is|address:|i live at|we live at|lives at|located at|deliver(?:ed)? to)\s+([^\n.!?;]{0,120}?\d[^\n!?;]{0,80}?)(?=\s*(?:[.!?;]\s|\n|$))/gi;

// "Springfield IL 62704", "Austin, TX 78701": a city, a state code and a ZIP code, flagged whole
let cityStateZip: RegExp | undefined;
const CITY_STATE_ZIP = () =>
  (cityStateZip ??= new RegExp(String.raw`\b(?:\p{Lu}[\p{L}'’.-]+\s){0,2}\p{Lu}[\p{L}'’.-]+,?\s(?:${lexicon().lists.stateCodes.join('|')})\s\d{5}(?:-\d{4})?(?!\d)`, 'gu'));

const POSTAL_CUE = /\b(?:zip|postal|post)(?:\s*code)?(?:\s+is)?\s*[:#]?\s*(\d{3,6}(?:[- ]\d{2,4})?(?:\s[A-Z]{2}\b)?)(?!\d)/gi;

// Cues strong enough to flag an unknown capitalised place; gazetteer cities need only "in"/"from".
const STRONG_PLACE_CUE =
  /\b(?:grew up in|originally from|(?:street|avenue|road) in|moved (?:here )?(?:from|to)|flew to|fly(?:ing)? to|arrived (?:at|in)|based in|returned to|home ?(?:city|town)|hometown(?: is)?|university of|born in|from around the world to|(?:\d+\w*|first|tenth) year in|i am in|i'm in|travell?(?:ing|ed)? to|trip to|where:)\s+/gi;
const CITY_CONTEXT =
  /\b(?:(?:live|living|lives|lived|moved|move|moving|born|grew up|returned|flew|travell?ed|visit(?:ing|ed)?|stay(?:ing)?)(?:\s+(?:in|to|near|at|from))?|from|near|town of|city of|in)\s+((?:[A-Za-z][a-z'’.-]+)(?:\s[A-Z][a-z'’.-]+){0,2})/g;
const CITY_VERBS = /\b(?:live|living|lives|lived|from|moved|move|moving|returned|flew|travell?ed|near|visit\w*|born|grew up|town of|city of|stay\w*)\b/i;
const IN_PLACE = /\b[Ii]n [A-Z]/;
const PLACE = /\p{Lu}[\p{L}\p{M}'’∆-]*(?:[ -](?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)(?:\p{Lu}[\p{L}\p{M}'’∆-]*|(?:de|del|la|nad|du|des|sur|am|an|upon|en|K)(?![\p{L}\p{M}])))*/uy;
// The place starts a field (line start, two spaces, ">") or follows a place cue
const PLACE_THEN_WORDS =
  /(?<=^|[ \t]{2}|[>\n][ \t]*|\b(?:in|from|to|at)\s)(\p{Lu}[\p{L}\p{M}'’-]*(?:[ -](?:\p{Lu}[\p{L}\p{M}'’-]*|(?:de|del|la|nad|du|des|sur|am|an|upon|en)(?![\p{L}\p{M}]))){0,4})(?=,?\s((?:\p{Lu}[\p{L}.]*\s?){1,3}))/dgmu;
const FIRST_PERSON = /\b(?:i|i'?m|im|we|we'?re|my|our)\b/i;

/** Every strong cue ends in one of these words before a capitalised place: a cheap test first. */
const CUE_TAIL = /\b(?:[Ii]n|[Ff]rom|[Tt]o|[Aa]t|[Oo]f|city|town|hometown|is|[Ww]here:)\s+\p{Lu}/u;

function cuedPlaces(text: string, label: SegmentLabel, out: Span[], id: string): void {
  const lex = lexicon();
  if (!CUE_TAIL.test(text)) return;
  for (const m of text.matchAll(STRONG_PLACE_CUE)) {
    const at = m.index + m[0].length;
    PLACE.lastIndex = at;
    const place = PLACE.exec(text)?.[0];
    if (!place) continue;
    const lower = place.toLowerCase();
    if (lex.notPlace.has(lower) || lex.regions.has(lower) || lex.nrp.has(lower)) continue;
    const firstPerson = FIRST_PERSON.test(text.slice(Math.max(0, m.index - 30), at));
    if (label === 'MATH' && !firstPerson) continue;
    // "I'm in Algebra 2", "I'm in Ms. Lee's class": "in" after I'm names a place only when the gazetteer says so
    if (/^i(?:'m| am) in/i.test(m[0]) && !lex.cities.has(lower)) continue;
    out.push(span(at, at + place.length, 'LOCATION', id, lex.cities.has(lower) ? 0.85 : 0.7));
  }
}

let multiWordRegions: Map<string, string[]> | undefined;

/** True when a country or state name occurs: a cheap test before the place-before-country pattern. */
function mentionsRegion(text: string): boolean {
  const lex = lexicon();
  if (!multiWordRegions) {
    multiWordRegions = new Map();
    for (const r of lex.regions) {
      const first = r.split(' ')[0]!;
      if (first !== r) multiWordRegions.set(first, [...(multiWordRegions.get(first) ?? []), r]);
    }
  }
  CAPITALISED.lastIndex = 0;
  for (let m = CAPITALISED.exec(text); m; m = CAPITALISED.exec(text)) {
    const w = m[0].toLowerCase();
    if (lex.regions.has(w)) return true;
    const longer = multiWordRegions.get(w);
    if (longer) {
      const rest = text.slice(m.index, m.index + 40).toLowerCase();
      if (longer.some((r) => rest.startsWith(r))) return true;
    }
  }
  return false;
}
const CAPITALISED = /\b[A-Z][A-Za-z]+/g;

/** "Chiclana de la Frontera, Spain", "Toronto Canada": a place run right before a country, as a field or after a cue. */
function placesBeforeCountry(text: string, out: Span[], id: string): void {
  const lex = lexicon();
  if (!mentionsRegion(text)) return;
  for (const m of text.matchAll(PLACE_THEN_WORDS)) {
    const start = m.indices![1]![0];
    // Words of the place and what follows it; the place ends where a known country begins
    const words = [...`${m[1]} ${m[2]!.trim()}`.matchAll(/[^\s,]+/g)];
    for (let i = 1; i < words.length; i++) {
      const isCountry = [3, 2, 1].some((n) => i + n <= words.length && lex.regions.has(words.slice(i, i + n).map((w) => w[0]).join(' ').replace(/\.$/, '').toLowerCase()));
      if (!isCountry) continue;
      const place = m[1]!.slice(0, words[i - 1]!.index + words[i - 1]![0].length);
      const lower = place.toLowerCase();
      if (!lex.regions.has(lower) && !lex.notPlace.has(lower) && !lex.nrp.has(lower)) out.push(span(start, start + place.length, 'LOCATION', id, 0.7));
      break;
    }
  }
}

function gazetteerPlaces(text: string, label: SegmentLabel, out: Span[], id: string): void {
  if (!CITY_VERBS.test(text) && !IN_PLACE.test(text)) return;
  const lex = lexicon();
  for (const m of text.matchAll(CITY_CONTEXT)) {
    // Longest known city inside the captured words ("Austin" from "Austin Texas", "New York")
    const words = m[1]!.split(/\s+/);
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      const candidate = words.slice(0, n).join(' ');
      if (!lex.cities.has(candidate.toLowerCase())) continue;
      const capital = /^[A-Z]/.test(candidate);
      const firstPerson = FIRST_PERSON.test(text.slice(Math.max(0, m.index - 30), m.index + 5));
      if (label === 'MATH' && !firstPerson) break;
      if (!capital && !firstPerson) break;
      const start = m.index + m[0].length - m[1]!.length;
      out.push(span(start, start + candidate.length, 'LOCATION', id, firstPerson ? 0.85 : 0.6));
      break;
    }
  }
}

export const locationRecognizer: Recognizer = {
  id: 'rule:location',
  types: ['LOCATION'],
  detect({ text, label }) {
    const out: Span[] = [];
    if (/\d/.test(text)) {
      const cue = ADDRESS_CUE.test(text);
      for (const b of findAddresses(text, acceptBlock(text, label, cue), cue))
        for (const [start, end] of blockSpans(text, b)) out.push(span(start, end, 'LOCATION', this.id, 0.85));
      // A disclosed address the parser could not follow ("12 rue de la paix, lyon") is flagged whole
      if (/address|live|located|deliver/i.test(text))
        for (const m of text.matchAll(DISCLOSED_ADDRESS)) {
          const value = m[1]!.trimEnd().replace(/\.$/, '');
          const start = m.index + m[0].length - m[1]!.length;
          if (value.length < 6 || out.some((s) => s.start < start + value.length && start < s.end)) continue;
          out.push(span(start, start + value.length, 'LOCATION', this.id, 0.8));
        }
      if (/\b[A-Z]{2}\s\d{5}\b/.test(text))
        for (const m of text.matchAll(CITY_STATE_ZIP())) out.push(span(m.index, m.index + m[0].length, 'LOCATION', this.id, 0.9));
      if (/\b(?:zip|postal|post)\b/i.test(text))
        for (const m of text.matchAll(POSTAL_CUE)) {
          const start = m.index + m[0].length - m[1]!.length;
          out.push(span(start, start + m[1]!.length, 'LOCATION', this.id, 0.8));
        }
    }
    cuedPlaces(text, label, out, this.id);
    if (label === 'NON_MATH') placesBeforeCountry(text, out, this.id);
    gazetteerPlaces(text, label, out, this.id);
    return out;
  },
};
