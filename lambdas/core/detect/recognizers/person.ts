// PERSON: name gazetteers (many cultures, both sexes; config/names) plus context cues: "my name is",
// "I'm", "call me", greetings and praise ("hi maria", "Good job, Aisha!"), titles ("Mr. Patel"),
// relations ("my sister Ana"), vocatives at the start of a message ("Maria, what is 4/12?").
// Lower-case chat names count only with a cue. Ordinary words that are also names ("Will", "Grace"),
// mathematicians ("Pythagorean theorem") and weekdays/months need a cue too or are rejected.
// Sources: 'context:person' (a cue was seen) or 'gazetteer:person' (a capitalised gazetteer name
// alone); the verify stage judges word-problem characters among the latter.
import type { Span } from '../../schema.js';
import { cueWords, hasCue } from '../cue-scan.js';
import { longestDigitRun } from '../digits.js';
import { lexicon, opensRegion } from '../lexicon.js';
import { isNumberWord } from '../spoken-numbers.js';
import { escapeRegExp } from '../../regex.js';
import { pairCalled, ROLL_NAME, rollCallAt } from '../roll-call.js';
import { SENTENCE_OPENS, sentenceEnd, sentenceStart } from '../sentence.js';
import { overlapsAny, type Recognizer } from '../types.js';

export const CONTEXT_SOURCE = 'context:person';
export const GAZETTEER_SOURCE = 'gazetteer:person';

