// Whether a mention of a name speaks to or introduces someone in the room. A word-problem character is
// named, answered and echoed ("Kylie.", "Kylie, definitely.", "it's not Mel, it's Mia") in the same
// shapes as a person, so only these cues outweigh the evidence of a problem: greeted, thanked or
// praised, introduced, a relation, signing in or off, a speaker label, or called on with a request
// or a question put to the one named, or called on by the teacher ("…how are they related? Cleonico?").
import type { Role, WorkMessage } from '../schema.js';
import { SENTENCE_OPENS, sentenceEnd, sentenceStart } from '../detect/sentence.js';
import {
  CALLED_ON_AFTER,
  CALLED_ON_BEFORE,
  CAPTION_SPEAKER_AFTER,
  CAPTION_SPEAKER_BEFORE,
  COMPANION_AFTER,
  COMPANION_BEFORE,
  HERE_INTRO,
  LOWER_VOCATIVE_AFTER,
  NAME_QUESTION,
  ONE_ASKED_AFTER,
  RELATION,
  REQUEST_CLOSES,
  SALUTATION,
  SECOND_PERSON,
  signOff,
  SPEAKER_AFTER,
  SPEAKER_BEFORE,
  SPEAKER_CODE_AFTER,
  SPEAKER_CODE_BEFORE,
  STAGE_TO_BEFORE,
  STRONG_NAME_CUE,
  THANKED_OR_PRAISED,
  TITLE,
} from '../detect/recognizers/person.js';

