// Government and bank identifiers. Digit runs are everywhere in math talk (seed 000: 344 false driver
// licences from a generic detector), so every type here needs a validator, context words, or both.
import type { Span } from '../../schema.js';
import { longestDigitRun } from '../digits.js';
import { hasContext } from '../lexicon.js';
import { span, type Recognizer } from '../types.js';
import { countingRun } from './phone.js';


/** SSA rules: area not 000, 666 or 9xx; group not 00; serial not 0000. */
export function validSsn(digits: string): boolean {
  const area = digits.slice(0, 3);
  return area !== '000' && area !== '666' && area[0] !== '9' && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

const SSN_DASHED = /(?<![\w-])(\d{3})-(\d{2})-(\d{4})(?![\w-])/g;
const SSN_PLAIN = /(?<![\w-])(\d{3})\s?(\d{2})\s?(\d{4})(?![\w-])/g;

export const ssnRecognizer: Recognizer = {
  id: 'rule:us-ssn',
  types: ['US_SSN'],
  detect({ text, label }) {
    if (longestDigitRun(text) < 4) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(SSN_DASHED)) {
      if (!validSsn(m[1]! + m[2]! + m[3]!)) continue;
      const end = m.index + m[0].length;
      const context = hasContext(text, m.index, end, 'US_SSN');
      // In math talk "what's 123-45-6789" subtracts: there only an SSN word makes it one
      if (label === 'MATH' && !context) continue;
      out.push(span(m.index, end, 'US_SSN', this.id, context ? 0.95 : 0.75));
    }
    for (const m of text.matchAll(SSN_PLAIN)) {
      const end = m.index + m[0].length;
      if (m[0].includes('-') || !validSsn(m[1]! + m[2]! + m[3]!) || !hasContext(text, m.index, end, 'US_SSN')) continue;
      out.push(span(m.index, end, 'US_SSN', this.id, 0.85));
    }
    return out;
  },
};

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function validRouting(d: string): boolean {
  if (!/^\d{9}$/.test(d) || /^0{9}$/.test(d)) return false;
  const n = [...d].map(Number);
  return (3 * (n[0]! + n[3]! + n[6]!) + 7 * (n[1]! + n[4]! + n[7]!) + (n[2]! + n[5]! + n[8]!)) % 10 === 0;
}

const DIGITS = /(?<![\w-])\d{8,17}(?![\w-])/g;
/** What may sit between an ID word and its number: "number", "#", "is", ":" ("my checking account is"). */
const NUMBER_WORD_TAIL = String.raw`(?:\s+(?:number|num|no\.?|#))?\s*(?:is\s*|#\s*|:\s*)?$`;
/** Digits read out in groups ("8832 0017 6654", "4400-1298-76"): one separator throughout. */
const GROUPED = /(?<![\w.,-])\d{2,6}([ -])\d{2,6}(?:\1\d{2,6}){0,4}(?![\w-]|[.,]\d)/g;
/** Grouped digits are an account number only right after the account words ("my checking account is"). */
const ACCOUNT_RIGHT_BEFORE =
  new RegExp(String.raw`\b(?:account|acct|routing|checking|savings|bank)${NUMBER_WORD_TAIL}`, 'i');

