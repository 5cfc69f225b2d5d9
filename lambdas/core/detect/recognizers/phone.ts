// Phone numbers: North American shapes, any country's number after explicit phone words, and
// international / national formats ("+44 7700 900 123", "07700 900 123", "(37) 788-063",
// "01.84.17.61.18", "345-899-3560x45"). Tutoring talk is full of digit runs ("3 4 5 6",
// "12 - 15 - 18", "300 - 120 = 180"), so a shape alone is trusted only when it carries a mark no
// math writes (a "+cc", a trunk 0, an area code in parentheses, an extension), plain digit groups
// need a phone word, and in MATH segments every candidate needs one.
import type { Span } from '../../schema.js';
import { longestDigitRun } from '../digits.js';
import { hasContext, lexicon } from '../lexicon.js';
import { span, type Recognizer } from '../types.js';
import { chatCues, CUE_NUMBER_WORDS } from './contact.js';
import { countingAloud, spokenNumbers } from '../spoken-numbers.js';

// NANP: optional +1, area code and exchange not starting with 0 or 1.
const PHONE = /(?<![\w/-])(?:\+?1[\s.-]?)?(?:\(([2-9]\d{2})\)\s?|([2-9]\d{2})([\s.-]?))([2-9]\d{2})([\s.-]?)(\d{4})(?![\w/-])/g;

/** "5555555", "555-555-5555" read as digits: one digit repeated, a pattern rather than a line. */
const oneDigitRepeated = (digits: string) => /^(\d)\1+$/.test(digits);
const SUBTRACTION_TALK = /\b(?:minus|subtract\w*|take away|difference)\b/i;

export const phoneRecognizer: Recognizer = {
  id: 'rule:phone',
  types: ['PHONE_NUMBER'],
  detect({ text, label }) {
    // Every NANP shape ends in four digits in a row
    if (longestDigitRun(text) < 4) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(PHONE)) {
      const [, paren, area, sep1, , sep2] = m;
      const separated = paren !== undefined || (sep1 !== '' && sep2 !== '');
      const consistent = paren !== undefined || sep1 === sep2;
      const end = m.index + m[0].length;
      const context = hasContext(text, m.index, end, 'PHONE_NUMBER');
      if (!separated && !context) continue; // a bare 10-digit run needs phone context
      // In math talk "the number 5552018890" is place value: a bare run needs "my number", "call", "phone"...
      if (!separated && label === 'MATH' && !hasContext(text, m.index, end, 'PHONE_CUE', false)) continue;
      if (!consistent && !context) continue; // "555-1234 5678" mixed separators
      if (area === undefined && paren === undefined) continue;
      // One digit repeated ("555-555-5555, because it's all fives") is a pattern, not a line, without a phone word
      if (!context && oneDigitRepeated(m[0].replace(/\D/g, ''))) continue;
      // In math talk numbers sit side by side ("200 200 1000"): there only a phone word, parentheses or
      // dashes make one
      if (label === 'MATH' && !context && paren === undefined && sep1 !== '-') continue;
      // ... and dashes read out as subtraction ("555-231-9087 as a subtraction is 555 minus 231") are none
      if (label === 'MATH' && !context && paren === undefined && SUBTRACTION_TALK.test(text)) continue;
      out.push(span(m.index, end, 'PHONE_NUMBER', this.id, context ? 0.95 : 0.75));
    }
    return out;
  },
};

