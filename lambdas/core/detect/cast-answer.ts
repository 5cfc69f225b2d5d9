// A learner answering the teacher's question about a problem's people with one of their names: "...His friend Oskar
// takes the bus. Whose commute is more consistent?" then "Liam. His MAD is 1.2". Said alone, the name reads like a call;
// after such a question it is the answer, the question's character, and carries no cue of its own.
import { escapeRegExp } from '../regex.js';
import type { WorkMessage } from '../schema.js';

/** A question asking which of some people: "Whose commute is more consistent?", "Who ran farther?". */
const ASKED_WHICH_PERSON = /\bwho(?:se)?\b[^.?!]*\?/i;
/** How many messages back the question may be (a classmate's "Ooh" between). */
const REACH = 2;
const LEARNS = new Set(['student', 'students']);

/**
 * `previous` are the messages before `message`, nearest last. True when the learner's message opens with the name alone
 * ("Liam." or "Liam!") and the teacher's last message before it, in math talk, names it among numbers and then asks who.
 */
export function answersCastQuestion(previous: readonly Pick<WorkMessage, 'role' | 'text' | 'segment'>[], message: Pick<WorkMessage, 'role' | 'text' | 'segment'>, start: number, end: number): boolean {
  if (start !== 0 || !LEARNS.has(message.role) || message.segment?.label !== 'MATH' || !/^[.!]/.test(message.text.slice(end, end + 1))) return false;
  const name = message.text.slice(start, end);
  for (const m of previous.slice(-REACH).reverse()) {
    if (LEARNS.has(m.role)) continue;
    if (m.segment?.label !== 'MATH') return false;
    const at = m.text.search(new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(name)}(?![\p{L}])`, 'u'));
    return at >= 0 && /\d/.test(m.text) && ASKED_WHICH_PERSON.test(m.text.slice(at));
  }
  return false;
}