/** "I'm Kylie": a speaker introducing themself ("it's Mia" and "named Mia" also name characters). */
const SELF_INTRODUCED = /(?:^|[^\p{L}])(?:i'?m|i’m|i am|im)\s+$/iu;
/** Words a teacher hands the turn with: "Go ahead, Kylie", "your turn Kylie". */
const TURN_GIVEN = /\b(?:go ahead|your turn|come on|come up)[\s,]*$/i;
/** A sentence opening with a request: "Read the problem, Zainab.", "Go ahead and share, Kylie.", "Ooh, say that louder, Priya." */
const IMPERATIVE_OPENS = /^\s*(?:(?:okay|ok|so|now|please|and|oh|ooh|alright|all right|well)[,\s]+)?(?:read|say|tell|show|explain|share|come|go|try|write|give|take|count|look|stand|sit|pass|check|grab|hold|start|keep|help)\b/i;
/** A sentence opening with praise: "Love the money connection, Faith.", "Nice catch on the units, Omar." */
const PRAISE_OPENS = /^\s*(?:(?:okay|ok|oh|ooh|wow)[,\s]+)?(?:(?:i\s+)?(?:love|like)\s+(?:the|that|this|how|your)\b|(?:nice|great|good|excellent|beautiful|awesome|wonderful|perfect|smart|brilliant|lovely|interesting|clever|careful|creative)\s+(?:catch|call|point|idea|thinking|noticing|question|connection|explaining|work|job|try|use|move|strategy|drawing|model)\b)/i;
/** A word of praise alone opening its sentence, then a comma: "Nice, ", "Beautiful! ". */
const PRAISED_ALONE_BEFORE = /(?:^|[.!?]\s+)(?:nice|good|great|awesome|excellent|perfect|wonderful|beautiful|fantastic|brilliant|lovely|exactly|correct)[,!]\s*$/i;
/** A sentence opening with "we" or "I" and its verb: "We are going to...", "I'll", "Let's". */
const FIRST_PERSON_OPENS = /^\s*(?:(?:okay|ok|so|yes|yeah|well|and|but|now|oh)[,\s]+)?(?:we|let['’]s|i)(?:['’](?:re|ll|m|ve)|\s+(?:are|will|can|have|am|need|want|were|did|do))?\b/i;
/** A person's or pet's noun right before the comma: the name is set beside it ("my sister, Gianna"), not spoken to. */
const APPOSED_BEFORE = /\b(?:friends?|sisters?|brothers?|mom|mum|dad|mother|father|aunt|uncle|cousins?|grandma|grandpa|grandmother|grandfather|neighbou?rs?|teachers?|partners?|classmates?|sons?|daughters?|wife|husband|baby|dogs?|cats?|pets?|students?|kids?|boys?|girls?|named|called|farmer|baker|coach|player|winner|owner)\s*,\s*$/i;
/** A question's opening word: what the one named last is asked. */
const QUESTION_OPENS = /^\s*(?:(?:okay|ok|so|and|now)[,\s]+)?(?:how|what|why|who|which|where|when|can|could|would|will|do|does|did|is|are)\b/i;
/** A request to the one named without a comma: "kenji can u check", "Kylie could you". */
const REQUEST_AFTER = /^\s+(?:can|could|would|will)\s+(?:you|u)\b/i;

/** Where a name opens what is said to it in speech written down without a comma: the sentence's start, or an
 * acknowledgement ("okay Jordan say that again"), or "and" opening a clause ("And Omar thank your uncle"), not "and" inside
 * one ("Maria and Sam take 3 apples" tells a story). */
const UNMARKED_CALL_BEFORE = /(?:^|[.?!,]\s+|\b(?:okay|ok|alright|all right|so|now|yes|no|right|um|uh|well|ooh|oh|wait|hmm)\s+|(?:^|[.?!,]\s+)and\s+)$/i;
/** A story's part given to one or two named, a comma or none between: "Hunter you're Tom", "Khadija and Mateo come be Peter",
 * "Seun come up and be Victoria" (the second of a pair read with `PAIRED_BEFORE`). */
const PART_GIVEN_AFTER = /^(?:\s+and\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:come\s+(?:up\s+(?:here\s+)?(?:and\s+)?)?be|you['’]re|you\s+be|you['’]ll\s+be)\s+(?:the\s+)?\p{Lu}/u;
const PAIRED_BEFORE = /\p{Lu}[\p{L}'’-]+\s+and\s+$/u;
/** What is said to one named without a comma: a question to "you" ("Sofia do you want to tell them", "Bo which one did you
 * get"), "that means you", "Tanvi yours is up first", the speaker seeing or needing them ("Priya I see you split yours"), or a
 * request whose object shows it is one ("Jordan say that again", "Deshawn read me the row", "Bo walk us through it", "Grace
 * read it please", "Keisha read the first three items for us", "River come measure", "And Omar thank your uncle for
 * me", "Lupe tell your mom"; not a story's past "Maria read 3 books"), or anything said to "you" ("Ikaika you just did a
 * subtraction problem", "Fatima you had your hand up"). */
const UNMARKED_CALL_AFTER = new RegExp(
  String.raw`^\s+(?:that means you\b|(?:do|did|are|were|have|can|could|would|will) (?:you|u)\b|(?:what|how|why|where|which|when)\b[^,.?!;:]{0,24}?\b(?:you|u)\b|(?:how|what)['’]d (?:you|u)\b|i (?:see|saw|need|want|like|love|heard|noticed) (?:you|your)\b|yours (?:is|was|next|first)\b|(?:say|repeat) (?:that|it|again|more|louder)\b|(?:read|tell|show|give) (?:me|us|everybody|everyone|the class)\b|read\b[^,.?!;:]{0,30}?\b(?:please|for us|to us|out loud|aloud)\b|walk (?:me|us) through\b|explain (?:that|it|how|why|what|your)\b|(?:you|u)\b(?!\s+(?:and|or)\b)|(?:sit|stand) (?:down|up)\b|(?:thank|tell) (?:your|him|her|them)\b|come on up\b|go (?:ahead|get)\b|(?:${ONE_ASKED_AFTER})\b)`,
  'i',
);
/** A question to "you" closing on the one asked, unmarked: "how old are you really Rahul", "how did you get fourteen Faith" (a
 * clause of its own, from the last mark on, an object or adverb before the name: "did you count Rosa" counts her). */
const QUESTION_TO_YOU_CLAUSE = /(?:^|[,.?!;:]\s*)(?:(?:okay|ok|so|and|now|oh|ooh|well|wait|hmm)\s+)*(?:how|what|why|when|where|which|can|could|would|will|do|does|did|are|were)\b[^,.?!;:]*\b(?:you|u)\b[^,.?!;:]*\s(?:it|that|this|them|those|these|there|here|really|today|again|fast|first|yet|now|too|though|exactly|\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s+$/i;
/** After a name set off by commas: "you" and what they did, or an order to them (", you said", ", read what you wrote"). */
const SET_OFF_THEN_TOLD =
  /^,\s*(?:(?:you|u)\s+(?:said|say|were|are|had|have|did|do|can|could|got|get|want|wanted|need|think|thought|picked|chose|wrote|brought|signed)\b|(?:read|tell|show|come|go|say|explain|share|write|try|sit|stand|hold|look|grab|pass|take|give)\s+(?:us|me|what|it|that|this|the|your|up|down|over|out|on|ahead|here)\b)/i;
/** After a name set off by a comma, any more names so set off, then a one-word order: ", Hamza, seats", ", phones away". */
const NAMES_THEN_ORDER = /^(?:,\s*\p{Lu}[\p{Ll}\p{M}'’-]+)*,\s*(?:seats?|sit down|phones?|hats? off|quiet|eyes (?:up|here|on me)|listen up|thank you|thanks)\s*(?:[,.!]|$)/u;
/** A question closing on "to you" and the one it is put to: "does your lola speak Tagalog to you Angelica?". */
const QUESTION_TO_YOU_NAMED = /(?:^|[,.?!;:]\s*)(?:(?:okay|ok|so|and|now|oh|well)\s+)*(?:how|what|why|when|where|which|can|could|would|will|do|does|did|are|were|is)\b[^,.?!;:]*\s(?:to|for|with)\s+(?:you|u)\s+$/i;
/** A question put to the one just named, no comma: " would your lola", " did you get" (not " is your", told of). */
const ASKED_AFTER_NAME = /^\s+(?:would|will|can|could|do|did|are|were|have)\s+(?:you|your|u|ur)\b/i;
/** Fillers a sentence may open with before the name it speaks to. */
const FILLER_OPENING = /^\s*(?:(?:okay|ok|so|and|now|oh|well|alright|um|uh|hmm)[,\s]+)*/i;
/** A question to "you" or the room, the one it is put to named after a comma at its close, unmarked: "does anybody have it a
 * different way, Mateo", "what do you think, Hope" (not "how many did she give her nephew, Mateo", a story's). */
const QUESTION_THEN_NAME = /(?:^|[,.?!;:]\s*)(?:(?:okay|ok|so|and|now|oh|ooh|well|wait|alright|hmm)\s+)*(?:how|what|why|when|where|which|who|does|do|did|can|could|would|will|is|are)\s[^,.?!;:]*\b(?:you|anybody|anyone|somebody|someone|everybody|everyone)\b[^,.?!;:]*,\s*$/i;

/** An order's clause, two words or more, ending on a word no name may follow as its object ("tell us ", "say more about that
 * ", "hold on "; not "try to break ", "start us off with Grandma "). */
function orderClosedBy(before: string): boolean {
  const clause = /[^,.?!;:]*$/.exec(before)![0];
  return IMPERATIVE_OPENS.test(clause) && /\S\s+\S+\s+$/.test(clause) && ORDER_CLOSED_BEFORE.test(clause);
}
const ORDER_CLOSED_BEFORE = /\s(?:us|me|them|it|more|again|on|up|down|going|please|now|too|that|here|there|ahead|louder|out|over|first)\s+$/i;

/** Where a name opens a sentence as the one spoken to: the sentence's start, or a short aside before it ("I know, "). */
const VOCATIVE_OPENING = /(?:^|[.?!]\s+)(?:\p{L}+(?:\s\p{L}+)?,\s+)?$/u;

/** A name alone as a question, opening the message or a sentence (`SENTENCE_OPENS`): "Cleonico?", "Petar?  Kay?  Marli?". */
const CALLED_BY_NAME_AFTER = /^\s*\?/;
export const TEACHES = new Set<Role>(['teacher', 'tutor']);
/** Whether the teacher says what `re` matches in one of `messages[from, to)` (a start before the first is the first). */
export const teacherSaid = (messages: readonly Pick<WorkMessage, 'role' | 'text'>[], from: number, to: number, re: RegExp) =>
  messages.slice(Math.max(0, from), to).some((m) => TEACHES.has(m.role) && re.test(m.text));
/** The first of a pair called on and spoken to: "Ethan and Lily, you had different answers" (not "Faith and
 * Crystal, how far apart are they?", which asks about two of a problem's characters). */
const PAIR_CALLED_AFTER = /^\s+and\s+\p{Lu}[\p{L}\p{M}'’-]+,\s*(?:you|(?:can|could|would|will|do|did) (?:you|u)|(?:what|how|why) (?:do|did|would|could) (?:you|u))\b/u;

/** "I heard Rosa and I heard": the word before the name said again after "and I" (its preposition left before it, a
 * hedge or a "dis" before it again: "I agree with Maya and I kind of agree with Jun", "and I disagree with"). */
function verbRepeated(before: string, after: string): boolean {
  const verb = /(\p{L}+)(?:\s+(?:with|to|about|for|at|on))?\s+$/u.exec(before)?.[1]?.toLowerCase().replace(/^dis/, '');
  return verb !== undefined && new RegExp(`^\\s+and\\s+i\\s+(?:(?:kind of|kinda|sort of|also|really|totally|partly|only|just|don['’]?t|do not)\\s+)*(?:dis)?${verb}\\b`, 'i').test(after);
}

/** A name taken as the object of a preposition or of a verb that takes people: " to ", " as ", " know ", " give ". */
const GIVEN_TO_BEFORE = /\b(?:to|for|with|from|and|or|than|as|like|of|about|at|by|on|in|give|gave|tell|told|ask|asked|help|helped|call|called|meet|met|name|named|know|knew|see|saw|watch|love|follow|owe|pay|paid|send|sent|lend|lent|show|showed|bring|brought|beat|visit|invite|choose|pick|picked|join|trust|believe)\s+$/i;
/**
 * True when the mention at [start, end) greets, introduces, signs or calls on a person by that name.
 * A name alone as a question calls on a student when the teacher says it; from a student it is an answer.
 */
export function addressedAsPerson(text: string, start: number, end: number, speaker?: Role): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 24);
  if (SALUTATION.test(before) || THANKED_OR_PRAISED.test(before) || TURN_GIVEN.test(before)) return true;
  // "Skip counting by sixes. Nice, Amara.": a word of praise alone before the name, the sentence closing on it
  if (PRAISED_ALONE_BEFORE.test(before) && /^\s*[.!]/.test(after)) return true;
  // "my friend called Mia" introduces a friend as surely as "my friend Mia" ("is named", "named" are RELATION's own)
  if (STRONG_NAME_CUE.test(before) || NAME_QUESTION.test(before) || SELF_INTRODUCED.test(before) || RELATION.test(before) || RELATION.test(before.replace(/\bcalled\s+$/i, ''))) return true;
  // ("I heard Rosa and I heard Kenji": "and I" opening the next clause with the same verb is no companion)
  if (COMPANION_BEFORE.test(before) || (COMPANION_AFTER.test(after) && !verbRepeated(before, after)) || PAIR_CALLED_AFTER.test(after) || STAGE_TO_BEFORE.test(before)) return true;
  if (signOff(text, { text: text.slice(start, end), start, end }) || (start === 0 && HERE_INTRO.test(after))) return true;
  if ((SPEAKER_BEFORE.test(before) && SPEAKER_AFTER.test(after)) || (SPEAKER_CODE_BEFORE.test(before) && SPEAKER_CODE_AFTER.test(after)) || (CAPTION_SPEAKER_BEFORE.test(before) && CAPTION_SPEAKER_AFTER.test(after))) return true;
  // Called on: "Woodrow, can you read the first one?", "Even, how did you get it?", "kenji can u check"
  if (CALLED_ON_BEFORE.test(before) && (CALLED_ON_AFTER.test(after) || LOWER_VOCATIVE_AFTER.test(after) || REQUEST_AFTER.test(after) || REQUEST_CLOSES.test(text.slice(end, end + 56)))) return true;
  if (calledByName(text, start, end, speaker)) return true;
  // Unmarked, only the teacher's (a learner jokes to a problem's person: "ok lena i see you"), in one word ("Simon says stand
  // up" is a game's)
  const oneWord = speaker !== undefined && TEACHES.has(speaker) && !/\s/.test(text.slice(start, end));
  if (oneWord && UNMARKED_CALL_BEFORE.test(before.replace(/\b(Mr|Mrs|Ms|Miss|Dr)\.\s*$/, '$1 ')) && UNMARKED_CALL_AFTER.test(text.slice(end, end + 48))) return true;
  if (oneWord && PART_GIVEN_AFTER.test(text.slice(end, end + 48)) && (UNMARKED_CALL_BEFORE.test(before) || PAIRED_BEFORE.test(before))) return true;
  // Asked by name opening the sentence, unmarked: "Angelica would your lola do that", "Mateo did you get twelve too"
  if (oneWord && /^\s*$/.test(text.slice(sentenceStart(text, start), start).replace(FILLER_OPENING, '')) && ASKED_AFTER_NAME.test(text.slice(end, end + 24))) return true;
  // Asked or told to, unmarked, the name closing the question's or the order's clause: "how did you get fourteen Faith",
  // "tell us Priya", "hold on Hamza, count the dimes", "keep going with that Eitan"
  if (oneWord && /^\s*(?:[,.?!]|$)/.test(after)) {
    const clause = text.slice(Math.max(0, start - 80), start);
    if (QUESTION_TO_YOU_CLAUSE.test(clause) || (/^\s*[?.]/.test(after) && QUESTION_TO_YOU_NAMED.test(clause)) || orderClosedBy(clause) || (/^\s*(?:[.?!]|$)/.test(after) && QUESTION_THEN_NAME.test(clause))) return true;
  }
  // "I know, Elena, you're famous today.", "Okay, final drafts. Elena, since you've had to defend yourself, read us yours.":
  // opening its sentence (an aside before it at most), set off by a comma, and the sentence speaks to "you"
  // (a title's dot opens no sentence: "Thanks Mr. Ruiz, see you next week")
  // (the teacher's "we" speaks to the one named too: "So Dante, if it's less than one foot, would we measure it in feet?")
  // (a title said with the name goes with it: "So, Señora Ruiz, how much masa do you use?")
  // (not one the sentence then tells of, "Eli, he added the same thing to both like you said": the name put first, then "he")
  if (/^,/.test(after) && !/^,\s*(?:he|she)\b/i.test(after) && VOCATIVE_OPENING.test(before.replace(TITLE, ''))) {
    const rest = text.slice(end, sentenceEnd(text, end));
    if (SECOND_PERSON.test(rest) || (speaker !== undefined && TEACHES.has(speaker) && /^,\s*(?:if|when|so|then|how|what|why|would|could|can|should|do|did)\b[^.?!]*\b(?:we|let['’]?s)\b/i.test(rest))) return true;
  }
  // Spoken to, set off by commas inside the sentence, "you" or an order right after: "let me read who signed up for what,
  // Jesús, you said tamales", "Now the recipe, Jesús, read what you wrote"
  // (or, with others so set off, a word of order: "let's get settled, Tomasz, Hamza, seats, thank you")
  if (/,\s*$/.test(before) && (SET_OFF_THEN_TOLD.test(after) || NAMES_THEN_ORDER.test(text.slice(end, end + 60)))) return true;
  // Told to, the name set off inside the sentence: "Sit anywhere, Keoni, just sit."
  if (/,\s*$/.test(before) && /^,/.test(after) && IMPERATIVE_OPENS.test(text.slice(sentenceStart(text, start), start))) return true;
  // Speech written down without a mark, as some transcribers do: "how many cubes did you use Ifeoma" closes a question to
  // "you" on the one asked by a given name (not on one given to, "how many did you give to Maria", or known, "do you
  // know Paul Hollywood")
  // ("how do you know Dmitri" asks him how he knows)
  if (!/[,.?!;:]/.test(text) && /^\s*$/.test(after) && !/\s/.test(text.slice(start, end)) && SECOND_PERSON.test(before) && (!GIVEN_TO_BEFORE.test(before) || /\bhow do (?:you|u) know\s+$/i.test(before))) return true;
  // Asked by name: "Is that your final answer, Lottie?", "What do you think, Kylie?"; told to: "Read the problem, Zainab."
  if (!/,\s*$/.test(before) || !/^\s*(?:[?!.]|$)/.test(after)) return false;
  const sentence = text.slice(sentenceStart(text, start), start);
  // (or a question put to the one named last: "How do we write that in dollars and cents, Hana?")
  // (or told where "we" or "I" stand: "We are going to the one with the dinosaur, Gianna.", not one set beside a
  // relation, "I gave 3 apples to my sister, Gianna.")
  return SECOND_PERSON.test(sentence) || IMPERATIVE_OPENS.test(sentence) || PRAISE_OPENS.test(sentence) || (/^\s*\?/.test(after) && QUESTION_OPENS.test(sentence)) || (FIRST_PERSON_OPENS.test(sentence) && !APPOSED_BEFORE.test(before));
}

/**
 * The teacher saying a name alone as a question, opening the message or a sentence: "Cleonico?". It calls
 * on a student, unless the name was a problem's character just before ("How many pictures for Rosa?"
 * then "Nadia?" asks about the next child of the table): the transcript pass tells the two apart.
 */
export function calledByName(text: string, start: number, end: number, speaker?: Role): boolean {
  if (!speaker || !TEACHES.has(speaker)) return false;
  // (a title's dot ends no sentence: "do you agree with 10 blocks for Ms. Lopez?" asks about her)
  const before = text.slice(Math.max(0, start - 40), start).replace(TITLE, '');
  if (SENTENCE_OPENS.test(before) && CALLED_BY_NAME_AFTER.test(text.slice(end, end + 24))) return true;
  // "How long can she stay at the ball? Cole.": a question, then a given name alone closing the message, gives the turn (a
  // question for a person so closed is answered: "Who has more? Maria.", "do you know who came up with it? James Garfield.")
  // (speech written down may close the question with a full stop: "how do we prove it. Grace", "who can come draw me an
  // array. Ikaika")
  const mark = /([?.])\s+$/.exec(before)?.[1];
  if (!mark || !/^\s*[.!]?\s*$/.test(text.slice(end)) || /\s/.test(text.slice(start, end))) return false;
  const question = text.slice(sentenceStart(text, text.lastIndexOf(mark, start) - 1), start);
  if (mark === '.' && !SPOKEN_QUESTION.test(question)) return false;
  return !WHO_ASKED.test(question) || VOLUNTEER_ASKED.test(question);
}
/** A question a transcriber closed with a full stop: its own question word opening the clause ("how do we prove it."). */
const SPOKEN_QUESTION = /(?:^|[,;]\s*)(?:(?:okay|ok|so|and|now|well)\s+)?(?:how|what|why|which|who|where|when|can|could|would|will|do|does|did|is|are)\b[^,;]*\.\s+$/i;
/** A question for a volunteer, the turn then given by name: "Who wants to share how? Dev.", "Who can tell me? Ana." */
const VOLUNTEER_ASKED = /\bwho(?:['’]d| would| wants?| can| could| will|['’]ll)\s+(?:like to |want to |wanna |to )?(?:share|go|tell|explain|show|try|start|come|read|answer|help|say|give|add|prove|convince)\b|\bwho else\b/i;
/** A question asking for a person: "who", "whose", "which one of them". */
const WHO_ASKED = /\b(?:who|whom|whose|which (?:one|person|kid|girl|boy|friend|student))\b/i;
