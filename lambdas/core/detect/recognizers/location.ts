// LOCATION, smaller than a state: postal addresses (parsed in address.ts), postal codes after a cue,
// and places named after a cue ("we moved to Austin", "grew up in Remniku", "flew to OULU").
// Word problems move characters between cities, so in math talk only first-person mentions count.
import type { SegmentLabel, Span } from '../../schema.js';
import { longestDigitRun } from '../digits.js';
import { cueWords, hasCue, type CueGroup } from '../cue-scan.js';
import { lexicon } from '../lexicon.js';
import { escapeRegExp, longestFirst } from '../../regex.js';
import { sentenceEnd, sentenceStart } from '../sentence.js';
import { overlapsAny, span, type Recognizer } from '../types.js';
import { CLOSING_ADVERBS, findAddresses, hasStreetName, hasStreetWord, isStrongUnit, splitLeadingNumber, type AddressBlock } from './address.js';

const ADDRESS_CUE =
  /\b(?:address|live[sd]? (?:at|in|on)|living (?:at|in)|located|meet (?:me|you) at|sent to|send (?:it|them|a new one) to|deliver|drops? (?:you|me) off|station is on|stop at|corner of|office is (?:at|in)|restaurant is|taxi to|return to|arrived at|zip|postal|mailing|billing|ship(?:ped)? to|mail|my (?:house|home|apartment|place)|pick (?:me|us) up|moved to|stay(?:ing)? at|works? at|come (?:over )?to)\b/i;
/** Each of its phrases' first words, found with every gate's in one pass: the regex then only where one is. */
const ADDRESS_CUE_WORDS = cueWords(
  ['address', 'live', 'living', 'located', 'meet', 'sent', 'send', 'deliver', 'drop', 'station', 'stop', 'corner', 'office', 'restaurant', 'taxi', 'return', 'arrived', 'zip', 'postal', 'mailing', 'billing', 'ship', 'mail', 'my', 'pick', 'moved', 'stay', 'work', 'come'].map((w) => ` ${w}`),
);