// Any country's number after explicit phone words ("Phone: 0490 75 40 81", "call me at 699 956 915")
const PHONE_CUE = /\b(?:phone|tel|telephone|cell|mobile|fax|call me at|call us at|text me at|reach me at|messages to|whatsapp)\b[:\s]*(?:number\s*)?(?:is\s*)?[:#]?\s*(\+?\(?\d[\d\s().-]{5,18}\d)/gi;

/** "negative four four seven two one nine three eight six six" is a signed number (a game's seed), no phone. */
const SIGNED_BEFORE = /\b(?:negative|minus|point)\s+$/i;
/** Ten digits a North American number could be: area code and exchange not starting with 0 or 1 (an optional leading 1). */
const NANP_DIGITS = /^1?[2-9]\d\d[2-9]\d{6}$/;

/**
 * A number said aloud ("five five five two one three four eight eight two", "seven seven three, five
 * five five, sixty one forty", "double five"): seven to fifteen digits right after a phone word, in any
 * segment; outside math talk a North American number needs no phone word ("um nine one seven five five
 * five three three eight one" answering "what's the best number"). A recited count never is one, and
 * a signed number needs the phone word.
 */
function spokenPhones(text: string, label: string, source: string): Span[] {
  const out: Span[] = [];
  const cue = lexicon().context.PHONE_CUE;
  // math talk reads numbers aloud all the time: there only a phone word makes one a phone
  if (label === 'MATH' && !cue?.test(text)) return out;
  for (const n of spokenNumbers(text)) {
    if (n.digits.length < 7 || n.digits.length > 15 || countingAloud(n.values)) continue;
    const cued = !!cue?.test(text.slice(Math.max(0, n.start - 30), n.start));
    if (cued || (label !== 'MATH' && NANP_DIGITS.test(n.digits) && !oneDigitRepeated(n.digits) && !SIGNED_BEFORE.test(text.slice(Math.max(0, n.start - 12), n.start))))
      out.push(span(n.start, n.end, 'PHONE_NUMBER', source, cued ? 0.85 : 0.75));
  }
  return out;
}

export const phoneCueRecognizer: Recognizer = {
  id: 'rule:phone-context',
  types: ['PHONE_NUMBER'],
  detect({ text, label }) {
    const spelled = chatCues(text) & CUE_NUMBER_WORDS ? spokenPhones(text, label, this.id) : [];
    if (label === 'MATH' || longestDigitRun(text) < 2) return spelled;
    const out: Span[] = spelled;
    for (const m of text.matchAll(PHONE_CUE)) {
      const value = m[1]!.replace(/[\s(-]+$/, '');
      const digits = value.replace(/\D/g, '').length;
      if (digits < 7 || digits > 15) continue;
      const start = m.index + m[0].length - m[1]!.length;
      out.push(span(start, start + value.length, 'PHONE_NUMBER', this.id, 0.8));
    }
    return out;
  },
};

// A prefix ("+46 ", "+1-", "(0)", "(37) ") then digit groups joined by one repeated separator, then
// an optional extension. Mixed separators inside the groups ("2003-08-28 12") never join.
const INTL =
  /(?<![\w+/.-]|\d,)(\+\d{1,3}[ .-]?)?(\(0\)\s?)?(\(\d{1,4}\)[ .-]?)?(\d{1,10}(?:([ .-])\d{1,8}(?:\5\d{1,8}){0,5})?)(x\d{1,5}|\s?(?:ext\.?|extension)\s?\d{1,5})?(?![\w+]|[.,/-]\d)/g;
/** Arithmetic or comparison right beside the number: it is an expression, not a phone. */
const OPERATOR_BEFORE = /[=+*/×÷^<>≤≥$€£¥]\s*$|\d\s*[-:]\s*$/;
/** "5 +12 345 678" adds; a country code never follows a number. */
const OPERAND_BEFORE = /[\d)]\s*$/;
const OPERATOR_AFTER = /^\s*(?:[=+*/×÷^<>≤≥%°]|-\s*\d|[.,]\d)/;
/** A line label right after the number ("416 60 039 office", "788-063-Office"). */
const LABEL_AFTER = /^[\s,;:-]{0,3}(?:office|fax|mobile|cell|home|work|desk|landline|tel)\b/i;
/** "tracking says 1Z 999 AA1 0123 4567 84": digit groups that go on from a code of letters and digits. */
const CODE_BEFORE = /(?:^|\s)(?=[A-Za-z\d]*\d)(?=[A-Za-z\d]*[A-Za-z])[A-Za-z\d]{2,}\s+$/;
const DATE_SHAPE = /^(?:(?:1[89]|20)\d\d[-./]\d\d?[-./]\d\d?|\d\d?[-./]\d\d?[-./](?:1[89]|20)\d\d)$/;

/** Groups that count, repeat, step evenly or are binary ("12 13 14 15", "10 20 30", "1234 5678", "0110 1001") are math, not phones. */
export function countingRun(groups: readonly string[]): boolean {
  const digits = groups.join('');
  if (oneDigitRepeated(digits) || /^[01]{8,}$/.test(digits) || '01234567890'.includes(digits) || '9876543210'.includes(digits)) return true;
  if (groups.length < 3) return false;
  const n = groups.map(Number);
  const step = n[1]! - n[0]!;
  return n.every((v, i) => i === 0 || v - n[i - 1]! === step);
}

/** "123-45-6789" is the SSN shape; only a phone word makes it a phone. */
const SSN_SHAPE = /^\d{3}([- ])\d\d\1\d{4}$/;

type Strength = 'strong' | 'plain';

/** Classifies a match, or returns undefined when it cannot be a phone number. */
export function phoneShape(parts: {
  plus?: string;
  trunk?: string;
  area?: string;
  body: string;
  sep?: string;
  ext?: string;
}): Strength | undefined {
  const groups = parts.sep ? parts.body.split(parts.sep) : [parts.body];
  const cc = parts.plus?.replace(/\D/g, '') ?? '';
  const area = parts.area?.replace(/\D/g, '') ?? '';
  const digits = cc.length + area.length + groups.join('').length;
  if (digits < 7 || digits > 15) return undefined;
  if (DATE_SHAPE.test(parts.body)) return undefined;
  if (countingRun(groups) || (area && countingRun([area, ...groups]))) return undefined;
  const prefixed = parts.plus !== undefined || parts.area !== undefined;
  // A single short group ("3 4 5 6") is list talk: at most the first group may be one digit
  if (groups.slice(1).some((g) => g.length < 2)) return undefined;
  if (!prefixed && groups.length < 2) return undefined;
  if (!prefixed && groups[0]!.length < 2) return undefined;
  if (prefixed || parts.ext || parts.trunk) return 'strong';
  // "07700 063 966", "001-518-640-0854"; never "000"
  const trunk0 = /^0(?!00)\d/.test(groups[0]!) && digits >= 9 && !SSN_SHAPE.test(parts.body);
  return trunk0 ? 'strong' : 'plain';
}

/** A phone word before the number (closer in math talk), or a line label right after it. */
function phoneCue(text: string, start: number, end: number, label: string): boolean {
  const lex = lexicon();
  const window = label === 'MATH' ? Math.min(20, lex.window) : lex.window;
  return !!lex.context.PHONE_CUE?.test(text.slice(Math.max(0, start - window), start)) || LABEL_AFTER.test(text.slice(end, end + 16));
}

export const intlPhoneRecognizer: Recognizer = {
  id: 'rule:phone-intl',
  types: ['PHONE_NUMBER'],
  detect({ text, label }) {
    // Every shape has two neighbouring groups of two or more digits: a cheap gate for most messages
    if (longestDigitRun(text) < 2 || !/\d\d[ .)-]{1,2}\(?\d\d/.test(text)) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(INTL)) {
      const [, plus, trunk, area, , sep, ext] = m;
      let body = m[4]!;
      let start = m.index;
      // A postal code just before a national number ("61487 416 60 039 office"): no national
      // number opens with a five-digit group unless it starts with the trunk 0
      if (!plus && !trunk && !area && sep === ' ' && /^[1-9]\d{4} \d+ \d/.test(body)) {
        start += 6;
        body = body.slice(6);
      }
      const strength = phoneShape({ plus, trunk, area, body, sep, ext });
      if (!strength) continue;
      const end = m.index + m[0].length;
      const before = text.slice(Math.max(0, start - 3), start);
      if (OPERATOR_BEFORE.test(before) || (plus && OPERAND_BEFORE.test(before)) || OPERATOR_AFTER.test(text.slice(end, end + 3))) continue;
      const cue = phoneCue(text, start, end, label);
      // Math talk demands a phone word whatever the shape; elsewhere plain groups need one, and so do
      // groups that go on from a code
      if (!cue && (label === 'MATH' || strength === 'plain' || CODE_BEFORE.test(text.slice(Math.max(0, start - 12), start)))) continue;
      out.push(span(start, end, 'PHONE_NUMBER', this.id, cue ? 0.9 : 0.7));
    }
    return out;
  },
};
