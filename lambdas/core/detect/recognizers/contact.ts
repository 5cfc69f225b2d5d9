// Contact details: email, URL, social handle, IP address (phone numbers: phone.ts).
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
      // A public site named without a path ("Amazon.com", "khanacademy.org") identifies nobody; a path
      // ("youtube.com/@maria") may
      if (lexicon().publicDomains.has(raw.toLowerCase().replace(/^(?:https?:\/\/)?(?:www\.)?/, '').replace(/\/$/, ''))) continue;
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