// (a thing's name is no one's: "Street name is fine", "the team name is Tigers", "a made-up place called Sunny Hollow Farm")
const NAME_CUE = /(?:\bmy name(?:'s| is)|(?<!\b(?:street|file|user|screen|display|team|book|song|company|brand|app|game|store|town|city|road|project|shape|pet|dog|cat|class|school|website|site|account|channel)\s)\bname(?:'s| is)|\bgo(?:es)? by|\bi'?m|\bi’m|\bi am|\bim|\bcall me|\bthis is|\bit'?s|\bit’s|(?<!\b(?:place|town|city|village|island|planet|country|farm|ranch|store|shop|bakery|restaurant|street|road|park|team|company)\s)\b(?:named|called))\s*$/i;
/** "those are called ", "that's called ": what a thing is called, said of no one. */
export const IT_CALLED_BEFORE = /\b(?:this|that|these|those|it|which)(?:['’]s|['’]re|\s+is|\s+are|\s+was|\s+were)?\s+(?:all\s+)?called\s+$/i;
/** "a girl named Mia", "a boy called Sam": how word problems introduce characters, so not a cue on its own. */
const CHARACTER_INTRO = /\b(?:a|an|one|some|the)\s+(?:[a-z]+\s+){0,2}(?:named|called)\s*$/i;
/** Cues that introduce a name whatever the word is: "my name is Dmitri", "call me Bo". */
export const STRONG_NAME_CUE = /(?:\bmy name(?:'s| is)|(?<!\b(?:street|file|user|screen|display|team|book|song|company|brand|app|game|store|town|city|road|project|shape|pet|dog|cat|class|school|website|site|account|channel)\s)\bname(?:'s| is)|\bcalls? (?:me|him|her)|(?:^|\n|\b(?:full|first|last|student|my|your)\s+)name\s*:)\s*$/i;
/** An answer to a name question: "What's your last name? Magnusson". */
export const NAME_QUESTION = /\bname\b[^.?!]{0,30}\?\s*(?:[A-Za-z]+:\s*)?$/i;
/** Addressed on its own: "…related? Cleonico?", "Go ahead, Per.", "So, Hilbert, you can…". */
const VOCATIVE_BEFORE = /(?:^|[.?!]\s+|,\s*|\b(?:go ahead|okay|ok|good|yes|no|right|thanks|thank you|excellent|sorry)[,\s]+)$/i;
const VOCATIVE_AFTER = /^(?:\s*[?!]|\s*[,.](?:\s|$)|\s*$)/;
/** After "Name," when the name is the one asked: "Even, how did you...", "Per, can you read it?". */
// ("are" asks only with its subject: "Two brothers, Hiro and Kenji, are setting up chairs" tells a story)
// ("will" closed by a comma is a name in a list: "Hope, Will, and Sunny each planted")
const ASKED = "how|what|why|where|want to|wanna|can|could|would|will(?!\\s*,)|are (?:you|u|we|they|y'?all|there)|do|does|did|is|you|your|yours|please|go|come|tell|show|explain|read|try";
const CALLED_ON = String.raw`,\s*(?:${ASKED}|¿|you['’]re|which|who|we|i|let'?s|let|get|put|sit|stop|look|listen|give|take|wait|turn|raise|pass|keep|present|walk|talk|share|remind|repeat|say|bring|collect|use|grab|hand|hold|clean|check|write|count|erase|pick|push|move|hang|watch|find|choose|start|finish|stay|carry|add|send|text|follow|join|help|open|close|stand|trace|draw|point|circle|underline|label|measure|compute|solve|calculate|simplify|estimate|convert|prove|convince|defend|halve|double|multiply|divide|subtract|round|plot|shade|fold|split|compare|sort|match|fill|colou?r|build|record|jot|think|switch|flip|rotate|skip[- ]count|\d[\d.,/]*\s+or\s+\d[\d.,/]*\s*\?|that['’]?s|that is|that was|it['’]s|here['’]?s|here is|(?:a |one )?question for|that means you|don'?t|if (?:you|u|we))\b`;
export const CALLED_ON_AFTER = new RegExp(`^${CALLED_ON}`, 'i');
/** Called on as the last of a list of names: "Rodriguez, Thompson, you're at table 2" read at "Rodriguez". */
const CALLED_ON_AFTER_LIST = new RegExp(String.raw`^,\s*[A-Z][\p{L}\p{M}'’-]+${CALLED_ON}`, 'u');
/** The requests and questions that call on a plain word's namesake too ("Green, how you doing?"); not "Fine, I guess". */
const CALLED_ON_PLAIN = new RegExp(String.raw`^,\s*(?:${ASKED})\b`, 'i');
/** "I'm in Hope's group", "sit at Chase's table": the group a classmate leads. */
const GROUP_OF_AFTER = /^['’]s\s+(?:group|table|team)\b/;
const GROUP_OF_BEFORE = /\b(?:in|at|to|join|joining|with)\s+$/i;
/** A request closed by "please" after the one named: "Hunter, backpack under the chair, please.", "Tobias, calculators away please.", "Hunter, hands off the tape please, it is not a sword." */
export const REQUEST_CLOSES = /^,[^.?!,]{1,40}(?:,\s*|\s+)please[.!,]/i;
/** Said of a classmate: "Grace said 36", "Journey thinks it's 4 tens", "Precious is absent". */
const REPORTED_AFTER = /^(?:['’]s (?:asking|saying|wondering)\b|\s+is (?:asking|wondering)\b)|^\s+(?:is|was)(?:n['’]t| not)? (?:absent|here|home sick|out sick)\b|^\s+(?:said|says|thinks|thought|told|asked|answered|explained|shared|agrees|agreed|disagrees|disagreed|wrote|just said|also said|is saying|was saying|got (?:it|the same|a different)|can(?:not|'t|’t)? (?:hear|see) (?:you|me|us|it|them))\b|^\s+got\s+\$?\d/;
/** Where a vocative may open: the message, a sentence, or an acknowledgement before the name ("All right, Mabel, can you"). */
export const CALLED_ON_BEFORE = /(?:^|[.?!]\s+|[,.?!]['’"”]\s+|\s[–—]\s+|\b(?:okay|ok|alright|all right|so|now|yes|no|right|and|but|um|uh|well)[,\s]+)$/i;
/** Thanks, praise, farewells and birthday wishes said to the one named; a bare "okay", "yes" or "right" acknowledges an answer as well. */
export const THANKED_OR_PRAISED =
  /(?:^|[^\p{L}])(?:thanks|thank you|thx|ty|gracias|bye|goodbye|good ?night|good (?:morning|afternoon|evening)|see you|(?:good|great|nice|awesome|excellent) (?:job|work|thinking|try|answer|question|thought)|well done|way to go|let['’]?s go|congrats|congratulations|happy (?:(?:almost|early|belated|late)\s+)?(?:birthday|bday)|(?:nice|good|great) to (?:meet|see) you)(?:\s+(?:today|tonight|again|there))?[\s,]*$/iu;
/** A greeting closed by its own stop ("Hey! Wait, which Diego?"): an English word after it opens a new sentence. */
const SALUTED_APART = /[.!?]\s*$/;
/** "it's" right before a word: a weak cue, said of things as often as of people. */
const IT_IS_BEFORE = /\bit(?:'?s|’s)\s+$/i;
/** A contraction ("can't", "won't", "they're"): a word, whatever a list says of its letters ("my mom can't, she works"). */
const CONTRACTION = /^\p{L}+(?:n['’]t|['’](?:re|ll|ve|d|m))$/u;
/** Thanks said right after the one named: "You did, Sky, thank you." */
const THANKED_AFTER = /^,\s*(?:thank you|thanks)\b/i;
/** Words a teacher calls on a student with ("Go ahead, Per.", "Okay, Even."). */
const ADDRESS_WORD_BEFORE = /\b(?:go ahead|okay|ok|thanks|thank you|(?:nice|good|great) to (?:meet|see) you|good job|nice job|great job|nice work|great work|well done|excellent|sorry|your turn|come on)(?:\s+(?:today|tonight|again|there))?[,\s]+$/i;

/** Greetings sent through the listener: "say hi to ", "give my best to ". */
const GREETINGS_SENT_BEFORE = /\b(?:say|said|send|give|tell)\s+(?:hi|hello|hey|bye|my (?:best|love|regards))\s+to\s+$/i;
/** Salutations address a person; acknowledgements ("okay", "good job") precede names and ordinary words alike. */
export const SALUTATION = /(?:^|[\s,.!?])(?:hi|hello|hey|hiya|heya|howdy|welcome(?: back)?|dear|how['’]?s it going|how are you(?: doing)?|oi|olá|ola|tchau)[\s,!]*$/i;
const GREETING =
  // (not an adjective after an article: "That's a good ERA.")
  /(?:^|[\s,.!?])(?<!\b(?:a|an|the|very|pretty|really)\s)(?:hi|hello|hey|hiya|heya|yo|howdy|greetings|thanks|thank you|thx|ty|bye|goodbye|good ?night|welcome|good job|great job|nice job|nice work|great work|good work|nice going|good going|way to go|well done|awesome|amazing|excellent|perfect|nice|great|good|sorry|dear|ok|okay|yes|no|right|correct|exactly|congrats|congratulations|good morning|good afternoon|good evening|see you|later)[\s,!.]*$/i;
// Abbreviated titles may carry a dot; after "Teacher." or "Coach." a new sentence starts
// (and French: "Madame Bélanger", "Mme Kaur", "monsieur Lavoie")
export const TITLE = /(?:\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sr|Sra|Srta|Dra|Mme|Mlle)\.?|\b(?:Miss|Professor|Coach|Mister|Madam|Sir|Teacher|Tutor|Profe|Maestra|Maestro|Kumu|Señor|Señora|Señorita|Principal|Officer|Deputy|Sergeant|Pastor|Rabbi|Imam|Nurse|Thầy|Cô|Madame|Monsieur|Mademoiselle|monsieur|madame|Madan|Mèt|Pastè|Macallin|Macallimad|Múinteoir|Professora|Dona|Tharamu|Thra|Sergeant First Class|Sergeant Major|Lieutenant|Colonel|Corporal|Specialist))\s+$/;
/** Roles said before a name like a title ("Captain Ortiz", "Chef Amara", "Nurse Hollis"); no name list word among them. */
export const ROLE_TITLES = new Set(['Captain', 'Chef', 'Farmer', 'Baker', 'Sensei', 'Madame', 'Doctor', 'Nurse', 'Pirate', 'Wizard', 'Detective', 'Admiral', 'General', 'Judge', 'Mayor', 'Sheriff', 'Dame', 'Lady', 'Lord']);
export const ROLE_TITLE_END = new RegExp(String.raw`\b(?:${[...ROLE_TITLES].join('|')})\s+$`);
/** Kin words said before a name like a title ("Uncle Dev", "Nana Bea", "Tía Rosa"): the name is the word after. */
// (and the kin words of Urdu, Bengali, Punjabi, Arabic and Somali homes: "Nani", "Dadi", "Ammi", "Hooyo", "Teta"; Polish,
// Russian and Yiddish grandparents: "Babcia", "Babushka", "Bubbe")
const KIN_TITLES = new Set('khalto khalti khalo khalu ammo ammu amto uncle aunt auntie aunty grandma grandpa granny grammy gramps grandmother grandfather nana nanna papa nonna nonno abuela abuelo abuelita abuelito tio tío tia tía tita tito lola lolo cousin nani dadi ammi abbu baji apa biji bhaji hooyo aabo abti teta jiddo baba mummy pop pops poppa tutu nali babcia dziadek babushka dedushka bubbe zayde paw-paw pawpaw maw-maw mawmaw memaw mamaw titi tití tonton matant grann manman'.split(' '));
const KIN_LEAD = /^(\p{L}+)\s+(?=\p{Lu})/u;
/** Lower-case adverbs that follow a name cue ("your name is literally a geometry word"), never a name there. */
const HEDGES = new Set(['just', 'still', 'kinda', 'sorta', 'pretty', 'super', 'also', 'even', 'not', 'so', 'too']);
/** What a name is like ("your last name's long"): words some name list also holds. */
const NAME_LIKE = new Set(['long', 'short', 'hard', 'easy', 'weird', 'cool', 'funny', 'tricky', 'fancy', 'different', 'unique', 'beautiful', 'pretty', 'nice', 'wrong', 'right', 'silent', 'famous']);
/** "call him ", "calls her ": what others call someone. */
const CALLS_THIRD_PERSON = /\bcall(?:s|ed)?\s+(?:him|her)\s+$/i;
/** A cue naming someone else: "named ", "called ", "his name was ", "known as ". */
const OTHERS_NAME_CUE = /\b(?:named|called|(?:his|her|their)\s+(?:full\s+|real\s+)?name(?:['’]s|\s+is|\s+was)|known\s+as)\s+$/i;
/** The whole of a name the public names list holds ("René Descartes"), not one inside it. */
function publicWhole(name: string, lex: ReturnType<typeof lexicon>): boolean {
  for (const m of lex.publicNames ? name.matchAll(lex.publicNames) : []) if (m.index === 0 && m[0].length === name.length) return true;
  return false;
}
/** A compass word before "of" ("West of Old Faithful") is a direction, not a surname. */
const COMPASS = new Set(['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);
/** ", Alaska", ", New York": a state or country after a comma. */
const REGION_AFTER_COMMA = /^,\s+(\p{Lu}\p{L}+)(?:\s+(\p{Lu}\p{L}+))?/u;
/** The word ending at `at` names a town: its state or country follows ("Fairbanks, Alaska"), or "D.C." does. */
function placeBefore(text: string, at: number, lex: ReturnType<typeof lexicon>): boolean {
  if (/^,?\s+D\.C\./.test(text.slice(at, at + 8))) return true;
  const m = text.charCodeAt(at) === 44 ? REGION_AFTER_COMMA.exec(text.slice(at, at + 40)) : null;
  if (!m) return false;
  const first = m[1]!.toLowerCase();
  // (a region that is also a given name is a classmate's: "Tyler, Georgia, can you two show us?")
  return (lex.regions.has(first) && !lex.first.has(first)) || (m[2] !== undefined && lex.regions.has(`${first} ${m[2].toLowerCase()}`));
}
/** The playing cards named like people ("Jack", "Queen"), and how a message writes them. */
const FACE_CARDS = new Set(['ace', 'jack', 'queen', 'king', 'joker']);
const FACE_CARD_WORD = /\b(?:Ace|Jack|Queen|King|Joker)s?\b/g;
/** A card beside a numbered one: "Ace and a 10", "Jack and a four", "Jack and four." (a count of others goes on: "Jack and four friends"), "10 and a Jack". */
const CARD_NUMBER = '(?:two|three|four|five|six|seven|eight|nine|ten)';
const CARD_PAIR_AFTER = new RegExp(String.raw`^\s+(?:and|or|&)\s+(?:an?\s+(?:\d|${CARD_NUMBER}\b)|${CARD_NUMBER}(?:[.?!]|$))`);
const CARD_PAIR_BEFORE = /\d\s+(?:and|or|&)\s+(?:an?\s+)?$/;
/** A face card named among others ("Ace is one, Jack is eleven, Queen is twelve") or beside a numbered card. */
function faceCard(text: string, lower: string, start: number, end: number): boolean {
  if (!FACE_CARDS.has(lower)) return false;
  return (text.match(FACE_CARD_WORD) ?? []).length >= 3 || CARD_PAIR_AFTER.test(text.slice(end, end + 12)) || CARD_PAIR_BEFORE.test(text.slice(Math.max(0, start - 12), start));
}
/** What names a storm, a star, a ship or a spacecraft before its name ("Hurricane Maria", "the star Vega",
 * "a constellation called Orion"): the name is the thing's. */
// (and what code and spreadsheets name: "call it Bob", "a variable called Bob", "column B is named Inches")
const THING_WORDS = String.raw`(?:\b(?:Hurricane|Tropical Storm|Typhoon|Cyclone)|\b[Tt]he (?:star|constellation|planet|dwarf planet|moon|asteroid|comet|galaxy|ship|spacecraft|rover|probe|hurricane|storm|typhoon|volcano|dinosaur|robot|sprite)|\b(?:star|constellation|planet|moon|asteroid|comet|galaxy|ship|spacecraft|rover|probe|hurricane|storm|robot|sprite|variable|column|file|project|car|boat|plane|airplane|rocket)s?(?: [A-Z])?(?: is| was)? (?:called|named)|\b(?:call|name|named|called) it)`;
const THING_NAMED_BEFORE = new RegExp(`${THING_WORDS}\\s+$`, 'u');
const THING_NAMED_GATE = /Hurricane|Storm|Typhoon|Cyclone|star|constellation|planet|moon|asteroid|comet|galaxy|ship|spacecraft|rover|probe|hurricane|storm|typhoon|volcano|dinosaur|robot|sprite|variable|column|file|project|car|boat|plane|rocket|call|name/;
// (a name owning the thing is a person's: "we called it Sofía's jumps" names a classmate's way after her)
const THING_NAME = new RegExp(`${THING_WORDS}\\s+(\\p{Lu}\\p{Ll}+)(?!['’]s\\b)`, 'gu');
/**
 * Names a transcript gives to storms, stars, ships and spacecraft ("Hurricane Katrina", "the star Vega"),
 * lower-cased: found alone elsewhere in it ("Katrina and Maria both have 175") they are still the things.
 */
export function thingNames(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    if (!THING_NAMED_GATE.test(text)) continue;
    for (const m of text.matchAll(THING_NAME)) out.add(m[1]!.toLowerCase());
    // "a data set of wind speeds for six Atlantic hurricanes, in miles per hour: Andrew 165, Katrina 175, ..."
    for (const m of text.matchAll(THING_LIST)) for (const w of m[1]!.matchAll(/\p{Lu}\p{Ll}+/gu)) out.add(w[0].toLowerCase());
  }
  return out;
}
/** "the Fractionators", "the Pirates": a team or group named with "the" and a plural no name list holds. */
const THE_GROUP = /\bthe (\p{Lu}\p{Ll}+s)\b/gu;
/** "the Purple Llamas", "Team Honey Badger": a team named by two capitalised words. */
const TWO_WORD_GROUP = /\b(the|Team) (\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)\b/gu;
/**
 * Team and group names a transcript gives with "the" ("the Fractionators"), lower-cased: called on or scored
 * alone elsewhere in it ("Fractionators, your pick") they are still the team.
 */
export function groupNames(texts: readonly string[]): Set<string> {
  const lex = lexicon();
  const out = new Set<string>();
  let afterFamous: boolean | undefined;
  let titled: Set<string> | undefined;
  for (const text of texts) {
    if (text.includes('the '))
      for (const m of text.matchAll(THE_GROUP)) {
        const w = m[1]!.toLowerCase();
        // (a family, "the Garcias", is people; a plural no list holds is not)
        if (!lex.first.has(w) && !lex.last.has(w) && !lex.last.has(w.slice(0, -1)) && !lex.first.has(w.slice(0, -1)) && !lex.last.has(w.replace(/es$/, ''))) out.add(w);
      }
    // "the Purple Llamas", "Team Honey Badger": a team named by two capitalised words, an ordinary word first (no given name
    // after "the": a family is never "the Purple Garcias") and a word last; the last word and the pair are the team's
    if (text.includes('the ') || text.includes('Team '))
      for (const m of text.matchAll(TWO_WORD_GROUP)) {
        const [first, last] = [m[2]!.toLowerCase(), m[3]!.toLowerCase()];
        // (nor a word the transcript titles someone by: "Mr. Badger" is a person)
        if (!lex.english.has(first) || !lex.english.has(last) || (m[1] === 'the' && (lex.first.has(first) || !last.endsWith('s'))) || (titled ??= titledNames(texts)).has(last)) continue;
        out.add(last);
        out.add(`${first} ${last}`);
      }
    // "Team Curie, Team Newton, Team Curry": teams said to be named after famous people, or after a mathematician or a
    // word no given name is; "Team Xiomara" is a captain's (teamsNamedAfter), "Team Fairbanks" the class of the
    // Ms. Fairbanks the transcript titles
    if (text.includes('Team '))
      for (const m of text.matchAll(TEAM_NAMED)) {
        const w = m[1]!.toLowerCase();
        if (((afterFamous ??= texts.some((x) => x.includes('named') && TEAMS_NAMED_AFTER_FAMOUS.test(x))) || lex.mathematicians.has(w) || (!lex.first.has(w) && !MONTHS_DAYS.has(w))) && !(titled ??= titledNames(texts)).has(w)) out.add(w);
      }
  }
  return out;
}
/** Every name a transcript gives with a title ("Ms. Fairbanks"), lower-cased. */
function titledNames(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Coach)\.?\s+(\p{Lu}[\p{L}'’-]+)/gu)) out.add(m[1]!.toLowerCase());
  return out;
}
/** "I named them after scientists", "the teams are named after famous mathematicians". */
const TEAMS_NAMED_AFTER_FAMOUS = /\bnamed\s+(?:them|the\s+teams|our\s+teams|each\s+team|every\s+team)\s+after\s+(?:famous\s+|some\s+)?(?:scientists|mathematicians|inventors|astronauts|astronomers|explorers|presidents|authors|artists)\b/i;
/** A colon list right after things that have names ("six Atlantic hurricanes, in miles per hour: Andrew 165, ..."). */
const THING_LIST = /\b(?:hurricanes|storms|typhoons|stars|constellations|planets|moons|asteroids|comets|galaxies|ships|spacecraft|rovers|probes|volcanoes|dinosaurs|robots)\b[^.:?!]{0,40}:([^.?!\n]+)/g;
/** The whole message is the name, said alone ("Grace.", "Irma!"). */
export const saidAlone = (text: string, name: string) => text.trim().replace(/[.!?]+$/, '') === name;
/** A sequence of coin flips in capitals ("HT", "HHT"), in talk of coins or of other sequences. */
const COIN_OUTCOME = /^[HT]{2,}$/;
const COIN_TALK = /\b(?:flips?|flipped|coins?|heads|tails|(?:[HT]{2,}\b[^]*){2})/i;
/** A Roman numeral in capitals ("LVIII"). */
const ROMAN_NUMERAL = /^M{0,4}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;
/** Never a name, whatever precedes them. */
const PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'me', 'him', 'her', 'us', 'them', 'this', 'that', 'there']);
/** "Mine? I didn't make a number.": a possessive pronoun asked back, never a name called (Mine is a given name too). */
const POSSESSIVE_PRONOUNS = new Set(['mine', 'yours', 'ours', 'hers', 'theirs']);
/** A pronoun or its contraction ("You’re", "I'll"), in lower case: never a name word. */
const pronounWord = (lower: string) => PRONOUNS.has(lower) || (lower.length <= 7 && PRONOUNS.has(lower.replace(/['’].*$/, '')));
/** Chat writes titles in lower case too ("mrs. patel"): then the name must be in the gazetteer. */
const TITLE_LOWER = /\b(?:mr|mrs|ms|mx|dr|prof|professor|coach|mister|miss)\.?\s+$/;
export const RELATION = /\b(?:my|our) (?:little |big |older |younger |best )?(?:coworker|co-worker|boss|manager|supervisor|dispatcher|assistant|intern|crew leader|neighbou?r|roommate|brother|sister|mom|mum|dad|mother|father|husband|wife|friend|teacher|tutor|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|son|daughter|kid|child|parent|nephew|niece|grandson|granddaughter|godmother|godfather|stepmom|stepdad|step[ -](?:mom|dad|mum|brother|sister|father|mother)|stepbrother|stepsister|classmate|(?:lab |study |group )?partner|boyfriend|girlfriend|bff|buddy|coach|t[ií]o|t[ií]a|primo|prima|abuel[ao]|abuelit[ao]|ate|kuya|tito|tita|lola|lolo)(?:'s name is| is (?:(?:literally|actually|also|really|even|legit)\s+)?(?:named|called)| named|,)?\s+$|\b(?:from|in) my (?:class|group|homeroom|team),?\s+$/i;
/** "mi amiga Luz", "mi hermano Santiago": a relation in Spanish, read before a capitalised name only ("mi papá
 * vino de San Miguel" goes on with a verb). */
const SPANISH_RELATION = /\bmis? (?:mejor )?(?:amig[oa]|herman[oa]|prim[oa]|t[ií][oa]|mam[aá]|pap[aá]|abuelit?[oa]|compañer[oa]|novi[oa])(?: se llama)?,?\s+$/i;
const AFTER_NAME_CUE = /^\s*(?:here\b|speaking\b)/i;
/** Months that are given names, read as one right after a cue word ("my sister april"); "may" stays a verb. */
const GIVEN_MONTHS = new Set(['april', 'june', 'august']);
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** Weekdays cut short, as a calendar writes them before a date. */
const WEEKDAY_SHORT = new Set(['Mon', 'Tue', 'Tues', 'Wed', 'Thu', 'Thur', 'Thurs', 'Fri', 'Sat', 'Sun']);
const SHORT_DATE_AFTER = /^\.?,?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d|^\.?,?\s+\d{1,2}\//;
const MONTHS_DAYS = new Set([...MONTHS, 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
/** A month's name as written in text, capitalised. */
const MONTH_WORD = new RegExp(String.raw`\b(?:${MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1)).join('|')})\b`, 'g');
/** "June, July, August?", "October has 2 now. May?": a month in talk naming another month, not spoken to in its
 * sentence ("And April, which month is yours?" calls on a student April). */
function monthAmongMonths(text: string, t: { start: number; end: number }): boolean {
  let others = 0;
  for (const m of text.matchAll(MONTH_WORD)) if (m.index !== t.start) others++;
  if (others === 0) return false;
  return !SECOND_PERSON.test(text.slice(sentenceStart(text, t.start), sentenceEnd(text, t.end)));
}
/** A number right before `at` ("363 Kelvin", "2.5 newtons", "20° Celsius"). */
const unitAfterNumber = (text: string, at: number) => /\d°?\s+$/.test(text.slice(Math.max(0, at - 4), at));
/** A street's or a company's word right after a name: the name is the street's or the firm's. */
const NAMED_AFTER = /^(?:\s+(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.?|Lane|Boulevard|Blvd|Drive|Parkway|Terrace|Way|County|Township|Parish|Inc|LLC|Ltd|PLC|Corp|Corporation|GmbH|Group|Company|Co\.)|,? (?:&|and) (?:Sons|Co)\b)(?![\p{L}\p{M}])/u;
/** NAMED_AFTER, read only where the next word is capitalised or joins with "&" / "and" (by code unit: it runs for every name found). */
function namedAfter(text: string, at: number): boolean {
  const c = text.charCodeAt(at + (text.charCodeAt(at) === 44 ? 2 : 1));
  return ((c >= 65 && c <= 90) || c === 38 || c === 97) && NAMED_AFTER.test(text.slice(at, at + 12));
}
/**
 * "Rua Augusta", "down Calle Ocho": a name after a capitalised street word that opens a street's name, or
 * that word itself ("Calle" is a given name too) before a capitalised word no surname list holds.
 */
function streetNamed(text: string, t: Tok, lower: string, lex: ReturnType<typeof lexicon>): boolean {
  const opener = /(?<![\p{L}\p{M}])(\p{Lu}\p{Ll}{2,})\s+$/u.exec(text.slice(Math.max(0, t.start - 12), t.start))?.[1];
  if (opener && lex.streetOpeners.has(opener.toLowerCase())) return true;
  if (!lex.streetOpeners.has(lower)) return false;
  const next = /^\s+(\p{Lu}[\p{L}\p{M}'’-]*)/u.exec(text.slice(t.end, t.end + 30))?.[1];
  return next !== undefined && !lex.last.has(next.toLowerCase());
}
/** An article before a lower-case word makes it a noun ("a dime"); not "that" or "no", which open clauses and replies ("no jake"). */
const ARTICLE_BEFORE = /\b(?:a|an|the|each|every|another|these|those)\s+$/i;
/** An article before a capitalised given name alone in math talk: a thing named like a person ("the Elmo", "un Mercedes"). */
const THING_ARTICLE_BEFORE = /\b(?:the|a|an|el|un|una)\s+$/i;
/** "Blanca means white", "Cruz = cross", "Pilar is like a column": a word glossed, not a person. */
const GLOSS_AFTER = /^\s*(?:means|meaning|significa|quiere decir|=\s*[a-z]|is like (?:a|an|the)\b|es como)/i;
/** "el pilar mide 12 m", "la luz tarda": the same word written as a Spanish noun elsewhere in the message. */
const spanishNoun = (text: string, lower: string) =>
  text.includes(` la ${lower}`) || text.includes(` el ${lower}`) || text.includes(` una ${lower}`) || text.includes(` un ${lower}`);
/** Spanish pronouns and possessives a gazetteer also holds as names ("Lo", "Su", "Le"): names only outside Spanish sentences. */
const SPANISH_OPENERS = new Set(['lo', 'su', 'sus', 'le', 'les', 'se', 'te', 'mi', 'tu']);
/** Three or more Spanish function words: the message is written in Spanish ("se come", "de la", "y su"). */
const SPANISH_FUNCTION_WORDS = /(?<![\p{L}])(?:de|del|la|las|los|el|y|que|es|son|se|una|un|en|al|por|para|con|su|sus|aquí|muy|pero|cuando)(?![\p{L}])/giu;
const spanishSentence = (text: string) => (text.match(SPANISH_FUNCTION_WORDS)?.length ?? 0) >= 3;
/** Words that make a landmark of the name before them; none is a common surname ("Park", "Hall" are). */
const LANDMARKS = String.raw`(?:Tower|Towers|Bridge|Building|Monument|Memorial|Dam|Canyon|Falls|Statue|Stadium|Museum|Zoo|Airport|Cathedral|Palace|Aquarium|Observatory|Arena|River|Lake|Creek|Bay|Mountain|Mountains|Island|Islands|Valley|Canal|Ocean|Sea|Harbor|Harbour)`;
const LANDMARK_NEXT = new RegExp(String.raw`^\s+(?:\p{Lu}\p{L}+\s+)?${LANDMARKS}\b`, 'u');
const LANDMARK_WORD = new RegExp(`^${LANDMARKS}$`);
const FIRST_PERSON_NEAR = /\b(?:i|i'm|i’m|im|my|me|we|our|us)\b/i;
const EPONYM_NEXT = /^(?:'s|’s|'|’)?\s+(?:theorem|triangle|triangles|sequence|diagram|formula|method|rule|number|numbers|identity|plane|coordinates|law|laws|principle|conjecture|constant|series|distribution|spiral|equation|algorithm|sieve|paradox|problem|correlation|coefficient|inequality|trials?|quartet|dataset|polynomials?|expansions?|approximations?|multipliers?|elimination|notation|integrals?|sums?|test|remainder|error bound)\b/i;

/** A speaker label: a name opening a line, a message or the text after a closing quote, then a colon. */
export const SPEAKER_BEFORE = /(?:^|\n|[.!?]["”]?\s+|["”]\s*)$/;
// ("10:30" is a time; "maria: 4 times 3 is 12" labels a character's working, not a speaker)
export const SPEAKER_AFTER = /^:(?![ \t]*\d)/;
/** An ordinary word (lower-cased) that no name list holds: "laughter", "teacher", "good" open no name. */
const ordinaryWord = (lower: string, lex: ReturnType<typeof lexicon>) => lex.english.has(lower) && !lex.first.has(lower) && !lex.last.has(lower);
/** Puts a span a stronger cue found in place of the spans it overlaps. */
function putOver(found: Span[], s: Span): void {
  for (let k = found.length - 1; k >= 0; k--) if (found[k]!.start < s.end && s.start < found[k]!.end) found.splice(k, 1);
  found.push(s);
}
/** Puts a span in place of the spans it holds whole (those from `from` on), unless it overlaps another: a longer reading of
 * a name a list found part of ("Halyna Petrivna" over "Halyna"), no stronger than a cue that found something else there. */
function takeIn(found: Span[], s: Span, from = s.start): void {
  for (let k = found.length - 1; k >= 0; k--) if (found[k]!.start >= from && found[k]!.end <= s.end) found.splice(k, 1);
  if (!overlapsAny(found, s.start, s.end)) found.push(s);
}
/**
 * A research transcript's speaker key: a seat or role code, then the speaker's name in brackets, then the colon
 * ("S4 (Will): I got sixty.", "S8 [possibly Kalani]:", "Student 3 (Hope):"). The name is the speaker's, a word-name too.
 */
export const SPEAKER_CODE_BEFORE = /(?:^|\n)[ \t]*(?:[A-Z]{1,3}\d{0,2}|(?:Student|Speaker|Participant)\s?\d{1,2})[ \t]*[([](?:possibly |probably |maybe |prob\. )?$/;
export const SPEAKER_CODE_AFTER = /^\??[)\]][ \t]*:/;
const SPEAKER_CODED = /(?:^|\n)[ \t]*(?:[A-Z]{1,3}\d{0,2}|(?:Student|Speaker|Participant)\s?\d{1,2})[ \t]*[([](?:possibly |probably |maybe |prob\. )?(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]+)?)\??[)\]][ \t]*:/gu;
/** An interpreter's note naming whom the turn is voiced for, opening it: "[Xochitl, voiced]", "[voicing for Xochitl]", "[Ms. Delacroix]". */
const VOICED_NOTE = /(?:^|\n)[ \t]*\[(?:(voic(?:ing|ed) for[ \t]+)|((?:Mr|Mrs|Ms|Miss|Dr)\.?[ \t]+))?(\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]+)?)(,[ \t]*(?:voiced|speaking|signing|signed|interpreted)[^\]\n]*)?\]/gu;
function speakerCoded(text: string, found: Span[], lex: ReturnType<typeof lexicon>): void {
  for (const m of text.includes('[') ? text.matchAll(VOICED_NOTE) : []) {
    // (the note says whom it voices, or titles them: "[Crosstalk]" and "[NC]" voice no one)
    if (!m[1] && !m[2] && !m[4]) continue;
    const name = m[3]!;
    const first = name.split(/\s/)[0]!.toLowerCase();
    // (a transcriber's note of what happened is no one: "[Laughter]", "[Inaudible]", "[Crosstalk]")
    if (ordinaryWord(first, lex)) continue;
    const start = m.index + m[0].lastIndexOf(name, m[0].length - 1);
    putOver(found, { start, end: start + name.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.9 });
  }
  for (const m of text.matchAll(SPEAKER_CODED)) {
    const name = m[1]!;
    const first = name.split(/\s/)[0]!.toLowerCase();
    // (a name list's word, or a word no list holds: "(Will)", "(Xiomara)"; not "(Inaudible)", "(All)", "(Unknown)")
    if (ordinaryWord(first, lex)) continue;
    const start = m.index + m[0].indexOf(name, m[0].search(/[([]/));
    const end = start + name.length;
    putOver(found, { start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.9 });
  }
}
/** '"I'm glad to hear that," says Du Cane.': the one a quotation is attributed to, closing the sentence (a particle may open the name). */
const QUOTE_ATTRIBUTED = /[,.!?]["”]\s+(?:says|said|adds|added|explains|explained|notes|noted|writes|wrote|recalls|recalled)\s+((?:(?:Du|De|Del|Van|Von|Da|Di|Le|La|St\.)\s+)?\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?)(?=\s*[.!?]?\s*$)/du;
const QUOTE_ATTRIBUTED_GATE = /["”]\s+(?:says|said|adds|added|explains|explained|notes|noted|writes|wrote|recalls|recalled)\s/;
function quoteAttributed(text: string, found: Span[], lex: ReturnType<typeof lexicon>): void {
  const m = QUOTE_ATTRIBUTED.exec(text);
  if (!m) return;
  const words = m[1]!.split(/\s+/);
  // (a pronoun, a month or a public name's place is no one quoted: "says Monday", "said Paris")
  if (words.some((w) => pronounWord(w.toLowerCase()) || MONTHS_DAYS.has(w.toLowerCase())) || lex.regions.has(m[1]!.toLowerCase()) || lex.cities.has(m[1]!.toLowerCase())) return;
  const [start, end] = m.indices![1]!;
  putOver(found, { start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
}
/** A research transcript's speaker key: a speaker's initials, "=", then their name ("JR = Jaylen Reed, WO = Will Osei", "T = Mr.
 * Castellanos"): group 1 the name, a word-name or a modal too. */
const SPEAKER_KEY = /(?:^|[\s,;(|])[A-Z]{1,3}\d{0,2}[ \t]*=[ \t]*(?:(?:Mr|Mrs|Ms|Mx|Dr)\.?[ \t]+)?(\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ \t]\p{Lu}[\p{L}'’-]+){0,2})/gu;
function speakerKey(text: string, found: Span[], lex: ReturnType<typeof lexicon>): void {
  for (const m of text.matchAll(SPEAKER_KEY)) {
    const name = m[1]!;
    const first = name.split(/[ \t]/)[0]!.toLowerCase();
    // (a name: a given name or surname first, or a word no list holds; not "T = Teacher", "S = Student")
    if (ordinaryWord(first, lex)) continue;
    const start = m.index + m[0].length - name.length;
    putOver(found, { start, end: start + name.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
  }
}

/** An email's closing line alone: "Thanks,", "Warmly,", "With gratitude,", "Thank you!". */
const CLOSING_LINE =
  /^[ \t]*(?:thanks(?: so much| again)?|thank you(?: so much| again)?|best(?: regards| wishes)?|regards|kind regards|warmly|warm regards|cheers|sincerely|love|with gratitude|gratefully|all the best|take care|rooting for you|talk soon|respectfully)[ \t]*[,!.]?[ \t]*$/i;
/** A line of a name, a colon and an email address: "Grace: gracie.h09@gmail.com". */
const LABELLED_ADDRESS_LINE = /^[ \t]*(\p{Lu}\p{Ll}+):[ \t]+[\w.+-]+@[\w-]+\./u;
/** A line that is a name alone: a capitalised word, then up to two more or initials ("Dana Whitfield", "Diego M."). */
const NAME_LINE = /^[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){0,2})[ \t]*$/u;
/** A first line of two or three capitalised words, alone or before a dot and a time stamp: a comment's author. */
const COMMENT_AUTHOR_LINE = /^[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2})[ \t]*(?:[·•|][^\n]*)?$/u;
/**
 * An email signed: "Thanks,\nNgozi", "Warmly,\nDana Whitfield", "...\n\nJoy". The name alone on the line after the closing,
 * any capitalised name, a word-name too ("Grace", "Joy"); or the last line after a blank one, where it opens with a given name.
 */
function emailSignOff(text: string, found: Span[], lex: ReturnType<typeof lexicon>): void {
  const lines = text.split('\n');
  let at = 0;
  lines.forEach((line, k) => {
    const lineStart = at;
    at += line.length + 1;
    // ("Grace: gracie.h09@gmail.com": a given name labelling its own address, on a line of its own)
    const labelled = LABELLED_ADDRESS_LINE.exec(line);
    if (labelled && lex.first.has(labelled[1]!.toLowerCase())) {
      const start = lineStart + line.indexOf(labelled[1]!);
      putOver(found, { start, end: start + labelled[1]!.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
      return;
    }
    // (a comment's author opening it on a line of their own, its time stamp after: "Ji-woo Park · Mar 3, 2025, 8:14 PM\nOk I
    // put our measurements in the table", "Amara Nwosu\nohhh i multiplied"): a full name, one of its words a listed name
    if (k === 0 && lines.length > 1 && lines[1]!.trim()) {
      const author = COMMENT_AUTHOR_LINE.exec(line);
      const words = author?.[1]!.split(/[ \t]+/).map((w) => w.toLowerCase()) ?? [];
      if (author && !words.some((w) => MONTHS_DAYS.has(w) || pronounWord(w)) && (lex.first.has(words[0]!) || lex.last.has(words.at(-1)!)) && !words.every((w) => lex.english.has(w) && !lex.last.has(w))) {
        const start = line.indexOf(author[1]!);
        putOver(found, { start, end: start + author[1]!.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
      }
      return;
    }
    const m = NAME_LINE.exec(line);
    if (!m || k === 0) return;
    const first = m[1]!.split(/[ \t]+/)[0]!.toLowerCase();
    // (no month, pronoun, or ordinary word that no list holds as a name: "Thanks!\nGood Luck")
    if (MONTHS_DAYS.has(first) || pronounWord(first) || ordinaryWord(first, lex)) return;
    const closed = CLOSING_LINE.test(lines[k - 1]!);
    const lastAfterBlank = k === lines.length - 1 && lines[k - 1]!.trim() === '' && lex.first.has(first);
    if (!closed && !lastAfterBlank) return;
    const start = lineStart + line.indexOf(m[1]!);
    putOver(found, { start, end: start + m[1]!.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
  });
}

/**
 * A learner signing in with a number, as an online class's chat asks: "marisol santos, id 20433190", "Will Ochoa 3318204 on my
 * phone", "sunny cho 55109965 hiii". The message opens with a given name, then a surname (listed, or no English word), then the
 * number: the two words are one full name, word-name or not.
 */
const SIGNED_IN_WITH_ID = /^[ \t]*(\p{L}+)[ \t]+(\p{L}[\p{L}'’-]+),?[ \t]+(?:(?:student[ \t]+)?id[ \t]*(?:#|no\.?|number)?[ \t]*:?[ \t]*)?#?\d{4,}\b/iu;
function signedInWithId(text: string, found: Span[], lex: ReturnType<typeof lexicon>): void {
  const m = SIGNED_IN_WITH_ID.exec(text);
  if (!m) return;
  const [first, last] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
  if (!lex.first.has(first) || MONTHS_DAYS.has(first) || MONTHS_DAYS.has(last) || (lex.english.has(last) && !lex.last.has(last)) || lex.notNames.has(last)) return;
  const start = m.index + m[0].indexOf(m[1]!);
  putOver(found, { start, end: start + m[1]!.length + 1 + m[2]!.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
}
/**
 * A life told of: "This song by ex-Zombie Kastner", "Järvilehto began writing as a teenager": a band's former member named
 * after it, or a name opening its sentence before the start of a career. The name is no ordinary word, month or place.
 */
const LIFE_TOLD = /\bby[ \t]+ex-\p{Lu}[\p{L}\p{M}'’-]*[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+)|(?:^|[.!?][ \t]+)(\p{Lu}[\p{L}\p{M}'’-]+)[ \t]+began[ \t]+(?:writing|painting|singing|acting|drawing|composing|performing|playing)\b/gu;
function lifeTold(text: string, found: Span[], lex: ReturnType<typeof lexicon>): void {
  for (const m of text.matchAll(LIFE_TOLD)) {
    const name = (m[1] ?? m[2])!;
    const lower = name.toLowerCase();
    if (ordinaryWord(lower, lex) || MONTHS_DAYS.has(lower) || lex.regions.has(lower) || lex.cities.has(lower) || pronounWord(lower)) continue;
    const start = m.index + m[0].lastIndexOf(name);
    putOver(found, { start, end: start + name.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  }
}
/** "Zhāng lǎoshī", "Li laoshi": a family name before the Mandarin word for teacher, which titles it from after. */
const LAOSHI_AFTER = /(?<![\p{L}\p{M}])(\p{Lu}[\p{L}\p{M}]*)[ \t]+(?:lǎoshī|laoshi|lao shi)(?![\p{L}\p{M}])/giu;
function teacherTitledAfter(text: string, found: Span[]): void {
  for (const m of text.matchAll(LAOSHI_AFTER)) {
    // (not the word itself opening a sentence: "Lǎoshī, can I go?")
    if (/^(?:lǎoshī|laoshi|lao)$/i.test(m[1]!) || !/^\p{Lu}/u.test(m[1]!)) continue;
    putOver(found, { start: m.index, end: m.index + m[1]!.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
  }
}
/** A family name, then a given name, asked alone in a roll call ("Tran Long?", "Pham Xuan?"): the order of Vietnamese,
 * Chinese and Korean names as a class list writes them. */
// (the given name may be hyphenated, as Cantonese ones are: "Cheung Tsz-Kin?")
const SURNAME_FIRST_CALLED = /(?:^|[.!?…]\s+|\.\.\.\s*)(\p{Lu}\p{Ll}+)\s+(\p{Lu}[\p{L}\p{M}]*(?:-\p{L}[\p{L}\p{M}]*)?)\?/du;
function surnameFirstCalled(text: string, found: Span[], lex: ReturnType<typeof lexicon>): void {
  const m = SURNAME_FIRST_CALLED.exec(text);
  if (!m) return;
  const family = m[1]!.toLowerCase();
  // (a family name no given name, word or place is spelled like; the given name no word a roll call asks: "Tran Long?")
  if (!lex.last.has(family) || lex.first.has(family) || lex.english.has(family) || lex.notNames.has(family) || lex.cities.has(family) || MONTHS_DAYS.has(m[2]!.toLowerCase())) return;
  const [start] = m.indices![1]!;
  const [, end] = m.indices![2]!;
  putOver(found, { start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
}
/**
 * A real-time captioner's speaker line (CART): ">> MS. OKAFOR:", ">> HUNTER:", ">> SIOSAIA (phonetic):". The name in
 * capitals is the speaker's, a word-name too; a role ("STUDENTS", "TEACHER", "INTERCOM") is no one.
 */
const CAPTION_SPEAKER = /^[ \t]*>>[ \t]*(?:(?:MR|MRS|MS|MISS|DR|COACH|MX)\.?[ \t]+)?(\p{Lu}[\p{Lu}'’-]+(?:[ \t]\p{Lu}[\p{Lu}'’-]+)?)(?:[ \t]*\((?:phonetic|sp\??|ph)\))?[ \t]*:/u;
/** What stands before and after a captioner's speaker name: its ">>" and a title, then the colon (an answer may follow it). */
export const CAPTION_SPEAKER_BEFORE = /(?:^|\n)[ \t]*>>[ \t]*(?:(?:MR|MRS|MS|MISS|DR|COACH|MX)\.?[ \t]+)?$/;
export const CAPTION_SPEAKER_AFTER = /^(?:[ \t]*\((?:phonetic|sp\??|ph)\))?[ \t]*:/;
const CAPTION_ROLES = new Set(['STUDENT', 'STUDENTS', 'TEACHER', 'TEACHERS', 'CAPTIONER', 'SPEAKER', 'CLASS', 'ALL', 'INTERCOM', 'VOICE', 'UNIDENTIFIED', 'MALE', 'FEMALE', 'PARENT', 'AIDE', 'PARA', 'CROSSTALK', 'INAUDIBLE', 'PA', 'OFFICE']);
function captionSpeaker(text: string, found: Span[]): void {
  const m = CAPTION_SPEAKER.exec(text);
  if (!m || m[1]!.split(/[ \t]/).some((w) => CAPTION_ROLES.has(w))) return;
  const start = text.indexOf(m[1]!, text.indexOf('>>') + 2);
  putOver(found, { start, end: start + m[1]!.length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
}
/** An East Slavic patronymic: "Petrivna", "Volodymyrivna", "Serhiiovych", "Ivanovich". */
const PATRONYMIC = /^\p{Lu}\p{Ll}{2,}(?:ovych|evych|ovich|evich|ivna|ovna|evna)$/u;
/** The same endings anywhere in a message: the test before reading its tokens for one. */
const PATRONYMIC_GATE = /(?:ovych|evych|ovich|evich|ivna|ovna|evna)\b/;
/**
 * "Halyna Petrivna", "Iryna Volodymyrivna", "Ivan Serhiiovych Melnyk": a given name with its patronymic (and a surname after
 * it) is one name, and the patronymic alone is someone's ("Serhiiovych is father name").
 */
function patronymicNames(text: string, toks: readonly Tok[], found: Span[], lex: ReturnType<typeof lexicon>): void {
  const joined = (a: Tok, b: Tok) => b.start === a.end + 1 && text.charCodeAt(a.end) === 32;
  for (let i = 0; i < toks.length; i++) {
    if (!PATRONYMIC.test(toks[i]!.text)) continue;
    const before = toks[i - 1];
    const after = toks[i + 1];
    const start = before && joined(before, toks[i]!) && /^\p{Lu}\p{Ll}+$/u.test(before.text) && !lex.english.has(before.text.toLowerCase()) ? before.start : toks[i]!.start;
    const end = after && joined(toks[i]!, after) && /^\p{Lu}\p{Ll}+$/u.test(after.text) && (lex.last.has(after.text.toLowerCase()) || !lex.english.has(after.text.toLowerCase())) ? after.end : toks[i]!.end;
    takeIn(found, { start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  }
}
/** The cheap test before reading Burmese names, on the tokens at hand: two side by side, capitalised, both of the list. */
function burmesePair(text: string, toks: readonly Tok[], lex: ReturnType<typeof lexicon>): boolean {
  for (let i = 1; i < toks.length; i++) {
    const [a, b] = [toks[i - 1]!, toks[i]!];
    const ca = a.text.charCodeAt(0);
    const cb = b.text.charCodeAt(0);
    if (ca >= 65 && ca <= 90 && cb >= 65 && cb <= 90 && b.start === a.end + 1 && a.text.length <= 7 && b.text.length <= 7 && lex.burmeseSyllables.has(b.text.toLowerCase()) && (lex.burmeseSyllables.has(a.text.toLowerCase()) || BURMESE_HONORIFICS.has(a.text)) && text.charCodeAt(a.end) === 32) return true;
  }
  return false;
}
/** Karen and Burmese honorifics before a given name ("Saw Ba Thein", "Naw Paw Lah", "Daw Nilar"): no part of it. */
const BURMESE_HONORIFICS = new Set(['Saw', 'Naw', 'Daw', 'Thra', 'Tharamu', 'Mahn', 'Nan']);
/**
 * "Htet Aung", "Eh Ku Paw", "Aung Min Thu": a Burmese or Karen given name, a run of two to four capitalised syllables of
 * the list, one of them no English word ("Win Win" and "Say Say" alone are words); an honorific before it is left out.
 */
function burmeseNames(text: string, toks: readonly Tok[], found: Span[], lex: ReturnType<typeof lexicon>): void {
  const syllable = (t: Tok) => /^\p{Lu}\p{Ll}*$/u.test(t.text) && (lex.burmeseSyllables.has(t.text.toLowerCase()) || BURMESE_HONORIFICS.has(t.text));
  for (let i = 0; i < toks.length; i++) {
    if (!syllable(toks[i]!)) continue;
    let j = i;
    while (j + 1 < toks.length && j - i < 4 && toks[j + 1]!.start === toks[j]!.end + 1 && text.charCodeAt(toks[j]!.end) === 32 && syllable(toks[j + 1]!)) j++;
    const run = toks.slice(i, j + 1);
    i = j;
    let first = 0;
    while (first < run.length - 1 && BURMESE_HONORIFICS.has(run[first]!.text)) first++;
    const name = run.slice(first);
    if (name.length < 2 || name.every((t) => lex.english.has(t.text.toLowerCase()))) continue;
    const start = name[0]!.start;
    const end = name.at(-1)!.end;
    // (the run takes in what a list found inside it, and leaves out the honorific a list found with it: "Aung Min Thu" over
    // "Min Thu", "Daw Nilar" to "Nilar")
    takeIn(found, { start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 }, run[0]!.start);
  }
}
/** A given name sounded out and asked in a roll call, alone or before the surname: "Bao... Nuh-goo-yen?", "Than-dye-wee Mokoena?". */
const SOUNDED_OUT_CALLED = /(?<![\p{L}'’-])(\p{Lu}\p{Ll}{0,5}(?:-\p{Ll}{1,6}){2,})(?: \p{Lu}[\p{L}\p{M}'’-]+)?\?/gu;
function soundedOutCalled(text: string, found: Span[]): void {
  for (const m of text.matchAll(SOUNDED_OUT_CALLED))
    if (soundedOut(m[1]!)) putOver(found, { start: m.index, end: m.index + m[0].length - 1, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
}
/** "our 3 founders: Monjeau, Graves and Reed": a list of people announced by what they are. */
const ROLE_LIST =
  /\b(?:founders|co-?founders|authors|members|partners|owners|organi[sz]ers|hosts|speakers|winners|teachers|tutors|coaches|players|staff|cast|judges|guests|attendees|volunteers|parents|siblings)\s*:\s*((?:\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+){0,2},\s)*\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+){0,2},?\s(?:and|&)\s\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+){0,2})/gu;
/** "Siobhan here," signing in at the start of a message. */
export const HERE_INTRO = /^\s+here\b\s*[,.!-]/;
/** The titles of someone in the room, in any case: not "Sir", "Professor" or "Saint", which the famous carry. */
const PERSON_TITLE_BEFORE = /\b(?:mr|mrs|ms|mx|miss|mister|dr|coach)\.?\s+$/i;
/** Lower-case titles before which an ordinary word is still a surname ("mr green", "my teacher ms park"). */
const TITLE_LOWER_ANY = /(?:\b(?:mr|mrs|ms)\.?|\b(?:teacher|tutor|coach|principal)\s+(?:mr|mrs|ms|dr)\.?)\s+$/;
/** "my name is grace lopez": a surname one space on, no ordinary word ("my name is grace and"). */
const surnameAfter = (next: Tok | undefined, text: string, t: Tok, lex: ReturnType<typeof lexicon>) =>
  !!next && next.start === t.end + 1 && text.charCodeAt(t.end) === 32 && lex.last.has(next.text.toLowerCase()) && !lex.english.has(next.text.toLowerCase()) && !lex.notNames.has(next.text.toLowerCase());
/** "my name is hope" closing its clause: the word is the name. */
const NAME_CLOSES = /^\s*(?:[,.!?]|$|\s+(?:and|but|btw|lol|bc|because|cuz|since|im|i'm|i’m|nice|hi|hello)\b)/i;
/** The possessive before another's relative ("her mom ", "our cousin "), read as "my" outside math talk. */
const OTHERS_RELATIVE = /\b(?:our|his|her|their) (?=(?:\p{L}+ )?\p{L}+(?:'s name is|,)?\s+$)/iu;
/** "my sister april already did it": an adverb after a relation's name; not after "will" or "may", which are verbs there ("my mom will just pick me up"). */
const RELATION_ADVERB_AFTER = /^\s+(?:already|also|just|always|never|still|usually)\s+\p{L}/u;
const MODAL_NAMES = new Set(['will', 'may', 'can', 'should']);
/** Nouns no family name is spelled like; an -ing word only when long (English surnames "Manning", "Browning" are short). */
const PUN_NOUN = /(?:tion|sion|ment|ness)$|^.{7,}ing$/;
/** After a relation's name that is also a word, a verb, a clause end or speech's next clause ("my sister summer is", "my sister hope shes in second grade"). */
const RELATION_NAME_AFTER =
  /^\s*(?:[,.!?]|$|\s+(?:is|was|has|had|said|says|told|tells|and|who|likes|loves|gets|got|does|did|can|thinks|wants|helps|helped|goes|went|runs|ran|plays|played|works|worked|lives|lived|comes|came|knows|knew|showed|shows|taught|teaches|texted|sits|sat|would|could|should|might|s?he['’]?s|s?he is)\b)/i;
/** A transcriber's stage direction naming who is spoken to: "(to Eli, quietly)", "(whispering to Jaylen)". */
export const STAGE_TO_BEFORE = /\((?:[a-z]+(?:ing)?\s+){0,2}to\s+$/i;
/** Names with company: "me and Ivy", "me and chidi", chat's "me n jayden", "me, aiden and priya" (both names); "chidi and i", "jake from my class". */
export const COMPANION_BEFORE = /\b(?:(?:me|i)(?:,\s+\p{L}+)?\s+(?:and|n|&)|me,)\s+$/iu;
/** "me and will are gonna play": a plural verb after the pair makes a word that is also a name the companion. */
const PAIR_VERB_AFTER = /^\s+(?:are|were|r|have|went|got|did|played|both|always)\b/i;
// (or placed there: "marcus is literally on my team", "jade is in my class")
export const COMPANION_AFTER = /^\s+(?:and (?:me|i)\b|from (?:my|our) (?:[a-z]+ )?(?:class|school|team|grade|group)\b|(?:is|was) (?:(?:literally|actually|also|really)\s+)?(?:on|in) (?:my|our) (?:[a-z]+ )?(?:class|team|grade|group|squad|homeroom)\b)/i;
/** "I agree with Destiny": a classmate whose answer is weighed. */
const AGREE_WITH = /\b(?:agree|agrees|agreed|disagree|disagrees|disagreed) with\s+$/i;
/** "my nana says": after a possessive a lower-case word is a noun ("what tyler told me" is a name). */
const POSSESSIVE_BEFORE = /\b(?:my|our|your|his|her|their)\s+$/i;
/** A lower-case name asked or told something: "ask lulu, she knows the nines trick", "tell amara to wait". */
const ASK_BEFORE = /\b(?:ask|tell|thank|thanks)\s+$/i;
/** Chat about time spent with friends: "a frappuccino w jaylen and priya", "hanging out with kenji" (the names after "with"). */
const WITH_FRIEND_BEFORE = /\b(?:with|w\/?)\s+(?:\p{Ll}+\s+(?:and|n|&)\s+)?$/u;
/** A friend's visit told: "kenji is coming over", "priya slept over". */
const VISIT_AFTER = /^\s+(?:(?:is|was|are|were)\s+(?:coming|going)\s+over|(?:came|comes|slept|sleeps|sleeping)\s+over)\b/i;
/** A classmate one asks to work beside: "Can I work with Carla?", "can we sit with Jonah". */
const WORK_WITH_BEFORE = /\b(?:can|could|may)\s+(?:i|we)\s+(?:work|sit|partner(?:\s+up)?|pair(?:\s+up)?)\s+with\s+$/i;
/** Someone of the speaker's own life told of by name: "my friend kenji", "me and chidi", "kenji is coming over", "Can I work with Carla?";
 * or of the listener's, greeted through them: "Say hi to Diego for me". */
export const companionTold = (text: string, start: number, end: number) =>
  RELATION.test(text.slice(Math.max(0, start - 60), start)) ||
  GREETINGS_SENT_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ||
  COMPANION_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ||
  WORK_WITH_BEFORE.test(text.slice(Math.max(0, start - 32), start)) ||
  VISIT_AFTER.test(text.slice(end, end + 24));
/** A lower-case name opening a message, then a request or a remark to the one named: "kenji can u check my work", "raf ur a
 * machine", "jade save me a seat". */
export const LOWER_VOCATIVE_AFTER = /^,?\s+(?:(?:can|could|would|will|are|r|did|do)\s+(?:you|u)\b|pls\b|please\b|help me\b|ur\b|youre\b|you['’]re\b|its\b|it['’]s\b|save\s+me\b)/i;
/**
 * Speech transcribed without punctuation addresses a student by a lower-case name between an
 * acknowledgement or praise and what is said to them: "nice work deshawn thats it", "okay so will what do
 * you think", "thats okay drew we can go back", "hey may can you hear me". The acknowledgements open a
 * sentence (or there are none: "sage thats exactly right").
 */
const LOWER_ADDRESS_BEFORE =
  /(?:^|[.?!]\s+)(?:(?:hi|hey|hello|hiya|oh|okay|ok|alright|all right|right|so|now|yes|yeah|yep|well|um|uh|sorry|thanks|thank you|thank u|thx|bye|morning|welcome back|nice|great|good|awesome|perfect|exactly|correct|(?:nice|good|great) (?:job|work|thinking|try)|well done|(?:thats|that['’]s) (?:okay|ok|fine|alright|right|correct)|no worries)[,\s]+)*$/i;
/** What may follow any such name: a question or request to "you", or an apology. */
const ADDRESSED_NEXT =
  /^,?\s+(?:(?:um+|uh+)[,\s]+)?(?:(?:can|could|would|do|did|are|were|have|should|will)\s+(?:you|u|ya)|(?:what|how|why|where|when|which|who)(?:['’]?s)?(?:\s+[a-z'’]+){0,2}?\s+(?:you|u|ya|we|your|ur)|sorry)\b/i;
/**
 * What may follow a name that is no modal verb and no "hope": a verdict, a step, "you", "i" or "we" doing
 * something ("good job ray youre right"). After "will", "may", "can", "hope" or "till" these are the word's own
 * clause ("okay will do", "thanks hope that helps", "okay may i", "hope so"), so only ADDRESSED_NEXT
 * counts there.
 */
const ADDRESSED_NEXT_LOOSE =
  /^,?\s+(?:(?:um+|uh+)[,\s]+)?(?:thats|(?:okay|ok)\s+so|now\s+(?:the|we|you|lets|let['’]s|what|how)|that['’]s|so\s+(?:if|the|what|how|now|lets|let['’]s|we|you|this|that|when)|(?:you|u)['’]?(?:re|ve)|ur|i\s+(?:meant|forgot|wanted|want|was|need|just|think|have|got|see|hear|can|will|noticed)|we\s+(?:can|could|should|need|will|are|have|got|were|gotta)|lets|let['’]s|remember|listen)\b/i;
// ("till" opens its own clause the same way: "till I was eight, then...")
const VERB_FIRST_NAMES = new Set([...MODAL_NAMES, 'hope', 'till']);
/** Where a capitalised word-name opens what is said to it without a comma: a sentence's start, or an acknowledgement ("okay"). */
const UNMARKED_OPEN_BEFORE = /(?:^|[.!?]\s+|,\s+|\b(?:okay|ok|so|now|alright|yes|oh|ooh|well|wait|um|uh)\s+)$/i;
/** Word-names that open a request as its verb: "Mark how many you have", "Bill what you owe". */
const TELLING_VERB_NAMES = new Set(['mark', 'bill', 'pat', 'rob', 'sue', 'jack', 'grant', 'chase', 'drew', 'cash', 'guy', 'sky']);
/** The whole class told, just before a verb ("Okay everybody, Mark the right angle"), and what such a verb takes after it. */
const CLASS_TOLD_BEFORE = /\b(?:everybody|everyone|y['’]all|class|guys|friends|folks),\s+$/i;
const VERB_OBJECT_AFTER = /^\s+(?:the|your|each|every|all|where|it|them)\b/i;
/** A request only one in the room is given, or what they just did told to them, right after the name with no comma: "Paris
 * read it please", "River come measure", "Ikaika you just did a subtraction problem" (a regex source; verify reads it too). */
export const ONE_ASKED_AFTER = String.raw`read (?:it|that|this|the (?:problem|question|next one|first one))|come (?:up|here|measure|show|draw|write|point|try)|(?:you|u) (?:just|really|already|totally) (?:did|got|made|found|said|showed|proved)`;
/** A question to "you" right after a word-name, written in lower case ("Grace how'd you", "Summer do you agree"), or such a
 * request. */
const UNMARKED_WORD_NAME_NEXT = new RegExp(String.raw`^\s+(?:(?:can|could|would|do|did|are|were|have|will)\s+(?:you|u)|(?:what|how|why|where|when|which)(?:['’]?[sd])?(?:\s+[a-z'’]+){0,2}?\s+(?:you|u)|you['’]re|you want|that means you|i see you|${ONE_ASKED_AFTER})\b`);
/** The greetings and praise among those acknowledgements: a name that is a math word needs one ("good job ray so", not "okay so max what"). */
const GREETED = /\b(?:hi|hey|hello|hiya|morning|welcome|thanks|thank|thx|bye|sorry|nice|great|good|awesome|perfect|exactly|correct|done|worries|thats okay|that['’]s okay)\b/i;
/** A lower-case given name addressed so in speech or chat without punctuation. */
function lowerAddressed(text: string, t: Tok, lower: string, lex: ReturnType<typeof lexicon>): boolean {
  const before = text.slice(Math.max(0, t.start - 40), t.start);
  if (!LOWER_ADDRESS_BEFORE.test(before) || (lex.mathWords.has(lower) && !GREETED.test(before))) return false;
  // ("Fifteen fifteen. Exactly even.": after a capitalised acknowledgement a lower-case word that is a word is that word)
  if (lex.english.has(lower) && /\p{Lu}\p{Ll}*[,\s]+$/u.test(before)) return false;
  const after = text.slice(t.end, t.end + 28);
  // Closing the message, the name needs an acknowledgement before it: a word alone ("april", "ray") is an answer
  if (/^[\s,.!?]*$/.test(after)) return !VERB_FIRST_NAMES.has(lower) && /\p{L}[,\s]*$/u.test(before);
  return ADDRESSED_NEXT.test(after) || (!VERB_FIRST_NAMES.has(lower) && ADDRESSED_NEXT_LOOSE.test(after));
}
/** An apostrophe right after the word: a possessive ("Austin's group"). */
const possessiveAt = (text: string, end: number) => text.charCodeAt(end) === 39 || text.charCodeAt(end) === 8217;
/** A word after "in" (or a sentence's "In"), no possessive after it: "the space center in Houston", "In Dallas.", not "in Austin's group". */
const cityAfterIn = (text: string, start: number, end: number) =>
  !possessiveAt(text, end) && /(?:\bin|(?:^|[.!?]\s+)In)\s+$/.test(text.slice(Math.max(0, start - 6), start));
/** A lower-case title, then a lower-case initial: "mrs k", "mister j". */
const LOWER_TITLED = /\b(?:mr|mrs|ms|miss|mister)\.?\s+$/;
/** What closes a teacher's initial: a possessive, punctuation, the end, or a verb of telling ("mrs k said"); not "has" or "is", which a problem's "mr x" does. */
const INITIAL_CLOSES = /^(?:['’]s\b|\s*[,.!?]|\s*$|\s+(?:said|says|told|tells|gave|gives|wants|asked|and)\b)/;
/** Fillers of transcribed speech: "um", "uh", "er", "like". */
const FILLER = /\b(?:um+|uh+|er+m?|like)\b/i;
/** "like" right before a word: a guess offered ("Like Florida?"), not a filler before a name. */
const LIKE_BEFORE = /\blike\s+$/i;
const FILLERS_BEFORE = /(?<=\s|^)(?:(?:um+|uh+|er+m?|like)[,\s]+)+$/i;
/** A name-shaped word opening a sentence as a verb: "Jack up the price", "Bill me later", "Pat yourself on the back". */
// (and Spanish "Lee conmigo", "read with me")
const IMPERATIVE_NEXT = /^\s+(?:up|down|it|them|me|us|yourself|yourselves|conmigo)\b/i;
/** The word before a name closing an uncased turn that makes it a thing or a place ("i like chai", "35 min", "st
 * louis", "this sem", Spanish "ese dia"). */
const UNCASED_CLOSE_STOP =
  /(?:^|\s)(?:a|an|the|this|that|my|your|his|her|our|their|in|at|to|from|of|on|with|for|by|like|love|play|played|playing|watch|eat|drink|is|was|be|and|or|st|saint|san|santa|fort|mount|mt|port|lake|new|de|del|al|da|do|la|el|los|las|en|y|por|color|para|con|mi|tu|su|ese|esa|este|esta|un|una|\d[\d.,/]*)\s+$/;
/** What follows a name opening an uncased turn (or said after "now", "ok") spoken to its owner: "anaya how'd you", "deshawn show us". */
// (a comma may set it off: "rahim, you had your hand up")
const UNCASED_OPEN_NEXT = /^,?\s+(?:how|what|whats|why|which|where|(?:can|could|would|will|did|do) (?:you|u)|you|your|u|ur|show|tell|read|go|try|come|explain|count|what's|how'd|how's|hows)\b/;
/** A given name in a turn written without case, placed as one addressed: closing it after a word that leaves it no
 * thing or place ("show me lucia", "eight why eight tremaine"), or opening it or a sentence before a question or
 * request ("ok now the protractor. deshawn show us"). */
const uncasedAddressed = (text: string, t: Tok, i: number) =>
  (/^\s*(?:[.!?]+(?:\s|$)|$)/.test(text.slice(t.end, t.end + 4)) && /\p{L}\s+$/u.test(text.slice(Math.max(0, t.start - 3), t.start)) && !UNCASED_CLOSE_STOP.test(text.slice(Math.max(0, t.start - 12), t.start))) ||
  ((i === 0 || /(?:[.?!]|\b(?:now|ok|okay))\s+$/.test(text.slice(Math.max(0, t.start - 6), t.start))) && UNCASED_OPEN_NEXT.test(text.slice(t.end, t.end + 12)));
/** "en Julio la tienda vendió 45": a Spanish month that is also a given name, after "en" or a day's "14 de". */
const SPANISH_MONTH_BEFORE = /(?:\ben|\d\s+de)\s+$/i;

/** Words after which a lower-case ordinary word may still be a name: relations, titles, "name is". */
const WORD_NAME_CUES = new Set(
  'mr mrs ms mx dr prof coach brother sister mom mum dad mother father friend tutor cousin aunt uncle grandma grandpa son daughter classmate boyfriend girlfriend bff buddy teacher stepdad stepmom stepbrother stepsister named'.split(' '),
);
/** The last words of RELATION's relations: "my grandmother", "my lab partner", "my tía". */
const RELATION_WORDS = new Set([
  ...WORD_NAME_CUES,
  ...'grandmother grandfather husband wife kid child parent partner tio tío tia tía primo prima abuela abuelo abuelita abuelito ate kuya tito tita lola lolo'.split(' '),
]);
/** Right after a relation word ("my cousin nasrin"): the cheap test before a lower-case word no list holds is read. */
const afterRelationWord = (text: string, toks: readonly Tok[], i: number) => i > 0 && text.charCodeAt(toks[i]!.start - 1) === 32 && toks[i - 1]!.end === toks[i]!.start - 1 && RELATION_WORDS.has(toks[i - 1]!.text.toLowerCase());
/** "me and will are gonna play", "grace from my class is coming": a lower-case word-name as the speaker's company. */
function lowerCompanion(text: string, t: Tok): boolean {
  // (a thing with its article or count before it is no companion: "a ten-dollar bill and I want")
  if (THING_BEFORE.test(text.slice(Math.max(0, t.start - 24), t.start))) return false;
  if (text.startsWith(' from ', t.end) || text.startsWith(' and ', t.end)) return companionAfter(text, t);
  // "i got 5/2 but destiny said you flip": reported as a speaker where a clause opens
  if (REPORTED_AFTER.test(text.slice(t.end, t.end + 24))) return CLAUSE_OPENS.test(text.slice(Math.max(0, t.start - 10), t.start));
  return PAIR_VERB_AFTER.test(text.slice(t.end, t.end + 12)) && COMPANION_BEFORE.test(text.slice(Math.max(0, t.start - 24), t.start));
}
const CLAUSE_OPENS = /(?:^|[.?!,;]\s*|\b(?:but|and|so|cause|because|then)\s+)$/i;
/** An article, a count or a money word right before a word ("a ten-dollar ", "the ", "3 "): a thing follows, not a name. */
const THING_BEFORE = /(?:\b(?:a|an|the)\s+(?:[\p{L}\d]+-)?[\p{L}\d]*[\s-]*|\d[\s-]*|dollar[\s-]+)$/iu;
/** "Tavion and me", "grace from my class": the companion cue after the word (by code unit first). */
const companionAfter = (text: string, t: Tok) => (text.startsWith(' and ', t.end) || text.startsWith(' from ', t.end)) && COMPANION_AFTER.test(text.slice(t.end, t.end + 32));

function wordNameCue(toks: readonly Tok[], i: number): boolean {
  // By the tokens before (a title's dot and a possessive are not in them): cheaper than reading the text
  const prev = toks[i - 1]?.text.toLowerCase();
  if (!prev) return false;
  if (WORD_NAME_CUES.has(prev)) return true;
  return (prev === 'is' && toks[i - 2]?.text.toLowerCase() === 'name') || prev === 'name';
}

/** A count said earlier in the message: a digit or a number word. */
const COUNTED_BEFORE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand)\b/i;
/** An acknowledgement opening the sentence before a name called on: "Now Will, you had your hand up", "Okay Hope, what". */
const ACK_OPENS = /(?:^|[.!?]\s+)(?:now|okay|ok|so|alright|all right|yes|right|and|but)\s+$/i;
/** "Grace, three stones left and it's your turn.": after the comma, the sentence speaks to "you". */
const spokenToAfter = (text: string, at: number) => SECOND_PERSON.test(text.slice(at, sentenceEnd(text, at)));

/** The next word is a capitalised surname one space on (`surnameWord`) that is no name-word or first name. */
/** The next token, one space after `t` and capitalised ("Alvarez" of "Destiny Alvarez"). */
const capitalisedNext = (next: Tok | undefined, text: string, t: Tok): next is Tok =>
  !!next && text.charCodeAt(t.end) === 32 && next.start === t.end + 1 && /^\p{Lu}\p{Ll}/u.test(next.text);

function surnameNext(next: Tok | undefined, text: string, t: Tok, lex: ReturnType<typeof lexicon>): boolean {
  if (!capitalisedNext(next, text, t)) return false;
  const nl = next.text.toLowerCase();
  // (a surname no list holds counts too, a word no list holds at all, where the full name closes its clause as a roll
  // calls it: "Mark Feldman?", "Will Okafor?", "Grace Whitfield, Hunter Osei"; not "Reed Elsevier and", "Georgia Tech.")
  const unlisted =
    nl.length >= 3 && !lex.english.has(nl) && !lex.cities.has(nl) && !lex.regions.has(nl) && !lex.nrp.has(nl) && !lex.mathematicians.has(nl) &&
    !lex.regions.has(t.text.toLowerCase()) && !lex.cities.has(t.text.toLowerCase()) && /^\s*(?:[?,]|$)/.test(text.slice(next.end, next.end + 2));
  // (or a family name the lists also hold as a given name: "Welcome officially, Ivy Chen.")
  if (lex.givenSurnames.has(nl)) return true;
  return (surnameWord(nl, lex) || unlisted) && !lex.notNames.has(nl) && !lex.first.has(nl);
}

/** Laughter written out: "hahaha", "Hehehe", "bwahahaha", "HAHA". */
const LAUGHTER = /^(?:bw|mw)?(?:h[aeiou]){2,}h?$/i;
/** What a name shouted in capitals is told right after: "DEV STOP", "LEIF NO". */
const SHOUTED_AFTER_NAME = new Set(['STOP', 'NO', 'PLEASE', 'QUIT', 'WAIT', 'LOOK', 'COME', 'GET', 'GIVE', 'LEAVE', 'YES', 'HELP', 'MOVE', 'SERIOUSLY', 'OMG', 'LOL', 'BRO']);
/** A full name asked alone or listed among names, its second word a name that is no word: "Will Farouk?" (a modal's question goes on
 * with a verb), "Room 3: Chloe, Will Osei, Priyanka." */
function rollCalledFull(next: Tok | undefined, text: string, t: Tok, lex: ReturnType<typeof lexicon>): boolean {
  if (!capitalisedNext(next, text, t)) return false;
  // (or listed among names: "Room 3: Chloe, Will Osei, Priyanka.")
  const asked = text.charCodeAt(next.end) === 63 && SENTENCE_OPENS.test(text.slice(0, t.start));
  const listed = /(?:\p{Lu}[\p{L}'’-]+,|:)[ \t]+$/u.test(text.slice(Math.max(0, t.start - 24), t.start)) && /^(?:,|\.|[ \t]+and\b)/.test(text.slice(next.end, next.end + 5));
  if (!asked && !listed) return false;
  const nl = next.text.toLowerCase();
  return (lex.first.has(nl) || lex.last.has(nl)) && !lex.english.has(nl) && !lex.notNames.has(nl);
}

/** What names a language before it: "in", "speak(s)", "count in". */
const LANGUAGE_BEFORE = /\b(?:in|speaks?|speaking|spoke)\s+$/i;
/** A header's role label: "Student: ", "| Tutor: " (a pasted transcript's speaker label is one too). */
const ROLE_LABEL_BEFORE = /(?:^|[|\n•·]\s*|[.]\s+|\s[-–—]\s+)(?:student|tutor|learner|teacher|instructor|parent|guardian)\s*:\s*$/i;
/** A capitalised surname right after a name, closed by a comma and a call: " Ndiaye, you're line leader". */
function calledWithSurname(next: Tok | undefined, text: string, t: Tok, lex: ReturnType<typeof lexicon>): boolean {
  if (!capitalisedNext(next, text, t)) return false;
  const nl = next.text.toLowerCase();
  // (a listed surname even if a word, "Smith"; else no word at all: "Summer Reading, you can pick" is a program)
  return (lex.last.has(nl) || !lex.english.has(nl)) && !MONTHS_DAYS.has(nl) && CALLED_ON_AFTER.test(text.slice(next.end, next.end + 16));
}

/** A sign-off closing the message: "- Grace", "-dmitri", "~ Ana". */
export function signOff(text: string, t: Tok): boolean {
  if (text.length - t.end > 4) return false;
  return /(?:^|\s)[-–—~]\s*$/.test(text.slice(Math.max(0, t.start - 3), t.start)) && /^[\s.!]*$/.test(text.slice(t.end));
}

/** "Ray. It's a ray.": a word-name said alone is the word itself when the message uses it as a noun after an article. */
function usedAsNoun(text: string, lower: string): boolean {
  return new RegExp(`\\b(?:[Aa]n?|[Tt]he)\\s+${escapeRegExp(lower)}\\b`).test(text);
}

/** An Irish surname's particle right before the word: "Mr. Ó Súilleabháin", "Ms. Nic Giolla". */
const IRISH_PARTICLE_BEFORE = /\s(?:Ó|Ní|Nic|Uí|Mac|Mhic)\s+$/u;
/** The European particles inside surnames ("Van der Berg", "de la Cruz"), and Irish ones ("Ó Súilleabháin", "Ní Bhriain",
 * "Mac Mathúna"): they may also stand between a title and the surname ("Mrs. de la Cruz"). */
const SURNAME_PARTICLES = ['van', 'der', 'den', 'de', 'la', 'le', 'du', 'da', 'di', 'del', 'della', 'von', 'ten', 'ter', 'dos', 'das', 'ó', 'ní', 'nic', 'uí', 'mac'];
/** Particles inside surnames, those and others ("bin Said", "Al-Harbi", "y"). */
const PARTICLES = new Set([...SURNAME_PARTICLES, 'bin', 'binti', 'al', 'el', 'do', 'y']);
/** Particles that may stand before a surname; not "do" and "y", which open questions and join names. */
const LEAD_PARTICLES = new Set([...PARTICLES].filter((p) => p !== 'do' && p !== 'y'));
/** One particle alone that makes a surname with the next word ("van Dijk", "du Bois"); not "de" or "la":
 * Spanish and French write them before any name ("la casa de Maria"). */
const LONE_PARTICLES = new Set(SURNAME_PARTICLES.filter((p) => p !== 'de' && p !== 'la'));

/**
 * "De la Cruz, you're up", "Dos Santos said", "van der Berg and D'Angelo", "Mrs. de la Cruz": the particles
 * right before a found surname are the surname's. Where its span starts: at the first of them when a
 * title stands before them, the first is capitalised ("De la", "Da"), two or more are lower-case ("van
 * der", "de la"), or the one is a surname's alone ("von", "du"); otherwise at the surname. The index of
 * the token it starts at (never back into the name found before, at `floor`).
 */
function particleLead(text: string, toks: readonly Tok[], at: number, floor: number): number {
  let k = at;
  while (k > 0 && toks[k - 1]!.start >= floor && LEAD_PARTICLES.has(toks[k - 1]!.text.toLowerCase()) && text.slice(toks[k - 1]!.end, toks[k]!.start) === ' ') k--;
  if (k === at) return at;
  const first = toks[k]!;
  const before = text.slice(Math.max(0, first.start - 12), first.start);
  const titled = TITLE.test(before) || TITLE_LOWER.test(before);
  return titled || /^\p{Lu}/u.test(first.text) || at - k >= 2 || LONE_PARTICLES.has(first.text.toLowerCase()) ? k : at;
}
/** Words that end a lower-case name given after "my name is". */
const NAME_STOP = new Set('and but or so btw lol lmao im nice hi hello hey from in at on the a an to is was my thanks thank pls please ok okay and yes no not also too here sorry'.split(' '));

/** "Santa Ana", "St. Louis", "Mount Everest", "Fort Collins", "Camp Willow Run": the word after a saint's title or a place's
 * prefix (not after a person's title: "Mr. St. John"). */
const SAINT_BEFORE = /(?:^|[^\p{L}])(?<!\b(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)(?:San|Santa|Santo|São|Sao|St\.?|Saint|Mt\.?|Mount|Fort|Ft\.?|Lake|Port|Cape|Camp)\s+$/u;
const isLetterCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** A title after an article, talked of as a word: "not a Mrs. Just saying." */
const TITLE_AS_WORD = /\b(?:a|an)\s+(?:Mr|Mrs|Ms|Mx|Miss|Dr)\.?\s+$/;
/** Chat's lower-case titles, English and Spanish; "miss" is left out, as it is the verb as often ("i miss Grandma"). */
const LOWER_TITLE_WORDS = new Set(['mr', 'mrs', 'ms', 'mx', 'mister', 'dr', 'prof', 'professor', 'coach', 'sr', 'sra', 'srta', 'señor', 'señora', 'señorita', 'senor', 'senora', 'senorita', 'profe', 'maestra', 'maestro', 'kumu']);
/** A Spanish verb or clitic after a pronoun that is a given name too ("Ella tiene", "Ella ya sabe", "Ella me dijo"). */
const SPANISH_VERB_AFTER = /^\s+(?:ya\s+|también\s+|tambien\s+)?(?:tiene|es|está|esta\s+(?:en|muy|bien|mal)|va|vive|dice|dijo|quiere|sabe|puede|fue|era|estaba|hace|trabaja|estudia|necesita|se|le|me|lo|nos)\b/;
const ABBREVIATED_TITLES = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'sr', 'sra', 'srta']);
/** A journey's word, then up to three words and "to" or "from": "flies from Dubai to ", "drove all the way to ". */
const TRAVEL_TO_BEFORE = /\b(?:fl(?:y|ies|ew|own|ying|ight|ights)|driv(?:e|es|en|ing)|drove|travel(?:s|ed|led|ing|ling)?|mov(?:e|ed|es|ing)|trip|train|bus|plane|sail(?:s|ed|ing)?|from\s+\p{Lu}\p{Ll}+)\s+(?:[\p{Ll}\d,]+\s+){0,3}?(?:to|from|into)\s+$/u;
/** A lesson on a map, a distance or a flight: "measure from the dot to the dot", "how many miles", "on our map", "the capital",
 * "when she lands", "time zones". */
const MAP_TALK = /\b(?:maps?|miles?|kilomet(?:er|re)s?|km|scale|distance|highway|interstate|rulers?|measure|capital|flights?|plane|airport|lands|landed|time zones?)\b/i;
/** A town found or reached on the map: "find Dayton", "west of Columbus", "measure from there to Columbus", "leaves Columbus", "two hours behind Santiago". */
// (not one handed or told something: "give the ruler to Austin", "tell Austin")
const MAP_PLACE_BEFORE = /(?:\b(?:find|leaves?|left|leaving|reach(?:es|ed)?|past|toward|towards|between|(?:north|south|east|west)\s+of|behind|ahead\s+of)|(?<!\b(?:give|gave|pass|passed|hand|handed|show|showed|tell|told|say|said|talk|talking|read|explain|listen|turn)\s+(?:\w+\s+){0,3})\bto|\bfrom)\s+$/i;
/** A place told apart from the person of its name: "Savannah. The city not the person." (not "Brooklyn, like the city!",
 * the person whose name it is, nor "Not you, Austin, the city." spoken to him) */
const PLACE_NOT_PERSON_AFTER = /^[.,]?\s+the\s+(?:city|state|town|country|place),?\s+not\s+(?:the\s+(?:person|kid|student|girl|boy)|you)\b/i;
/** A map's point given right after the place: "Memphis is (6, 4)", "Austin is at (4, 1)". */
const GRID_POINT_AFTER = /^\s+(?:is\s+(?:at\s+)?|at\s+)\(\s*-?\d+(?:\.\d+)?\s*,\s*-?\d+(?:\.\d+)?\s*\)/;
/** ... or right before it: "(6, 4), it's Memphis", "(6, 4) is Memphis". */
const GRID_POINT_BEFORE = /\(\s*-?\d+(?:\.\d+)?\s*,\s*-?\d+(?:\.\d+)?\s*\),?\s+(?:it['’]s|is|that['’]s)\s+$/;
/** A word the place lists hold: a city, or a country or a state. */
const listedPlace = (lower: string, lex: ReturnType<typeof lexicon>) => lex.cities.has(lower) || lex.regions.has(lower);
/** A listed place read as the place where it stands: after "in", or a trip's, a map's or a grid's point (`cityTrip`). */
const placeTold = (text: string, t: Tok, lex: ReturnType<typeof lexicon>) => listedPlace(t.text.toLowerCase(), lex) && (cityAfterIn(text, t.start, t.end) || cityTrip(text, t, lex));
/** "from Dallas to Austin": the word is one end of a trip whose other end is a town too. */
function cityTrip(text: string, t: Tok, lex: ReturnType<typeof lexicon>): boolean {
  // (or the town whose clock a time is told by, "8:35 a.m. Santiago time", or one placed in its country, "Adelaide in Australia")
  if (/^\s+time\b/.test(text.slice(t.end, t.end + 6))) return true;
  const next = text.slice(t.end, t.end + 40);
  // (or "Savannah down in Georgia", "Austin, the one in Texas")
  const country = /^(?:\s+(?:(?:down|up|out|over)\s+)?|,\s+the one\s+)in\s+(\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?)/u.exec(next)?.[1];
  if (country !== undefined && lex.regions.has(country.toLowerCase())) return true;
  // (or told apart from the person: "Savannah. The city not the person.")
  if (PLACE_NOT_PERSON_AFTER.test(next)) return true;
  // (or a point of a map's grid: "Memphis is (6, 4)", "Austin is at (4, 1)", "(6, 4), it's Memphis")
  if (GRID_POINT_AFTER.test(next) || GRID_POINT_BEFORE.test(text.slice(Math.max(0, t.start - 32), t.start))) return true;
  // (or its end reached by a journey's word, "flies from Dubai to London", "moved to Houston"; not "go to Austin and help him")
  if (TRAVEL_TO_BEFORE.test(text.slice(Math.max(0, t.start - 48), t.start)) && !possessiveAt(text, t.end)) return true;
  // (or a town found or reached on a map the lesson measures: "find Cleveland up at the top", "Cincinnati to Columbus")
  if (MAP_PLACE_BEFORE.test(text.slice(Math.max(0, t.start - 24), t.start)) && !possessiveAt(text, t.end) && MAP_TALK.test(text)) return true;
  const before = /\bfrom\s+$/.test(text.slice(Math.max(0, t.start - 6), t.start)) ? /^\s+to\s+(\p{Lu}\p{Ll}+)/u.exec(text.slice(t.end, t.end + 24)) : null;
  const after = before ? null : /\bfrom\s+(\p{Lu}\p{Ll}+)\s+to\s+$/u.exec(text.slice(Math.max(0, t.start - 28), t.start));
  const other = (before ?? after)?.[1];
  return other !== undefined && lex.cities.has(other.toLowerCase());
}
/** A house number and a street's name before "dr" ("12 oak dr"), not a preposition ("on october 14 with dr."). */
const STREET_BEFORE_DR = /\d+\s+(?:[A-Za-z]+\s+){0,2}(?!(?:with|to|see|saw|and|by|from|at|for|ask|call|visit|the|my|our|your|his|her|a|is|was)\s)[A-Za-z]+\s+$/i;
/** The same words as cue words (the scanner reads "ñ" as a separator: "se ora"). */
const LOWER_TITLE_CUES = cueWords([...LOWER_TITLE_WORDS, 'miss'].map((w) => ` ${w.replace('ñ', ' ')} `));
/** ... though "miss" said right after a greeting or thanks is the title: "yeah hi miss rahimi", "okay bye miss rahimi". */
const GREETED_BEFORE_MISS = /\b(?:hi|hey|hello|bye|goodbye|thanks|thank you|morning|good morning|good night|night)\s+$/;
const isLowerLetterCode = (c: number) => (c >= 97 && c <= 122) || c === 241; // a-z, ñ
/**
 * Right after chat's lower-case title ("mrs. hoang", "ms Okafor", "coach Brannigan", "dr. Villanueva", "la
 * señora Ramírez") or speech's "mister" (read only where LOWER_TITLE_CUES found one). A street's
 * "dr" ("12 oak dr Springfield") is no title.
 */
function afterLowerTitle(text: string, at: number): boolean {
  let e = at - 1;
  if (text.charCodeAt(e) !== 32) return false;
  const dot = text.charCodeAt(e - 1) === 46; // "."
  if (dot) e--;
  let s = e;
  while (s > 0 && e - s < 10 && isLowerLetterCode(text.charCodeAt(s - 1))) s--;
  if (e - s < 2 || e - s > 9 || (s > 0 && isLetterCode(text.charCodeAt(s - 1)))) return false;
  const word = text.slice(s, e);
  // (a dot closes an abbreviation, "dr. Villanueva"; after a whole word it ends the sentence: "señora. Las tablas")
  if (dot && !ABBREVIATED_TITLES.has(word)) return false;
  if (word === 'miss') return GREETED_BEFORE_MISS.test(text.slice(Math.max(0, s - 16), s));
  // ("the mister doesn't count", "a coach said": after an article the title is a noun)
  if (!LOWER_TITLE_WORDS.has(word) || /\b(?:the|a|an)\s+$/i.test(text.slice(Math.max(0, s - 5), s))) return false;
  return word !== 'dr' || !STREET_BEFORE_DR.test(text.slice(Math.max(0, s - 32), s));
}
/** The words every title (the chat titles of LOWER_TITLE_WORDS among them), name cue, relation and salutation above ends with. */
const CUE_LAST_WORDS = new Set(
  `miss madam sir teacher is 's ’s i'm im i’m am me this it's its it’s named called
  brother sister mom mum dad mother father husband wife friend tutor cousin aunt uncle grandma grandpa grandmother grandfather son daughter kid
  child parent stepmom stepdad classmate boyfriend girlfriend bff buddy hi hello hey hiya heya howdy welcome dear name
  tío tio tía tia primo prima abuela abuelo ate kuya tito tita lola lolo principal officer deputy sergeant pastor rabbi imam nurse thầy cô
  madame monsieur mademoiselle mme mlle madan mèt pastè macallin macallimad múinteoir professora dona tharamu thra ó ní nic uí mac mhic`
    .split(/\s+/)
    .concat(...LOWER_TITLE_WORDS),
);

/** What /\s/ matches: ASCII white space and line breaks, and Unicode's spaces. */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
/** Punctuation a cue word may carry before the name: , . ! : ; */
const CUE_TRAILING = new Set([44, 46, 33, 58, 59]);

/** The lower-cased word before `at`, without trailing punctuation ("Mr." -> "mr", "Hi," -> "hi"). */
function lastWord(text: string, at: number): string {
  // By code unit, not a regex test per character: this runs for most capitalised words
  let end = at;
  while (end > 0 && (isSpace(text.charCodeAt(end - 1)) || CUE_TRAILING.has(text.charCodeAt(end - 1)))) end--;
  let start = end;
  while (start > 0 && !isSpace(text.charCodeAt(start - 1))) start--;
  const w = text.slice(start, end).toLowerCase();
  // "name's" ends the cue with 's
  return w.length > 2 && w.charCodeAt(w.length - 1) === 115 && isApostrophe(w.charCodeAt(w.length - 2)) ? w.slice(-2) : w;
}

interface Tok {
  text: string;
  start: number;
  end: number;
}

// Words: Latin, Greek and Cyrillic letters ("Šimková", "Иванов", "Ōta") and Vietnamese's Latin Extended
// Additional ("Nguyễn Thị Thảo"), then also combining marks, apostrophes and hyphens; by UTF-16 code unit,
// as the class /[A-Za-zÀ-ÖØ-öø-ÿĀ-ɏͰ-ϿЀ-ӿḀ-ỿ][…\u0300-\u036f'’-]*/g would read them. Scanned by hand: this
// runs over every word of every message.
function isWordStart(c: number): boolean {
  if (c < 0x80) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return (c >= 0xc0 && c <= 0x4ff && c !== 0xd7 && c !== 0xf7 && (c < 0x250 || c > 0x36f)) || (c >= 0x1e00 && c <= 0x1eff);
}
function isWordPart(c: number): boolean {
  return isWordStart(c) || c === 39 || c === 45 || c === 0x2019 || (c >= 0x300 && c <= 0x36f);
}
function words(text: string): Tok[] {
  const toks: Tok[] = [];
  for (let i = 0; i < text.length; ) {
    if (!isWordStart(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    for (i++; i < text.length && isWordPart(text.charCodeAt(i)); i++);
    // (a dash closing the word is speech broken off, no part of it: "his name is Diego--", "Ja- Jayden")
    let end = i;
    while (end - start > 1 && text.charCodeAt(end - 1) === 45) end--;
    toks.push(stripPossessive({ text: text.slice(start, end), start, end }));
  }
  return toks;
}

const isApostrophe = (c: number) => c === 39 || c === 0x2019;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Without a final 's, ’s or bare apostrophe ("James'"), read by code unit: this runs per word. */
function stripPossessive(t: Tok): Tok {
  const n = t.text.length;
  const last = t.text.charCodeAt(n - 1);
  const cut = isApostrophe(last) ? 1 : last === 115 && isApostrophe(t.text.charCodeAt(n - 2)) ? 2 : 0;
  return cut && n - cut >= 2 ? { text: t.text.slice(0, -cut), start: t.start, end: t.end - cut } : t;
}

/** An acknowledgement or a hold right before a name: "Okay, Vassili.", "Hold on, Sumner." */
const ACKNOWLEDGED_BEFORE = /(?:^|[.?!]\s+)(?:(?:okay|ok|alright|all right|yes|no|right|sorry|hold on|wait|go ahead)[,\s]+)+$/i;
/** "Where's Cooper?": someone looked for by name. */
const LOOKED_FOR = /\bwhere(?:['’]s| is)\s+$/i;
/** Praise right after the one named: "Lyndsie, good job.", "Lynett, that was a good try." */
const PRAISED_AFTER = /^,\s*(?:(?:good|great|nice|awesome|excellent) (?:job|work|thinking|try|answer)|that was|thank you|thanks|well done)\b/i;
/** A list's previous item right before the comma ("Cthrine, Wylie"): the comma separates, it does not address. A sentence's first word is no item ("Here, Genny, tell me"). */
const LISTED_BEFORE = /(?<!(?:^|[.?!:]\s*))\b\p{Lu}\p{L}*,\s*$/u;
/** Fillers alone opening the sentence before a name: "Okay, so ", "And now ". */
const FILLER_OPENED = /(?:^|[.!?]\s+)(?:(?:okay|ok|so|now|and|alright|all right|well)[,\s]+)+$/i;
/** A comma right before the word that addresses rather than lists ("Not to worry, Gaby"). */
const addressingComma = (before: string) => /,\s*$/.test(before) && !LISTED_BEFORE.test(before);
/**
 * An item of a list of labels, not someone spoken to: the list so far, from its sentence or colon, holds an
 * ordinary lower-case word ("three columns: week, Tomás, Lena."); a list of names alone is a class called
 * ("Oliver, Liam, Sam, Chloe.").
 */
function labelListItem(text: string, at: number): boolean {
  if (!/,\s*$/.test(text.slice(Math.max(0, at - 3), at))) return false;
  const head = text.slice(0, at);
  const from = Math.max(head.lastIndexOf(':'), head.lastIndexOf('.'), head.lastIndexOf('?'), head.lastIndexOf('!'), head.lastIndexOf('\n'));
  return head
    .slice(from + 1)
    .split(',')
    .some((item) => /^\p{Ll}+$/u.test(item.trim()) && !DISCOURSE_WORDS.has(item.trim()));
}
/** Words said between commas before someone is spoken to ("Okay, so, Maria, ..."): no list's items. */
const DISCOURSE_WORDS = new Set(['and', 'so', 'but', 'now', 'well', 'um', 'uh', 'ok', 'okay', 'yes', 'yeah', 'no', 'right', 'alright', 'then', 'oh', 'hmm', 'see', 'look', 'wait', 'please', 'sorry', 'thanks']);
/** The rest of a called pair after its first name: " and Brendis, present…" (the comma on). */
const PAIR_REST = /^ and (\p{Lu}[\p{L}\p{M}'’-]*)(,.*)$/u;
/** A called pair's first name before its second: "So Coleen and " at a clause's opening. */
const PAIR_BEFORE = /(?:^|[.?!]\s+|\b(?:okay|ok|alright|all right|so|now)[,\s]+)(\p{Lu}[\p{L}\p{M}'’-]*) and $/u;
/** Close a word someone is called by: "Aaren," "Aaren?" "Aaren." "Aaren!" (or the message end). */
const CALLED_CLOSE = new Set([44, 63, 46, 33]);
export const SECOND_PERSON = /\b(?:you|your|you're|you’re|yours|u|ur)\b/i;

/** Number and quantity prefixes that make words the word list lacks ("bimodal", "nonlinear", "semicircle"; a word of five letters or more after them). */
const WORD_PREFIX = /^(?:bi|uni|multi|tri|semi|non|anti|inter)(?=\p{L}{5})/u;
/** "Bimodal." answered alone: an ordinary word behind a number prefix is a word, not a name no list holds. */
const prefixedWord = (lower: string, lex: ReturnType<typeof lexicon>) => {
  const m = WORD_PREFIX.exec(lower);
  return m !== null && lex.english.has(lower.slice(m[0].length));
};

/** The rest of a sentence that tells of someone ("Euclid, what did he prove?"), not to them ("Newton, Leibniz, who came first?"). */
const THIRD_PERSON_REST = /^[^.?!\n]*\b(?:he|his|him|she|her|they|their|them)\b/i;
/**
 * A mathematician's name called on with a request or question put to its bearer ("Gauss, come draw the tree for
 * us.", "Pearson, what is r here?"): a student named so. Not one whose sentence tells of the mathematician.
 */
function eponymCalled(text: string, t: Tok, lower: string, lex: ReturnType<typeof lexicon>): boolean {
  if (!lex.mathematicians.has(lower) || !VOCATIVE_BEFORE.test(text.slice(Math.max(0, t.start - 20), t.start))) return false;
  const rest = text.slice(t.end, t.end + 60);
  return CALLED_ON_AFTER.test(rest) && !/^,\s*(?:who|which)\b/i.test(rest) && !THIRD_PERSON_REST.test(rest);
}

/**
 * A capitalised word outside the gazetteer and the English and chat words ("Aaren", "Marisole"): a name only
 * where someone is called by it: called on with a request ("Aaren, can you read it?"), thanked, praised or
 * greeted ("Thank you, Aaren."), or asked by name after a question ("…how are they related? Aaren?", "Is
 * that your answer, Aaren?"). Students' names are not all in any list; these cues do not depend on one.
 */
/** "Madlin is saying forget this 2.", "So I heard Barbee say that 15 plus 15 is 30.": a classmate's words revoiced by the teacher. */
const REVOICED_NAME_AFTER = /^\s+(?:is|was)\s+(?:saying|asking|wondering|telling us)\b|^\s+just said\b/i;
const HEARD_BEFORE = /\bI\s+(?:heard|hear)\s+$/;
const revoiced = (text: string, t: Tok) =>
  (REVOICED_NAME_AFTER.test(text.slice(t.end, t.end + 24)) && (SENTENCE_OPENS.test(text.slice(Math.max(0, t.start - 3), t.start)) || /\b(?:so|and|now|okay)\s+$/i.test(text.slice(Math.max(0, t.start - 6), t.start)))) ||
  (HEARD_BEFORE.test(text.slice(Math.max(0, t.start - 10), t.start)) && /^\s+say\b/.test(text.slice(t.end, t.end + 6)));
function unknownNameCalled(text: string, t: Tok, lower: string, lex: ReturnType<typeof lexicon>): boolean {
  // By code unit first: this runs for every capitalised word outside the gazetteer
  const pairFirst = text.startsWith(' and ', t.end);
  // "Me and Tavion got 56", "Tavion and me", "Tavion from my class": the speaker's companion
  const companion =
    (text.startsWith('and ', t.start - 4) && COMPANION_BEFORE.test(text.slice(Math.max(0, t.start - 10), t.start))) ||
    companionAfter(text, t);
  const closed = t.end >= text.length || CALLED_CLOSE.has(text.charCodeAt(t.end));
  // (read only where nothing else lets the word go on: "Madlin is saying...")
  const reported = !closed && !pairFirst && !companion && revoiced(text, t);
  if ((!closed && !pairFirst && !companion && !reported) || lower.length < 2 || !/^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?$/u.test(t.text)) return false;
  // Every part of a hyphenated word too ("Kara-Lynn", not "Four-eights" or "Mm-hmm")
  // A letter said three times over is a drawn-out word ("Ooooh", "Grrr", "Sooo"), not a name
  if (/(\p{L})\1\1/u.test(lower)) return false;
  if (lower.split('-').some((part) => lex.english.has(part) || part.length < 2) || lex.notNames.has(lower) || MONTHS_DAYS.has(lower) || listedPlace(lower, lex) || lex.nrp.has(lower) || lex.nrpLanguages.has(lower) || lex.mathematicians.has(lower) || lex.endearments.has(lower)) return false;
  if (prefixedWord(lower, lex)) return false;
  // "the hottest, Oct. 15, there's": a month's abbreviation before its day
  if (MONTH_ABBREVIATIONS.has(lower) && /^\.?\s*\d/.test(text.slice(t.end, t.end + 4))) return false;
  if (companion || reported) return true;
  const before = text.slice(Math.max(0, t.start - 40), t.start);
  // Two letters ("Ky", "Lu") only where plainly spoken to: called on, thanked or greeted, or set off last ("It's
  // pretend, Ky."); not a unit however it is set off ("or, Km?")
  if (lower.length === 2) {
    if (UNIT_ABBREVIATIONS.has(lower)) return false;
    const next = text.slice(t.end, t.end + 16);
    return (
      (CALLED_ON_BEFORE.test(before) && CALLED_ON_AFTER.test(next)) ||
      ((THANKED_OR_PRAISED.test(before) || SALUTATION.test(before)) && /^\s*(?:[,.!?]|$)/.test(next)) ||
      // (not asked last: "the symbol for sodium, Na?")
      (addressingComma(before) && /^(?:[.!]|$)/.test(next)) ||
      (addressingComma(before) && CALLED_ON_AFTER.test(next))
    );
  }
  // A pair called on together settles it either way for the pair's first name
  const paired = pairCalledOn(text, t, before) !== undefined;
  if (pairFirst || paired) return paired;
  const after = text.slice(t.end, t.end + 16);
  if (CALLED_ON_BEFORE.test(before) && CALLED_ON_AFTER.test(after)) return true;
  if ((THANKED_OR_PRAISED.test(before) || SALUTATION.test(before)) && /^\s*(?:[,.!?]|$)/.test(after)) return true;
  // "Okay, Vassili.", "Hold on, Sumner.": acknowledged or held by name, the sentence closing on it
  if (ACKNOWLEDGED_BEFORE.test(before) && /^[.!?]/.test(after)) return true;
  // "Try to recheck your answer, Cyrill.", "What's the question, Riobard?", "Not to worry, Gaby.": spoken to, named last
  if (addressingComma(before) && /^(?:[.!?]|$)/.test(after)) return true;
  // "So let us see, Gertie, who would you like…", "Here, Danya, tell me…": between commas, then called on
  if (addressingComma(before) && CALLED_ON_AFTER.test(after)) return true;
  // "Sorry, sorry. Zyralinde, out, your sister is working.": opening its sentence, set off, the sentence speaking to
  // "you" (not a kin word one is called by: "Aunty, my anana is way smaller than yours")
  if (SENTENCE_OPENS.test(before) && after.startsWith(',') && !KIN_TITLES.has(lower) && spokenToAfter(text, t.end)) return true;
  if (CALLED_ON_BEFORE.test(before) && PRAISED_AFTER.test(after)) return true;
  // The name as a sentence of its own, the way a teacher calls on someone: "Kizzie?", "Bevin.", "…together.
  // Marrissa!". A misspelt word alone ("Pentgon?") reads the same; telling typos apart by edit distance
  // lost more names than typos on dev-tune ("Carleen", "Evered", "Freemon" are one letter from words).
  if (SENTENCE_OPENS.test(before) && /^[.!?]/.test(after)) return true;
  if (LOOKED_FOR.test(before) && after.startsWith('?')) return true;
  // "…how are they related? Zyair?": asked by name after a question
  return after.startsWith('?') && /\?\s+$/.test(before);
}

/** The seasons, given names too: a pair of them ("Summer and Winter, which season...") is the seasons. */
const SEASONS = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);
/** A pair's other word is a given name, and the two are not both seasons. */
const pairedWithName = (other: string | undefined, lower: string, lex: ReturnType<typeof lexicon>) =>
  other !== undefined && lex.first.has(other) && !(SEASONS.has(other) && SEASONS.has(lower));
/** "Will and Yusuf both started the same way", "Yusuf and Will got 48": a word-name joined by "and" to a given name that is
 * no word, the pair the subject of what the class did (a story's pair acts in the present: "Ruby and Ezra are doing the long
 * jump"). */
const PAIR_SUBJECT_AFTER = /^\s+(?:both\s+)?(?:got|did|said|thought|started|used|wrote|made|found|agreed|disagreed|solved|tried|drew)\b/i;
function pairedWithGiven(text: string, t: Tok, lex: ReturnType<typeof lexicon>): boolean {
  const plainGiven = (w: string | undefined) => w !== undefined && lex.first.has(w.toLowerCase()) && !lex.english.has(w.toLowerCase()) && !lex.notNames.has(w.toLowerCase());
  const after = /^\s+(?:and|&)\s+(\p{Lu}\p{Ll}+)(?![\p{L}'’])/u.exec(text.slice(t.end, t.end + 32));
  if (after && plainGiven(after[1]) && PAIR_SUBJECT_AFTER.test(text.slice(t.end + after[0].length, t.end + after[0].length + 16))) return true;
  const before = /(?:^|[\s,.!?])(\p{Lu}\p{Ll}+)\s+(?:and|&)\s+$/u.exec(text.slice(Math.max(0, t.start - 32), t.start));
  return !!before && plainGiven(before[1]) && PAIR_SUBJECT_AFTER.test(text.slice(t.end, t.end + 16));
}
/** The words that join into a military rank ("Sergeant First Class", "Staff Sergeant", "First Lieutenant"). */
const RANK_PART = /^(?:First|Second|Staff|Master|Class|Command|Sergeant|Lieutenant)$/;
const RANK_PART_BEFORE = /\b(?:Sergeant|Staff|Master|First|Second|Command)\s+$/;
const RANK_PART_AFTER = /^\s+(?:Class|Sergeant|Lieutenant)\b/;
/** A five-number summary's ends, as it names them. */
const MIN_MAX = new Set(['Min', 'Max', 'min', 'max']);
/** A five-number summary's other words: "Min 0, Q1 15, median 20, Q3 40, max 90". */
const FIVE_NUMBERS = /\b(?:Q[13]|median|quartile|IQR)\b/i;
/** A name then its value, as a table is read out: "Hope, 144.", "River 25,", "Autumn, 6, walks". */
// (the value closes its entry: "Mark 3 on the line" tells what to do)
// ("Will: 2.31, 2.4, 2.38." lists several)
const VALUE_AFTER = /^[,:]?[ \t]+\d+(?:[.,]\d+)*(?:[ \t]*(?:cm|mm|m|minutes?|mins?|inches|in|feet|ft|kg|pounds|lbs?|years?|points?|siblings?|pets?))?[ \t]*(?:[,.;!?]|$|[ \t]+(?:and|then)\b)/;
const NAMED_VALUE = /(?<![\p{L}'’])(\p{Lu}\p{Ll}+)[,:]?[ \t]+\d/gu;
/**
 * "Okay. Hope, 144. Jamal, 150.", "Walkers first: Nia 8, Chloe 5, Autumn 6, Jonah 9.": a word-name read out with its value in a
 * table of the class's own data, where another entry is a given name no word is spelled like.
 */
function listedWithValue(text: string, t: Tok, lex: ReturnType<typeof lexicon>): boolean {
  // (a region's value is no one's: "Asia, 3. America, 5.")
  if (!VALUE_AFTER.test(text.slice(t.end, t.end + 24)) || lex.regions.has(t.text.toLowerCase())) return false;
  for (const m of text.matchAll(NAMED_VALUE)) {
    const w = m[1]!.toLowerCase();
    if (m.index !== t.start && lex.first.has(w) && !lex.english.has(w) && !lex.notNames.has(w)) return true;
  }
  return false;
}
/**
 * "So Coleen and Brendis, present your poster", "Okay, Kearney and G, you explain": either of a pair called
 * on together. Returns the other name of the pair, or undefined.
 */
function pairCalledOn(text: string, t: Tok, before: string): string | undefined {
  if (text.startsWith(' and ', t.end)) {
    const pair = PAIR_REST.exec(text.slice(t.end, t.end + 40));
    return pair && CALLED_ON_BEFORE.test(before) && (CALLED_ON_AFTER.test(pair[2]!) || REQUEST_CLOSES.test(pair[2]!)) ? pair[1] : undefined;
  }
  if (!before.endsWith(' and ') || !CALLED_ON_AFTER.test(text.slice(t.end, t.end + 16))) return undefined;
  return PAIR_BEFORE.exec(before)?.[1];
}

const SURNAME_THEN_CLOSE = /^\s+(\p{Lu}\p{Ll}+)\s*(?:[,.!?]|$)/u;
/** "Hi Grace Park!": a surname closing the greeting after a first name that is also a word. */
const surnameCloses = (after: string, lex: ReturnType<typeof lexicon>) => {
  const m = SURNAME_THEN_CLOSE.exec(after);
  return !!m && lex.last.has(m[1]!.toLowerCase());
};

const TRIP_FROM = /\bfrom\s+$/i;
const TRIP_TO_NEXT = /^\s+to\s+(?:downtown\s+|uptown\s+)?(\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?)/u;
const TRIP_FROM_BEFORE = /\bfrom\s+(\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?)\s+to\s+$/u;
/** "from Dallas to Houston": the word is one end of a trip whose other end is a city or region too. */
function tripEnds(text: string, t: Tok, lex: ReturnType<typeof lexicon>): boolean {
  const before = text.slice(Math.max(0, t.start - 40), t.start);
  if (TRIP_FROM.test(before)) return isPlace(TRIP_TO_NEXT.exec(text.slice(t.end, t.end + 40))?.[1], lex);
  return isPlace(TRIP_FROM_BEFORE.exec(before)?.[1], lex);
}
const isPlace = (w: string | undefined, lex: ReturnType<typeof lexicon>) => !!w && (lex.cities.has(w.toLowerCase()) || lex.regions.has(w.toLowerCase()));

/**
 * `next`, one space after `prev`, goes on with a capitalised name: a name word, or one no list holds that is
 * no ordinary word; never a month, a region or a nationality.
 */
function nameWordAfter(prev: Tok, next: Tok | undefined, text: string, lex: ReturnType<typeof lexicon>): next is Tok {
  if (!next || text.slice(prev.end, next.start) !== ' ' || !/^\p{Lu}\p{Ll}/u.test(next.text)) return false;
  const nl = next.text.toLowerCase();
  return !MONTHS_DAYS.has(nl) && !lex.regions.has(nl) && !lex.nrp.has(nl) && (lex.last.has(nl) || lex.first.has(nl) || (!lex.english.has(nl) && !lex.notNames.has(nl)));
}
/** The word in lower case somewhere in the text, as a whole word. */
function hasLowerWord(text: string, lower: string): boolean {
  for (let at = text.indexOf(lower); at >= 0; at = text.indexOf(lower, at + 1))
    if (!/[\p{L}\p{N}]/u.test(text[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(text[at + lower.length] ?? ' ')) return true;
  return false;
}
/** A listed surname that is no English word ("Santos", not "Ellie" or "Can"). */
const surnameWord = (lower: string, lex: ReturnType<typeof lexicon>) => lex.last.has(lower) && !lex.english.has(lower);
/** An unlisted name opening a full name goes on with a name word that is no city either ("im Hodan Abdirahman"). */
const fullNameGoesOn = (next: Tok | undefined, text: string, t: Tok, lex: ReturnType<typeof lexicon>) =>
  nameWordAfter(t, next, text, lex) && !lex.cities.has(next.text.toLowerCase());

function fullNameNext(toks: readonly Tok[], i: number, text: string, lex: ReturnType<typeof lexicon>): boolean {
  let next = toks[i + 1];
  if (!next || !/^[ \t]+$/.test(text.slice(toks[i]!.end, next.start))) return false;
  // "benjamin a seiler", "eric g. samoylova": a middle initial between first and last name
  const after = toks[i + 2];
  if (next.text.length === 1 && after && /^\.?\s+$/.test(text.slice(next.end, after.start))) next = after;
  const nl = next.text.toLowerCase();
  return !/^[A-Z]/.test(next.text) && lex.last.has(nl) && !lex.first.has(nl) && !lex.notNames.has(nl);
}

interface GazetteerWord {
  lower: string;
  isFirst: boolean;
  isLast: boolean;
}
/** Bounds the memo below: a long-running worker sees new words forever. */
const MEMO_WORDS = 50_000;
let memo = new Map<string, GazetteerWord>();
let memoLexicon: ReturnType<typeof lexicon> | undefined;
/**
 * A word as written, lower-cased and looked up in the name gazetteer. Every word of every message is
 * looked up, and chat repeats a few thousand words: a memo of those answers from a small, warm table
 * instead of two large sets.
 */
function gazetteerWord(text: string, lex: ReturnType<typeof lexicon>): GazetteerWord {
  if (memoLexicon !== lex || memo.size >= MEMO_WORDS) {
    memo = new Map();
    memoLexicon = lex;
  }
  let w = memo.get(text);
  if (!w) {
    const lower = text.toLowerCase();
    // "Anna-Maria", "Jean-Luc": given names joined by a hyphen are a given name
    // ... and so are two different Korean syllables ("Eun-ji", "Seo-yeon"; "so-so" is a word)
    const parts = lower.includes('-') ? lower.split('-') : undefined;
    const joined = parts !== undefined && (parts.every((part) => lex.first.has(part)) || (parts.length === 2 && parts[0] !== parts[1] && parts.every((part) => lex.givenNameSyllables.has(part))));
    // "Siobhán", "Ciarán": a name written with its accents where a list holds it without them (five
    // letters at least: short Spanish words fold onto names, "Día" onto "Dia")
    // (any length in Vietnamese letters, which no Spanish word holds: "Tuấn", "Hạnh", "Thảo"; its own words are chat words)
    const vietnamese = VIETNAMESE_LETTER.test(lower) && !lex.english.has(lower);
    const plain = (lower.length >= 5 || vietnamese) && /[^\x00-\x7f]/.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd') : lower;
    // "D'Andre", "O'Brien", "Ja'Kobe", "La'Myah": a short head and an apostrophe before a capital, where a list
    // holds the name run together
    const elided = (text.includes("'") || text.includes('’')) && /^\p{Lu}\p{Ll}{0,2}['’]\p{Lu}/u.test(text) ? lower.replace(/['’]/, '') : lower;
    w = {
      lower,
      isFirst: lex.first.has(lower) || joined || (plain !== lower && lex.first.has(plain)) || (elided !== lower && lex.first.has(elided)),
      isLast: lex.last.has(lower) || (plain !== lower && lex.last.has(plain)) || (elided !== lower && lex.last.has(elided)),
    };
    memo.set(text, w);
  }
  return w;
}

/** Letters only Vietnamese writes (horned and breved vowels, đ, tones under or hooked over a vowel). */
// (not â, ê, ô, which French and Portuguese write too: "Três")
const VIETNAMESE_LETTER = /[ăđơưảạấầẩẫậắằẳẵặẻẽẹếềểễệỉịỏọốồổỗộớờởỡợủụứừửữựỳỷỹỵ]/;

/** The words of a strong name cue, found with every gate's in one pass (the regex then only where one is). */
const NAME_CUES = cueWords(['name', 'call me', 'calls me', 'call him', 'calls him', 'call her', 'calls her']);

export function personSpans(text: string, label: 'MATH' | 'NON_MATH' = 'NON_MATH'): Span[] {
  const lex = lexicon();
  const toks = words(text);
  const out: Span[] = [];
  // Only "my name is X" / "call me X" accept a word outside the gazetteer in lower case.
  const strongCueInText = hasCue(text, NAME_CUES) && /name|calls? (?:me|him|her)/i.test(text);
  // A lower-case title anywhere ("ms", "coach", "señora"): most messages have none, and then no word follows one
  const lowerTitled = hasCue(text, LOWER_TITLE_CUES);
  // (read once, and only when a word gets this far: most messages have no candidate name)
  let fillers: boolean | undefined;
  // A message written all in lower case (chat, speech recognised without case) has no capitals to tell a
  // name from a word: there a given name no ordinary word is spelled like is found as a capitalised one is
  // (read once, and only when a lower-case given name gets that far)
  let noCase: boolean | undefined;
  // Whether the message names a storm, a star or a ship at all (read once, where a capitalised word needs it)
  let thingTalk: boolean | undefined;
  // A relation needs "my" ("my cousin nasrin"): without one no lower-case word is read for following a relation word
  const my = text.includes('my ') || text.includes('My ');
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // An ASCII letter alone ("a", "I", "x") or a pronoun is never a name (as checked below): skipped
    // before the gazetteer lookup, as they are common
    // (a letter's possessive stays one token: "j's")
    const letter = t.text.length === 1 || (t.text.length === 3 && isApostrophe(t.text.charCodeAt(1)) && t.text.charCodeAt(2) === 115);
    if (letter && t.text.charCodeAt(0) < 128) {
      // ... but "mrs k said", "mister j's class": a teacher known by an initial, after a lower-case title in chat or speech
      if (text.charCodeAt(t.start - 1) === 32 && LOWER_TITLED.test(text.slice(Math.max(0, t.start - 8), t.start)) && INITIAL_CLOSES.test(text.slice(t.start + 1, t.start + 11)))
        out.push({ start: t.start, end: t.start + 1, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
      continue;
    }
    // ("Hahahaha", "Hehehe", "Bwahaha": laughter, however long)
    // (nor a word of a military rank: "Sergeant First Class Okafor", "Staff Sergeant Whitfield", "First Lieutenant Vega")
    if (RANK_PART.test(t.text) && (RANK_PART_BEFORE.test(text.slice(Math.max(0, t.start - 12), t.start)) || RANK_PART_AFTER.test(text.slice(t.end, t.end + 12)))) continue;
    // (nor a weekday cut short before its date, "rescheduled: Thu, Jan 16"; "Thu" is a given name too)
    if (WEEKDAY_SHORT.has(t.text) && SHORT_DATE_AFTER.test(text.slice(t.end, t.end + 12))) continue;
    // (nor chat's "ty", thank you, in lower case: "ok ty"; nor a five-number summary's "Min 0, Q1 15, median 20", "Good, min, Q1")
    // (nor Spanish's "Ella" before its verb: "Ella tiene ocho años")
    if (PRONOUNS.has(t.text) || LAUGHTER.test(t.text) || t.text === 'ty' || (MIN_MAX.has(t.text) && FIVE_NUMBERS.test(text)) || (t.text === 'Ella' && SPANISH_VERB_AFTER.test(text.slice(t.end, t.end + 16)))) continue;
    const { lower, isFirst, isLast } = gazetteerWord(t.text, lex);
    const c0 = t.text.charCodeAt(0);
    // ASCII first (the common case); any other script by its own case mapping
    const capital = c0 < 128 ? c0 >= 65 && c0 <= 90 : t.text[0] !== t.text[0]!.toLowerCase();
    // Cheap exits for the common cases: an ordinary lower-case word with no name cue in the message; a
    // lower-case word that is also an ordinary word ("will", "may") not right after a cue word ("my
    // name is hope", "my sister summer") nor signing off; a capitalised word outside the gazetteer not
    // right after a title, name cue, relation or salutation, nor signing in or off.
    // (a lower-case word no list holds may still be a surname after "mrs."/"mr": "mrs. hoang gave us homework")
    if (!capital && !isFirst && !isLast && !strongCueInText && !(lowerTitled && afterLowerTitle(text, t.start)) && !(my && afterRelationWord(text, toks, i))) continue;
    if (!capital && (lex.notNames.has(lower) || MONTHS_DAYS.has(lower)) && ((MONTHS_DAYS.has(lower) && !GIVEN_MONTHS.has(lower)) || !wordNameCue(toks, i)) && !signOff(text, t) && !(isFirst && (lowerCompanion(text, t) || (!lex.plainWords.has(lower) && lowerAddressed(text, t, lower, lex))))) continue;
    // (read once here: the eponym test below asks the same)
    const calledEponym = !isFirst && eponymCalled(text, t, lower, lex);
    // (a listed city looked for outside math talk is someone missing from the room, "Where's Cairo?", unless a map is
    // talked of: "Where is Chicago? Find it on the map.")
    const unknownCalled = capital && !isFirst && !isLast && (unknownNameCalled(text, t, lower, lex) || calledEponym || (label === 'NON_MATH' && lex.cities.has(lower) && LOOKED_FOR.test(text.slice(Math.max(0, t.start - 12), t.start)) && text.startsWith('?', t.end) && !MAP_TALK.test(text)));
    if (capital && !isFirst && !isLast && !strongCueInText && !CUE_LAST_WORDS.has(lastWord(text, t.start)) && !(i === 0 && HERE_INTRO.test(text.slice(t.end, t.end + 8))) && !signOff(text, t) && !unknownCalled) continue;
    // Pronouns and their contractions ("You’re here.", "I'll") are never names; nor is an adverb no name list
    // holds, even after a cue ("your name is literally a geometry word")
    // (but a capitalised "Her" right after a title is a Hmong family name: "Mr. Her, can you show group A?")
    if (lower.length < 2 || (pronounWord(lower) && !(capital && lower === 'her' && TITLE.test(text.slice(Math.max(0, t.start - 12), t.start))))) continue;
    if (!capital && !isFirst && !isLast && (lower.endsWith('ly') || HEDGES.has(lower)) && lex.english.has(lower)) continue;
    // Spelled letters ("it's T-H") are not a name
    if (/^\p{L}(?:-\p{L})+$/u.test(t.text)) continue;
    // A Roman numeral in capitals ("it's LVIII", "MDCCLXXVI") is a number; two letters may be initials ("MC")
    if (t.text.length >= 3 && ROMAN_NUMERAL.test(t.text)) continue;
    // "if it's HT, then B gets TH": coin outcomes written in capitals
    if (COIN_OUTCOME.test(t.text) && COIN_TALK.test(text)) continue;
    // "Hurricane Maria", "the star Vega": a storm's, a star's or a ship's name
    if (capital && (thingTalk ??= THING_NAMED_GATE.test(text)) && THING_NAMED_BEFORE.test(text.slice(Math.max(0, t.start - 28), t.start)) && !/^['’]s\b/.test(text.slice(t.end, t.end + 3))) continue;
    // "the space center in Houston", "In Dallas.": a city or a state after "in" (its location reader finds it), not "in Austin's
    // group"; "A family drives from Dallas to Austin.": two towns of a trip are places, whoever in the room shares their names
    if (capital && placeTold(text, t, lex)) continue;
    // Letters between digits are part of a code ("GB10LORI2028…"), not a name
    if (isDigit(text.charCodeAt(t.start - 1)) && isDigit(text.charCodeAt(t.end))) continue;
    // A country or state ("from Canada", "Costa Rica") is a name only with a cue ("Hi Georgia!")
    const following = toks[i + 1];
    if (capital && following && opensRegion(lex, lower, following.text.toLowerCase()) && text.slice(t.end, following.start) === ' ') {
      i++;
      continue;
    }
    // ... and its last word after the first ("El Salvador", "Việt Nam": the first is no name to start from)
    const preceding = toks[i - 1];
    if (capital && preceding && text.slice(preceding.end, t.start) === ' ' && opensRegion(lex, preceding.text.toLowerCase(), lower)) continue;
    if (capital && faceCard(text, lower, t.start, t.end)) continue;
    // "Pul is money in Dari.", "she speaks Dari", "In Karen, two is khi": a language after the words that name one (not
    // one owning a class, "in Karen's class")
    if (capital && lex.nrpLanguages.has(lower) && LANGUAGE_BEFORE.test(text.slice(Math.max(0, t.start - 16), t.start)) && !/^['’]s\b/.test(text.slice(t.end, t.end + 3))) continue;
    // "everyone calls him Captain Rudy": a role title before a name is the title, whatever the cue before it
    if (capital && ROLE_TITLES.has(t.text) && following && text.slice(t.end, following.start) === ' ' && /^\p{Lu}/u.test(following.text)) continue;
    // "It's West of Old Faithful": a direction, not a surname
    if (capital && COMPASS.has(lower) && /^\s+of\b/.test(text.slice(t.end, t.end + 4))) continue;
    // "Fairbanks, Alaska: negative 18", "Washington D.C.": a town before its state or country is a place, not someone spoken to
    if (capital && placeBefore(text, t.end, lex)) continue;
    const region = capital && lex.regions.has(lower);
    // "a cup at 363 Kelvin", "5 Newtons": a unit named after someone, right after its number
    if (capital && lex.measureUnits.has(lower) && unitAfterNumber(text, t.start)) continue;
    const eponym = lex.mathematicians.has(lower);
    if ((!isFirst || eponym) && EPONYM_NEXT.test(text.slice(t.end, t.end + 16))) continue;
    const raw = text.slice(Math.max(0, t.start - 32), t.start);
    // Speech transcribed as said: a filler between a cue and the name is not there ("my name is um deshawn")
    const before = (fillers ??= FILLER.test(text)) ? raw.replace(FILLERS_BEFORE, '') : raw;
    // ("Xiomara, your last name's long, good luck": what another's name is like, not the name)
    if (!capital && NAME_LIKE.has(lower) && /\b(?:your|his|her|their)\s+(?:(?:first|last|middle|full)\s+)?name(?:['’]s|\s+is)\s+(?:so\s+|too\s+|really\s+)?$/i.test(before)) continue;
    // (nor is a role title: "everyone calls him Captain Rudy")
    const strongCue = strongCueInText && (STRONG_NAME_CUE.test(before) || (ROLE_TITLE_END.test(before) && STRONG_NAME_CUE.test(before.replace(ROLE_TITLE_END, ''))));
    // "I'm TRYING.": an ordinary word in capitals, no list's name, is the word said loud, unless given as a name
    if (capital && !isFirst && !isLast && !strongCue && t.text.length >= 3 && lex.english.has(lower) && t.text === t.text.toUpperCase()) continue;
    // "Kimberly, eight, yes. Nine?": a number word some list holds as a name is counted, unless given as a name
    // (and one joined by hyphens: "Twenty-five here, twenty-four votes.")
    if ((isNumberWord(lower) || (lower.includes('-') && lower.split('-').every(isNumberWord))) && !strongCue) continue;
    if (capital && MONTHS_DAYS.has(lower) && !strongCue && !RELATION.test(before) && monthAmongMonths(text, t)) continue;
    // "my real name is way longer": after a name cue, an ordinary word no list holds is no name
    if (strongCue && !capital && !isFirst && !isLast && lex.english.has(lower)) continue;
    // "a dime or a nickel", "the rose": a lower-case word after an article is a noun, not a name
    if (!capital && ARTICLE_BEFORE.test(before)) continue;
    // "under the Elmo", "ask the Alexa", "un Mercedes cuesta": in math talk, after an article, a capitalised given name alone is a thing
    // named like a person (elsewhere it may be a work's author: "the Jensen novel")
    if (label === 'MATH' && capital && isFirst && THING_ARTICLE_BEFORE.test(before) && !(following && text.slice(t.end, following.start) === ' ' && /^\p{Lu}/u.test(following.text))) continue;
    // "drove from Dallas to Houston": cities that are also given names, as the two ends of a trip
    if (capital && lex.cities.has(lower) && tripEnds(text, t, lex)) continue;
    // "The Eiffel Tower is 324 m tall": a landmark named after someone, and its own landmark word. Near
    // a first-person word it may say where someone lives ("I live near the Golden Gate Bridge"): kept.
    // (the landmark tests first: they are rarely true, the others read more text)
    if (capital && (LANDMARK_NEXT.test(text.slice(t.end, t.end + 14)) || (LANDMARK_WORD.test(t.text) && /\p{Lu}\p{L}*\s+$/u.test(before))) && !TITLE.test(before) && !FIRST_PERSON_NEAR.test(text)) continue;
    // "Great job, Buddy!": what a tutor calls a student is no name unless given as one ("my name is Buddy"; "Don't call me
    // bro" refuses it)
    if (lex.endearments.has(lower) && (!strongCue || /\b(?:don['’]?t|do not|never)\s+call\s+(?:me|him|her)\s+$/i.test(before))) continue;
    // "Tía, it's not about you.", "Easy, Nonna.": a kin word set off alone, spelled like no given or family name, is the
    // relative spoken to ("My friend Teta lives nearby", "My manager is Baba" stay names)
    if (KIN_TITLES.has(lower) && !lex.first.has(lower) && !lex.last.has(lower) && !strongCue && /^[,.!?]/.test(text.slice(t.end, t.end + 1))) continue;
    // (an item of a list of labels is no one spoken to: "three columns: week, Tomás, Lena.")
    const addressed = capital && VOCATIVE_BEFORE.test(before) && VOCATIVE_AFTER.test(text.slice(t.end, t.end + 3)) && !labelListItem(text, t.start);
    // Mathematicians are names of theorems in math talk, unless someone is addressed by that name. One
    // that is also a given name ("Taylor", "Abel") is a name with a cue, like a word that is also a name.
    // A person's title makes one a person ("I'm Mr. Gauss", "thanks ms euler"); "Sir Isaac Newton" stays the physicist;
    // so do a name given ("your name is Gauss") and a call with a request ("Gauss, come draw the tree for us.")
    // ("most people call him Fibonacci": what others call a mathematician is the eponym too)
    if (eponym && !isFirst && !(strongCue && !CALLS_THIRD_PERSON.test(before)) && !(addressed && /^\s*\?/.test(text.slice(t.end, t.end + 2))) && !calledEponym && !PERSON_TITLE_BEFORE.test(before)) continue;
    const common = lex.notNames.has(lower) || MONTHS_DAYS.has(lower) || eponym || region;
    // A given name that is also a word ("Grace", "Chase"): some cues make it the name; never a plain word ("Fine") or a month
    // (a kin word said alone is the relative, not a name: "Dadi is asking.")
    const wordName = common && capital && isFirst && !lex.plainWords.has(lower) && !MONTHS_DAYS.has(lower) && !KIN_TITLES.has(lower);
    // "Santa Ana", "St. Louis", "Mount Everest": a saint's name is a place or a church, a mountain's a place
    if (capital && SAINT_BEFORE.test(before)) continue;
    const nameCue = NAME_CUE.test(before);
    // "those are called Quadrants", "that's called Evaluating": a thing's name taught, an ordinary word capitalised (one
    // word: a title's first, "it's called Grandpa Badger's Birthday Cake", is read with the rest)
    if (nameCue && capital && lex.english.has(lower) && IT_CALLED_BEFORE.test(before) && !/^\s+\p{Lu}/u.test(text.slice(t.end, t.end + 2))) continue;
    // "I'm Muslim", "I'm Korean too": after "I'm" a nationality or religion is that, not a name ("my name is
    // Christian" still is one); "it's Ramadan": a holiday is no name unless given as one
    // (after a title a holiday's word is a surname: "Mrs. Eid is with us for math today")
    if ((nameCue && !strongCue && lex.nrp.has(lower)) || (lex.holidays.has(lower) && !strongCue && !TITLE.test(before))) continue;
    const greeting = GREETING.test(before);
    // "mrs Okafor": chat's lower-case "mr"/"mrs" before a capitalised surname that is no English word
    // (a title spoken of as a word is no one's: "I'm a Ms., not a Mrs. Just saying.")
    // ("with a Dr. Lund in Carrboro": a certain one, a name no word is spelled like after the article's title)
    const title =
      (TITLE.test(before) && !(TITLE_AS_WORD.test(before) && lex.english.has(lower))) ||
      (capital && lowerTitled && afterLowerTitle(text, t.start) && (!lex.english.has(lower) || lex.last.has(lower))) ||
      (capital && IRISH_PARTICLE_BEFORE.test(before) && TITLE.test(before.replace(IRISH_PARTICLE_BEFORE, ' ')));
    // (someone else's relative, "her mom Ayşe", is a cue only outside math talk: in a problem it is the story's)
    // (the possessive tested first: most words have none before them, and the relation needs reading once)
    const relation = RELATION.test(before) || (label === 'NON_MATH' && OTHERS_RELATIVE.test(before) && RELATION.test(before.replace(OTHERS_RELATIVE, ' my '))) || (capital && SPANISH_RELATION.test(before));
    // "Miles? Or Kilometers? ... So it's 420 miles.": a word-name the message also writes as the word, with
    // no title, name cue, greeting or relation before it and no question put to it ("Miles, how many miles
    // did she run?"), is the word; not one set off last, spoken to ("we do not chase each other on the platform, Chase.")
    if (common && capital && isFirst && !title && !nameCue && !greeting && !relation && hasLowerWord(text, lower) && !CALLED_ON_PLAIN.test(text.slice(t.end, t.end + 12)) && !SECOND_PERSON.test(text) && !(addressingComma(before) && /^[.!]/.test(text.slice(t.end, t.end + 1)))) continue;
    if ((lower === 'julio' || lower === 'abril') && SPANISH_MONTH_BEFORE.test(before)) continue;
    if (capital && isFirst && !title && !nameCue && !greeting && !relation && (GLOSS_AFTER.test(text.slice(t.end, t.end + 16)) || spanishNoun(text, lower))) continue;
    const atSentenceStart = /(?:^|[.!?:;]\s*|\n\s*)$/.test(before);
    // "Lo demás son los miles.", "Su nieto se come cuatro pedazos.": a Spanish pronoun or possessive opening a Spanish sentence
    if (SPANISH_OPENERS.has(lower) && capital && !title && !nameCue && (atSentenceStart || /[¿¡]\s*$/.test(before)) && /^\s+\p{Ll}/u.test(text.slice(t.end, t.end + 3)) && spanishSentence(text)) continue;
    const vocativeStart = atSentenceStart && /^\s*[,!]/.test(text.slice(t.end, t.end + 2)) && capital;
    const selfIntro = AFTER_NAME_CUE.test(text.slice(t.end, t.end + 12)) && capital;
    const after = text.slice(t.end, t.end + 24);

    let score = 0;
    let source = GAZETTEER_SOURCE;
    // "Jack up the price", "Bill me later": a name-shaped imperative opening a sentence
    // (a title's dot opens no sentence: "Mr. Lindqvist it's freezing in here")
    if (atSentenceStart && capital && !title && IMPERATIVE_NEXT.test(after)) continue;
    // "Miss Understanding", "Mister Multiplication": a classroom pun on an ordinary noun that no family name
    // is spelled like
    if (title && capital && PUN_NOUN.test(lower) && ordinaryWord(lower, lex)) continue;
    // After a title any capitalised word is a surname, ordinary word or not ("Mrs. Baker", "Mr. King")
    if (title && capital) {
      score = 0.9;
      source = CONTEXT_SOURCE;
    } else if (capital && (isFirst || isLast || !lex.english.has(lower)) && GREETINGS_SENT_BEFORE.test(before)) {
      // "Say hi to Diego for me", "tell Grace I said hello": someone of the listener's life, greeted through them
      score = 0.85;
      source = CONTEXT_SOURCE;
    } else if (capital && (isFirst || isLast || !lex.english.has(lower)) && STAGE_TO_BEFORE.test(before) && /^\s*[,)]/.test(after)) {
      // "(to Eli, quietly)": the one a stage direction says is spoken to, a word-name too ("(to Hunter)")
      score = 0.8;
      source = CONTEXT_SOURCE;
    } else if (eponym && !isFirst && capital) {
      // A mathematician's name that got this far is given or called on ("your name is Gauss", "Pearson, what is r?")
      score = 0.8;
      source = CONTEXT_SOURCE;
    } else if (signOff(text, t) && ((capital && (isFirst || isLast || !lex.english.has(lower))) || (isFirst && !common))) {
      // A sign-off closing the message: "see you next week! - Grace", "bye!! -dmitri" (an ordinary word no list
      // holds as a name is not signed, "- park", nor a header's field, "Subject: Math - Integers")
      score = 0.8;
      source = CONTEXT_SOURCE;
    } else if (i === 0 && capital && HERE_INTRO.test(text.slice(t.end, t.end + 8)) && !common && (isFirst || isLast || !lex.english.has(lower))) {
      // Signing in: "Siobhan here, sorry im late" (an ordinary word no list holds as a name is no one: "Not here.")
      score = 0.8;
      source = CONTEXT_SOURCE;
    } else if (!capital && (isLast || isFirst || !lex.english.has(lower)) && (!common || TITLE_LOWER_ANY.test(before)) && TITLE_LOWER.test(before)) {
      // "mrs. patel", and after "my teacher ms" or "mr" even a word: "ms park", "mr green"
      score = 0.85;
      source = CONTEXT_SOURCE;
    } else if ((strongCue || (strongCueInText && NAME_QUESTION.test(before) && (isFirst || isLast || !lex.english.has(lower)))) && (!common || (isFirst && (NAME_CLOSES.test(after) || surnameAfter(toks[i + 1], text, t, lex)))) && !/^\d/.test(t.text)) {
      // "my name is Dmitri": any word but an ordinary one, gazetteer or not (after a question that names "name", an
      // English word no list holds as a name is the word: "Should I change the name in it, though? Since we have a Grace?")
      score = 0.9;
      source = CONTEXT_SOURCE;
    } else if ((nameCue || relation || (SALUTATION.test(before) && !(SALUTED_APART.test(before) && lex.english.has(lower)))) && capital && !common && !isFirst && !(IT_IS_BEFORE.test(before) && lex.english.has(lower) && !lex.last.has(lower)) && (/^\s*(?:[,.!?]|$)/.test(text.slice(t.end, t.end + 6)) || (relation && RELATION_NAME_AFTER.test(after)) || ((nameCue || relation) && fullNameGoesOn(toks[i + 1], text, t, lex)))) {
      // "I'm Dmitri.", "Welcome Dmitri!": a capitalised word closing a cue phrase, outside the gazetteer;
      // or opening a full name there ("hi im Hodan Abdirahman", "my cousin Venkata Sai Krishna"); not an English word
      // no list holds as a name after "it's" ("It's Chipotle, they're all the same.", "It's Kahoot, not Blooket.")
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if ((nameCue || relation) && (isFirst || isLast) && (!common || capital) && (capital || isFirst || !lex.english.has(lower)) && !(!capital && lex.english.has(lower) && IT_IS_BEFORE.test(before))) {
      // "my name is maria", "I'm Dmitri"; "I'm fine" is rejected because fine is a common word, and "It's sharp
      // enough", "im young" because a lower-case word the lists hold only as a surname is the word
      score = common ? 0.6 : 0.9;
      source = CONTEXT_SOURCE;
    } else if (relation && !capital && !isFirst && !isLast && lower.length > 2 && !lex.english.has(lower) && !CONTRACTION.test(lower) && RELATION_NAME_AFTER.test(after)) {
      // "my cousin nasrin would be paying", "my friend mihray said": chat's lower-case name no list holds after a relation
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (relation && isFirst && common && !lex.plainWords.has(lower) && (RELATION_NAME_AFTER.test(after) || (!MODAL_NAMES.has(lower) && RELATION_ADVERB_AFTER.test(after)))) {
      // "my sister summer is in 10th grade", "my friend austin is coming over": a relation's name that is also a word
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (!capital && isFirst && !common && (COMPANION_BEFORE.test(before) || COMPANION_AFTER.test(after) || ASK_BEFORE.test(before) || (label === 'NON_MATH' && !lex.english.has(lower) && (WITH_FRIEND_BEFORE.test(before) || VISIT_AFTER.test(after))) || (REPORTED_AFTER.test(after) && !POSSESSIVE_BEFORE.test(before)) || ((i === 0 || CALLED_ON_BEFORE.test(before)) && LOWER_VOCATIVE_AFTER.test(after)))) {
      // Chat in lower case: "me and chidi", "jake from my class said", "kenji can u check my work", "what tyler told me", outside
      // math talk a friend's time together or visit ("w jaylen and priya", "kenji is coming over"), and
      // speech transcribed so: "okay so um marcus can you read me what you got", "ask lulu, she knows"
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (!capital && isFirst && !lex.plainWords.has(lower) && (!MONTHS_DAYS.has(lower) || GIVEN_MONTHS.has(lower) || MODAL_NAMES.has(lower)) && lowerAddressed(text, t, lower, lex)) {
      // ... and one addressed without punctuation, a word-name too: "nice work deshawn thats it", "okay so will what do you think"
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (!capital && isFirst && common && !lex.plainWords.has(lower) && lowerCompanion(text, t)) {
      // ... and a word-name so: "me and will are gonna play", "grace from my class"
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (common && (vocativeStart || (capital && ACK_OPENS.test(before) && text.charCodeAt(t.end) === 44)) && isFirst && ((wordName ? CALLED_ON_AFTER : CALLED_ON_PLAIN).test(text.slice(t.end, t.end + 16)) || (wordName && (REQUEST_CLOSES.test(text.slice(t.end, t.end + 56)) || spokenToAfter(text, t.end))))) {
      // "Even, how did you get the simplest fraction?": a first name that is also a word, opening a
      // sentence as the one asked, or told what to do ("Hunter, backpack under the chair, please.")
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (wordName && !VERB_FIRST_NAMES.has(lower) && !TELLING_VERB_NAMES.has(lower) && UNMARKED_OPEN_BEFORE.test(before) && UNMARKED_WORD_NAME_NEXT.test(after)) {
      // ... and so without the comma, as research transcripts write speech: "Grace how'd you do it?", "okay Summer do you agree"
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (common && capital && isFirst && (SALUTATION.test(before) || ADDRESS_WORD_BEFORE.test(before) || THANKED_OR_PRAISED.test(before)) && (/^\s*(?:[,.!?]|$)/.test(text.slice(t.end, t.end + 2)) || surnameCloses(text.slice(t.end, t.end + 24), lex))) {
      // "hi Grace!", "Hello Will,", "Go ahead, Per.", "Good afternoon, Miles!": a first name that is also a
      // word, greeted, thanked or called on and closed by punctuation
      score = 0.8;
      source = CONTEXT_SOURCE;
    } else if (greeting && isFirst && !common && /^\s*(?:[,.!?]|$|\s+(?:and|how|what|can|let|are|do|did|is|its|it['’]s|you|i|we|great|good|nice|thanks|welcome|so)\b)/i.test(text.slice(t.end, t.end + 12)) && !(/[.!?]\s*$/.test(before) && /^\s+\p{L}/u.test(text.slice(t.end, t.end + 2)))) {
      // "hi noah is this right", "Okay, Noah, what did you get?" (an acknowledgement closed by its own sentence starts another,
      // whose subject the name is: "Okay. Warm-up. Noah is mixing paint.")
      score = 0.85;
      source = CONTEXT_SOURCE;
    } else if ((vocativeStart || selfIntro) && isFirst && !common) {
      score = 0.8;
      source = CONTEXT_SOURCE;
    } else if (wordName && (COMPANION_BEFORE.test(before) || companionAfter(text, t) || AGREE_WITH.test(before) || pairedWithName(pairCalledOn(text, t, before)?.toLowerCase(), lower, lex) || pairedWithGiven(text, t, lex) || (LOOKED_FOR.test(before) && after.startsWith('?')))) {
      // "Me and Ivy got 72", "Mason and Sage, you two share" (the other a given name too, not both seasons: not
      // "Summer and Winter, which"), "Where's Cooper?", "Will and Yusuf both started": a word-name as the speaker's companion,
      // called on in a pair or paired with a given name as a subject, or looked for
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (wordName && listedWithValue(text, t, lex)) {
      // "Hope, 144. Jamal, 150.": a word-name read out with its value among given names; a table may be a story's too
      // ("Ten kids at a summer camp measured their pencils ... Ruby, 4 and 1/2."), so verify judges it as one found in the lists
      score = 0.7;
    } else if (wordName && (REPORTED_AFTER.test(after) || (GROUP_OF_AFTER.test(after) && GROUP_OF_BEFORE.test(before)) || (addressingComma(before) && (/^\s*[.!?]/.test(after) || CALLED_ON_AFTER.test(after) || THANKED_AFTER.test(after))) || (FILLER_OPENED.test(before) && CALLED_ON_AFTER.test(after)) || (SENTENCE_OPENS.test(before) && /^[.!?]/.test(after) && !(after.startsWith('?') && LIKE_BEFORE.test(raw)) && !usedAsNoun(text, lower) && !(label === 'MATH' && lex.mathWords.has(lower) && COUNTED_BEFORE.test(text.slice(0, t.start)) && !/\?\s*$/.test(before))))) {
      // "so Grace said 36", "I'm in Hope's group", "Give me a number, Chase.", "Table 4, Tanner, you first.", "You did, Sky, thank you.",
      // "Okay, so Grace, how much flour do you need",
      // "Drew.": a word-name reported as a speaker, leading a group, called last, called on between commas, or alone (in
      // math talk a math word alone after a count is the answer, "99 plus 101 is 200. Even.", unless a question was just put:
      // "What did he DO? Ray."; a word guessed with "like" is the word or the place: "Like Florida?")
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (addressed && isFirst && !EPONYM_NEXT.test(text.slice(t.end, t.end + 16)) && (!common || (/^\s*\?/.test(text.slice(t.end, t.end + 2)) && !usedAsNoun(text, lower) && !POSSESSIVE_PRONOUNS.has(lower) && lower !== 'name' && !LIKE_BEFORE.test(raw)))) {
      // Addressed directly; even a name that is also a word ("Even?", "Hilbert?") when asked alone, not guessed ("Like Florida?")
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (isFirst && !common && SPEAKER_AFTER.test(text.slice(t.end, t.end + 6)) && SPEAKER_BEFORE.test(before)) {
      // A speaker label in a pasted chat or script, any case: "mika: who are you?  tracy: i'm ..."
      score = 0.85;
      source = CONTEXT_SOURCE;
    } else if (capital && isLast && !isFirst && !common && !lex.english.has(lower) && (addressingComma(before) || vocativeStart) && (CALLED_ON_AFTER.test(after) || CALLED_ON_AFTER_LIST.test(after) || (addressingComma(before) && /^\s*[.!?]/.test(after)) || (vocativeStart && after.startsWith(',') && spokenToAfter(text, t.end)))) {
      // A surname a teacher calls a student by: "Keep your hand up, Abdi.", "Rodriguez, Thompson, you're at table 2"
      // (or a name the lists hold only as a surname, its sentence speaking to "you": "Chidinma, out, your sister is working.")
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (capital && isLast && !isFirst && !common && !lex.english.has(lower) && /\?\s+$/.test(before) && /^[.!]?\s*$/.test(text.slice(t.end))) {
      // ... or called alone to answer the question just asked, closing the message: "How many fourths fit on one half? Okafor."
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (unknownCalled) {
      // A name no list holds, called by: "Marisole, can you read it?", "Thank you, Aaren."
      score = 0.75;
      source = CONTEXT_SOURCE;
    } else if (capital && isFirst && !common) {
      score = atSentenceStart ? 0.55 : 0.7;
    } else if (label === 'NON_MATH' && capital && isLast && !isFirst && !common && !atSentenceStart && lower.length >= 4) {
      // A surname on its own outside math talk ("founders: Kónya, Becker and Vasquez")
      score = 0.6;
    } else if (!capital && isFirst && !common && fullNameNext(toks, i, text, lex)) {
      // A lower-case full name in chat ("follow up with patricia desrosiers")
      score = 0.65;
    } else if (!capital && isFirst && !common && lower.length > 2 && !lex.english.has(lower) && !lex.cities.has(lower) && (noCase ??= !/\p{Lu}/u.test(text)) && uncasedAddressed(text, t, i)) {
      // ... and a given name no ordinary word is spelled like, closing a turn or opening one spoken to
      // ("how did you get eight bao", "anaya how'd you do that")
      score = 0.6;
    }
    // "Destiny Alvarez, I'm looking at you": a word-name opening a full name, a surname no word is spelled like next
    // (a modal too where the full name alone is asked, as a roll call asks it: "Will Farouk?", "Will Okafor?")
    if (score === 0 && wordName && (rollCalledFull(toks[i + 1], text, t, lex) || (!MODAL_NAMES.has(lower) && surnameNext(toks[i + 1], text, t, lex)))) score = 0.7;
    // (a month or a day given as a name is asked in full so too: "April Moreno?", "Sunday Adeyemi?")
    if (score === 0 && capital && isFirst && MONTHS_DAYS.has(lower) && lex.first.has(lower) && rollCalledFull(toks[i + 1], text, t, lex)) score = 0.7;
    // "Tutor: Aiden Kowalski | Student: Destiny Harper": a session header's role label, a full name after it
    // (a modal or a plain word too: "Student: Will Okafor (Gr 8)", "Student: Chance Whitfield - Tutor: ...")
    // (the label is the cue, though a listed surname already found it: "Student: Hope Delgado |")
    if ((score === 0 || source === GAZETTEER_SOURCE) && (wordName || (common && capital && isFirst && !MONTHS_DAYS.has(lower) && !KIN_TITLES.has(lower))) && ROLE_LABEL_BEFORE.test(before) && fullNameGoesOn(toks[i + 1], text, t, lex)) {
      score = 0.8;
      source = CONTEXT_SOURCE;
    }
    // "Grace Ndiaye, you're line leader.", "Hope Smith, can you read it?": a word-name opening a sentence with
    // a capitalised word after it and called on after that, whatever the surname (the call is the cue)
    if (score === 0 && wordName && !MODAL_NAMES.has(lower) && atSentenceStart && calledWithSurname(toks[i + 1], text, t, lex)) {
      score = 0.75;
      source = CONTEXT_SOURCE;
    }
    if (score === 0) continue;
    // A character's introduction finds the name but is no evidence of a real person: verify judges it
    if (source === CONTEXT_SOURCE && nameCue && CHARACTER_INTRO.test(before)) {
      source = GAZETTEER_SOURCE;
      score = 0.7;
    }

    // Extend to a full name: a following capitalised surname (or any lower-case gazetteer surname after a
    // cue), across a middle initial ("Ryan P Costa", "Soib K. Kishiev"). After a title only a first name
    // extends: "Mr. James Marín" is one person, "Mr. Patel" is a surname already.
    let end = t.end;
    let k = i + 1;
    let next = toks[k];
    // "Mr. Du Cane", "Ms. St. Clair", "mrs de la cruz": after a title, particles or a saint's "St." open the
    // surname, which ends at the next word written in their case
    const saint = (lower === 'st' || lower === 'ste') && text[t.end] === '.';
    if ((title || (!capital && TITLE_LOWER.test(before))) && (PARTICLES.has(lower) || saint)) {
      let sep = saint ? '. ' : ' ';
      let last = t;
      let j = i + 1;
      for (; toks[j] && text.slice(last.end, toks[j]!.start) === sep && PARTICLES.has(toks[j]!.text.toLowerCase()); j++) [last, sep] = [toks[j]!, ' '];
      const w = toks[j];
      const wl = w?.text.toLowerCase() ?? '';
      if (w && text.slice(last.end, w.start) === sep && (capital ? /^\p{Lu}/u : /^\p{Ll}/u).test(w.text) && !NAME_STOP.has(wl) && !SPOKEN_NEXT.has(wl) && !pronounWord(wl)) {
        end = w.end;
        i = j;
        next = toks[(k = j + 1)];
      }
    }
    if (next && /^[ \t]+$/.test(text.slice(t.end, next.start)) && (!title || isFirst)) {
      const after = toks[k + 1];
      if (capital && /^[A-Z]$/.test(next.text) && after && /^\.?[ \t]+$/.test(text.slice(next.end, after.start)) && /^\p{Lu}/u.test(after.text)) next = toks[++k]!;
      else if (!capital && /^[a-z]$/.test(next.text) && after && /^\.?[ \t]+$/.test(text.slice(next.end, after.start)) && lex.last.has(after.text.toLowerCase())) next = toks[++k]!;
      const nl = next.text.toLowerCase();
      // (letters run into digits are a code, "Bristol BS8 4EX", not a surname)
      const nextCapital = /^\p{Lu}/u.test(next.text) && !isDigit(text.charCodeAt(next.end));
      // ("Mr. Lis I’m still thinking": a pronoun's contraction is no surname)
      // ("the Yusuf Gap", "The Sunil Rule": after "the", a capitalised word is what the class named after the name)
      const namedThing = lex.english.has(nl) && /\b[Tt]he\s+$/.test(before);
      // ("DEV STOP", "LEIF NO": a shouted name, then what it is told)
      const shoutedAt = SHOUTED_AFTER_NAME.has(next.text) && t.text === t.text.toUpperCase();
      // ("Memo: Mateo ACT 8 sesiones": a word in capitals after a name written otherwise is an acronym, no surname)
      const acronymNext = /^[A-Z]{2,4}$/.test(next.text) && t.text !== t.text.toUpperCase() && !lex.last.has(nl);
      // ("Freddie LOVES it": a word stressed in capitals after a name written otherwise is said, no surname)
      const stressedNext = /^\p{Lu}{2,}$/u.test(next.text) && t.text !== t.text.toUpperCase() && lex.english.has(nl) && !lex.last.has(nl);
      // ("Tell Jaylen Grandma's making spaghetti": a kin word after a name opens what is said)
      const kinNext = KIN_TITLES.has(nl) && !lex.last.has(nl);
      if ((nextCapital && !namedThing && !shoutedAt && !acronymNext && !stressedNext && !kinNext && (lex.last.has(nl) || (capital && !lex.notNames.has(nl) && !MONTHS_DAYS.has(nl) && !pronounWord(nl)))) || (!capital && !nextCapital && lex.last.has(nl) && !lex.notNames.has(nl) && (source === CONTEXT_SOURCE || !lex.first.has(nl)))) {
        end = next.end;
        i = k;
      }
    }
    // "Mrs. Good Shield", "Mr. Yellow Horse": after a title, a word no name list holds and the capitalised word after it are
    // one surname (a Lakota family's, as many are two English words)
    if (title && capital && end === t.end && !isFirst && !isLast && lex.english.has(lower)) {
      const w = toks[i + 1];
      if (w && text.slice(t.end, w.start) === ' ' && /^\p{Lu}\p{Ll}+$/u.test(w.text) && lex.english.has(w.text.toLowerCase()) && !MONTHS_DAYS.has(w.text.toLowerCase()) && !pronounWord(w.text.toLowerCase())) {
        end = w.end;
        i += 1;
      }
    }
    // "Isaac Lodge Street", "Drake PLC", "Thomas and Sons", "Harlow County": a name in a street's, a company's or a county's name
    if (capital && source === GAZETTEER_SOURCE && (namedAfter(text, end) || (end !== t.end && namedAfter(text, t.end)))) continue;
    // ("Rua Augusta", "down Calle Ocho": a street's name, unless a title or a strong cue names someone)
    if (capital && !title && !strongCue && streetNamed(text, t, lower, lex)) continue;
    // "You were MIA": a short upper-case word in mixed-case text is an acronym, unless a title, a greeting, a relation or
    // "my name is" names it, or a name cue two letters one goes by ("hi, it's TJ"); opening a sentence before a comma is
    // no cue ("ASA, because FG is between F and G."), nor "it's" before three capitals ("It's ASA, not AAS")
    if ((source === GAZETTEER_SOURCE || !(title || strongCue || greeting || relation || (nameCue && t.text.length === 2))) && (acronymIn(text, t.text) || (label === 'MATH' && acronymListed(text, t.text)))) continue;
    // "Van der Berg", "de la Cruz": particles inside a surname, then its capitalised last part
    let j = i + 1;
    while (toks[j] && PARTICLES.has(toks[j]!.text.toLowerCase()) && /^[ \t]+$/.test(text.slice(toks[j - 1]!.end, toks[j]!.start))) j++;
    // (not "Rosa y Bao": "y" between two given names is "and", as in "García y Vega" it joins surnames; nor "Mrs. Lindqvist do
    // I do the lines": "I" after "do" is the speaker)
    const right = toks[j]?.text.toLowerCase() ?? '';
    const givenPair = j === i + 2 && toks[i + 1]!.text === 'y' && lex.first.has(lower) && lex.first.has(right) && (!lex.last.has(lower) || !lex.last.has(right));
    if (j > i + 1 && toks[j] && !givenPair && toks[j]!.text !== 'I' && /^\p{Lu}/u.test(toks[j]!.text) && /^[ \t]+$/.test(text.slice(toks[j - 1]!.end, toks[j]!.start))) {
      end = toks[j]!.end;
      i = j;
    }
    // "María José Hernández López", "Nguyễn Thị Thảo", "Abdullah bin Faisal Al-Harbi": after a cue, up to two
    // more capitalised name words (with particles between), none an ordinary word or a month
    if (capital && source === CONTEXT_SOURCE) {
      for (let n = 0; n < 2; n++) {
        let k = i + 1;
        while (toks[k] && PARTICLES.has(toks[k]!.text.toLowerCase()) && text.slice(toks[k - 1]!.end, toks[k]!.start) === ' ') k++;
        const w = toks[k];
        if (!nameWordAfter(toks[k - 1]!, w, text, lex)) break;
        // A titled surname goes on only with a second surname ("Mrs. Oliveira Santos"): in speech a given
        // name or a word after it is the next one spoken to or the next sentence ("Ms. Hargrove Ellie took
        // my pencil", "Ms. Nakamura Can I go?")
        if (title && !isFirst && !surnameWord(w.text.toLowerCase(), lex)) break;
        end = w.end;
        i = k;
      }
    }
    // "my name is nguyen thi lan": after a strong cue, up to two more lower-case name words; after a
    // self-introduction ("this is um daniel okafor from the learning center"), one, after a given name
    const introduced = !strongCue && nameCue && isFirst && !common;
    if (!capital && source === CONTEXT_SOURCE && (strongCue || introduced)) {
      for (let n = 0; n < (strongCue ? 2 : 1); n++) {
        // ("esmée de vries": the particles of a surname do not count as its words)
        let j = i + 1;
        while (toks[j] && PARTICLES.has(toks[j]!.text) && text.slice(toks[j - 1]!.end, toks[j]!.start) === ' ' && toks[j + 1]) j++;
        const w = toks[j];
        if (!w || !/^[ \t]+$/.test(text.slice(toks[j - 1]!.end, w.start)) || !/^\p{Ll}{2,12}$/u.test(w.text)) break;
        const wl = w.text;
        if (NAME_STOP.has(wl) || PRONOUNS.has(wl) || ((lex.notNames.has(wl) || lex.english.has(wl)) && !lex.first.has(wl) && !lex.last.has(wl))) break;
        end = w.end;
        i = j;
      }
    }
    // "a mathematician named René Descartes", "his name was Leonhard Euler": a public figure's whole name given as another's
    // is the figure's for the checks to judge, and confirms no name to spread to other mentions (one's own, "my name is
    // Isaac Newton", or a title's, "Mr. Isaac Newton", still does)
    if (source === CONTEXT_SOURCE && !title && end > t.end && OTHERS_NAME_CUE.test(before) && publicWhole(text.slice(t.start, end), lex)) [source, score] = [GAZETTEER_SOURCE, 0.7];
    out.push({ start: t.start, end, type: 'PERSON', source, score });
  }
  // "Fernanda Oliveira Santos": names found one space apart are one full name
  for (let k = out.length - 1; k > 0; k--) {
    const [a, b] = [out[k - 1]!, out[k]!];
    if (text.slice(a.end, b.start) !== ' ') continue;
    // ...but not a titled surname and the next one spoken of ("Ms. Hargrove Ellie took my pencil")
    if (TITLE.test(text.slice(Math.max(0, a.start - 12), a.start)) && !/\s/.test(text.slice(a.start, a.end)) && !lex.first.has(text.slice(a.start, a.end).toLowerCase()) && !surnameWord(text.slice(b.start, b.end).split(/\s/)[0]!.toLowerCase(), lex)) continue;
    out.splice(k - 1, 2, { ...a, end: b.end, score: Math.max(a.score, b.score), source: a.source === CONTEXT_SOURCE || b.source === CONTEXT_SOURCE ? CONTEXT_SOURCE : a.source });
  }
  // "Nine sevens wow. Chloe Kofi Bree?": three or more given names in a row, none of them a surname or a word and no title
  // before, are classmates called one after another, not one full name
  for (let k = out.length - 1; k >= 0; k--) {
    const s = out[k]!;
    const value = text.slice(s.start, s.end);
    if (!/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){2,}$/u.test(value) || TITLE.test(text.slice(Math.max(0, s.start - 12), s.start))) continue;
    const words = [...value.matchAll(/\S+/g)];
    if (!words.every(([w]) => lex.first.has(w.toLowerCase()) && !lex.last.has(w.toLowerCase()) && !lex.english.has(w.toLowerCase()))) continue;
    out.splice(k, 1, ...words.map((w) => ({ ...s, start: s.start + w.index, end: s.start + w.index + w[0].length })));
  }
  // "I'm Uncle Dev", "My Nana Bea": a kin word before the name is no part of it (one that is also a given
  // name only after a possessive: "I'm Nana Mensah" gives a name)
  for (const s of out) {
    const kin = KIN_LEAD.exec(text.slice(s.start, s.end));
    const word = kin?.[1]!.toLowerCase();
    if (word && KIN_TITLES.has(word) && (!lex.first.has(word) || POSSESSIVE_BEFORE.test(text.slice(Math.max(0, s.start - 8), s.start)))) s.start += kin![0].length;
  }
  // "lives in Coral City": after a place's preposition, a name ending in a town's word is the town
  // ("Des-cartes. Like shopping carts?": a mathematician sounded out by syllables is the mathematician)
  for (let k = out.length - 1; k >= 0; k--) {
    const s = out[k]!;
    const value = text.slice(s.start, s.end);
    if (/\s(?:City|Town|Village|County|Valley|Springs|Falls|Heights|Junction|Landing|Harbor|Harbour)$/.test(value) && /\b(?:in|to|from|at|near|of|visit|visited)\s+$/i.test(text.slice(Math.max(0, s.start - 10), s.start))) out.splice(k, 1);
    else if (value.includes('-') && lex.mathematicians.has(value.replace(/-/g, '').toLowerCase())) out.splice(k, 1);
  }
  if (out.length && /\sand\s/.test(text)) out.push(...namesListedWith(text, out, lex));
  if (text.includes(', ')) out.push(...lowerNamesListed(text, toks, out, lex));
  if (text.includes(':')) out.push(...roleListed(text, out, lex));
  // (GROUP_LIST's label is capitalised, or a colour's lower-case group before its colon)
  if (text.includes('Group') || text.includes('Table') || text.includes('Team') || GROUP_OF_COLOUR.test(text)) out.push(...groupListed(text, out, lex));
  if (label === 'NON_MATH' && capitalAfterCommaTwice(text)) out.push(...rollCalled(text, out, lex));
  if ((text.includes(' and ') || text.includes(' with ') || text.includes(' & ')) && PAIR_GATE.test(text)) out.push(...pairsCalled(text, label, out, lex));
  if (text.includes('my ')) out.push(...initialsOfKin(text, out));
  // (cheap tests first: these readers' words are rare, and most messages hold none of them)
  if (/[A-Z]{2}/.test(text) && TWO_CAPITALS.test(text)) out.push(...initialsCalledOn(text, out));
  if (hasCue(text, IDEA_CUES) && /[Tt]he [A-Z]/.test(text)) out.push(...ideaNamedAfter(text, out, lex));
  if ((text.includes('I heard') || text.includes('I was listening') || text.includes('I listened')) && OVERHEARD_GATE.test(text)) out.push(...pairsOverheard(text, out, lex));
  if (text.includes('Team ')) out.push(...teamsNamedAfter(text, out, lex));
  if (spelledInTokens(text, toks)) {
    if (out.length) out.push(...spelledNames(text, out));
    out.push(...spelledGivenNames(text, out, lex));
    out.push(...spelledEchoes(text, out, lex));
  }
  out.push(...platformEventNames(text, lex));
  if ((text.includes(':') && text.includes('(')) || text.includes('[')) speakerCoded(text, out, lex);
  if (label === 'NON_MATH' && text.includes('?')) {
    surnameFirstCalled(text, out, lex);
    if (text.includes('-')) soundedOutCalled(text, out);
  }
  if (text.includes('aoshi') || text.includes('ǎoshī')) teacherTitledAfter(text, out);
  if (label === 'NON_MATH' && (text.includes('" ') || text.includes('” ')) && QUOTE_ATTRIBUTED_GATE.test(text)) quoteAttributed(text, out, lex);
  if (text.includes(' ex-') || text.includes(' began ')) lifeTold(text, out, lex);
  if (longestDigitRun(text) >= 4) signedInWithId(text, out, lex);
  if (text.includes('\n')) emailSignOff(text, out, lex);
  // (outside math talk: "F = Ma" is a formula)
  if (label === 'NON_MATH' && text.includes('=')) speakerKey(text, out, lex);
  if (mayNameFile(text)) out.push(...namesInFileNames(text, out, lex));
  if (out.length && text.includes('_')) joinedSurnames(text, out, lex);
  if (text.includes('J')) out.push(...initialsCalled(text, out));
  if (burmesePair(text, toks, lex)) burmeseNames(text, toks, out, lex);
  if (text.includes('>>')) captionSpeaker(text, out);
  if ((text.includes('vych') || text.includes('vich') || text.includes('vna')) && PATRONYMIC_GATE.test(text)) patronymicNames(text, toks, out, lex);
  if (!out.length) return out;
  for (let k = out.length - 1; k >= 0; k--) if (out[k]!.end - out[k]!.start >= 6 && misspelledMathTerm(text.slice(out[k]!.start, out[k]!.end), lex)) out.splice(k, 1);
  // A title a cue reached first, or one the openings took in, is no part of the name: "this is Principal Ferreira", "I'm
  // Múinteoir Gráinne", "This is Daw Nilar", "Yes, Naw Paw Lah"
  for (const s of withOpenings(text, toks, out, lex)) {
    const head = /^(\S+)\s+(?=\S)/u.exec(text.slice(s.start, s.end));
    if (head && (TITLE.test(`${head[1]} `) || BURMESE_HONORIFICS.has(head[1]!))) s.start += head[0].length;
  }
  return out;
}

/** The extensions of the files students share: documents and pictures. */
const FILE_EXTENSIONS = ['pdf', 'docx?', 'jpe?g', 'png', 'heic', 'gif', 'pptx?', 'xlsx?', 'txt', 'pages'];
/** Their first letters, by code unit (lower-cased by | 32). */
const EXTENSION_FIRST = new Set(FILE_EXTENSIONS.map((e) => e.charCodeAt(0)));
/** A dot between a word character and an extension's first letter: the cheap test most messages (with a full stop) fail. */
function mayNameFile(text: string): boolean {
  for (let at = text.indexOf('.'); at > 0; at = text.indexOf('.', at + 1))
    if (EXTENSION_FIRST.has(text.charCodeAt(at + 1) | 32) && (isLetterCode(text.charCodeAt(at - 1)) || isDigit(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 95)) return true;
  return false;
}
const FILE_NAME = new RegExp(String.raw`(?<![\p{L}\p{N}_.-])([\p{L}\p{N}_-]+)\.(?:${FILE_EXTENSIONS.join('|')})\b`, 'giu');
const CAMEL_PAIR = /^(\p{Lu}\p{Ll}+)\p{Lu}\p{Ll}+$/u;
/**
 * "maria_hw3.pdf", "JaydenReyes_factoring.jpg": a file named after its owner. A part of the name (split at
 * "_" and "-") that is a given name and no ordinary word ("will", "line") is the owner's name; a given name run into a
 * capitalised surname ("JaydenReyes") is the whole part.
 */
function namesInFileNames(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(FILE_NAME)) {
    let at = m.index;
    for (const part of m[1]!.split(/([_-])/)) {
      const given = (CAMEL_PAIR.exec(part)?.[1] ?? part).toLowerCase();
      if (part.length > 1 && lex.first.has(given) && !lex.notNames.has(given) && !lex.plainWords.has(given) && !overlapsAny(found, at, at + part.length))
        out.push({ start: at, end: at + part.length, type: 'PERSON', source: GAZETTEER_SOURCE, score: 0.7 });
      at += part.length;
    }
  }
  return out;
}

const JOINED_NAME = /^_(\p{L}+)(?![\p{L}\p{M}])/u;
/** "dani_okoro_hw3.pdf", "Sofia_Martinez_unit5.docx": a found name goes on through an underscore to a word that is no English or chat word (`english` holds both). */
function joinedSurnames(text: string, out: Span[], lex: ReturnType<typeof lexicon>): void {
  for (let k = 0; k < out.length; k++) {
    const s = out[k]!;
    const m = JOINED_NAME.exec(text.slice(s.end, s.end + 40));
    const w = m?.[1]!.toLowerCase();
    if (w && w.length >= 3 && !lex.english.has(w)) out[k] = { ...s, end: s.end + m![0].length };
  }
}

/** Words that open the next thing said, not a surname's last part ("Mr. Le Can I go?"). */
const SPOKEN_NEXT = new Set('can could will would do did is are was were may should what why how where when who'.split(' '));
const TITLED_SAINT = /\b(?:mr|mrs|ms|miss|mx|dr)\.?\s+(st\.?\s)$/i;

/**
 * "my aunt: Chidinma Okonkwo began writing": a capitalised word no list holds, one space before a found
 * surname (toks[at]), is its given name (an English word, a place or a people before it is not: "Dear
 * Okonkwo", "Lagos Okonkwo"). Where the span starts: at that word, or at the surname.
 */
function givenNameBefore(text: string, toks: readonly Tok[], at: number, floor: number, lex: ReturnType<typeof lexicon>): number {
  const found = toks[at]!;
  const w = toks[at - 1];
  if (w && w.start >= floor && text.slice(w.end, found.start) === ' ' && soundedOut(w.text)) return w.start;
  if (!w || w.start < floor || text.slice(w.end, found.start) !== ' ' || !/^\p{Lu}\p{Ll}{2,}$/u.test(w.text)) return found.start;
  const l = w.text.toLowerCase();
  const surname = found.text.toLowerCase();
  if (!lex.last.has(surname) || lex.first.has(surname)) return found.start;
  // (nor a kin word said like a title: "Tonton Frantz", "Abuela Ortiz")
  const other = lex.english.has(l) || lex.notNames.has(l) || lex.cities.has(l) || lex.regions.has(l) || lex.nrp.has(l) || lex.mathematicians.has(l) || lex.holidays.has(l) || MONTHS_DAYS.has(l) || (KIN_TITLES.has(l) && !lex.first.has(l));
  return other || TITLE.test(text.slice(Math.max(0, w.start - 12), w.end + 1)) ? found.start : w.start;
}

/** A given name sounded out syllable by syllable before the surname found, as a roll is read: "Sy-oh-ban McCarthy?", "Oh-loo-wah-soon Adebayo?". */
const SOUNDED_OUT = /^\p{Lu}\p{Ll}{0,5}(?:-\p{Ll}{1,6}){2,}$/u;
// (not a compound word: "Twenty-one-year-old Smith", "Mother-in-law Gomez", "Forty-five-degree", nor a name half heard,
// "Mac-a-what?"; a syllable "oh" is sounded, no zero)
const COMPOUND_PART = /^(?:what|who|huh|old|in|law|the|of|to|and|by|for|up|year|years|day|month|week|time)$/;
const soundedOut = (word: string) => SOUNDED_OUT.test(word) && !word.toLowerCase().split('-').some((p) => COMPOUND_PART.test(p) || (p !== 'oh' && isNumberWord(p)));

/** A math word misspelled by one letter, said as a capitalised word: "Pentgon?", "Trapezoyd." (never a listed name). */
function misspelledMathTerm(word: string, lex: ReturnType<typeof lexicon>): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 6 || lex.first.has(lower) || lex.last.has(lower)) return false;
  for (const term of lex.lists.mathTerms) if (Math.abs(term.length - lower.length) <= 1 && oneEditApart(lower, term)) return true;
  return false;
}
/** Whether two words differ by one insertion, deletion, substitution or swap of neighbours. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) => x.slice(i + 1) === y.slice(i + 1);
  if (a.length === b.length) return rest(a, b) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Each found name's span opened at what belongs to it before it: a capitalised name at its particles
 * ("Mrs. de la Cruz", "Dos Santos") and the given name before its surname (particleLead, givenNameBefore),
 * a two-part given name at its head ("Pa Nhia"), a titled saint's name at its "st" ("ms st john").
 */
function withOpenings(text: string, toks: readonly Tok[], found: Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const sorted = [...found].sort((a, b) => a.start - b.start);
  let floor = 0;
  let k = 0;
  for (const s of sorted) {
    while (k < toks.length && toks[k]!.start < s.start) k++;
    if (k < toks.length && toks[k]!.start === s.start && /^\p{Lu}/u.test(toks[k]!.text)) {
      s.start = givenNameBefore(text, toks, particleLead(text, toks, k, floor), floor, lex);
      // "Pa Nhia", "Ka Zoua": the head of a two-part given name before the given name found
      const head = toks[k - 1];
      if (s.start === toks[k]!.start && head && head.start >= floor && head.end === s.start - 1 && text.charCodeAt(head.end) === 32 && lex.givenNameHeads.has(head.text) && lex.first.has(toks[k]!.text.toLowerCase())) s.start = head.start;
    }
    // "ms st john": a titled saint's name in chat's lower case
    const saint = TITLED_SAINT.exec(text.slice(Math.max(floor, s.start - 16), s.start));
    if (saint) s.start -= saint[1]!.length;
    floor = Math.max(floor, s.end);
  }
  return found;
}

/** Letters spelled one by one: "A-O-I-F-E", "P R Z Y B Y L S K I", "K, A, I". */
// (an apostrophe's "s" opens none: "So it's E, U, N, J, I")
const SPELLED = /(?<![\p{L}\d'’])\p{L}(?:(?:[- ]|, )\p{L}){2,}(?![\p{L}\d])/gu;
/** Three letters spelled one by one, the test before SPELLED is read where no tokens are at hand. */
const SPELLING = /\p{L}(?:[- ]|, )\p{L}(?:[- ]|, )\p{L}(?![\p{L}\d])/u;
/** The same test on a message's tokens, nearly free: a hyphen's letters are one token ("C-H-R"), spaced or listed ones three ("K, A, I"). */
function spelledInTokens(text: string, toks: readonly Tok[]): boolean {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.end - t.start >= 5 && text.charCodeAt(t.start + 1) === 45 && text.charCodeAt(t.start + 3) === 45) return true;
    if (t.end - t.start !== 1) continue;
    const [b, c] = [toks[i + 1], toks[i + 2]];
    if (b && c && b.end - b.start === 1 && c.end - c.start === 1 && /^(?: |, )$/.test(text.slice(t.end, b.start)) && /^(?: |, )$/.test(text.slice(b.end, c.start))) return true;
  }
  return false;
}
const spelledWord = (spelled: string) => spelled.replace(/[-, ]/g, '').toLowerCase();

/** "its Aoife, A-O-I-F-E": a found name spelled out letter by letter is the name too. */
function spelledNames(text: string, found: readonly Span[]): Span[] {
  const names = new Set(found.filter((s) => s.type === 'PERSON').flatMap((s) => text.slice(s.start, s.end).toLowerCase().split(/\s+/)));
  return [...text.matchAll(SPELLED)]
    .filter((m) => names.has(spelledWord(m[0])))
    .map((m) => ({ start: m.index, end: m.index + m[0].length, type: 'PERSON' as const, source: CONTEXT_SOURCE, score: 0.8 }));
}

/**
 * "Mine's gonna take two hands. C-H-R-I-S-T-O-P-H-E-R.", "h a n a": a given name spelled out letter by letter,
 * four letters at least, no ordinary word and no mathematician (a triangle's "A-B-E" is three letters; "M-A-R-K" is
 * read only where the transcript confirms a Mark). Verify judges it like any name the lists hold.
 */
function spelledGivenNames(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  return [...text.matchAll(SPELLED)]
    .filter((m) => {
      const word = spelledWord(m[0]);
      // (letters listed with commas are a figure's points or a test's choices as often: "A, B, E, L")
      return word.length >= 4 && !m[0].includes(',') && lex.first.has(word) && !lex.english.has(word) && !lex.notNames.has(word) && !lex.mathematicians.has(word) && !overlapsAny(found, m.index, m.index + m[0].length);
    })
    .map((m) => ({ start: m.index, end: m.index + m[0].length, type: 'PERSON' as const, source: GAZETTEER_SOURCE, score: 0.7 }));
}

/** "Takeda. T-A-K-E-D-A.": a word no dictionary holds, spelled out right after it is said, is a name being given: both are. */
function spelledEchoes(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(SPELLED)) {
    const word = spelledWord(m[0]);
    const said = /(\p{Lu}[\p{L}\p{M}'’-]+)[.,:;!]?\s+$/u.exec(text.slice(Math.max(0, m.index - 40), m.index));
    if (!said || said[1]!.toLowerCase() !== word || word.length < 3 || lex.english.has(word) || lex.notNames.has(word)) continue;
    const at = m.index - said[0].length;
    for (const [start, end] of [[at, at + said[1]!.length], [m.index, m.index + m[0].length]] as const)
      if (!overlapsAny(found, start, end)) out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  }
  return out;
}

/** A video call's or a group chat's own line about someone: "Justice Okonkwo-Reyes left the meeting.", "Fatima Zahra Benali raised
 * their hand.", "Hunter Braddock added Dad", "Will Tanaka has joined as student.", "Dmitri Vasquez's connection is unstable.". */
/** A display name on a platform's line: up to four capitalised words, a last initial with its dot ("Summer R."), initials
 * joined by a hyphen ("River S-C"), a device's model number ("Bisi's Galaxy A14"). A dot inside the name closes an
 * initial or a title only: "Two. Top left." answers which quadrant. */
const EVENT_NAME = String.raw`((?:(?:\p{Lu}|Mr|Mrs|Ms|Mx|Dr)\.\s|\p{Lu}[\p{L}\p{M}'’-]*\s){0,3}\p{Lu}[\p{L}\p{M}\p{N}'’.-]*)`;
const PLATFORM_EVENT = new RegExp(
  String.raw`^${EVENT_NAME}(?:\s\([^)\n]{1,30}\))?\s+(?:has\s+)?(?:(?:joined|left|rejoined)\s+(?:the\s+)?(?:meeting|call|session|[Bb]reakout [Rr]oom|[Rr]oom|chat|group|class|classroom|lobby|waiting room)|(?:joined|left|rejoined)(?=[.!]?[ \t]*$)|joined as\s+(?:an?\s+)?\p{L}+|admitted(?=[.!]?[ \t]*$)|is waiting in the (?:lobby|waiting room)|uploaded\s+(?:an?\s+)?(?:image|file|photo|document|picture)|connection (?:is|was) (?:unstable|lost|restored)|(?:added|removed)\s+(?=\p{Lu})|created (?:the )?group|(?:raised|lowered)\s+(?:their|his|her)\s+hand|was admitted|(?:was|has been) (?:admitted|removed|moved)|is now (?:the|a) (?:host|co-host)|entered the waiting room|changed (?:their|his|her) name|(?:started|stopped) (?:screen )?sharing|is (?:now )?(?:screen )?sharing|(?:started|stopped) (?:the )?recording|turned (?:on|off) (?:their|his|her) (?:camera|video|mic(?:rophone)?))\b`,
  'gmu',
);
/** The same at the text's start only: tested at each line's start before its matches are read (a multiline or global
 * pattern tried on every message costs a tenth of the whole recognizer). */
const PLATFORM_EVENT_START = new RegExp(PLATFORM_EVENT.source, 'u');
/** The other lines a platform writes a name into: a chat line's sender ("From Amani O. to Everyone: 14"), the one admitted
 * ("Admitted: Bisi's Galaxy A14"), the name someone renames to ("changed their name to Mateo R.") and a session's first
 * party ("Session started: Summer Nguyen with Daniel Reyes"). */
const PLATFORM_NAMED = new RegExp(
  String.raw`^From\s+${EVENT_NAME}\s+to\s+(?:Everyone|Me|\p{Lu}[\p{L}'’ .-]{0,40}?)(?:\s+\(\w+\))?:|^(?:Admitted|Joined|Left|Removed):\s+${EVENT_NAME}|\bchanged (?:their|his|her) name to\s+${EVENT_NAME}|^Session (?:started|ended|scheduled):\s+${EVENT_NAME}(?=\s+(?:with|and)\s)`,
  'gmu',
);
/** The cheap test for a platform's labelled line: "Admitted: ", "Left: ", "Session started: ". */
const NAMED_LINE_GATE = /(?:^|\n)(?:Admitted|Joined|Left|Removed|Session (?:started|ended|scheduled)): /;
/** A grade a display name carries after the name ("Devansh Iyer Gr4", "Brooklyn Ahmadi 6th grade"). */
const NAME_GRADE_TAIL = /\s+(?:Gr\.?\s?\d{1,2}|Grade\s?\d{1,2}|\d{1,2}(?:st|nd|rd|th)(?:\s+grade)?)$/iu;
/** A title or role opening an event line's name: "Tutor ", "Mrs. ", "Student ". */
const TITLE_LEAD = /^(?:Mr|Mrs|Ms|Mx|Dr|Miss|Coach|Teacher|Tutor|Professor|Student|Learner|Parent|Guardian|Host)\.?\s+/;
function platformEventNames(text: string, lex: ReturnType<typeof lexicon>): Span[] {
  let event = PLATFORM_EVENT_START.test(text);
  for (let at = text.indexOf('\n'); !event && at >= 0; at = text.indexOf('\n', at + 1)) event = PLATFORM_EVENT_START.test(text.slice(at + 1));
  const named = text.includes('From ') || text.includes('name to ') || (text.includes(': ') && NAMED_LINE_GATE.test(text));
  if (!event && !named) return [];
  const out: Span[] = [];
  const found = [...(event ? text.matchAll(PLATFORM_EVENT) : []), ...(named ? text.matchAll(PLATFORM_NAMED) : [])];
  for (const m of found) {
    const raw = m.slice(1).find((g) => g !== undefined);
    if (!raw) continue;
    // ("Zainab's Chromebook joined": the device's owner; "Tutor Ingrid Lindqvist has joined": the name after the title;
    // "Devansh Iyer Gr4 left.": the grade is no part of the name)
    const name = raw.replace(/['’]s(?:\s.*)?$/u, '').replace(NAME_GRADE_TAIL, '');
    const title = TITLE_LEAD.exec(name)?.[0].length ?? 0;
    const start = m.index + m[0].indexOf(raw) + title;
    const end = m.index + m[0].indexOf(raw) + name.length;
    if (end <= start || name.split(/\s+/).every((w) => lex.english.has(w.toLowerCase()) && !lex.first.has(w.toLowerCase()))) continue;
    out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.9 });
  }
  return out;
}

/** Initials a person goes by: "T.J.", "J.P.", "DJ" (two capitals standing alone). */
const INITIALS = /(?<![\p{L}\d.])(?:[A-Z]\.){2,3}|(?<![\p{L}\d.])[A-Z]{2}(?![\p{L}\d.])/gu;
/** "J.P. (my lab partner)", "DJ from my group": a relation or a group named right after the initials. */
const KIN_AFTER = /^\s*(?:\(\s*my\s+(?:\w+\s+)?(?:partner|friend|classmate|cousin|brother|sister|teammate)\b|(?:from|in) my (?:class|group|team|homeroom)\b)/i;
/** A group before the initials, which RELATION also reads as a cue for a name. */
const GROUP_BEFORE = /\b(?:from|in) my \w+,?\s+$/i;
/** "my friend T.J. showed me", "J.P. (my lab partner) got 42.5", "DJ from my group": initials with a relation's cue. */
/** Months written short ("Oct. 15", "Sept. 22"). */
const MONTH_ABBREVIATIONS = new Set(['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
/** Units written in two letters ("Km?"): never a name, however they are set off. */
const UNIT_ABBREVIATIONS = new Set(['km', 'cm', 'mm', 'kg', 'mg', 'ml', 'ft', 'yd', 'lb', 'oz', 'hr', 'mi', 'pt', 'qt', 'in']);
/** The teacher's report of what a pair said: "I heard ", "I was listening to ". */
const OVERHEARD_GATE = /\bI (?:heard|was listening|listened)\b/;
/** "I heard Leilani and Mason arguing", "I was listening to Precious and Gus": the pair the teacher listened in on. */
const OVERHEARD = /\bI (?:heard|was listening (?:in )?(?:to|on)|listened (?:in )?(?:to|on))\s+(\p{Lu}\p{Ll}+)(?:\s+and\s+(\p{Lu}\p{Ll}+))?/gu;
/** Each of a pair the teacher overheard: a given name (a word-name too) or a word no list holds. */
function pairsOverheard(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(OVERHEARD)) {
    const names = [m[1], m[2]].filter((n): n is string => n !== undefined);
    // (both must read as names: "I heard Thunder and lightning" names no one)
    if (!names.every((n) => lex.first.has(n.toLowerCase()) || (!lex.english.has(n.toLowerCase()) && !lex.cities.has(n.toLowerCase()) && !lex.regions.has(n.toLowerCase())))) continue;
    let at = m.index;
    for (const n of names) {
      const start = text.indexOf(n, at);
      at = start + n.length;
      if (!overlapsAny(found, start, at)) out.push({ start, end: at, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
    }
  }
  return out;
}
/** "You're Team Hunter and Team Xiomara.": a team named after its captain, a given name (a word-name too). */
const TEAM_NAMED = /\bTeam\s+(\p{Lu}\p{Ll}+)\b/gu;
function teamsNamedAfter(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(TEAM_NAMED)) {
    const lower = m[1]!.toLowerCase();
    const start = m.index + m[0].length - m[1]!.length;
    const end = start + m[1]!.length;
    // (a given name, not a month's or a place's; "Team Blue" and "Team Rocket" hold no given name)
    // (nor a mathematician's: "Team Newton" is named after him)
    if (!lex.first.has(lower) || MONTHS_DAYS.has(lower) || listedPlace(lower, lex) || lex.mathematicians.has(lower) || overlapsAny(found, start, end)) continue;
    out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  }
  return out;
}
/** The idea words `ideaNamedAfter` reads after a name, found in the one pass of the cue scan. */
const IDEA_CUES = cueWords(['way', 'method', 'strategy', 'rule', 'trick', 'shortcut', 'move', 'conjecture', 'pattern', 'line'].map((w) => ` ${w} `));
/** Two capitals standing alone, the cheap test before `initialsCalledOn`. */
const TWO_CAPITALS = /(?<![\p{L}\d.])[A-Z]{2}(?![\p{L}\d.])/u;
/** "Yo JJ, what's good": chat's greeting, which SALUTATION leaves to GREETING. */
const YO_BEFORE = /(?:^|[\s,.!?])yo[\s,!]*$/i;
/** Two capitals that are a word of their own ("OK, let's go", "in AD 79"), never someone's initials. */
const COMMON_ACRONYMS = new Set(['OK', 'AD', 'BC', 'AM', 'PM', 'TV', 'PE', 'ID', 'US', 'UK', 'EU', 'UN', 'AI', 'PS', 'PC', 'CD', 'OH', 'NO', 'SO', 'HI', 'GO', 'UP', 'IT', 'IS', 'IN', 'ON', 'AT', 'TO', 'OR', 'IF', 'OF', 'BY', 'MY', 'ME', 'WE', 'HE', 'BE', 'DO']);
/** "And PS and QR, are they parallel?": a second segment's letters joined to the first's, in talk of a figure. */
const FIGURE_PAIR_BEFORE = /(?<![\p{L}\d.])[A-Z]{2}\s+(?:and|&)\s+$/u;
const FIGURE_WORD = /\b(?:parallel|perpendicular|segments?|lines?|sides?|angles?|rays?|congruent|intersect\w*|diagonals?|lengths?)\b/i;
/**
 * "Now DJ, come draw ray JL", "Thank you, AJ.": two capitals a student goes by, called on (a request or question after
 * them), thanked or greeted. A segment's or a point pair's letters are never spoken to so; "Right, AB." acknowledges an
 * answer and "abbreviate chocolate, CH?" asks about letters, so an acknowledgement or a last comma alone is no cue.
 */
function initialsCalledOn(text: string, found: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(INITIALS)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[0].length !== 2 || ROMAN_NUMERAL.test(m[0]) || COMMON_ACRONYMS.has(m[0]) || overlapsAny(found, start, end)) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(end, end + 16);
    if (FIGURE_PAIR_BEFORE.test(before) && FIGURE_WORD.test(text)) continue;
    const called = CALLED_ON_BEFORE.test(before) && CALLED_ON_AFTER.test(after);
    const greeted = (THANKED_OR_PRAISED.test(before) || SALUTATION.test(before) || YO_BEFORE.test(before)) && /^\s*(?:[,.!?]|$)/.test(after);
    if (called || greeted) out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  }
  return out;
}

function initialsOfKin(text: string, found: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(INITIALS)) {
    const start = m.index;
    const end = start + m[0].length;
    if (overlapsAny(found, start, end)) continue;
    // (a group before them names a subject as often as a person: "in my class PE is")
    const before = text.slice(Math.max(0, start - 40), start);
    if ((RELATION.test(before) && !GROUP_BEFORE.test(before)) || KIN_AFTER.test(text.slice(end, end + 28)))
      out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  }
  return out;
}

/** The initials a nickname is most often made of, with a J ("AJ", "DJ", "T.J.", "JT"); "JK", "JV", "JR" and "JS" are other things. */
const J_INITIALS = /(?<![\p{L}\p{N}.'’])((?!JK|JV|JR|JS)[A-Z]J|J[A-Z]|[A-Z]\.\s?J\.|J\.\s?[A-Z]\.)(?![\p{L}\p{N}])/gu;
/** Where a call on someone may open: the message, a sentence, an acknowledgement, a comma. */
const INITIALS_CALL_BEFORE = /(?:^|[.?!]\s+|,\s*|\b(?:okay|ok|good|yes|no|right|thanks|thank you|sorry|hi|hey|bye)[,\s]+)$/i;
/** The call itself: a question right after ("T.J.?", "Which one, DJ?", "AJ, quadrant?"), a request ("EJ, you can sit
 * by Kofi", "EJ, board back please"), or the close of a sentence said to the listener ("after you, AJ."). */
const INITIALS_CALL_AFTER = new RegExp(String.raw`^(?:\s*\?|${CALLED_ON}|,[^.?!]{1,30}\?|,[^.?!]{1,30}\bplease\b|,\s*(?:[A-Z]J|J[A-Z]|[A-Z]\.\s?J\.)\s*,\s*you\b)`, 'i');
/**
 * "What happens to A? T.J.?", "EJ, you can sit by Kofi today.", "Yes, we named a segment after you, AJ.": a student
 * who goes by initials, called on. A segment or a point named by the same letters ("segment AJ") is never called on.
 */
function initialsCalled(text: string, found: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(J_INITIALS)) {
    const start = m.index, end = start + m[0].length;
    if (overlapsAny(found, start, end)) continue;
    const before = text.slice(Math.max(0, start - 24), start);
    // (the initials' own closing dot may end the sentence: "T.J.?" and "T.J." alike)
    const after = text.slice(m[0].endsWith('.') ? end - 1 : end, end + 40);
    const called = INITIALS_CALL_BEFORE.test(before) && INITIALS_CALL_AFTER.test(m[0].endsWith('.') ? after.slice(1) : after);
    const closing = /,\s*$/.test(before) && /^\s*[.!]/.test(text.slice(end, end + 2)) && /\b(?:you|your|thanks|thank you|good|nice|great)\b/i.test(text.slice(Math.max(0, start - 60), start));
    if (called || closing) out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  }
  return out;
}

const NAME_LIST = /(?<![\p{L}])\p{Lu}[\p{L}\p{M}'’-]+(?:,\s\p{Lu}[\p{L}\p{M}'’-]+)*,?\s(?:and|&)\s\p{Lu}[\p{L}\p{M}'’-]+(?![\p{L}])/gu;

/** A short word in capitals in text that has lower-case letters too: an acronym ("SAS, ASA, AAS and HL", "MIA"). */
const acronymIn = (text: string, word: string) => word.length <= 4 && word === word.toUpperCase() && /\p{Ll}/u.test(text);
/** "SSS, SAS, ASA...": in math talk, capitals of three or four letters listed together are the lesson's abbreviations. */
const acronymListed = (text: string, word: string) =>
  /^[A-Z]{3,4}$/.test(word) && [...text.matchAll(/\b[A-Z]{3,4}(?:,\s*(?:and\s+|or\s+)?[A-Z]{3,4}\b)+/g)].some((m) => new RegExp(`\\b${word}\\b`).test(m[0]));

/** "Kónya, Becker and Vasquez", "Marrero and Murphy": the other members of a list with a detected name are names too. */
function namesListedWith(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(NAME_LIST)) {
    const items = [...m[0].matchAll(/\p{Lu}[\p{L}\p{M}'’-]+/gu)].map((w) => ({ text: w[0], start: m.index + w.index, end: m.index + w.index + w[0].length }));
    const isFound = (it: { start: number; end: number }) => overlapsAny(found, it.start, it.end);
    if (!items.some(isFound)) continue;
    for (const it of items) {
      // The span ends where the name does: its own length, not its lower-cased one ("İlker")
      const name = it.text.replace(/(?:'s|’s)$/, '');
      const lower = name.toLowerCase();
      // ("Mr. Brown and Admiral Fishbeard": a role title before a name is the title)
      if (ROLE_TITLES.has(name) && /^ \p{Lu}/u.test(text.slice(it.end, it.end + 2))) continue;
      if (isFound(it) || /^I['’]/.test(name) || lower.length < 3 || acronymIn(text, name) || KIN_TITLES.has(lower) || lex.notNames.has(lower) || MONTHS_DAYS.has(lower) || lex.mathematicians.has(lower) || listedPlace(lower, lex) || lex.nrp.has(lower) || lex.holidays.has(lower)) continue;
      out.push({ start: it.start, end: it.start + name.length, type: 'PERSON', source: GAZETTEER_SOURCE, score: 0.6 });
    }
  }
  return out;
}

const gap = (text: string, a: Tok, b: Tok) => text.slice(a.end, b.start);
const isLowerWord = (t: Tok) => t.text === t.text.toLowerCase();

/**
 * "i went with sam, mia, jose and ava", "they had 6: silvana, adam, … and caleb": chat lists its
 * friends in lower case. Three or more given names and nothing else, at most one of them also a word
 * ("chad"), make each a name; verify still judges them as characters in a word problem. Read from the
 * words already split, at each "and" or "&": a regex over the text cost a third of the recognizer's time.
 */
function lowerNamesListed(text: string, toks: readonly Tok[], found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  listsEndingAfter(' and ', text, toks, found, lex, out);
  listsEndingAfter('&', text, toks, found, lex, out);
  return out;
}

/** The word after each `joiner` (found with indexOf: most messages have none) may end a list. */
function listsEndingAfter(joiner: string, text: string, toks: readonly Tok[], found: readonly Span[], lex: ReturnType<typeof lexicon>, out: Span[]): void {
  let k = 0;
  for (let at = text.indexOf(joiner); at >= 0; at = text.indexOf(joiner, at + joiner.length)) {
    while (k < toks.length && toks[k]!.start < at + joiner.length) k++;
    if (k < toks.length) listEndingAt(text, toks, k, found, lex, out);
  }
}

/** The list whose last item is toks[j], walked back over its commas; its names go to out when it is a list of given names. */
function listEndingAt(text: string, toks: readonly Tok[], j: number, found: readonly Span[], lex: ReturnType<typeof lexicon>, out: Span[]): void {
  // The gazetteer holds lower-case names: a capitalised or ordinary last word ends here, before any slicing
  if (j < 2 || !lex.first.has(toks[j]!.text)) return;
  let prev: number;
  if (toks[j - 1]!.text === 'and' && /^,?\s+$/.test(gap(text, toks[j - 2]!, toks[j - 1]!)) && /^\s+$/.test(gap(text, toks[j - 1]!, toks[j]!))) prev = j - 2;
  else if (/^,?\s+&\s+$/.test(gap(text, toks[j - 1]!, toks[j]!))) prev = j - 1;
  else return;
  const items = [toks[j]!, toks[prev]!];
  while (prev > 0 && /^,\s*$/.test(gap(text, toks[prev - 1]!, toks[prev]!))) items.push(toks[--prev]!);
  if (items.length < 3 || !items.every(isLowerWord)) return;
  // "me, chad, kenji and ravi": the speaker may be one of the list
  const names = items.filter((w) => !PRONOUNS.has(w.text)).reverse();
  const words = names.filter((w) => lex.notNames.has(w.text) || lex.english.has(w.text) || lex.regions.has(w.text));
  if (names.length < 3 || words.length > 1 || !names.every((w) => w.text.length >= 2 && lex.first.has(w.text) && !MONTHS_DAYS.has(w.text))) return;
  for (const w of names) if (!overlapsAny(found, w.start, w.end)) out.push({ start: w.start, end: w.end, type: 'PERSON', source: GAZETTEER_SOURCE, score: 0.6 });
}

/** Each member of a list of people announced by their role is a name, ordinary word or not ("Graves", "White"). */
function roleListed(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(ROLE_LIST)) {
    const listStart = m.index + m[0].length - m[1]!.length;
    for (const item of m[1]!.matchAll(/\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+){0,2}/gu)) {
      const start = listStart + item.index;
      const end = start + item[0].length;
      const lower = item[0].toLowerCase();
      if (overlapsAny(found, start, end) || listedPlace(lower, lex) || lex.nrp.has(lower)) continue;
      out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
    }
  }
  return out;
}

/** "Group 1: Ana, Ben and Chidi.", "Group A, Isaac, Joy and Esperanza.", "Purple group: Will, Hope, Brooklyn, Tomás.": a
 * class's group or table read out by its members (three at least when no "and" closes the list). */
const GROUP_NAME = String.raw`\p{Lu}[\p{L}\p{M}'’-]+`;
/** A colour's group, table or team before its list: "Purple group:" (the cheap test before GROUP_LIST). */
const GROUP_OF_COLOUR = / (?:group|table|team)\s*[:,]/;
const GROUP_LIST = new RegExp(
  String.raw`\b(?:(?:Group|Table|Team)\s+(?:\d{1,2}|[A-Z]|one|two|three|four|five|six|seven|eight)|(?:Red|Blue|Green|Yellow|Purple|Orange|Pink|Black|White)\s+(?:group|table|team))\s*[:,]\s*((?:${GROUP_NAME},\s)*${GROUP_NAME},?\s(?:and|&)\s${GROUP_NAME}|(?:${GROUP_NAME},\s){2,}${GROUP_NAME})`,
  'gu',
);
/**
 * Each member of a group read out is a name when a name list holds it, a word-name too ("Hope", "Will"), or when no
 * word is spelled like it ("Group 2: Hope, Will and Summer"); a team of words is no one ("Table 3: Red, Blue and Green").
 */
function groupListed(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(GROUP_LIST)) {
    const listStart = m.index + m[0].length - m[1]!.length;
    const items = [...m[1]!.matchAll(/\p{Lu}[\p{L}\p{M}'’-]+/gu)];
    // (every member a given name or no word at all, else it is a list of words: "Red, Blue and Green")
    if (!items.every((item) => lex.first.has(item[0].toLowerCase()) || !lex.english.has(item[0].toLowerCase()))) continue;
    for (const item of items) {
      const start = listStart + item.index;
      const end = start + item[0].length;
      const lower = item[0].toLowerCase();
      // (a town's name is a member's where a given name is spelled so: "Table 4: Sydney and Ibrahim")
      if (overlapsAny(found, start, end) || (listedPlace(lower, lex) && !lex.first.has(lower)) || MONTHS_DAYS.has(lower)) continue;
      out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
    }
  }
  return out;
}

/**
 * "Evening, folks. Summer, Noor, Zeke.", "Alright, Will, Grace, Diego. Who has their folder?": outside math talk, a roll
 * call's names, word-names too, where every one is a given name and two at least are no English word ("Faith, Hope,
 * Love." is a list of words).
 */
function rollCalled(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (let at = 0; at < text.length; at = sentenceEnd(text, at) + 1) {
    const from = rollCallAt(text, at, at);
    if (from < 0) continue;
    const names = [...text.slice(from, sentenceEnd(text, at)).matchAll(ROLL_NAME)];
    const lower = names.map((n) => n[0].toLowerCase());
    if (!lower.every((n) => lex.first.has(n)) || lower.filter((n) => !lex.english.has(n)).length < 2) continue;
    for (const n of names) {
      const start = from + n.index;
      const end = start + n[0].length;
      if (!overlapsAny(found, start, end)) out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
    }
  }
  return out;
}

/**
 * "Rosa with Tomasz. Hope with Kenji. Will and Aaliyah.": pairs called to a turn, a word-name beside a given name no word
 * is spelled like (that one the lists find). In math talk a pair of names alone may answer a story's question ("Lily and
 * Nadia."), so there only a message pairing two or more is read.
 */
/** The cheap test before reading a roll: two commas each before a capital ("Summer, Noor, Zeke"). */
function capitalAfterCommaTwice(text: string): boolean {
  let seen = 0;
  for (let at = text.indexOf(', '); at >= 0; at = text.indexOf(', ', at + 2)) {
    const c = text.charCodeAt(at + 2);
    if (c >= 65 && c <= 90 && ++seen === 2) return true;
  }
  return false;
}
/** The cheap test before reading pairs: two capitalised words joined ("Hope with Kenji"). */
const PAIR_GATE = /\p{Lu}\p{Ll}+ (?:and|with|&) \p{Lu}/u;
function pairsCalled(text: string, label: 'MATH' | 'NON_MATH', found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const pairs: Array<{ at: number; pair: [string, string] }> = [];
  for (let at = 0; at < text.length; at = sentenceEnd(text, at) + 1) {
    const pair = pairCalled(text, at, at);
    if (pair && pair.every((n) => lex.first.has(n.toLowerCase()))) pairs.push({ at, pair });
  }
  if (label === 'MATH' && pairs.length < 2) return [];
  const out: Span[] = [];
  for (const { at, pair } of pairs) {
    if (pair.every((n) => lex.english.has(n.toLowerCase()))) continue;
    for (const n of pair.filter((w) => lex.english.has(w.toLowerCase()))) {
      const start = text.indexOf(n, at);
      const end = start + n.length;
      if (start >= 0 && !overlapsAny(found, start, end)) out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
    }
  }
  return out;
}

export const personRecognizer: Recognizer = {
  id: 'person',
  types: ['PERSON'],
  detect: ({ text, label }) => personSpans(text, label),
};

/**
 * A message opening on a speaker's name and a colon ("Destiny: vertical", "AUSTIN: like 12 inches", "Ms. Ruiz: Okay."),
 * after a timestamp too, the name bracketed or starred as a transcriber marks a pseudonym ("[06:15] Esperanza*: Still the
 * tall one.", "[00:04:44] [Sage]: No, that's just one layer!").
 */
const SPEAKER_LABEL_OPENING = /^[ \t]*(?:\[\d{1,2}(?::\d{2}){1,2}\][ \t]*)?(?:(?:Mr|Mrs|Ms|Miss|Dr|Coach)\.?[ \t]+)?\[?(\p{Lu}[\p{L}'’-]+)(?:\]|\*)?[ \t]*:/du;
/** How many messages must open on a name that is no word before the transcript is read as written with speaker labels. */
const SPEAKER_LABELLED_MIN = 3;

/**
 * A transcript written with speaker labels inside its messages ("Jayden: 45 degrees", "Ms. Ruiz: Who agrees?"): where at
 * least three messages open on a listed name that is no word, every message opening on a listed name and a colon is
 * that speaker's turn, a word-name, a month or a name in capitals too ("Hunter: Vertical angles are equal", "JUNE: 12.56").
 */
export function speakerLabelled(texts: readonly string[], found: Span[][]): void {
  const lex = lexicon();
  const labels = texts.map((text) => (text.includes(':') ? SPEAKER_LABEL_OPENING.exec(text) : null));
  const listed = (m: RegExpExecArray | null) => m !== null && (lex.first.has(m[1]!.toLowerCase()) || lex.last.has(m[1]!.toLowerCase()));
  // (counted where words follow the colon: "maria: 4 times 3 is 12" may label a character's working)
  const plain = labels.filter((m, i) => listed(m) && SPEAKER_AFTER.test(texts[i]!.slice(m!.indices![1]![1]).replace(/^[\]*]/, '').trimStart()) && !lex.notNames.has(m![1]!.toLowerCase()) && !lex.english.has(m![1]!.toLowerCase()) && !MONTHS_DAYS.has(m![1]!.toLowerCase()));
  if (plain.length < SPEAKER_LABELLED_MIN) return;
  labels.forEach((m, i) => {
    if (!listed(m)) return;
    const [start, end] = m!.indices![1]!;
    putOver(found[i]!, { start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.85 });
  });
}

/** Names seen with a cue anywhere in a transcript mark every other mention of them as a person too. */
export function propagateNames(texts: readonly string[], found: ReadonlyArray<readonly Span[]>): Span[][] {
  const lex = lexicon();
  const names = new Set<string>();
  // Names that are also words ("Even", "Will") spread only in their capitalised form, where they cannot be the word
  const wordNames = new Set<string>();
  // Names confirmed written in lower case (chat): only they spread to lower-case mentions in text that has capitals
  const lowerNames = new Set<string>();
  const placeNames = new Set<string>();
  // Initials a student goes by ("DJ"), confirmed in capitals: they spread in capitals only, and not as a figure's letters
  const initials = new Set<string>();
  found.forEach((spans, i) => {
    for (const s of spans) {
      if (s.type !== 'PERSON' || s.source !== CONTEXT_SOURCE) continue;
      const parts = texts[i]!.slice(s.start, s.end).split(/\s+/);
      for (const part of parts) {
        const l = part.toLowerCase();
        // (a role title inside a longer name is the title; alone it is someone's name: a student called Judge)
        // (two letters spread as they were written: "DJ" in capitals, "Ky" capitalised)
        if (l.length === 2 && /^\p{Lu}{2}$/u.test(part)) {
          initials.add(part);
          continue;
        }
        if (l.length < (/^\p{Lu}\p{Ll}$/u.test(part) ? 2 : 3) || MONTHS_DAYS.has(l) || KIN_TITLES.has(l) || (ROLE_TITLES.has(part) && parts.length > 1)) continue;
        if (part === l) lowerNames.add(l);
        // (a student named after a famous landform, "Everest", spreads only where the place could not be: opening a
        // sentence spoken to or as its subject; "how much taller is Everest than Denali?" is the mountain)
        if (lex.landforms.has(l)) {
          if (/^\p{L}\p{Ll}+$/u.test(part)) placeNames.add(part[0]!.toUpperCase() + part.slice(1));
          continue;
        }
        // (a name that is also an English word, "Promise", spreads like a word-name: "You promise?" is the verb)
        if (!lex.notNames.has(l) && !lex.english.has(l)) names.add(l);
        // "my name is will" confirms "Will" too
        else if (/^\p{L}\p{Ll}+$/u.test(part)) wordNames.add(part[0]!.toUpperCase() + part.slice(1));
      }
    }
  });
  if (names.size === 0 && wordNames.size === 0 && placeNames.size === 0 && initials.size === 0) return texts.map(() => []);
  const alternation = (xs: Iterable<string>) => [...xs].map(escapeRegExp).join('|');
  const re = names.size ? new RegExp(`(?<![\\w'’])(?:${alternation(names)})(?![\\w])`, 'gi') : undefined;
  const wordRe = wordNames.size ? new RegExp(`(?<![\\w'’])(?:${alternation(wordNames)})(?![\\w])`, 'g') : undefined;
  // ("hi hope!", "good work today hope.": in chat a word-name confirmed elsewhere, greeted in lower case, closing its clause)
  const greetedLowerRe = wordNames.size
    ? new RegExp(`\\b(?:hi|hey|hello|hiya|bye|thanks|thank you|good (?:work|job|luck)(?: today)?)\\s+(${alternation([...wordNames].map((w) => w.toLowerCase()))})(?=\\s*(?:[!,.?]|$))`, 'g')
    : undefined;
  const placeRe = placeNames.size ? new RegExp(`(?<![\\w'’])(?:${alternation(placeNames)})(?![\\w])`, 'g') : undefined;
  const initialsRe = initials.size ? new RegExp(`(?<![\\w'’.])(?:${alternation(initials)})(?![\\w.])`, 'g') : undefined;
  /** Opening the message or a sentence. */
  const opening = (text: string, m: RegExpMatchArray) => SENTENCE_OPENS.test(text.slice(Math.max(0, m.index! - 3), m.index));
  const span = (m: RegExpMatchArray): Span => ({ start: m.index!, end: m.index! + m[0].length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  // A student called Jack is not "a Jack", the card, nor the Jack of "Ace is one, Jack is eleven, Queen is
  // twelve"; one called Fairbanks is not "Fairbanks, Alaska"; one called Kelvin is not "363 Kelvin"; one called Mark is
  // not the verb the whole class is told: "Okay everybody, Mark the right angle"
  const thing = (text: string, m: RegExpMatchArray) =>
    (TELLING_VERB_NAMES.has(m[0].toLowerCase()) && CLASS_TOLD_BEFORE.test(text.slice(Math.max(0, m.index! - 16), m.index)) && VERB_OBJECT_AFTER.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 8))) ||
    (/\b(?:a|an|the)\s+$/i.test(text.slice(Math.max(0, m.index! - 5), m.index)) && !NAMED_IDEA_AFTER.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 14))) ||
    faceCard(text, m[0].toLowerCase(), m.index!, m.index! + m[0].length) ||
    placeBefore(text, m.index! + m[0].length, lex) ||
    inRegionName(text, m.index!, m.index! + m[0].length, lex) ||
    (lex.measureUnits.has(m[0].toLowerCase()) && unitAfterNumber(text, m.index!)) ||
    placeTold(text, { text: m[0], start: m.index!, end: m.index! + m[0].length }, lex);
  // A student called Taylor is not the Taylor series, one called Green not Green's theorem, one called Jordan
  // not the Jordan of Gauss-Jordan elimination (joined to a mathematician by a hyphen)
  const eponym = (text: string, m: RegExpMatchArray) => {
    const lower = m[0].toLowerCase();
    const end = m.index! + m[0].length;
    if ((lex.mathematicians.has(lower) || lex.mathematicians.has(`${lower}'s`)) && EPONYM_NEXT.test(text.slice(end, end + 16))) return true;
    const joinedBefore = /(\p{L}+)[-–]$/u.exec(text.slice(Math.max(0, m.index! - 24), m.index));
    const joinedAfter = /^[-–](\p{L}+)/u.exec(text.slice(end, end + 24));
    return (joinedBefore !== null && lex.mathematicians.has(joinedBefore[1]!.toLowerCase())) || (joinedAfter !== null && lex.mathematicians.has(joinedAfter[1]!.toLowerCase()));
  };
  // ("Esperanza, mija, put the cat in the hallway please.": a word of endearment after the name set off)
  const endearmentNext = (text: string, at: number) => {
    const word = /^,\s*(\p{Ll}+),/u.exec(text.slice(at, at + 16))?.[1];
    return word !== undefined && lex.endearments.has(word);
  };
  const pairedWithConfirmed = (text: string, m: RegExpMatchArray) => {
    const pair = pairCalled(text, m.index!, m.index! + m[0].length);
    return pair !== undefined && pair.includes(m[0]) && pair.some((n) => n !== m[0] && (names.has(n.toLowerCase()) || wordNames.has(n) || lex.first.has(n.toLowerCase())));
  };
  // (a hyphenated name is spelled without its hyphen: "Eun-ji" as "E, U, N, J, I")
  const unhyphenated = new Set([...names].filter((n) => n.includes('-')).map((n) => n.replace(/-/g, '')));
  const spelledConfirmed = (word: string) => names.has(word) || unhyphenated.has(word) || wordNames.has(word[0]!.toUpperCase() + word.slice(1));
  return texts.map((text) => [
    // ("Pilar Ramos" called on: "ramos de flores" in a cased message is the word)
    // (nor "ASA", a short word in capitals, where a student Asa is confirmed)
    ...(re ? [...text.matchAll(re)].filter((m) => !eponym(text, m) && !thing(text, m) && !(m[0] === m[0].toLowerCase() && !lowerNames.has(m[0]) && /\p{Lu}/u.test(text)) && !(m[0].length > 1 && acronymIn(text, m[0]))).map(span) : []),
    // "and Even is going to have two": mid-sentence, or opening one as the subject of a verb ("Even is")
    ...(wordRe
      ? [...text.matchAll(wordRe)]
          // (a bracketed note opens like a sentence: "[Short pause]")
          // ...or the whole message: the name said alone ("Grace."; "Nine." is an answer)
          // ...or spoken to there after a full stop ("Right. Hunter, nearest hundred thousand?"), or opening a list of names ("Faith, Tobias, Marisol.")
          // ...or called to a turn beside another name ("Destiny and Hunter, captain's turn.")
          .filter((m) => !/(?:^|[.!?:;[(]\s*|\n\s*)$/.test(text.slice(Math.max(0, m.index! - 3), m.index)) || WORD_NAME_SUBJECT.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 12)) || pairedWithConfirmed(text, m) || (saidAlone(text, m[0]) && !lex.plainWords.has(m[0].toLowerCase())) || (text.charCodeAt(m.index! + m[0].length) === 44 && (/[.!?]\s+$/.test(text.slice(Math.max(0, m.index! - 3), m.index)) || (m.index === 0 && (/^,\s*\p{Lu}\p{Ll}/u.test(text.slice(m[0].length, m[0].length + 4)) || endearmentNext(text, m[0].length))))))
          .filter((m) => !thing(text, m) && !eponym(text, m))
          .map(span)
      : []),
    ...(greetedLowerRe ? [...text.matchAll(greetedLowerRe)].map((m): Span => ({ start: m.index + m[0].length - m[1]!.length, end: m.index + m[0].length, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 })) : []),
    // "M-A-R-K", "K, A, I": a confirmed name spelled out letter by letter
    // (not a figure's points, though they spell a name: "Angle B A O", "Can I name them B A O?")
    ...(SPELLING.test(text) ? [...text.matchAll(SPELLED)].filter((m) => spelledConfirmed(spelledWord(m[0])) && !POINTS_NAMED_BEFORE.test(text.slice(Math.max(0, m.index! - 24), m.index))).map(span) : []),
    // ("DJ estimated 70", not "segment DJ" or "ray DJ")
    ...(initialsRe ? [...text.matchAll(initialsRe)].filter((m) => !FIGURE_WORD_BEFORE.test(text.slice(Math.max(0, m.index! - 12), m.index)) && !thing(text, m)).map(span) : []),
    ...(placeRe
      ? [...text.matchAll(placeRe)]
          .filter((m) => opening(text, m) && (text.charCodeAt(m.index! + m[0].length) === 44 || WORD_NAME_SUBJECT.test(text.slice(m.index! + m[0].length, m.index! + m[0].length + 12))))
          .map(span)
      : []),
  ]);
}

/** What a figure's letters follow: its kind, or the naming of its points ("name them B A O", "label it D O G"). */
const POINTS_NAMED_BEFORE = /(?:\b(?:name|call|label)\s+(?:it|them|the (?:angle|points?|corners?|vertices))|\b(?:segments?|rays?|lines?|angles?|points?|vertex|triangles?))\s+$/i;
/** A figure's word before letters: "segment DJ", "ray JL", "angle ABC", "point K". */
const FIGURE_WORD_BEFORE = /\b(?:segments?|rays?|lines?|angles?|points?|sides?|vertex|vertices|triangles?|squares?|rectangles?|figures?|shapes?|arcs?|chords?|∠|△)\s+$/i;
/** A word inside a country's or state's two-word name ("El Salvador", "Việt Nam", "Costa Rica"), whoever is named so too. */
function inRegionName(text: string, start: number, end: number, lex: ReturnType<typeof lexicon>): boolean {
  const word = text.slice(start, end).toLowerCase();
  const prev = /(\p{L}+) $/u.exec(text.slice(Math.max(0, start - 24), start));
  const next = /^ (\p{L}+)/u.exec(text.slice(end, end + 24));
  return (prev !== null && opensRegion(lex, prev[1]!.toLowerCase(), word)) || (next !== null && opensRegion(lex, word, next[1]!.toLowerCase()));
}

/** "the Jamal way", "the Dmitri reverse": a classmate's name on the idea the class named after them is still theirs. */
const NAMED_IDEA_AFTER = /^\s+(?:way|method|strategy|rule|trick|shortcut|reverse|move|version|conjecture|check|trace|special|list|model|formula|theory|pattern|line)\b/i;
/** "I'm calling this the Kwame pattern.", "the Noor line", "the Brooke rule": an idea the class names after a classmate. */
const IDEA_NAMED = /\b[Tt]he\s+(\p{Lu}\p{Ll}+)(?=\s+(?:way|method|strategy|rule|trick|shortcut|move|conjecture|pattern|line)\b)/gu;
/** A given name no English word is (nor a mathematician's, a town's or a country's) before an idea's word: the classmate's. */
function ideaNamedAfter(text: string, found: readonly Span[], lex: ReturnType<typeof lexicon>): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(IDEA_NAMED)) {
    const start = m.index + m[0].length - m[1]!.length;
    const end = start + m[1]!.length;
    const lower = m[1]!.toLowerCase();
    if (!lex.first.has(lower) || lex.english.has(lower) || lex.notNames.has(lower) || lex.mathematicians.has(lower) || listedPlace(lower, lex)) continue;
    if (!overlapsAny(found, start, end)) out.push({ start, end, type: 'PERSON', source: CONTEXT_SOURCE, score: 0.8 });
  }
  return out;
}

/** A verb right after a capitalised word at a sentence start makes it the subject, not an adverb ("Even is", "Will said"); so does a possessive ("Faith's bean"). */
const WORD_NAME_SUBJECT = /^(?:\s+(?:is|was|has|had|said|says|will|can|did|does|got|gets|thinks|wants|keeps|takes|buys|makes|needs|rides|walks|eats|brings|sits|plays|likes|loves)\b|['’]s\s)/;
