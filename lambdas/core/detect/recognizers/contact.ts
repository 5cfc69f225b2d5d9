// Contact details: email, URL, social handle, phone number, IP address.
import type { Span } from '../../schema.js';
import { hasContext, lexicon } from '../lexicon.js';
import { span, type Recognizer } from '../types.js';


const EMAIL = /(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}\b/g;

export const emailRecognizer: Recognizer = {
  id: 'rule:email',
  types: ['EMAIL_ADDRESS'],
  detect({ text }) {
    if (!text.includes('@')) return [];
    return [...text.matchAll(EMAIL)].map((m) => span(m.index, m.index + m[0].length, 'EMAIL_ADDRESS', this.id, 0.95));
  },
};

let urlRe: RegExp | undefined;
function urlPattern(): RegExp {
  const tlds = lexicon().lists.tlds.join('|');
  // scheme URLs, www. hosts, or bare domains with a known TLD; never the host part of an email
  urlRe ??= new RegExp(
    `(?:https?://[^\\s<>"']+|\\bwww\\.[^\\s<>"']+|(?<![@\\w.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${tlds})\\b(?:/[^\\s<>"']*)?)`,
    'gi',
  );
  return urlRe;
}

export const urlRecognizer: Recognizer = {
  id: 'rule:url',
  types: ['URL'],
  detect({ text }) {
    if (!text.includes('.')) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(urlPattern())) {
      const raw = m[0].replace(/[.,;:!?)\]}'"]+$/, '');
      // "x.co" style false hits in math are avoided by requiring letters on both sides of a dot
      if (!/[a-z]{2,}/i.test(raw.split('.')[0] ?? '')) continue;
      const scheme = /^(https?:\/\/|www\.)/i.test(raw);
      out.push(span(m.index, m.index + raw.length, 'URL', this.id, scheme ? 0.9 : 0.7));
    }
    return out;
  },
};

const HANDLE = /(?<![\w@.])@([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)\b/g;

export const socialHandleRecognizer: Recognizer = {
  id: 'rule:social-handle',
  types: ['SOCIAL_HANDLE'],
  detect({ text }) {
    if (!text.includes('@')) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(HANDLE)) {
      const handle = m[1]!;
      if (!/[A-Za-z]/.test(handle)) continue; // "@3pm", "@ 5" are not handles
      const end = m.index + m[0].length;
      const context = hasContext(text, m.index, end, 'SOCIAL_HANDLE');
      out.push(span(m.index, end, 'SOCIAL_HANDLE', this.id, context ? 0.9 : 0.6));
    }
    return out;
  },
};

// NANP: optional +1, area code and exchange not starting with 0 or 1.
const PHONE = /(?<![\w/-])(?:\+?1[\s.-]?)?(?:\(([2-9]\d{2})\)\s?|([2-9]\d{2})([\s.-]?))([2-9]\d{2})([\s.-]?)(\d{4})(?![\w/-])/g;

export const phoneRecognizer: Recognizer = {
  id: 'rule:phone',
  types: ['PHONE_NUMBER'],
  detect({ text }) {
    if (!/\d{3}/.test(text)) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(PHONE)) {
      const [, paren, area, sep1, , sep2] = m;
      const separated = paren !== undefined || (sep1 !== '' && sep2 !== '');
      const consistent = paren !== undefined || sep1 === sep2;
      const end = m.index + m[0].length;
      const context = hasContext(text, m.index, end, 'PHONE_NUMBER');
      if (!separated && !context) continue; // a bare 10-digit run needs phone context
      if (!consistent && !context) continue; // "555-1234 5678" mixed separators
      if (area === undefined && paren === undefined) continue;
      out.push(span(m.index, end, 'PHONE_NUMBER', this.id, context ? 0.95 : 0.75));
    }
    return out;
  },
};

// Any country's number after explicit phone words ("Phone: 0490 75 40 81", "call me at 699 956 915")
const PHONE_CUE = /\b(?:phone|tel|telephone|cell|mobile|fax|call me at|call us at|text me at|reach me at|messages to|whatsapp)\b[:\s]*(?:number\s*)?(?:is\s*)?[:#]?\s*(\+?\(?\d[\d\s().-]{5,18}\d)/gi;

export const phoneCueRecognizer: Recognizer = {
  id: 'rule:phone-context',
  types: ['PHONE_NUMBER'],
  detect({ text, label }) {
    if (label === 'MATH' || !/\d{2}/.test(text)) return [];
    const out: Span[] = [];
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

const IPV4 = /(?<![\w.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\w.]|\.\d)/g;
const IPV6 = /(?<![\w:])(?:[0-9a-f]{1,4}:){2,7}(?::|[0-9a-f]{1,4})(?::[0-9a-f]{1,4}){0,5}(?![\w:])/gi;

export const ipRecognizer: Recognizer = {
  id: 'rule:ip',
  types: ['IP_ADDRESS'],
  detect({ text, label }) {
    const out: Span[] = [];
    if (/\d\.\d/.test(text)) {
      for (const m of text.matchAll(IPV4)) {
        if (m.slice(1, 5).some((o) => Number(o) > 255 || (o!.length > 1 && o!.startsWith('0')))) continue;
        const end = m.index + m[0].length;
        const context = hasContext(text, m.index, end, 'IP_ADDRESS');
        // Dotted number patterns in math talk ("1.2.3.4 is a pattern") need network words to be addresses
        if (label === 'MATH' && !context) continue;
        out.push(span(m.index, end, 'IP_ADDRESS', this.id, context ? 0.95 : 0.8));
      }
    }
    if (text.includes(':')) {
      for (const m of text.matchAll(IPV6)) {
        if ((m[0].match(/:/g)?.length ?? 0) < 2 || !/[0-9a-f]{2,}/i.test(m[0]) || /^\d+:\d+:\d+$/.test(m[0])) continue; // not clock times
        out.push(span(m.index, m.index + m[0].length, 'IP_ADDRESS', this.id, 0.8));
      }
    }
    return out;
  },
};