/** Words no street's name holds: pronouns and modal verbs. */
const SENTENCE_WORDS = /\b(?:he|she|they|we|you|i|it|can|could|will|would|should|must|is|are|was|were)\b/;
/** A number and a unit of time or distance before the street word: "30 minute drive", "5-mile loop". */
// (or an amount: "i get 70 dollars either way")
const MEASURED_TRIP = /^\d+(?:\.\d+)?[\s-](?:seconds?|minutes?|min|hours?|hrs?|days?|miles?|mi|blocks?|km|kilometers?|kilometres?|meters?|feet|foot|yards?|dollars?|bucks|cents?|points?|percent)\s/i;
/** Evidence an address block needs: more in math talk, where "Unit 3" and "5 Main Street" are lessons and problems. */
function acceptBlock(text: string, label: SegmentLabel, cue: boolean) {
  return (b: AddressBlock): boolean => {
    const cs = b.components;
    if (cs.some((c) => c.kind === 'military')) return true;
    // A street's name holds no pronoun or modal verb: "my brother is 16 he can drive me" is a sentence
    if (cs.some((c) => c.kind === 'street' && SENTENCE_WORDS.test(text.slice(c.start, c.end)))) return false;
    // ... nor a clock's minutes for its number: "at 9:12 AM Bright Path Test Prep <dana@...> wrote:"
    if (cs.some((c) => c.kind === 'street' && /\d[:.]$/.test(text.slice(Math.max(0, c.start - 2), c.start)))) return false;
    // ... nor a measure after its number: "a 30 minute drive", "a 5 mile walk" is a trip's length
    if (cs.some((c) => c.kind === 'street' && MEASURED_TRIP.test(text.slice(c.start, c.end)))) return false;
    // ... nor a town after a sentence ended by the street's number: "Dairy Queen on Route 9. Blizzard machine broke" (a town
    // follows a comma or a line; "Oak Ave. Springfield" is an abbreviation's dot)
    if (cs.some((c, k) => k > 0 && c.kind === 'city' && /\d\.[ \t]+$/.test(text.slice(cs[k - 1]!.end - 2, c.start)))) return false;
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

// "my address is 12 rue de la paix, lyon": a disclosed address runs to the end of the sentence or line (an adverb closing
// it is no part: "we live at 2290 SW 68th Street now")
const DISCLOSED_ADDRESS = new RegExp(
  String.raw`\b(?:(?:my|our|the|his|her|their) (?:home |mailing |street )?address(?: of [A-Z][\w.-]*(?: [A-Z][\w.&-]*){0,5})? is|address:|i live at|we live at|lives at|located at|deliver(?:ed)? to)\s+([^\n.!?;]{0,120}?\d[^\n!?;]{0,80}?)(?=(?:,?\s+(?:${CLOSING_ADVERBS}))?\s*(?:[.!?;](?:\s|$)|\n|$))`,
  'gi',
);

const BARE_STREET_LINE = /^(\d{1,6}) ((?:[\p{L}\p{M}.'’-]+ ){1,4}\d{1,5}[A-Za-z]?), ([\p{L}\p{M}'’ -]+)$/u;

// "Springfield IL 62704", "Austin, TX 78701": a city, a state code and a ZIP code, flagged whole
let cityStateZip: RegExp | undefined;
const CITY_STATE_ZIP = () =>
  (cityStateZip ??= new RegExp(String.raw`\b(?:\p{Lu}[\p{L}'’.-]+\s){0,2}\p{Lu}[\p{L}'’.-]+,?\s(?:${lexicon().lists.stateCodes.join('|')})\s\d{5}(?:-\d{4})?(?!\d)`, 'gu'));

const POSTAL_CUE = /\b(?:zip|postal|post)(?:\s*code)?(?:\s+is)?\s*[:#]?\s*(\d{3,6}(?:[- ]\d{2,4})?(?:\s[A-Z]{2}\b)?)(?!\d)/gi;

/** Relatives whose home a student names ("my grandma's house in Willow Bend", "at my grandmas in east harlem"). */
const FAMILY = 'grandma|grandpa|grandmother|grandfather|grandparents|nana|nani|dadi|abuela|abuelo|aunt|auntie|uncle|cousin|cousins|mom|mum|dad';
/** Homes a place is named for ("my grandma's house in Willow Bend"). */
const HOME_PLACES = 'house|home|apartment|place|farm|cabin';
// Cues strong enough to flag an unknown capitalised place; gazetteer cities need only "in"/"from".
const STRONG_PLACE_CUE = new RegExp(
  String.raw`\b(?:grew up in|growing up in|originally from|(?:calling|texting|writing|zooming) (?:you )?from|(?:habite|habitait|habitent|reste|restait|restent|vit|vivait|demeure|travaille|travaillait)\s+à|(?:he|she|wife|husband|mom|dad|mother|father|family|grandma|grandpa|cousin|aunt|uncle|friend)['’]s (?:originally )?from|(?:i|we|they|he|she|${FAMILY}|family|brother|sister|friend|lola|lolo|teta|nonna) (?:live|lives|lived|living) in|(?:street|avenue|road) in|moved (?:here |back )?(?:from|to)|moving (?:here |back )?(?:from|to)|(?:we|they|family)(?: might| may| will|['’]ll| are going to|['’]re going to| are gonna|['’]re gonna| plan to| want to| have to| had to)? move (?:here )?(?:from|to)|(?:shop|store|bakery|hub|warehouse|factory|plant|restaurant|church|mosque|temple|hospital|clinic|office|mall|market|farm|ranch|party|wedding|quincea[ñn]era|quince|funeral|reunion|tournament) in|flew to|fly(?:ing)? to|arrived (?:at|in)|based in|returned to|(?:i'?m|i’m|i am|we'?re|we’re|we are|(?:are|is) (?:both|all)) (?:originally )?from|(?:elementary|middle|high|academy|school|college|university) in|(?:vivo|vivimos|nací|naci|nacimos)(?: aquí| aqui)? en|(?:soy|somos|vengo|venimos) de|(?:vino|vinieron) de|home ?(?:city|town)|my (?:town|city|neighbou?rhood)(?: is)?|(?:my|our|(?:${FAMILY})['’]?s) (?:${HOME_PLACES})(?: is)? in|(?:at|to|from) (?:my|our) (?:${FAMILY})['’]s in|hometown(?: is)?|university of|born in|from around the world to|(?:\d+\w*|first|tenth) year in|i am in|i'm in|travell?(?:ing|ed)? to|trip to|(?:town|city|village|pueblo|pueblito|ciudad|neighbou?rhood|barrio|colonia)(?: [a-z]+)? (?:called|named|que se llama|llamad[oa])|where:)\s+`,
  'gi',
);
// A place after a living, moving or travelling cue, or after "in", "from", "near"; the words after it are
// read longest first, so "in rochester lol" finds "rochester" and "from Port St. Lucie" the whole town;
// a capital inside a word is kept ("McAllen", "Coeur d'Alene"), and so are Latin accents ("from Kraków";
// listed by range, not \p{L}: this runs on most messages that hold "in" or "from").
// "to" counts after a trip verb ("drove up to Flagstaff") or a "from" ("from Overland Park to Denver"),
// "of" after a part of town ("on the south side of chicago").
const CITY_CONTEXT =
  /\b(?:(?:live|living|lives|lived|moved|move|moving|born|grew up|returned|flew|travell?ed|visit(?:ing|ed)?|stay(?:ing)?|vivo|vivimos|vive|viven|nací|naci)(?:\s+(?:in|to|near|at|from|en|aquí en|aqui en))?|(?:drove|drive|driving|went|going|headed|heading|trip|came|coming)(?:\s+(?:up|down|out|over|back|home|all the way))?\s+to|to(?<=\bfrom\s[^.?!,\n]{2,40}\sto)|from|(?<=(?:^|[.!?]\s+))From|near|(?:right\s+)?next to|outside(?: of)?|town of|city of|(?:side|part|suburbs?|outskirts) of|in|en|(?<=(?:^|[.!?]\s+))In|(?:soy|somos|eres|es|son|vengo|venimos|vino|vinieron) de)\s+((?:[A-Za-zÀ-ÖØ-öø-ÿĀ-ž][A-Za-zÀ-ÖØ-öø-ÿĀ-ž'’.-]+)(?:\s(?!(?:[Tt]o|[Ii]n|[Ff]rom|[Nn]ear|and|or|but|so|for|with|at|on)\s)[A-Za-zÀ-ÖØ-öø-ÿĀ-ž][A-Za-zÀ-ÖØ-öø-ÿĀ-ž'’.-]+){0,2})/g;
/** The gate of the gazetteer's places: a verb of living or travel, "in"/"en" before a capital, or a trip's verb before "to" and a capital. */
const CITY_VERBS = cueWords(
  ['live', 'living', 'lives', 'lived', 'from', 'moved', 'move', 'moving', 'returned', 'flew', 'traveled', 'travelled', 'near', 'next to', 'born', 'grew up', 'town of', 'city of', 'drove', 'driving', 'went', 'headed', 'heading', 'side of', 'part of', 'suburb of', 'suburbs of', 'outskirts of', 'outside', 'vivo', 'vivimos', 'vive', 'viven', 'soy de', 'somos de', 'vino de', 'vengo de']
    .map((w) => ` ${w} `)
    .concat(' visit', ' stay'),
);
const IN_PLACE = /\b[IiEe]n [A-Z]/;
const IN_WORD = cueWords([' in ', ' en ']);
/** "going to Flagstaff": the trip verbs too common to gate on ("how's it going") count before a capital. */
const TO_PLACE = /\b(?:going|coming|came|drive|trip)(?: [a-z]+| all the way)? to [A-Z]/;
const TO_PLACE_VERB = cueWords([' going ', ' coming ', ' came ', ' drive ', ' trip ']);
const IN_LOWER = /\bin (\p{Ll}[\p{Ll}'’-]+)/gu;
const LIVING = /^(?:live|living|lives|lived|moved|moving|born|grew up|vivo|vivimos|vive|viven|soy de|somos de)\b/i;
const HERE_BEFORE = /\bhere\s+$/i;
/** A lower-case town that is no English word and no name ("rochester", "toowoomba"): a place without a first-person word. */
const plainTown = (town: string, lex: ReturnType<typeof lexicon>) =>
  !town.includes(' ') && !lex.english.has(town) && !lex.first.has(town) && !lex.last.has(town) && !lex.notNames.has(town) && !lex.notPlace.has(town);
const PLACE = /\p{Lu}[\p{L}\p{M}'’∆-]*(?:[ -](?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)(?:\p{Lu}[\p{L}\p{M}'’∆-]*|(?:de|del|la|nad|du|des|sur|am|an|upon|en|K)(?![\p{L}\p{M}])))*(?: \([\p{L} ]+\))?/uy;
let venueAlternation: string | undefined;
/** The venue words as one regex alternation, built once for both venue patterns. */
const venueWords = () => (venueAlternation ??= lexicon().lists.venueWords.map(escapeRegExp).join('|'));
let venueTail: RegExp | undefined;
let venueAfter: RegExp | undefined;
/** "Where: Novo mesto Country Club", "where: cite ben hjel country club": a form's place, any case, up to a venue word on its line. */
function placeBeforeVenue(text: string, at: number): string | undefined {
  venueAfter ??= new RegExp(String.raw`^([\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+){0,4}?(?: \([\p{L} ]+\))?) (?:${venueWords()})(?![\p{L}\p{M}])`, 'iu');
  const place = venueAfter.exec(text.slice(at, at + 80))?.[1];
  // "where: our school gym" is no place name
  return place && !lexicon().notPlace.has(place.split(' ')[0]!.toLowerCase()) ? place : undefined;
}
/** "UPTON SCUDAMORE Country Club" names a venue after its place: the place ends before the venue words. */
function withoutVenue(place: string): string {
  venueTail ??= new RegExp(String.raw`\s+(?:${venueWords()})$`, 'i');
  let out = place;
  for (let m = venueTail.exec(out); m && m.index > 0; m = venueTail.exec(out)) out = out.slice(0, m.index);
  return out;
}
// The place starts a field (line start, two spaces, ">") or follows a place cue
const PLACE_THEN_WORDS =
  /(?<=^|[ \t]{2}|[>\n][ \t]*|\b(?:in|from|to|at)\s)(\p{Lu}[\p{L}\p{M}'’-]*(?:[ -](?:\p{Lu}[\p{L}\p{M}'’-]*|(?:de|del|la|nad|du|des|sur|am|an|upon|en)(?![\p{L}\p{M}]))){0,4})(?=,?\s((?:\p{Lu}[\p{L}.]*\s?){1,3}))/dgmu;
const FIRST_PERSON = /\b(?:i|i'?m|im|we|we'?re|my|our|mine|ours)\b/i;

/** Every strong cue ends in one of these words before a capitalised place: a cheap test first. */
const CUE_TAIL = /\b(?:(?:[Ii]n|[Ee]n|[Dd]e|[Ff]rom|[Tt]o|[Aa]t|[Oo]f|city|town|hometown|neighbou?rhood|is|called|named|llama|llamad[oa]|[Ww]here:)\s+\p{Lu}|[Ww]here:\s)|\sà\s+\p{Lu}/u;

let lessonWords: ReadonlySet<string> | undefined;
/** "Room", "Problem", "Chapter": words that number things in a lesson, never a place. */
const lessonWord = (w: string) => (lessonWords ??= new Set(lexicon().lists.lessonWords.map((x) => x.toLowerCase()))).has(w.toLowerCase());
/** A word no place's name holds: an ordinary word a place cue may precede ("in Math") or a lesson's word ("Unit"). */
const notPlaceWord = (w: string) => lexicon().notPlace.has(w.toLowerCase()) || lessonWord(w);

function cuedPlaces(text: string, label: SegmentLabel, out: Span[], id: string): void {
  const lex = lexicon();
  if (!CUE_TAIL.test(text)) return;
  for (const m of text.matchAll(STRONG_PLACE_CUE)) {
    const at = m.index + m[0].length;
    PLACE.lastIndex = at;
    let place = (/^where:/i.test(m[0]) ? placeBeforeVenue(text, at) : undefined) ?? PLACE.exec(text)?.[0];
    if (!place) continue;
    place = withoutVenue(place);
    // ("Ezra moved to Mr. Kowalski's room": a title opens someone's name, no place)
    if (/^(?:Mr|Mrs|Ms|Mx|Dr|Miss|Coach|Mister|Señora?|Sra?)$/.test(place)) continue;
    const lower = place.toLowerCase();
    // "Cyprus (Greek)" is the country it names
    const named = lower.replace(/\s*\([^)]*\)$/, '');
    // (a lesson's word anywhere in it makes it no place: "moved to Breakout Room 7")
    // (after a place or an event "in", nor an ordinary word, an app or a game no town list holds: "the store in Minecraft")
    if (lex.notPlace.has(named) || lex.regions.has(named) || lex.nrp.has(named) || named.split(' ').some((w) => lessonWord(w.replace(/^(?:the|a|an)$/, '')))) continue;
    // (and a place has a word: "I move to E-51?" is a level)
    if ((PLACE_OR_EVENT_IN.test(m[0]) && lex.english.has(named) && !lex.towns.has(named) && !lex.cities.has(named)) || !/\p{L}{2}/u.test(named)) continue;
    // (a move's or an event's place that is a given name no town list holds, or someone's, is someone: "I'm moving to
    // Ashley's table", "the party in Maya's room")
    const moving = /\bmov(?:e|ing)\b/i.test(m[0]);
    if ((moving && lex.first.has(named) && !lex.towns.has(named)) || ((moving || PLACE_OR_EVENT_IN.test(m[0])) && /['’]s$/.test(named))) continue;
    const firstPerson = FIRST_PERSON.test(text.slice(Math.max(0, m.index - 30), at));
    if (label === 'MATH' && !firstPerson) continue;
    // "I'm in Algebra 2", "I'm in Ms. Lee's class": "in" after I'm names a place only when the gazetteer says so
    if (/^i(?:'m| am) in/i.test(m[0]) && !lex.towns.has(lower)) continue;
    // A family home's place ("my grandma's house in Willow Bend") outranks a name read in the same words,
    // and so does a town spelled like a name after a cue this strong ("Westbrook Middle in Cary", "both from Edison")
    out.push(span(at, at + place.length, 'LOCATION', id, lex.towns.has(lower) ? 0.85 : HOME_IN.test(m[0]) || lex.first.has(lower) || lex.last.has(lower) ? 0.8 : 0.7));
  }
}
const HOME_IN = new RegExp(String.raw`(?:${HOME_PLACES})(?: is)? in\s+$`, 'i');
/** A workplace or an event before "in": "the UPS hub in Easton", "my cousin's quinceañera in Elgin". */
const PLACE_OR_EVENT_IN = /(?:shop|store|bakery|hub|warehouse|factory|plant|restaurant|church|mosque|temple|hospital|clinic|office|mall|market|farm|ranch|party|wedding|quincea[ñn]era|quince|funeral|reunion|tournament) in\s+$/i;

/** "we're going to san antonio": a trip's end, read in lower case only where it is no word or name. */
const TRIP_VERB_WORDS = ['going', 'goin', 'gonna go', 'headed', 'heading', 'driving', 'drove', 'flying', 'flew', 'went', 'traveling', 'travelling'];
const TRIP_VERBS = String.raw`\b(?:${TRIP_VERB_WORDS.join('|')})`;
/** Whether the words start with a town's first word ("st." of "st. cloud" too). */
function startsTown(words: string): boolean {
  const head = /^\p{Ll}[\p{Ll}'’-]*/u.exec(words)?.[0];
  return !!head && (townHeads().has(head) || townHeads().has(`${head}.`));
}
// (case-sensitive: its verbs are in lower case where the town is, and an "i" flag with "u" is slow here)
const TRIP_LOWER = new RegExp(`${TRIP_VERBS}\\s+(?:back\\s+|up\\s+|down\\s+|out\\s+)?to\\s+(?:(?:um+|uh+|like)\\s+)?(?=\\p{Ll})`, 'gu');
/** The cheap test before TRIP_LOWER: one of its verbs (the words found in one pass, then the regex in its case). */
const TRIP_VERB = new RegExp(`${TRIP_VERBS}\\b`);
const TRIP_VERB_CUES = cueWords(TRIP_VERB_WORDS.map((w) => ` ${w} `));
const tripVerb = (text: string) => hasCue(text, TRIP_VERB_CUES) && TRIP_VERB.test(text);

/** A lower-case school's last words ("hillcrest middle", "kennedy ms"): the lists' chat stages, and "academy". */
const lowerSchoolStages = () => [...lexicon().lists.chatSchoolStages, 'academy'];
interface HomeCues {
  cue: RegExp;
  /** The cheap tests before `cue`: one of its first words, found in one pass, then in its regex. */
  words: CueGroup;
  word: RegExp;
}
let homeCues: HomeCues | undefined;
/**
 * Chat names its own town in lower case: "im from east harlem", "we live in brooklyn", "my school is ms 88
 * in brooklyn", "at my grandmas in east harlem", "7th grade at hillcrest middle in santa rosa". After a
 * first-person living or origin cue, a family home or a school, one to three lower-case words that the
 * city gazetteer holds, or a direction before one ("east harlem"), are a place. Built once from the lists.
 */
function lowerHomeCues(): HomeCues {
  if (homeCues) return homeCues;
  const schoolEnds = lowerSchoolStages();
  const stages = longestFirst(schoolEnds);
  const first = ['live', 'lived', 'lives', 'living', 'from', 'grew', 'moved', 'my', ...schoolEnds];
  homeCues = {
    cue: new RegExp(
      String.raw`\b(?:(?:i|we|they)\s+(?:live|lived|living)\s+i?n|(?:i'?m|i’m|im|i am|we'?re|we’re|we are)\s+from|grew up in|moved (?:here )?(?:from|to)|my (?:school|house|home|apartment|(?:${FAMILY})['’]?s)\b[^.?!\n]{0,24}?\bin|\b(?:at|to|attend|attends|from)\s+(?!(?:the|a|an|this|that|my|your)\s)(?:\p{Ll}[\p{Ll}'’-]*\s){1,3}(?:${stages})(?:\s+school)?\s+in)\s+(?:(?:um+|uh+|like)\s+)?(?=\p{Ll})`,
      'gu',
    ),
    words: cueWords(first.map((w) => ` ${w} `)),
    word: new RegExp(String.raw`\b(?:${longestFirst(first)})\s`),
  };
  return homeCues;
}
/** The cheap test before the home and trip cues: one of their last words. */
const LOWER_CUE_WORD = /\b(?:i?n|from|to)\s+\p{Ll}/u;
const LOWER_CUE_WORDS = cueWords([' in ', ' n ', ' from ', ' to ']);
const DIRECTION = /^(?:east|west|north|south|upper|lower|downtown|uptown)$/;
function lowerHomePlace(text: string, label: SegmentLabel, out: Span[], id: string): void {
  const lex = lexicon();
  const home = lowerHomeCues();
  const cues = hasCue(text, home.words) && home.word.test(text) ? (tripVerb(text) ? [home.cue, TRIP_LOWER] : [home.cue]) : tripVerb(text) ? [TRIP_LOWER] : [];
  for (const re of cues) for (const m of text.matchAll(re)) {
    const at = m.index + m[0].length;
    // a trip is the speaker's in math talk ("a bus going to denver" is the problem's)
    const trip = re === TRIP_LOWER;
    // (most trips are "going to be", "going to add": no town starts so)
    if (trip && (!startsTown(text.slice(at, at + 24)) || (label === 'MATH' && !FIRST_PERSON.test(text.slice(Math.max(0, m.index - 30), at))))) continue;
    const words = /^\p{Ll}[\p{Ll}'’-]*(?: \p{Ll}[\p{Ll}'’-]*){0,2}/u.exec(text.slice(at, at + 48))?.[0].split(' ') ?? [];
    // The longest run of words the gazetteer holds, a direction allowed first
    let found = false;
    for (let n = words.length; n > 0 && !found; n--) {
      const place = words.slice(0, n);
      // ("west haven" is a town by its whole name, "east harlem" by the part after its direction)
      const city = DIRECTION.test(place[0]!) && n > 1 && !lex.towns.has(place.join(' ')) ? place.slice(1).join(' ') : place.join(' ');
      if (!lex.towns.has(city) || lex.notPlace.has(city) || (trip && !city.includes(' ') && !plainTown(city, lex))) continue;
      out.push(span(at, at + place.join(' ').length, 'LOCATION', id, 0.8));
      found = true;
    }
    // "we live in eastwood, like right behind the pool": where the speaker lives, a word no list reads as
    // anything else is the name of the place (a neighbourhood the gazetteer cannot hold)
    const first = words[0];
    if (!found && first && first.length >= 4 && LIVE_IN.test(m[0]) && plainTown(first, lex) && !lex.regions.has(first) && !lessonWord(first)) out.push(span(at, at + first.length, 'LOCATION', id, 0.7));
  }
}
const LIVE_IN = /\b(?:live|lived|living)\s+i?n\s/i;

// "tulsa is where i was born", "Fresno's where my dad lives", "Cedar Falls? thats where my grandma lives":
// a place named before the words that say someone lives, was born or grew up there
const WHERE_CUE =
  /(?:,?\s+(?:is|was)|['’]s|\?\s*(?:that['’]?s|thats|that is|it['’]?s|its))\s+where\s+(?:i|we|my|our|his|her|their|he|she|they)\b[^.?!\n]{0,24}?\b(?:live[sd]?|living|born|grew up|grow up|moved|stay(?:s|ed)?|from)\b/gi;
const WORDS_BEFORE = /(?:^|[^\p{L}\p{M}'’.-])((?:[\p{L}\p{M}'’.-]+ ){0,2}[\p{L}\p{M}'’.-]+)$/u;
function placeBeforeWhere(text: string, out: Span[], id: string): void {
  const lex = lexicon();
  for (const m of text.matchAll(WHERE_CUE)) {
    const words = WORDS_BEFORE.exec(text.slice(Math.max(0, m.index - 48), m.index))?.[1]!.split(' ') ?? [];
    // the longest run of words ending at the cue that the gazetteer holds, in any case; else a run of
    // capitalised words no list reads as something else ("Quillbrook is where I grew up")
    let place: string | undefined;
    for (let n = words.length; n > 0 && !place; n--) {
      const run = words.slice(-n).join(' ');
      if (lex.towns.has(run.toLowerCase()) && !lex.regions.has(run.toLowerCase())) place = run;
    }
    if (!place) {
      const capitals = words.slice(words.findLastIndex((w) => !/^\p{Lu}/u.test(w)) + 1);
      // a sentence's opening word is no part of it ("So Quillbrook is where...")
      while (capitals.length > 1 && lex.english.has(capitals[0]!.toLowerCase())) capitals.shift();
      const run = capitals.join(' ');
      const lower = run.toLowerCase();
      const plain = capitals.length > 1 || !(lex.english.has(lower) || lex.first.has(lower) || lessonWord(lower));
      if (run && plain && !lex.regions.has(lower) && !lex.nrp.has(lower) && !capitals.some((w) => lex.notPlace.has(w.toLowerCase()))) place = run;
      else continue;
    }
    out.push(span(m.index - place.length, m.index, 'LOCATION', id, lex.towns.has(place.toLowerCase()) ? 0.85 : 0.7));
  }
}

/** "our apartment is on Elm Street": a home's street, named without a number. */
const HOME_WORD_LIST = ['live', 'lives', 'living', 'apartment', 'apartments', 'house', 'home', 'backyard', 'yard'];
const HOME_WORDS = String.raw`\b(?:${HOME_WORD_LIST.join('|')})\b`;
/** The same words as a gate, found with every gate's in one pass (whole words in any case, as HOME_WORDS with "i" reads them). */
const HOME_WORD = cueWords(HOME_WORD_LIST.map((w) => ` ${w} `));
const HOME_ON = String.raw`${HOME_WORDS}(?:\s+(?:is|are|was))?\s+on\s+`;
const HOME_STREET_WORDS = ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Lane', 'Ln', 'Drive', 'Dr', 'Boulevard', 'Blvd', 'Court', 'Ct', 'Way', 'Place', 'Pl', 'Terrace', 'Circle', 'Parkway'];
const HOME_STREET = new RegExp(String.raw`${HOME_ON}((?:\p{Lu}[\p{L}'’-]+\s){1,3}(?:${HOME_STREET_WORDS.join('|')})\b\.?)`, 'gu');
/** The same in lower-case chat ("i live on maple st"); a determiner or a describing word is no street name ("on a busy street"). */
const HOME_STREET_LOWER = new RegExp(
  String.raw`${HOME_ON}((?!(?:the|a|an|this|that|same|my|our|your|his|her|their|one|busy|quiet|dead|next|other|another|whole|big|small|long|short|new|old|nice)\s)(?:\p{Ll}[\p{Ll}'’-]+\s){1,3}(?:${HOME_STREET_WORDS.map((w) => w.toLowerCase()).join('|')})\b\.?)`,
  'gu',
);
/** "on my street, Birchwood Lane,", "our street is Elm Court": the speaker's street by name. */
const MY_STREET = new RegExp(String.raw`\b(?:my|our) street(?:\s+is|\s*,)\s+((?:\p{Lu}[\p{L}'’-]+\s){1,3}(?:${HOME_STREET_WORDS.join('|')})\b\.?)`, 'gu');
/** "He lives right on Fulton.", "My house is right across from that fence, on Tamarack.": a home's street by its name alone. */
const HOME_BARE_STREET = new RegExp(String.raw`${HOME_WORDS}(?:\s+(?:is|are|was))?(?:\s+right)?(?:[^.?!]{0,40}?,)?\s+on\s+(\p{Lu}\p{Ll}+)(?=\s*(?:[.!?,]|$))`, 'gu');
const WEEKDAYS_MONTHS = /^(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|weekends?|january|february|march|april|may|june|july|august|september|october|november|december)$/;
/** Each street a home is said to be on, the lower-case reading first; a capitalised name is the surer one. */
const HOME_STREETS: ReadonlyArray<[RegExp, number]> = [
  [HOME_STREET_LOWER, 0.75],
  [HOME_STREET, 0.8],
  [MY_STREET, 0.8],
];
function namedStreetOfHome(text: string, label: SegmentLabel, out: Span[], id: string): void {
  for (const [re, score] of HOME_STREETS)
    for (const m of text.matchAll(re)) {
      const start = m.index + m[0].length - m[1]!.length;
      out.push(span(start, start + m[1]!.replace(/\.$/, '').length, 'LOCATION', id, score));
    }
  // (outside math talk, no day, app, region or word no place holds: "we live on Zoom now", "my house is empty on Sunday")
  if (label !== 'NON_MATH') return;
  const lex = lexicon();
  for (const m of text.matchAll(HOME_BARE_STREET)) {
    const lower = m[1]!.toLowerCase();
    if (WEEKDAYS_MONTHS.test(lower) || lex.productNames.has(lower) || lex.regions.has(lower) || lex.notPlace.has(lower) || lex.holidays.has(lower)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    out.push(span(start, start + m[1]!.length, 'LOCATION', id, 0.7));
  }
}

/** A two-letter word after a word: the cheap test before reading "houston tx" as a city and its state. */
const STATE_CODE_AFTER = / (?:in|from|near|to) [A-Za-z]+(?: [A-Za-z]+)?,? [A-Za-z]{2}(?![A-Za-z])/i;
let cityStateRe: RegExp | undefined;
/** "im in houston tx", "from Austin, TX": a gazetteer city before a state code, in any case; the state is not ours. */
function cityBeforeStateCode(text: string, out: Span[], id: string): void {
  const lex = lexicon();
  // ASCII words: the US cities this reads ("houston tx", "Austin, TX")
  cityStateRe ??= new RegExp(String.raw` (?:in|from|near|to) ([A-Za-z][A-Za-z'.-]+(?: [A-Za-z][A-Za-z'.-]+)?),? (?:${lex.lists.stateCodes.join('|')})(?![A-Za-z])`, 'gi');
  for (const m of text.matchAll(cityStateRe)) {
    const city = m[1]!;
    if (!lex.towns.has(city.toLowerCase())) continue;
    const start = m.index + m[0].indexOf(city, 2);
    out.push(span(start, start + city.length, 'LOCATION', id, 0.8));
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
  // Each capitalised ASCII word, as /\b[A-Z][A-Za-z]+/g finds them, scanned by code unit: this runs on
  // every message outside math talk and most have a few
  for (let start = 0; start < text.length; start++) {
    if (!isUpper(text.charCodeAt(start)) || (start > 0 && isWordChar(text.charCodeAt(start - 1)))) continue;
    let end = start + 1;
    while (end < text.length && (isUpper(text.charCodeAt(end)) || isLower(text.charCodeAt(end)))) end++;
    if (end === start + 1) continue;
    const w = text.slice(start, end).toLowerCase();
    if (lex.regions.has(w)) return true;
    const longer = multiWordRegions.get(w);
    if (longer) {
      const rest = text.slice(start, start + 40).toLowerCase();
      if (longer.some((r) => rest.startsWith(r))) return true;
    }
    start = end - 1;
  }
  return false;
}
const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
/** What \w matches: ASCII letters, digits and "_". */
const isWordChar = (c: number) => isUpper(c) || isLower(c) || (c >= 48 && c <= 57) || c === 95;

/** "Chiclana de la Frontera, Spain", "Toronto Canada": a place run right before a country, as a field or after a cue. */
/** A pronoun or its contraction, never a town's name. */
const PRONOUN_WORD = /^(?:I|I['’](?:m|ve|ll|d)|We|We['’](?:re|ve)|You|You['’]re|He|He['’]s|She|She['’]s|They|They['’]re|It|It['’]s)$/;
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
      // "South Africa was super fun": the words before the country word belong to the country's name
      const country = [3, 2, 1].some((n) => i + n <= words.length && lex.regions.has(words.slice(0, i + n).map((w) => w[0]).join(' ').replace(/\.$/, '').toLowerCase()));
      // ("Yeah, Jordan has braces": an ordinary word no town list holds is a reply, not a town of the country)
      const word = !lower.includes(' ') && lex.english.has(lower) && !lex.towns.has(lower);
      // ("I'm Jordan!": a pronoun before a country word that is a given name introduces someone)
      if (!country && !word && !PRONOUN_WORD.test(place) && !lex.regions.has(lower) && !lex.notPlace.has(lower) && !lex.nrp.has(lower)) out.push(span(start, start + place.length, 'LOCATION', id, 0.7));
      break;
    }
  }
}

// "It took 52 minutes to travel from Tinley Park to Mokena", "the population in Millville is 12000
// people": a trip between two places or a counted quantity, told of nobody in the first person, is a
// word problem even where the segmenter calls the message chat
const TRIP_BETWEEN_PLACES = /\bfrom\s+\p{Lu}[\p{L}\p{M}'’.-]*(?:\s\p{Lu}[\p{L}\p{M}'’.-]*){0,2}\s+to\s+\p{Lu}/u;
const COUNTED = /\d[\d,.]*\s*(?:people|residents|inhabitants|students|miles?|mi|km|kilometers?|minutes?|min|hours?|hrs?|mph|feet|ft|meters?|gallons?|liters?|tickets|cars|buses|trains)\b/i;
const wordProblemPlace = (text: string) => /\d/.test(text) && !FIRST_PERSON.test(text) && (TRIP_BETWEEN_PLACES.test(text) || COUNTED.test(text));

let townHeadWords: ReadonlySet<string> | undefined;
/** The first word of every city and town, lower-cased ("port" of "port st. lucie"). */
const townHeads = () => (townHeadWords ??= new Set([...lexicon().towns].map((t) => t.split(' ')[0]!)));

/** "hot in toowoomba": outside math talk, a plain town after a lower-case "in" (the cheap test before CITY_CONTEXT). */
function plainTownAfterIn(text: string, lex: ReturnType<typeof lexicon>): boolean {
  IN_LOWER.lastIndex = 0;
  for (let m = IN_LOWER.exec(text); m; m = IN_LOWER.exec(text)) if (lex.towns.has(m[1]!) && plainTown(m[1]!, lex)) return true;
  return false;
}

/** The speaker telling of their own past right after or before the place: " I had a store", "I was a barber for fifty years ". */
const OWN_PAST_AFTER = /^,?\s+(?:I|we)\s+(?:had|was|were|lived|grew|worked|ran|owned|used to)\b/;
const OWN_PAST_BEFORE = /\b(?:I|we)\s+(?:was|were|lived|grew up|worked)\b[^.?!]*$/;
const DOWNTOWN = /^(?:downtown|uptown)$/i;
// (or going there: "Are you going all the way to Dallas?")
const YOU_ARE_IN = /\b(?:you['’]?re|you are|ur|u r|you live|u live)\s+(?:in|from)\b|\b(?:you['’]?re|you are|are you|ur|u r)\s+(?:going|headed|heading|driving|flying|moving|coming)\b/i;
function gazetteerPlaces(text: string, label: SegmentLabel, out: Span[], id: string): void {
  const lex = lexicon();
  const inWord = hasCue(text, IN_WORD);
  if (
    !hasCue(text, CITY_VERBS) &&
    !(inWord && IN_PLACE.test(text)) &&
    !(hasCue(text, TO_PLACE_VERB) && TO_PLACE.test(text)) &&
    (label === 'MATH' || !inWord || !plainTownAfterIn(text, lex))
  )
    return;
  let problem: boolean | undefined;
  const heads = townHeads();
  CITY_CONTEXT.lastIndex = 0;
  for (let m = CITY_CONTEXT.exec(text); m; m = CITY_CONTEXT.exec(text)) {
    // Longest known city inside the captured words ("Austin" from "Austin Texas", "New York")
    const words = m[1]!.split(/\s+/);
    // "to downtown Atlanta": the part of town is no part of its name
    const part = words.length > 1 && DOWNTOWN.test(words[0]!) ? words.shift()!.length + 1 : 0;
    // Most captures start with no town's first word ("in the", "from my"): skip them before joining words,
    // and read on from the capture, where another cue may start ("live just outside Tulsa")
    const head = words[0]!.toLowerCase();
    if (!heads.has(head) && !heads.has(head.replace(/\.$/, ''))) {
      CITY_CONTEXT.lastIndex = m.index + m[0].length - m[1]!.length;
      continue;
    }
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      // (a full stop closing the sentence is no part of the name: "the aquarium in Long Beach.")
      const candidate = words.slice(0, n).join(' ').replace(/\.$/, '');
      // (a film's or a word's name some town shares is no place: "Maui from Moana")
      if (!lex.towns.has(candidate.toLowerCase()) || lex.notPlace.has(candidate.toLowerCase())) continue;
      // "my grandma in Florida": a state or country some city shares a name with is larger than LOCATION
      if (lex.regions.has(candidate.toLowerCase())) break;
      const capital = /^\p{Lu}/u.test(candidate);
      // (or, outside math talk, the one spoken to: "oh nice, you're in phoenix?")
      // (the speaker's own, said close by or told of their past: "Yes, in Cebu I had a sari-sari store", "I was a barber for fifty
      // years in Providence.")
      const firstPerson =
        FIRST_PERSON.test(text.slice(Math.max(0, m.index - 30), m.index + 5)) ||
        OWN_PAST_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12)) ||
        OWN_PAST_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index)) ||
        // (outside math talk, anywhere in the speaker's sentence)
        (label === 'NON_MATH' && FIRST_PERSON.test(text.slice(sentenceStart(text, m.index), sentenceEnd(text, m.index + m[0].length)))) ||
        (label === 'NON_MATH' && YOU_ARE_IN.test(text.slice(Math.max(0, m.index - 12), m.index + 5)));
      if (label === 'MATH' && !firstPerson) break;
      if (!capital && !firstPerson && !plainTown(candidate.toLowerCase(), lex)) break;
      if (!firstPerson && (problem ??= wordProblemPlace(text))) break;
      const start = m.index + m[0].length - m[1]!.length + part;
      // Where someone lives, or "here in": as sure as a first-person word
      // (a town whose last word is a town's, "Vernon Hills", outweighs the given name and surname it is made of)
      const sure = firstPerson || LIVING.test(m[0]) || HERE_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index));
      out.push(span(start, start + candidate.length, 'LOCATION', id, sure ? 0.85 : PLACE_SUFFIX_END.test(candidate) ? 0.75 : 0.6));
      break;
    }
  }
}

// "in Bjert 6091", "in København K 1421", "in Quinta de São Tiago 3610-114", lower-case "in barra de
// carrasco 15000": a place, then a postal code, closed by punctuation, the end or a joining word (so
// never "in Paris 1500 people"). Lesson words, courses, months, years and codes are not places.
const PLACE_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
const PLACE_JOIN = String.raw`(?:de|del|la|las|los|da|do|dos|das|di|du|des|dei|della|nad|pod|am|an|sur|upon|en|y)`;
const POSTAL_CODE = String.raw`(\d{4,5}|\d{4}-\d{3}|\d{2}-\d{3})`;
const POSTAL_END = String.raw`(?=$|[,;:!?)]|\.(?!\d)|\s+(?:in|and|which|where|for|with|since|until|before|after|as|to|at|on)\b)`;
const PLACE_POSTAL = new RegExp(String.raw`\b[Ii]n (${PLACE_WORD}(?:[ -](?:${PLACE_WORD}|${PLACE_JOIN}(?![\p{L}\p{M}]))){0,4}) ${POSTAL_CODE}${POSTAL_END}`, 'gu');
// lower-case chat: a joining word makes a run of lower-case words a place name ("barra de carrasco")
const LOWER_PLACE_POSTAL = new RegExp(String.raw`\bin ((?:\p{Ll}+ ){1,2}${PLACE_JOIN} \p{Ll}+(?: \p{Ll}+)?) ${POSTAL_CODE}${POSTAL_END}`, 'gu');

function placeBeforePostal(text: string, out: Span[], id: string): void {
  if (longestDigitRun(text) < 2 || !/\d{4}|\d{2}-\d{3}/.test(text)) return;
  const lex = lexicon();
  const lowerCase = !/\p{Lu}/u.test(text);
  for (const m of text.matchAll(lowerCase ? LOWER_PLACE_POSTAL : PLACE_POSTAL)) {
    const [, place, code] = m as unknown as [string, string, string];
    const words = place.split(/[ -]/);
    const lower = place.toLowerCase();
    if (lessonWord(words[0]!) || words.some((w) => lex.notPlace.has(w.toLowerCase()) && !/^(?:de|la|la|an|am|en)$/i.test(w))) continue;
    if (lex.regions.has(lower) || lex.nrp.has(lower) || courseWord(lower)) continue;
    // "MTH 1421", "CS 2110" are courses; "2019" a year
    if (/^\p{Lu}{2,4}$/u.test(place) || /^(?:19|20)\d\d$/.test(code)) continue;
    const start = m.index + 3;
    out.push(span(start, start + place.length, 'LOCATION', id, 0.75));
    const codeStart = start + place.length + 1;
    out.push(span(codeStart, codeStart + code.length, 'LOCATION', id, 0.75));
  }
}

let courseWords: ReadonlySet<string> | undefined;
const courseWord = (w: string) => (courseWords ??= new Set(lexicon().lists.courseSubjects.map((x) => x.toLowerCase()))).has(w);

// "the following year at Healthpocket Inc in SCHLAGLES, which later became ...": where an organisation
// is, in a sentence about working or living somewhere; the place is closed by a comma, a full stop,
// "which" or "where" (a district number may follow: "Cheb 2")
const ORG_IN_PLACE = new RegExp(
  String.raw`\bat (?:${PLACE_WORD}|&)(?: (?:${PLACE_WORD}|&|and|of)){0,5} in (${PLACE_WORD}(?:[ -]${PLACE_WORD}){0,3}(?: \d{1,2})?)(?=,|;|\.(?:\s|$)| which\b| where\b)`,
  'gu',
);
const WORK_CUE = /\b(?:work(?:s|ed|ing)?|job|employ\w*|year|years|intern\w*|company|office|joined|hired|assistant|career|position|spent|studied|lived|based|branch)\b/i;

function placeOfOrganisation(text: string, label: SegmentLabel, out: Span[], id: string): void {
  const at = text.indexOf('at ');
  if (at < 0 || !text.includes(' in ', at) || !WORK_CUE.test(text)) return;
  if (label === 'MATH' && !FIRST_PERSON.test(text)) return;
  const lex = lexicon();
  for (const m of text.matchAll(ORG_IN_PLACE)) {
    const place = m[1]!;
    const words = place.toLowerCase().replace(/ \d+$/, '').split(/[ -]/);
    const name = words.join(' ');
    if (lex.regions.has(name) || lex.nrp.has(name) || courseWord(name) || words.some(notPlaceWord)) continue;
    const start = m.index + m[0].length - place.length;
    out.push(span(start, start + place.length, 'LOCATION', id, 0.7));
  }
}

// "The bus station is on Pod Floriánem 1677", "He lives on the north side of Joaquin Suarez 2906.":
// after a cue that places a building or a person on a street, two or more name words and a house
// number that close the sentence are a street, with or without a street word
const STREET_CUE = new RegExp(
  String.raw`\b(?:(?:station|office|shop|store|restaurant|house|home|apartment|flat|hotel|building|clinic|hospital|library|caf[eé]|bar|studio|stop) is (?:on|at)|(?:live|lives|lived|living) on(?: the \p{Ll}+ side of)?|located (?:on|at)|side of) (${PLACE_WORD}(?: (?:${PLACE_WORD}|${PLACE_JOIN}(?![\p{L}\p{M}]))){1,3} \d{1,5}[A-Za-z]?)(?=\s*(?:$|[,;!?]|\.(?:\s|$)|\n)| street\b)`,
  'gu',
);

// "The restaurant is at 9816 214 Pavlou Drandaki": a house number (a stray number before it is its own
// field), then two or more capitalised name words closing the sentence
const NUMBERED_STREET_CUE = new RegExp(
  String.raw`\b(?:station|office|shop|store|restaurant|house|home|apartment|flat|hotel|building|clinic|hospital|library|caf[eé]|bar|studio) is (?:at|on) (?:(\d{1,6}) )?(\d{1,5} ${PLACE_WORD}(?: ${PLACE_WORD}){1,3})(?=\s*(?:$|[,;!?]|\.(?:\s|$)|\n))`,
  'gu',
);

/** A military post after a place word: "when we were at Fort Riley", "here at Camp Arifjan", "moved from Joint Base Lewis-McChord". */
const MILITARY_POST = /\b(?:at|in|to|from|near|on|by)\s+((?:Fort|Camp|Joint Base|Naval Station|Naval Air Station|Air Force Base)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu;
function militaryPost(text: string, label: SegmentLabel, out: Span[], id: string): void {
  // (in math talk a post is a problem's, unless the speaker was there)
  if (label === 'MATH' && !FIRST_PERSON.test(text)) return;
  for (const m of text.matchAll(MILITARY_POST)) {
    const start = m.index + m[0].length - m[1]!.length;
    out.push(span(start, start + m[1]!.length, 'LOCATION', id, 0.8));
  }
}
/** A rural road's words, its number to follow: "County Road", "State Route", "Highway". */
const RURAL_ROAD_END = /(?:^|\s)(?:(?:County|State|Rural|Farm|Forest|US|Old)\s(?:Road|Rd\.?|Route|Rte\.?|Highway|Hwy\.?)|Highway|Route)$/;
/** How far a rural road goes on to its number ("on County Road 340."): the number's length and its space, or 0. */
const roadNumberAfter = (text: string, start: number, street: string) =>
  RURAL_ROAD_END.test(street) ? (/^ \d{1,4}[A-Za-z]?\b/.exec(text.slice(start + street.length))?.[0].length ?? 0) : 0;
function streetAfterCue(text: string, label: SegmentLabel, out: Span[], id: string): void {
  if (label === 'MATH' && !FIRST_PERSON.test(text)) return;
  for (const m of text.matchAll(STREET_CUE)) {
    const street = m[1]!;
    const words = street.toLowerCase().split(' ').slice(0, -1);
    if (words.some(notPlaceWord)) continue;
    const start = m.index + m[0].length - street.length;
    out.push(span(start, start + street.length + roadNumberAfter(text, start, street), 'LOCATION', id, 0.75));
  }
  if (!text.includes(' is ')) return;
  for (const m of text.matchAll(NUMBERED_STREET_CUE)) {
    const [, stray, street] = m as unknown as [string, string | undefined, string];
    // "is at 5 Pm Today" is a time
    if (street.split(' ').slice(1).some((w) => notPlaceWord(w) || /^(?:[ap]\.?m\.?|today|tonight|tomorrow|sharp)$/i.test(w))) continue;
    const start = m.index + m[0].length - street.length;
    if (stray) out.push(span(start - stray.length - 1, start - 1, 'LOCATION', id, 0.75));
    out.push(span(start, start + street.length, 'LOCATION', id, 0.75));
  }
}

// "the corner of Pachergasse 64 and Radolič Harbor": an intersection is one place, from "the corner
// of" to the second street's name at the end of the sentence or line (a street with a number first)
const CORNER = new RegExp(
  String.raw`\b(?:the )?corner of ([^\n,;!?]{0,60}?\d[^\n,;!?]{0,40}?) and ((?:\d+(?:st|nd|rd|th) )?(?:${PLACE_WORD}|\p{Ll}[\p{L}\p{M}'’-]*)(?: (?:${PLACE_WORD}|\p{Ll}[\p{L}\p{M}'’-]*)){0,3}?)(?=\s*(?:$|[,;!?\n]|\.(?:\s|$)))`,
  'gu',
);

function corners(text: string, label: SegmentLabel, out: Span[], id: string): void {
  const lex = lexicon();
  const lowerCase = !/\p{Lu}/u.test(text);
  for (const m of text.matchAll(CORNER)) {
    const [first, second] = [m[1]!, m[2]!];
    // the second street is capitalised unless the whole message is lower case; lesson words are no streets
    if (!lowerCase && !/^(?:\d|\p{Lu})/u.test(second)) continue;
    if ([...first.split(' '), ...second.split(' ')].some((w) => lessonWord(w) && !/^(?:the|a|an|at|in|on|to)$/i.test(w))) continue;
    if (/\sSt\.?$/i.test(first)) continue;
    // in math talk only a first-person intersection or one with a street word ("25 Dili Gianni Street")
    if (label === 'MATH' && !FIRST_PERSON.test(text) && !hasStreetTerm(first)) continue;
    if (lex.notPlace.has(second.toLowerCase())) continue;
    out.push(span(m.index, m.index + m[0].length, 'LOCATION', id, 0.8));
  }
}

// "the Starbucks on Culver Blvd", "a public library on Pell Street": a street named with its street word
// after a word of where something is (not of a walk: "Sam walks down Oak Street 5 times"). In math talk a
// problem's streets are the problem's: there only a sentence with a first-person word names the class's
// own ("our front doors face Kessler Road, and Tamarack Drive runs along the bus loop", "I'm on Pruitt Street")
const STREET_NAME_WORDS = [...HOME_STREET_WORDS, 'Highway', 'Hwy', 'Pkwy'];
const STREET_WORD_GATE = new RegExp(String.raw` (?:${STREET_NAME_WORDS.join('|')})\b`);
// ("on the corner of Maple Ave and 5th St": both streets of a crossing, a numbered one too)
const NAMED_STREET = new RegExp(
  String.raw`\b(?:[Oo]n|[Aa]t|[Oo]ff|[Nn]ear|[Bb]y|corner of|and)\s+((?:(?:${PLACE_WORD}\s+){1,3}|\d{1,3}(?:st|nd|rd|th)\s+)(?:${STREET_NAME_WORDS.join('|')})\b\.?)`,
  'gu',
);
// Outside math talk, a street whose word no other name ends with, after an article or said as a sentence of its own
// ("the Redwood Road campus", "cerca de la Fulton Avenue", "Larkspur Lane."); after a motion word it may be a story's
// ("Sam walks down Oak Street 5 times"), and opening a remark the lesson's ("Noodle Lane, I'm dying.")
const STRONG_STREET_WORDS = ['Street', 'Avenue', 'Ave', 'Road', 'Rd', 'Lane', 'Ln', 'Drive', 'Boulevard', 'Blvd', 'Terrace'];
const LOOSE_STREET = new RegExp(
  String.raw`\b(?:[Tt]he|la|el)\s+((?:${PLACE_WORD}\s+){1,2}(?:${STRONG_STREET_WORDS.join('|')}))\b(?!\.\S)|(?:^|[.!?]\s+)((?:${PLACE_WORD}\s+){1,2}(?:${STRONG_STREET_WORDS.join('|')}))(?=[.!]?(?:\s|$))`,
  'gu',
);
// "the library on Elm and 3rd", "at 5th and Main": two streets' crossing, one a numbered street
const CROSSING = new RegExp(String.raw`\b(?:on|at)\s+((?:${PLACE_WORD}(?:\s+${PLACE_WORD})? and \d{1,3}(?:st|nd|rd|th))|(?:\d{1,3}(?:st|nd|rd|th) and ${PLACE_WORD}))\b`, 'gu');
const ORDINAL = /\d(?:st|nd|rd|th)\b/;
// "my aunt's house is on Calle Ventana", "meet me at Rua Augusta": a street opened by a capitalised street
// word of another language (streetPrefixes), a name of one or two capitalised words after it
const CONNECTOR_WORDS = '(?:de|del|la|las|los|da|do|dos|das|di|du|des)';
let prefixedStreet: RegExp | undefined;
const PREFIXED_STREET = () =>
  (prefixedStreet ??= new RegExp(
    String.raw`\b(?:[Oo]n|[Aa]t|[Oo]ff|[Nn]ear|[Bb]y|corner of|and|down|along|up|to|from|in|into|onto|of|past|across|towards?)\s+((?:${longestFirst([...lexicon().streetOpeners].map((w) => w[0]!.toUpperCase() + w.slice(1)))})\s+(?:${CONNECTOR_WORDS}\s+)*\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?(?:\s+\d{1,5}[A-Za-z]?(?![\d/:.,]\d|\s*(?:%|percent|times|minutes|miles|blocks)\b))?)`,
    'gu',
  ));
let prefixedStreetGate: RegExp | undefined;
/** The cheap test before PREFIXED_STREET: an opener, capitalised, before a space. */
const PREFIXED_STREET_GATE = () => (prefixedStreetGate ??= new RegExp(String.raw`(?:${longestFirst([...lexicon().streetOpeners].map((w) => w[0]!.toUpperCase() + w.slice(1)))})\s`));
let notStreets: ReadonlySet<string> | undefined;
/** No word of a street's or crossing's name is a lesson word, a word no place is, or one that makes a street word no street. */
/** Words no town is named alone but many streets are ("Lake Street", "Eastern Avenue", "State Street", "Spring Road"). */
const STREET_NAME_OK = new Set('lake lakes mount mt gulf bay river sea ocean state university northern southern eastern western central upper lower north south east west new spring summer fall autumn winter'.split(' '));
function plainStreetWords(words: readonly string[]): boolean {
  const lex = lexicon();
  notStreets ??= new Set(lex.lists.notStreetNames.map((w) => w.toLowerCase()));
  return !words.some((w) => (notPlaceWord(w) && !STREET_NAME_OK.has(w.toLowerCase())) || notStreets!.has(w.toLowerCase()));
}
/** The lesson's own things the class calls "our" ("On our map, the library is at Maple Street and 3rd Avenue"): no one's home. */
const OUR_LESSON_THING = /\b(?:our|my)\s+(?:(?:town|city|class|treasure|coordinate)\s+)?(?:map|grid|graph|plane|worksheet|problem|picture|drawing|model|story|chart|table|game|board)\b/gi;
const ownSentence = (text: string, at: number) => FIRST_PERSON.test(text.slice(sentenceStart(text, at), sentenceEnd(text, at)).replace(OUR_LESSON_THING, ' '));
function namedStreets(text: string, label: SegmentLabel, out: Span[], id: string): void {
  if (label === 'MATH' && !FIRST_PERSON.test(text)) return;
  if (STREET_WORD_GATE.test(text))
    for (const m of text.matchAll(NAMED_STREET)) {
      let street = m[1]!.replace(/\.$/, '');
      if (!plainStreetWords(street.split(/\s+/).slice(0, -1)) || (label === 'MATH' && !ownSentence(text, m.index))) continue;
      // "Herceg Gateway St.": a form's "St." after a name that has its street word already is no part of it
      const doubled = /\s+St$/.exec(street);
      if (doubled && hasStreetTerm(street.slice(0, doubled.index).split(' ').at(-1)!)) street = street.slice(0, doubled.index);
      const start = m.index + m[0].length - m[1]!.length;
      out.push(span(start, start + street.length + roadNumberAfter(text, start, street), 'LOCATION', id, 0.75));
    }
  if (label === 'NON_MATH' && STREET_WORD_GATE.test(text))
    for (const m of text.matchAll(LOOSE_STREET)) {
      const street = (m[1] ?? m[2])!;
      const start = m.index + m[0].length - street.length;
      if (!plainStreetWords(street.split(/\s+/).slice(0, -1)) || overlapsAny(out, start, start + street.length)) continue;
      out.push(span(start, start + street.length, 'LOCATION', id, 0.75));
    }
  if (PREFIXED_STREET_GATE().test(text))
    for (const m of text.matchAll(PREFIXED_STREET())) {
      let street = m[1]!;
      // ("on Calle Ocho Tuesday", "on Rua Augusta I saw"): a day, a month or a pronoun after the name is not the street's
      const last = /\s+(\S+)$/.exec(street)!;
      if (WEEKDAYS_MONTHS.test(last[1]!.toLowerCase()) || PRONOUN_WORD.test(last[1]!)) street = street.slice(0, last.index);
      if (!/\s/.test(street) || !plainStreetWords(street.split(/\s+/).slice(1)) || (label === 'MATH' && !ownSentence(text, m.index))) continue;
      const start = m.index + m[0].length - m[1]!.length;
      out.push(span(start, start + street.length, 'LOCATION', id, 0.75));
    }
  if (text.includes(' and ') && ORDINAL.test(text))
    for (const m of text.matchAll(CROSSING)) {
      if (!plainStreetWords(m[1]!.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w))) || (label === 'MATH' && !ownSentence(text, m.index))) continue;
      const start = m.index + m[0].length - m[1]!.length;
      out.push(span(start, start + m[1]!.length, 'LOCATION', id, 0.75));
    }
}

/** One to three capitalised words, a town's name as read after a town or a street ("Zanesville", "Port St. Lucie"). */
const TOWN_WORDS = String.raw`(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s\p{Lu}[\p{L}\p{M}'’.-]*){0,2})`;
/** A sentence's end inside TOWN_WORDS: a dot after a word longer than an abbreviation's ("in Millbury. She makes"; "Port St. Lucie" goes on). */
const cutAtSentence = (town: string) => town.replace(/(?<=\p{L}{4,})\.\s.*$/u, '');
// "we've lived in Dayton, Akron, and now Zanesville": the towns listed after a town found
const LISTED_NEXT = new RegExp(String.raw`^(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:now\s+|then\s+|also\s+|finally\s+)?${TOWN_WORDS}`, 'u');
function listedTowns(text: string, out: Span[], id: string): void {
  const lex = lexicon();
  for (let k = 0; k < out.length; k++) {
    const m = LISTED_NEXT.exec(text.slice(out[k]!.end, out[k]!.end + 48));
    if (!m) continue;
    // the longest run of words that is a town, not a state or country
    const words = cutAtSentence(m[1]!).split(/\s/);
    for (let n = words.length; n > 0; n--) {
      const town = words.slice(0, n).join(' ').replace(/\.$/, '');
      if (!lex.towns.has(town.toLowerCase()) || lex.regions.has(town.toLowerCase())) continue;
      const start = out[k]!.end + m[0].length - m[1]!.length;
      if (!out.some((s) => s.start === start)) out.push(span(start, start + town.length, 'LOCATION', id, out[k]!.score));
      break;
    }
  }
}

// "We're at 19 Birch Hollow Ct in Verona": the town said after a street address
const TOWN_AFTER_STREET = new RegExp(String.raw`^,?\s+in\s+${TOWN_WORDS}`, 'u');
function townAfterStreet(text: string, out: Span[], id: string): void {
  const lex = lexicon();
  for (let k = 0, n = out.length; k < n; k++) {
    const m = TOWN_AFTER_STREET.exec(text.slice(out[k]!.end, out[k]!.end + 48));
    if (!m || !hasStreetTerm(text.slice(out[k]!.start, out[k]!.end))) continue;
    const town = cutAtSentence(m[1]!).replace(/\.$/, '');
    if (lex.regions.has(town.toLowerCase()) || lex.notPlace.has(town.split(' ')[0]!.toLowerCase())) continue;
    const start = out[k]!.end + m[0].length - m[1]!.length;
    out.push(span(start, start + town.length, 'LOCATION', id, 0.85));
  }
}

// "my mom works in the Pearl District", "we're in the Marrow Hill area": a named part of town
const PART_OF_TOWN = /\b(?:in|near|around|by|from) the ((?:\p{Lu}[\p{L}\p{M}'’-]*\s+){1,3})(District|Quarter|area|district|neighbou?rhood|side)\b/gu;
/** The cheap test before PART_OF_TOWN: one of its closing words. */
const PART_WORDS = cueWords([' area', ' side', 'istrict', ' neighbo', ' quarter']);
const partWord = (text: string) => hasCue(text, PART_WORDS) && (text.includes(' area') || text.includes(' side') || text.includes('istrict') || text.includes(' neighbo') || text.includes(' Quarter'));
function partsOfTown(text: string, label: SegmentLabel, out: Span[], id: string): void {
  if (label === 'MATH' || !partWord(text)) return;
  const lex = lexicon();
  for (const m of text.matchAll(PART_OF_TOWN)) {
    const words = m[1]!.trim().split(/\s+/);
    if (words.some(notPlaceWord) || lex.regions.has(m[1]!.trim().toLowerCase())) continue;
    // a district's name holds its word ("the Pearl District"); an area's does not ("the Marrow Hill area")
    const named = /^(?:District|Quarter)$/.test(m[2]!) ? `${m[1]!}${m[2]!}` : m[1]!.trimEnd();
    const start = m.index + m[0].indexOf(m[1]!);
    out.push(span(start, start + named.length, 'LOCATION', id, 0.75));
  }
}

// "my cousins drove from Maple Falls", "the Lowe's in Harlow Springs", "at Riverbend Mall", "in Lanier Hall room 204": a place
// named by the word that ends town, mall and campus building names, after a word of where, though no list holds it (in math
// talk only where the speaker's own live: "I live all the way out in Harlow Springs")
const PLACE_SUFFIXES = ['Springs', 'Falls', 'Heights', 'Hills', 'Beach', 'Creek', 'Valley', 'Harbor', 'Harbour', 'Ridge', 'Grove', 'Village', 'Township', 'Junction', 'Landing', 'Mall', 'Park', 'Playground', 'Fields', 'Field', 'Square', 'Hall', 'Library'];
const PLACE_SUFFIX_END = new RegExp(String.raw`\s(?:${PLACE_SUFFIXES.join('|')})$`);
const SUFFIXED_PLACE = new RegExp(String.raw`\b(?:in|from|near|to|at|outside)\s+((?:\p{Lu}[\p{L}\p{M}'’-]+\s){1,2}(?:${PLACE_SUFFIXES.join('|')}))\b`, 'gu');
const PLACE_SUFFIX_CUES = cueWords(PLACE_SUFFIXES);
/** Where the speaker or their family lives or comes from, told just before: "I live all the way out ", "my nana moved ". */
const OWN_HOME_BEFORE = /\b(?:i|we|(?:my|our)\s+\p{L}+)\s+(?:\p{L}+\s+)?(?:live[sd]?|living|moved|grew up|(?:am|['’]m|are|is|was)\s+from)\b[^.!?]*$/iu;
/** The grounds among them: parks, playgrounds and fields. */
const GROUNDS_END = /\s(?:Park|Playground|Fields?)$/;
function suffixedPlaces(text: string, label: SegmentLabel, out: Span[], id: string): void {
  if (!hasCue(text, PLACE_SUFFIX_CUES) || (label === 'MATH' && !FIRST_PERSON.test(text))) return;
  for (const m of text.matchAll(SUFFIXED_PLACE)) {
    if (m[1]!.split(/\s+/).slice(0, -1).some(notPlaceWord) || (label === 'MATH' && !OWN_HOME_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)))) continue;
    // (a park or a field is where someone is or goes; one travelled from is as often a problem's: "to travel from Tinley Park to Mokena")
    if (GROUNDS_END.test(m[1]!) && /^from\b/.test(m[0])) continue;
    const start = m.index + m[0].length - m[1]!.length;
    const end = start + m[1]!.length;
    // (a town found alone inside it is the place's head: "in Humboldt Park", "from Mattapan Square")
    const inside = (s: Span) => s.type === 'LOCATION' && start <= s.start && s.end <= end;
    if (out.some((s) => s.start < end && start < s.end && !inside(s))) continue;
    let score = 0.75;
    for (let k = out.length - 1; k >= 0; k--) if (inside(out[k]!)) score = Math.max(score, out.splice(k, 1)[0]!.score);
    out.push(span(start, end, 'LOCATION', id, score));
  }
}

// "It's in County Mayo", "my nan's from County Cork": a county named after its word, as Ireland's are, outside math talk
// (not a county's office or road: "County Road 9", "the County Fair")
const COUNTY_FIRST = /\bCounty\s+(\p{Lu}\p{Ll}+)\b/gu;
const COUNTY_THING = /^(?:road|rd|route|highway|hwy|fair|line|clerk|court|courthouse|jail|library|board|commissioner|sheriff|executive|council|hospital|park|school|schools|office|seat|attorney|judge|government|police|fire|health|public)$/i;
function countiesNamedAfter(text: string, out: Span[], id: string): void {
  for (const m of text.matchAll(COUNTY_FIRST)) {
    if (COUNTY_THING.test(m[1]!) || notPlaceWord(m[1]!)) continue;
    const end = m.index + m[0].length;
    if (!overlapsAny(out, m.index, end)) out.push(span(m.index, end, 'LOCATION', id, 0.75));
  }
}

// "the parade in Little Haiti", "we ate in Little Saigon": a neighbourhood named for a country or a city, outside math talk
const LITTLE_PLACE = /\bLittle\s+(\p{Lu}\p{Ll}+)\b/gu;
function neighbourhoodsNamedLittle(text: string, out: Span[], id: string): void {
  const lex = lexicon();
  for (const m of text.matchAll(LITTLE_PLACE)) {
    const place = m[1]!.toLowerCase();
    if (!lex.regions.has(place) && !lex.cities.has(place)) continue;
    const end = m.index + m[0].length;
    for (let k = out.length - 1; k >= 0; k--) if (out[k]!.start >= m.index && out[k]!.end <= end) out.splice(k, 1);
    if (!overlapsAny(out, m.index, end)) out.push(span(m.index, end, 'LOCATION', id, 0.75));
  }
}

let streetTerms: RegExp | undefined;
const hasStreetTerm = (s: string) =>
  (streetTerms ??= new RegExp(String.raw`(?:^|\s)(?:${[...lexicon().lists.streetSuffixes, ...lexicon().lists.streetWords].map(escapeRegExp).join('|')})(?:\s|$)`, 'i')).test(s);

const STREET_GATE = / is [oa][nt] |liv|locat|side of|corner of/;
const STREET_CUES = cueWords([' is on ', ' is an ', ' is ot ', ' is at ', 'liv', 'locat', 'side of', 'corner of']);

export const locationRecognizer: Recognizer = {
  id: 'rule:location',
  types: ['LOCATION'],
  detect({ text, label }) {
    const out: Span[] = [];
    if (longestDigitRun(text) > 0) {
      const cue = hasCue(text, ADDRESS_CUE_WORDS) && ADDRESS_CUE.test(text);
      for (const b of findAddresses(text, acceptBlock(text, label, cue), cue))
        for (const [start, end] of blockSpans(text, b)) out.push(span(start, end, 'LOCATION', this.id, 0.85));
      // A disclosed address the parser could not follow ("12 rue de la paix, lyon") is flagged whole
      if (/address|live|located|deliver/i.test(text))
        for (const m of text.matchAll(DISCLOSED_ADDRESS)) {
          const value = m[1]!.trimEnd().replace(/\.$/, '');
          const start = m.index + m[0].length - m[1]!.length;
          // (a street has a name: "located at -3 1/2?" is a point on a number line)
          if (value.length < 6 || !/\p{L}{2}/u.test(value) || overlapsAny(out, start, start + value.length)) continue;
          // a bare street line with a stray number, as the parser reads it: "450 | Præstevænget 15 | København V"
          const bare = BARE_STREET_LINE.exec(value);
          if (bare) {
            let at = start;
            for (const part of bare.slice(1)) {
              at = text.indexOf(part, at);
              out.push(span(at, at + part.length, 'LOCATION', this.id, 0.8));
              at += part.length;
            }
          } else out.push(span(start, start + value.length, 'LOCATION', this.id, 0.8));
        }
      if (longestDigitRun(text) >= 5 && /\b[A-Z]{2}\s\d{5}\b/.test(text))
        for (const m of text.matchAll(CITY_STATE_ZIP())) out.push(span(m.index, m.index + m[0].length, 'LOCATION', this.id, 0.9));
      if (/\b(?:zip|postal|post)\b/i.test(text))
        for (const m of text.matchAll(POSTAL_CUE)) {
          const start = m.index + m[0].length - m[1]!.length;
          // (a state's code is in capitals: "zip is 30518 if you need it" ends at the code)
          const value = / (?![A-Z]{2}$)[A-Za-z]+$/.test(m[1]!) ? m[1]!.replace(/ [A-Za-z]+$/, '') : m[1]!;
          out.push(span(start, start + value.length, 'LOCATION', this.id, 0.8));
        }
      placeBeforePostal(text, out, this.id);
      // one cheap test for the street cues and intersections
      if (hasCue(text, STREET_CUES) && STREET_GATE.test(text)) {
        streetAfterCue(text, label, out, this.id);
        if (text.includes('corner of')) corners(text, label, out, this.id);
      }
    }
    placeOfOrganisation(text, label, out, this.id);
    if (text.includes('Fort ') || text.includes('Camp ') || text.includes('Base ') || text.includes('Station ')) militaryPost(text, label, out, this.id);
    cuedPlaces(text, label, out, this.id);
    if (hasCue(text, LOWER_CUE_WORDS) && LOWER_CUE_WORD.test(text)) lowerHomePlace(text, label, out, this.id);
    if (text.includes('where')) placeBeforeWhere(text, out, this.id);
    if ((text.includes(' on ') && hasCue(text, HOME_WORD)) || text.includes(' street')) namedStreetOfHome(text, label, out, this.id);
    if (STATE_CODE_AFTER.test(text)) cityBeforeStateCode(text, out, this.id);
    if (label === 'NON_MATH') placesBeforeCountry(text, out, this.id);
    gazetteerPlaces(text, label, out, this.id);
    namedStreets(text, label, out, this.id);
    if (out.length) townAfterStreet(text, out, this.id);
    partsOfTown(text, label, out, this.id);
    suffixedPlaces(text, label, out, this.id);
    if (label === 'NON_MATH' && text.includes('Little ')) neighbourhoodsNamedLittle(text, out, this.id);
    if (label === 'NON_MATH' && text.includes('County ')) countiesNamedAfter(text, out, this.id);
    if (out.length && (text.includes(',') || text.includes(' and ') || text.includes(' or '))) listedTowns(text, out, this.id);
    return out;
  },
};
