// A learner answering the teacher's question about a problem's people with one of their names: "...His friend Oskar
// takes the bus. Whose commute is more consistent?" then "Liam. His MAD is 1.2". Said alone, the name reads like a call;
// after such a question it is the answer, the question's character, and carries no cue of its own.
import { escapeRegExp } from '../regex.js';
import type { WorkMessage } from '../schema.js';

/** A question asking which of some people: "Whose commute is more consistent?", "Who ran farther?". */
const ASKED_WHICH_PERSON = /\bwho(?:se)?\b[^.?!]*\?/i;
/** A number said as a figure, money or a number word: what a problem's sentence holds. */
const COUNTED = /\d|\$|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|dollars?|cents?)\b/i;
/** How many messages back the question may be (a classmate's "Ooh" between). */
const REACH = 2;
const LEARNS = new Set(['student', 'students']);

type Said = Pick<WorkMessage, 'role' | 'text' | 'segment'>;

/**
 * For the mention at [start, end) of `messages[i]`: true when the learner's message opens with the name alone ("Liam." or
 * "Liam!") and the teacher's last message before it, in math talk, names it among numbers and then asks who.
 */
export function answersCastQuestion(messages: readonly Said[], i: number, start: number, end: number): boolean {
  const message = messages[i]!;
  if (start !== 0 || !LEARNS.has(message.role) || message.segment?.label !== 'MATH' || !/^[.!]/.test(message.text.slice(end, end + 1))) return false;
  const name = message.text.slice(start, end);
  for (const m of messages.slice(Math.max(0, i - REACH), i).reverse()) {
    if (LEARNS.has(m.role)) continue;
    if (m.segment?.label !== 'MATH') return false;
    const at = m.text.search(new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(name)}(?![\p{L}])`, 'u'));
    // (the question after the name, or the one holding it: "who read the protractor right, Ivy or Mr. Sato?")
    // (a title's dot ends no question: "Ivy or Mr. Sato?")
    const plain = m.text.replace(/\b(Mr|Mrs|Ms|Dr)\./g, '$1 ');
    return at >= 0 && COUNTED.test(m.text) && ASKED_WHICH_PERSON.test(plain.slice(plain.slice(0, at).search(/[^.?!]*$/)));
  }
  return false;
}

/** How many messages back a problem's people stay in the room's mind. */
const CAST_REACH = 30;
/** ": twenty dollars", ": $20": numbers read back under a name. */
const LABELLED_NUMBERS = /^:\s*(?:\d|\$|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b)/i;
/** A learner spoken to, the part of the problem given to them next: "Grace, Mr. " (not "Thanks, Mr. "). */
const GIVEN_TO_BEFORE = /(?:^|[.!?]\s+)(?!(?:thanks|thank|hi|hey|hello|bye|good|great|nice|okay|ok|yes|no|sorry|welcome)\b)\p{Lu}\p{Ll}+,\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?$/iu;
/** What closes a problem's person named as the next part to work: " now.", ", exact." ("Deshawn?" calls on a student). */
const TURNED_TO_AFTER = /^(?:\s+now\b|,\s*(?:exact(?:ly)?|now|next)\b)/i;
/** How many messages back the who-question a name answers may be (other learners called on between). */
const WHO_REACH = 8;
/** A message of names only: "Rosa! Kenji! Rosa.", "Amara, Kenji, Rosa.", "Amara, Kenji, and Rosa". */
const NAMES_ONLY = /^\s*\p{Lu}[\p{L}'’-]+(?:\s*[,.!?]\s*(?:and\s+)?\p{Lu}[\p{L}'’-]+|\s+and\s+\p{Lu}[\p{L}'’-]+)*\s*[.!?]?\s*$/u;
/** What a learner says before reading their answer out: "I wrote ", "Mine says ". */
const ANSWER_LEAD = /^\s*(?:I (?:wrote|put|got|said)|[Mm]ine (?:says|is))\s+/;
/** Asked to put a problem's people in order: "put the hikers in order", "rank them". */
const ORDER_ASKED = /\bin order\b|\border them\b|\brank (?:them|the)\b/i;
/** A question about the people in the room: "in our class", "of you", "in here". */
const ROOM_ASKED = /\b(?:our|this|the) class\b|\bof (?:you|us)\b|\byou guys\b|\bin here\b|\bin this room\b|\byour (?:partner|group|table)\b/i;
/** "And ", "What about ", "Why ": a question's opening before the name asked about. */
const ASKED_ABOUT_BEFORE = /^(?:(?:and|so|now|okay|ok)[,\s]+)?(?:what about|how about|and|why)\s+$/i;

/**
 * The name of one of a recent problem's people said back in math talk, no call: a learner's whole answer to "Who has more
 * left?" ("Felipe!", "Felipe, because he didn't do the planetarium."), anyone asking on about that one ("And Felipe?"),
 * its numbers read back under its name ("Felipe: twenty dollars."), or the teacher turning to its part ("Oliver now.").
 * True where the name opens its message so and a math message of the last few named it among numbers; its decision is
 * left to the problem's (nothing here says the name is a character's, only that it is no call).
 */
export function namesRecentCast(messages: readonly Said[], i: number, start: number, end: number): boolean {
  const message = messages[i]!;
  if (message.segment?.label !== 'MATH') return false;
  const previous = messages.slice(Math.max(0, i - CAST_REACH), i);
  const { text } = message;
  // (not who in the room: "So who is the tallest in our class so far?" "Will!")
  // (or the teacher's answer to a learner's "Wait, who paid with the ten?": "Oliver. Jada had the twenty.")
  const learner = LEARNS.has(message.role);
  // (a chorus of names answers so too, "Rosa! Kenji! Rosa.", and a learner's names put in order, "Amara, Kenji, Rosa.")
  const alone = (start === 0 && /^(?:[.!]|,\s*(?:because|cause|'cause|cuz|since)\b)/i.test(text.slice(end, end + 12))) || (learner && NAMES_ONLY.test(text.replace(ANSWER_LEAD, '')) && !/\b(?:Me|We|Us|You|Him|Her|Them)\b|\bI\b(?!\s+(?:wrote|put|got|said)\b)/.test(text));
  const answer = alone && previous.slice(-WHO_REACH).some((m) => LEARNS.has(m.role) !== learner && (ASKED_WHICH_PERSON.test(m.text) || ORDER_ASKED.test(m.text)) && !ROOM_ASKED.test(m.text));
  const askedOn = ASKED_ABOUT_BEFORE.test(text.slice(0, start)) && /^\s*\?/.test(text.slice(end, end + 3));
  // (or its numbers read back under its name, opening a sentence: "Nadia: twenty dollars. ... Felipe: twenty dollars.")
  const labelled = /(?:^|[.!?]\s+)$/.test(text.slice(Math.max(0, start - 3), start)) && LABELLED_NUMBERS.test(text.slice(end, end + 20));
  // (or the teacher turning to that one's part of the problem: "Oliver now.", "Mr. Patel, exact.")
  // (after the learner asked to do it: "Grace, Mr. Patel.")
  const turnedTo =
    !learner &&
    ((/(?:^|[.!?]\s+)(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?$/.test(text.slice(Math.max(0, start - 8), start)) && TURNED_TO_AFTER.test(text.slice(end, end + 12))) ||
      (GIVEN_TO_BEFORE.test(text.slice(Math.max(0, start - 24), start)) && /^\.(?:\s|$)/.test(text.slice(end, end + 2))));
  if (!answer && !askedOn && !labelled && !turnedTo) return false;
  // (the name as a name there: "Will you two switch jobs now?" is the modal)
  const named = new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(text.slice(start, end))}(?![\p{L}])(?!\s+(?:you|we|they|u|i)\b)`, 'u');
  return previous.some((m) => m.segment?.label === 'MATH' && named.test(m.text) && COUNTED.test(m.text));
}