export const bankRecognizer: Recognizer = {
  id: 'rule:us-bank',
  types: ['US_BANK_NUMBER'],
  detect({ text, label }) {
    if (longestDigitRun(text) < 2 || !/\d{8}|\d\d[ -]\d\d/.test(text)) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(DIGITS)) {
      const end = m.index + m[0].length;
      if (!hasContext(text, m.index, end, 'US_BANK_NUMBER', false)) continue;
      out.push(span(m.index, end, 'US_BANK_NUMBER', this.id, m[0].length === 9 && validRouting(m[0]) ? 0.95 : 0.8));
    }
    for (const m of text.matchAll(GROUPED)) {
      const groups = m[0].split(m[1]!);
      const digits = groups.join('').length;
      if (digits < 8 || digits > 17 || countingRun(groups)) continue;
      // "savings: 1200-300-450 = 450" computes
      const end = m.index + m[0].length;
      if (/^\s*[=+*/×÷^<>]/.test(text.slice(end, end + 3))) continue;
      const cue = ACCOUNT_RIGHT_BEFORE.exec(text.slice(Math.max(0, m.index - 40), m.index));
      // In math talk ("the savings account 1200 1500 2500") the cue must name a number: "account number", "acct #"
      if (!cue || (label === 'MATH' && !/acct|routing|number|num|no\.?|#/i.test(cue[0]))) continue;
      out.push(span(m.index, end, 'US_BANK_NUMBER', this.id, 0.8));
    }
    return out;
  },
};

// State formats vary (1-2 letters + 4-14 digits, or 7-9 digits): all require licence context.
// State formats: letters then digits, digit runs, and the dashed layouts some states print
// ("A123-4567-8901", "S530-460-99-424-0", "2270-66-1551", "LH329609T"), typed in lower case in chat
// ("d8820417") or read out in groups ("482 193 067"); reported only after a licence word (which is never
// the letters of the number: "my DL 12345678")
const LICENSE =
  /(?<![\w-])(?:(?!DL[- ])[A-Z]{1,2}[- ]?\d{4,14}[A-Z]?|[a-z]{1,2}-?\d{4,14}[a-z]?|\d{7,12}|[A-Z]\d{3}-\d{4}-\d{4}|[A-Z]\d{3}(?:-\d{2,3}){3}(?:-\d)?|\d{4}-\d{2}-\d{4}|\d{3}([- ])\d{3}\1\d{3})(?![\w-])/g;

/** A licence number in a state's grouped format, a letter first ("D521-604-88-317-0", "S530-4601-2239"): no math looks so. */
const STATE_GROUPED = /^[A-Z]\d{3}(?:-\d{4}-\d{4}|(?:-\d{2,3}){3}(?:-\d)?)$/;
/** " is the number on my learners permit", " is my license number": the number just given said to be the speaker's licence. */
const OWN_LICENSE_AFTER = /^\s+(?:is|was)\s+(?:the\s+(?:number|#)\s+(?:on|of|for)\s+)?my\s+(?:[\w'’]+\s+){0,2}(?:licen[cs]e|permit)\b/i;
const LICENSE_RIGHT_BEFORE = new RegExp(String.raw`(?:licen[cs]e|permit|\bdl|d\.l\.)${NUMBER_WORD_TAIL}`, 'i');

export const driverLicenseRecognizer: Recognizer = {
  id: 'rule:us-driver-license',
  types: ['US_DRIVER_LICENSE'],
  detect({ text }) {
    if (longestDigitRun(text) < 3 || !/\d{4}|\d{3}[ -]\d{3}/.test(text) || !/licen|\bdl\b|d\.l\.|permit/i.test(text)) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(LICENSE)) {
      const end = m.index + m[0].length;
      // (or said to be the speaker's own right after: "B625-718-93-412-0 is the number on my learners permit")
      // (or a state's own grouped format anywhere in a message about a licence: "my learner's permit ... the number's like D521-604-88-317-0")
      if (!hasContext(text, m.index, end, 'US_DRIVER_LICENSE', false) && !OWN_LICENSE_AFTER.test(text.slice(end, end + 60)) && !STATE_GROUPED.test(m[0])) continue;
      // Digits read in groups ("482 193 067") only right after the licence words
      if (m[0].includes(' ') && /^[\d ]+$/.test(m[0]) && !LICENSE_RIGHT_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      out.push(span(m.index, end, 'US_DRIVER_LICENSE', this.id, 0.85));
    }
    return out;
  },
};

const PASSPORT = /(?<![\w-])[A-Z]?\d{8,9}(?![\w-])/g;

export const passportRecognizer: Recognizer = {
  id: 'rule:us-passport',
  types: ['US_PASSPORT'],
  detect({ text }) {
    if (!/passport/i.test(text)) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(PASSPORT)) {
      const end = m.index + m[0].length;
      if (hasContext(text, m.index, end, 'US_PASSPORT')) out.push(span(m.index, end, 'US_PASSPORT', this.id, 0.9));
    }
    return out;
  },
};
