// Contact details: email, URL, social handle, IP address (phone numbers: phone.ts).
import type { Span } from '../../schema.js';
import { cueWords, hasCue, type CueGroup } from '../cue-scan.js';
import { longestDigitRun } from '../digits.js';
import { hasContext, lexicon } from '../lexicon.js';
import { escapeRegExp } from '../../regex.js';
import { overlapsAny, span, type Recognizer } from '../types.js';
import { isNumberWord, NUMBER_WORD, NUMBER_WORDS } from '../spoken-numbers.js';

interface Contact {
  broadcast: ReadonlySet<string>;
  providers: ReadonlySet<string>;
  tlds: ReadonlySet<string>;
  spelledTlds: ReadonlySet<string>;
  notWords: ReadonlySet<string>;
  /** A platform or username word, then "is", "its" or ":", then a handle written without @ (group 1). */
  bareHandle: RegExp;
  /** A platform or username word, as cue words (with and without its spaces: "user name", "username"). */
  platformCues: CueGroup;
  /** Two number words in a row, read where the scan found one. */
  numberPair: RegExp;
}
let contactCache: Contact | undefined;

/** Words as one regex alternation factored by common prefixes (a space matches an optional space): scans faster. */
function trie(words: readonly string[]): string {
  interface Node { end?: boolean; next: Map<string, Node> }
  const root: Node = { next: new Map() };
  for (const w of words) {
    let n = root;
    for (const ch of w) {
      let child = n.next.get(ch);
      if (!child) n.next.set(ch, (child = { next: new Map() }));
      n = child;
    }
    n.end = true;
  }
  const render = (n: Node): string => {
    const alts = [...n.next].map(([ch, child]) => (ch === ' ' ? '\\s?' : escapeRegExp(ch)) + render(child));
    if (!alts.length) return '';
    const group = alts.length === 1 ? alts[0]! : `(?:${alts.join('|')})`;
    return n.end ? `(?:${group})?` : group;
  };
  return `(?:${render(root)})`;
}
function contact(): Contact {
  if (contactCache) return contactCache;
  const l = lexicon().lists;
  const lower = (xs: readonly string[]) => new Set(xs.map((x) => x.toLowerCase()));
  const platforms = l.socialPlatforms.filter((w) => /^[a-z][a-z ]*[a-z]$/i.test(w)).map((w) => w.toLowerCase());
  const words = trie(platforms);
  return (contactCache = {
    broadcast: lower(l.broadcastMentions),
    providers: lower(l.mailProviders),
    tlds: lower(lexicon().lists.tlds),
    spelledTlds: lower(l.spelledTlds),
    notWords: lower(l.notContactWords),
    bareHandle: new RegExp(
      // ("my username on khan academy is ...": the platform named between the word and "is")
      `\\b${words}(?:\\s+(?:user\\s?name|user|handle|name|tag|id|account|acct|channel))?(?:\\s+(?:on|for)(?:\\s+[a-z]+){1,3}?\\s+(?=is\\b|:))?(?:\\s*(?:[:=?-]|\\b(?:is|its|it'?s|it\u2019s|mine|i'?m)\\b))*\\s*` +
        `([a-z0-9_](?:[a-z0-9_.]{0,30}[a-z0-9_])?(?:#\\d{4})?)(?![\\w@/#'\u2019]|\\.\\w)`,
      'gi',
    ),
    platformCues: cueWords(platforms.flatMap((w) => [` ${w} `, ` ${w.replace(/ /g, '')} `])),
    numberPair: new RegExp(`\\b${NUMBER_WORD}[\\s,-]+${NUMBER_WORD}\\b`, 'i'),
  });
}

export const CUE_AT = 1;
export const CUE_DOT = 2;
export const CUE_PLATFORM = 4;
export const CUE_NUMBER_WORDS = 8;
/** The words said for "@" and "." in an address, English and Spanish ("rosa.mendez82 arroba gmail punto com"). */
const AT_WORDS = ['at', 'arroba'];
const DOT_WORDS = ['dot', 'punto'];
const AT_SAID = `(?:${AT_WORDS.join('|')})`;
const DOT_SAID = `(?:${DOT_WORDS.join('|')})`;
const AT = cueWords(AT_WORDS.map((w) => ` ${w} `));
const DOT = cueWords(DOT_WORDS.map((w) => ` ${w} `));
const NUMBER = cueWords(NUMBER_WORDS.map((w) => ` ${w} `));

/**
 * Which chat cues a message holds ("at", "dot", a platform word, two number words in a row), as CUE_* bits:
 * from the one pass over the message for every gate's words (cue-scan.ts), so the obfuscation readers cost
 * little on the messages (nearly all) that have none.
 */
export function chatCues(text: string): number {
  const c = contact();
  return (
    (hasCue(text, AT) ? CUE_AT : 0) |
    (hasCue(text, DOT) ? CUE_DOT : 0) |
    (hasCue(text, c.platformCues) ? CUE_PLATFORM : 0) |
    (hasCue(text, NUMBER) && c.numberPair.test(text) ? CUE_NUMBER_WORDS : 0)
  );
}


const EMAIL = /(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}\b/g;

// Addresses spelled out in chat: "jdoe22 at gmail dot com", "rosa_hdz (at) outlook (dot) com",
// "deshawn.w at gmail.com", "bella underscore m 2011 at yahoo dot com", "kenji [at] hotmail [dot] com"
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const SPELLED_DOT = String.raw`\s*[(\[{<]\s*dot\s*[)\]}>]\s*|\s+${DOT_SAID}\s+`;
// (an "@" with spaces around it, "kaylam2011 @ gmail . com", is read here too: the plain pattern wants none)
const AT_WORD = String.raw`\s+${AT_SAID}\s+|[(\[{<]\s*at\s*[)\]}>]\s*|\s+@\s*|\s*@\s+`;
/** An at-word and the first domain label; the rest of the domain is read by `domainEnd`. */
const AT_DOMAIN = new RegExp(`(${AT_WORD})(${LABEL})(?![\\w@'\u2019-])`, 'gi');
// (a period with a space only after it ends a sentence: "Two at four. Me and Nia." is no address)
const DOT_LABEL = new RegExp(`(${SPELLED_DOT}|\\.|\\s+\\.\\s*)(${LABEL})(?![\\w@'\u2019-])`, 'iy');
/** Words said for the punctuation inside an address or a handle ("bella underscore m", "m dot chen"). */
const JOINERS: ReadonlySet<string> = new Set(['underscore', 'dot', 'period', 'dash', 'hyphen']);
/** The local part, read back from the at-word: a token, or tokens joined by spelled "underscore", "dot"... */
const LOCAL_TOKEN = "[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9])?";
const LOCAL_END = new RegExp(
  `(?<![\\w.+%'\u2019-])${LOCAL_TOKEN}(?:\\s+(?:${[...JOINERS].join('|')})\\s+${LOCAL_TOKEN}(?:\\s+(?:\\d+|[a-z])(?![\\w.]))*)*$`,
  'i',
);
const EMAIL_CUE = /\b(?:e-?mail|mail|address|send|contact|reach)/i;

/** End of a domain that starts with `first` at `pos` and ends in a TLD (or is a mail provider), or -1. */
function domainEnd(text: string, first: string, pos: number, provider = true): number {
  const c = contact();
  let end = provider && c.providers.has(first.toLowerCase()) ? pos : -1;
  let at = pos;
  for (let i = 0; i < 4; i++) {
    DOT_LABEL.lastIndex = at;
    const m = DOT_LABEL.exec(text);
    if (!m) break;
    at += m[0].length;
    const tld = m[2]!.toLowerCase();
    if ((m[1]!.trim() === '.' ? c.tlds : c.spelledTlds).has(tld)) end = at;
  }
  return end;
}

/** One or two more words of a domain said aloud before its spelled dot ("at westbrook k twelve dot org", "at proton mail dot com"). */
// (no at-word among them: "Whitlock at jwhitlock at lakeshorestate dot edu" holds a second address's start)
const SPOKEN_LABEL_WORDS = new RegExp(String.raw`(?:\s+(?!${AT_SAID}\s)[a-z0-9]+){1,2}?(?=\s+${DOT_SAID}\s)`, 'iy');

/** `domainEnd`, or for a domain said as several words the end of the words and the TLD after them. */
function spokenDomainEnd(text: string, first: string, pos: number): number {
  const oneWord = domainEnd(text, first, pos);
  if (oneWord >= 0) return oneWord;
  SPOKEN_LABEL_WORDS.lastIndex = pos;
  const words = SPOKEN_LABEL_WORDS.exec(text)?.[0];
  if (!words) return -1;
  const end = domainEnd(text, words.trim(), pos + words.length, false);
  // "plays at coolmath games dot com" names a public site, not a mailbox
  return end >= 0 && saidPublicSite(text.slice(pos - first.length, end)) ? -1 : end;
}

const SPACED_AT = /\s@|@\s/;
const SPOKEN_DOT = new RegExp(String.raw`\s${DOT_SAID}\s`, 'i');
/** The at-word said alone, not written or bracketed. */
const SPOKEN_AT = new RegExp(String.raw`^\s+${AT_SAID}\s+$`, 'i');
/** A whole word before the point (not the "s" of "it's"), or letters spelled with hyphens ("h-d-e-l-g-a-d-o"). */
const WORD_BEFORE = /(?<![\w'’-])([a-z0-9]+(?:-[a-z0-9]+)*)\s+$/i;
const SPELLED_LETTERS = /^[a-z0-9](?:-[a-z0-9])+$/;

/**
 * Where a local part or host said as several words starts ("its jay smith at", "to m dot chen tutoring
 * at", "is kayla underscore r two thousand eleven at", "site is sweet crumb bakes dot com"): read back
 * from the last word over joiners, number words, single letters and up to two more words, stopping at a
 * word no address holds ("its", "to").
 */
function spokenWordsStart(text: string, start: number, limit: number): number {
  const stops = contact().notWords;
  let plain = 0;
  for (let words = 0; words < 8; words++) {
    const m = WORD_BEFORE.exec(text.slice(limit, start));
    const w = m?.[1]!.toLowerCase();
    if (!m || !w || (!JOINERS.has(w) && stops.has(w))) break;
    if (!JOINERS.has(w) && !isNumberWord(w) && w.length > 1 && !/^\d+$/.test(w) && !SPELLED_LETTERS.test(w) && ++plain > 2) break;
    start = limit + m.index;
  }
  return start;
}

function obfuscatedEmails(text: string, source: string): Span[] {
  const c = contact();
  const out: Span[] = [];
  for (const m of text.matchAll(AT_DOMAIN)) {
    const end = SPOKEN_AT.test(m[1]!) ? spokenDomainEnd(text, m[2]!, m.index + m[0].length) : domainEnd(text, m[2]!, m.index + m[0].length);
    if (end < 0) continue;
    const from = Math.max(0, m.index - 64);
    const before = text.slice(from, m.index).trimEnd(); // "rosa_hdz (at)"
    const local = LOCAL_END.exec(before)?.[0];
    if (!local || c.notWords.has(local.toLowerCase())) continue;
    // a spelled domain is speech or chat spelling: the local part may be said as several words
    const start = SPOKEN_DOT.test(text.slice(m.index, end))
      ? spokenWordsStart(text, from + before.length - local.length, from)
      : from + before.length - local.length;
    const domain = text.slice(m.index + m[1]!.length, end);
    // "look at school.com" is not an address: a plain "at" needs a mail provider, a local part no
    // word is written like (digits, "_", ".", a spelled joiner or number word) or an email word nearby
    const strong =
      /[(\[{<]/.test(m[1]!) ||
      c.providers.has(m[2]!.toLowerCase()) ||
      /[\d_.%+]/.test(local) ||
      text.slice(start, m.index).split(/\s+/).some((w) => JOINERS.has(w.toLowerCase()) || isNumberWord(w.toLowerCase())) ||
      // (or a local part no word is spelled like before a domain said aloud: "rcastellanos at brookfieldschools dot org")
      (SPOKEN_DOT.test(text.slice(m.index, end)) && /^[a-z]{4,}$/i.test(local) && !lexicon().english.has(local.toLowerCase()) && !lexicon().first.has(local.toLowerCase())) ||
      EMAIL_CUE.test(text.slice(Math.max(0, start - lexicon().window), start));
    if (!strong || !/[a-z]/i.test(domain)) continue;
    out.push(span(start, end, 'EMAIL_ADDRESS', source, 0.9));
  }
  return out;
}

export const emailRecognizer: Recognizer = {
  id: 'rule:email',
  types: ['EMAIL_ADDRESS'],
  detect({ text }) {
    const out: Span[] = text.includes('@')
      ? [...text.matchAll(EMAIL)].map((m) => span(m.index, m.index + m[0].length, 'EMAIL_ADDRESS', this.id, 0.95))
      : [];
    const cues = chatCues(text);
    if (cues & CUE_AT || (text.includes('@') && SPACED_AT.test(text))) out.push(...obfuscatedEmails(text, this.id));
    if (cues & CUE_AT && cues & CUE_DOT) mailboxesBeforeSpelledHosts(text, out, this.id);
    return out;
  },
};

/** The at-word right before a host said aloud. */
const AT_SAID_BEFORE = new RegExp(String.raw`\s${AT_SAID}\s+$`, 'i');
/**
 * "its n obi twenty thirty one at students dot brookfield k twelve dot org": a mailbox said aloud before a host whose
 * labels are several words (read as the spelled site is), its local part holding a number word, a joiner or a digit.
 */
function mailboxesBeforeSpelledHosts(text: string, out: Span[], source: string): void {
  for (const host of spelledUrls(text, source)) {
    const at = AT_SAID_BEFORE.exec(text.slice(Math.max(0, host.start - 12), host.start));
    if (!at || overlapsAny(out, host.start, host.end)) continue;
    const atStart = host.start - at[0].length + 1; // the at-word, its space before kept with the local part
    const start = spokenWordsStart(text, atStart, Math.max(0, atStart - 64));
    const local = text.slice(start, atStart).split(/\s+/).filter(Boolean);
    if (start >= atStart || !local.some((w) => JOINERS.has(w.toLowerCase()) || isNumberWord(w.toLowerCase()) || /\d/.test(w))) continue;
    out.push(span(start, host.end, 'EMAIL_ADDRESS', source, 0.85));
  }
}

let urlRe: RegExp | undefined;
function urlPattern(): RegExp {
  // scheme URLs, www. hosts, or bare domains with a known TLD; never the host part of an email
  urlRe ??= new RegExp(
    `(?:https?://[^\\s<>"']+|\\bwww\\.[^\\s<>"']+|(?<![@\\w.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${lexicon().lists.tlds.join('|')})\\b(?:/[^\\s<>"']*)?)`,
    'gi',
  );
  return urlRe;
}
/** Every URL the pattern reads holds a scheme, "www." or a dot before a letter (TLDs are letters): a cheap test first. */
const URL_GATE = /https?:\/\/|www\.|\.[a-z]/i;

/** A public site named without a path ("Amazon.com", "ixl dot com") identifies nobody; a path ("youtube.com/@maria") may. */
function publicSite(host: string): boolean {
  return lexicon().publicDomains.has(host.toLowerCase().replace(/^(?:https?:\/\/)?(?:www\.)?/, '').replace(/\/$/, ''));
}

/** The first label of a host with a spelled-out dot ("jakebuilds dot net", "my-site (dot) com"). */
const SPELLED_HOST = new RegExp(`(?<![\\w.@'\u2019-])(${LABEL})(?=(?:\\.${LABEL})*(?:${SPELLED_DOT})${LABEL})`, 'gi');
const SPELLED_DOT_RE = new RegExp(SPELLED_DOT, 'gi');
/** A host said aloud as words and spelled dots ("coolmath games dot com") is a public site when written out is. */
const saidPublicSite = (said: string) => publicSite(said.replace(SPELLED_DOT_RE, '.').replace(/\s+/g, ''));
/** A path said aloud after a spelled host ("dot org slash notes"). */
const SPOKEN_PATH = /(?:\s+slash\s+[a-z0-9]+)+/iy;

function spelledUrls(text: string, source: string): Span[] {
  const c = contact();
  const out: Span[] = [];
  for (const m of text.matchAll(SPELLED_HOST)) {
    const first = m[1]!;
    // "the dot com bubble", "a dot b": a site's name has letters and is no ordinary word
    if (!/[a-z]{2,}/i.test(first) || c.notWords.has(first.toLowerCase())) continue;
    const end = domainEnd(text, first, m.index + first.length, false);
    if (end < 0) continue;
    const host = text.slice(m.index, end);
    if (!/\sdot\s|dot\s*[)\]}>]/i.test(host) || publicSite(host.replace(SPELLED_DOT_RE, '.'))) continue;
    const start = spokenWordsStart(text, m.index, Math.max(0, m.index - 64));
    // "coolmath games dot com" said apart is still the public site
    if (start < m.index && saidPublicSite(text.slice(start, end))) continue;
    SPOKEN_PATH.lastIndex = end;
    out.push(span(start, end + (SPOKEN_PATH.exec(text)?.[0].length ?? 0), 'URL', source, 0.7));
  }
  return out;
}

export const urlRecognizer: Recognizer = {
  id: 'rule:url',
  types: ['URL'],
  detect({ text }) {
    const out: Span[] = chatCues(text) & CUE_DOT ? spelledUrls(text, this.id) : [];
    if (!text.includes('.') || !URL_GATE.test(text)) return out;
    for (const m of text.matchAll(urlPattern())) {
      const raw = m[0].replace(/[.,;:!?)\]}'"]+$/, '');
      // "x.co" style false hits in math are avoided by requiring letters on both sides of a dot
      if (!/[a-z]{2,}/i.test(raw.split('.')[0] ?? '')) continue;
      const scheme = /^(https?:\/\/|www\.)/i.test(raw);
      // (a written host, its path said aloud: "cr.northvalleyusd.org slash login")
      SPOKEN_PATH.lastIndex = m.index + raw.length;
      const said = raw.includes('/') ? '' : (SPOKEN_PATH.exec(text)?.[0] ?? '');
      if (publicSite(raw) && !said) continue;
      out.push(span(m.index, m.index + raw.length + said.length, 'URL', this.id, scheme ? 0.9 : 0.7));
    }
    return out;
  },
};

// (a hyphen inside, as payment apps allow: "@Ruth-Adeyemi-4")
const HANDLE = /(?<![\w@.])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,28}[A-Za-z0-9_])?)\b/g;

/** A Cash App handle: a dollar sign, a letter, then letters, digits, "_" or "-", and no currency code ("$USD"). */
const CASHTAG = /(?<![\w$])\$(?![A-Z]{3}\b)[A-Za-z][A-Za-z0-9_-]{2,19}\b(?!\$)/g;
const CASHTAG_GATE = /\$[A-Za-z]/;
const CASHTAG_CUE = /cash\s?app|cashtag|\bpay\b|venmo|send/i;
/** A token no ordinary word looks like: digits, "_", an inner dot, a discriminator or inner capitals ("kiwi.kiara", "TomTheBomb_07"). */
const looksLikeHandle = (handle: string) =>
  (handle.match(/[a-z]/gi)?.length ?? 0) >= 2 &&
  /\d|_|[a-z]\.[a-z]|#\d{4}$|[a-z][A-Z]/.test(handle) &&
  !(/^\d/.test(handle) && !/[_.#]/.test(handle)); // "2nd", "3pm"

/**
 * "it's my art page, kaiya.draws.things on TikTok", "I'm TomTheBomb_07 on there": a handle said before its platform. The
 * platform is found first ("on TikTok", "on there"), then the words before it read.
 */
const ON_PLATFORM = /\bon\s+(?:tik\s?tok|insta(?:gram)?|snap(?:chat)?|twitch|discord|youtube|roblox|twitter|reddit|there)\b/gi;
/** A token right before the platform, as written ("kaiya.draws.things"). */
const HANDLE_BEFORE = /(?<![\w@./])([A-Za-z0-9_](?:[A-Za-z0-9_.]{1,30}[A-Za-z0-9_])?)\s+$/;
/** ... or said aloud, its dots and underscores as words: "its summer dot makes dot slime on tiktok". */
const SAID_HANDLE_BEFORE = /(?<![\w@.])((?:[a-z0-9]+\s+(?:dot|underscore)\s+)+[a-z0-9]+)\s+$/i;
function handlesBeforePlatform(text: string, out: Span[], source: string): void {
  for (const p of text.matchAll(ON_PLATFORM)) {
    const from = Math.max(0, p.index - 80);
    const before = text.slice(from, p.index);
    const said = /there$/i.test(p[0]) ? null : SAID_HANDLE_BEFORE.exec(before);
    if (said) {
      const start = from + said.index;
      // (two words at least, no number said with its point: "two dot five on tiktok")
      const words = said[1]!.split(/\s+(?:dot|underscore)\s+/i).filter((w) => /[a-z]/i.test(w) && !isNumberWord(w.toLowerCase()));
      if (words.length >= 2 && !overlapsAny(out, start, start + said[1]!.length)) {
        out.push(span(start, start + said[1]!.length, 'SOCIAL_HANDLE', source, 0.75));
        continue;
      }
    }
    const m = HANDLE_BEFORE.exec(before);
    if (!m) continue;
    const handle = m[1]!;
    const start = from + m.index;
    // (a site's address is a URL's: "canva.site on there"; a creator's name in inner capitals is theirs: "MrBeast on YouTube")
    if (!looksLikeHandle(handle) || !/\d|_|[a-z]\.[a-z]/i.test(handle) || /\.(?:com|org|net|edu|site|io|app|ly|me|co)$/i.test(handle) || out.some((s) => s.start <= start && start < s.end)) continue;
    out.push(span(start, start + handle.length, 'SOCIAL_HANDLE', source, 0.8));
  }
}

/**
 * Handles written without @ right after a platform cue ("add me on snap its jaylen_2k10", "my discord is
 * ghostrider#4471"): only tokens no ordinary word looks like (digits, "_", ".", "#1234", "xXdragonXx"),
 * so "add me on snap later" and "my discord is down" stay text.
 */
function bareHandles(text: string, source: string): Span[] {
  const out: Span[] = [];
  const re = contact().bareHandle;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const handle = m[1]!;
    const start = m.index + m[0].length - handle.length;
    const handleLike = looksLikeHandle(handle);
    // "my twitch is kaydenplayz": after the speaker's own platform, a made-up word no dictionary holds
    const ownMadeUp = !handleLike && handle.length >= 5 && /^[a-z]+$/i.test(handle) && /\bmy\s+$/i.test(text.slice(Math.max(0, m.index - 4), m.index)) && !lexicon().english.has(handle.toLowerCase()) && !lexicon().lists.socialPlatforms.includes(handle.toLowerCase());
    if (handleLike || ownMadeUp) out.push(span(start, start + handle.length, 'SOCIAL_HANDLE', source, 0.8));
    else {
      const spoken = spokenHandle(text, start);
      if (spoken) out.push(span(spoken[0], spoken[1], 'SOCIAL_HANDLE', source, 0.75));
      re.lastIndex = spoken?.[1] ?? start; // the word read as a handle may itself be the cue ("xbox gamertag is ...")
    }
  }
  return out;
}

const HANDLE_WORD = /[\s,]*([a-z0-9]+)/iy;
const LEAD_FILLER = /^(?:like|um+|uh+)$/;

/**
 * A handle said aloud from `from` ("my insta is soccer queen two zero one one", "my discord is like
 * pixel wolf underscore seven seven", "my tiktok is at sign lil bean twenty four"): up to three words,
 * then number words, joiners and the word after a joiner. Only a run holding a joiner or two number
 * words after a word is a handle, so "my snap is down today" and "add me on roblox later" stay text.
 * Returns [start, end] or undefined.
 */
export function spokenHandle(text: string, from: number): [number, number] | undefined {
  const stops = contact().notWords;
  let start = -1;
  let end = -1;
  let plain = 0;
  let numbers = 0;
  let joined = false;
  let afterJoiner = false;
  let atSign = -1;
  HANDLE_WORD.lastIndex = from;
  for (let n = 0, m = HANDLE_WORD.exec(text); m && n < 12; n++, m = HANDLE_WORD.exec(text)) {
    const w = m[1]!.toLowerCase();
    const wordEnd = m.index + m[0].length;
    if (start < 0 && LEAD_FILLER.test(w)) continue;
    // "at sign lil bean twenty four": the spoken "@" is part of the handle
    if (start < 0 && (atSign < 0 ? w === 'at' : w === 'sign')) {
      if (atSign < 0) atSign = wordEnd - 2;
      continue;
    }
    if (JOINERS.has(w)) {
      if (start < 0) break;
      joined = afterJoiner = true;
      continue;
    }
    if (isNumberWord(w)) {
      if (start < 0) break;
      numbers++;
    } else if (afterJoiner || (numbers === 0 && !joined && plain < 3 && !stops.has(w))) plain++;
    else break;
    if (start < 0) start = wordEnd - m[1]!.length;
    end = wordEnd;
    afterJoiner = false;
  }
  return start >= 0 && plain > 0 && (joined || numbers >= 2) ? [atSign >= 0 ? atSign : start, end] : undefined;
}

export const socialHandleRecognizer: Recognizer = {
  id: 'rule:social-handle',
  types: ['SOCIAL_HANDLE'],
  detect({ text }) {
    const platform = (chatCues(text) & CUE_PLATFORM) !== 0;
    const out = platform ? bareHandles(text, this.id) : [];
    if (platform || text.includes(' on there')) handlesBeforePlatform(text, out, this.id);
    // "my cashtag is $AdaezeTutors": a payment app's handle, letters after its dollar sign (never "$45")
    // (only where a payment is spoken of: "$abc$" is a formula's markup)
    if (text.includes('$') && CASHTAG_GATE.test(text) && CASHTAG_CUE.test(text)) for (const m of text.matchAll(CASHTAG)) out.push(span(m.index, m.index + m[0].length, 'SOCIAL_HANDLE', this.id, 0.85));
    if (hasCue(text, FORUM_CUES)) forumNames(text, out, this.id);
    if (!text.includes('@')) return out;
    for (const m of text.matchAll(HANDLE)) {
      const handle = m[1]!;
      if (!/[A-Za-z]/.test(handle)) continue; // "@3pm", "@ 5" are not handles
      if (contact().broadcast.has(handle.toLowerCase())) continue; // "@everyone", "@here" address a group
      const end = m.index + m[0].length;
      const context = hasContext(text, m.index, end, 'SOCIAL_HANDLE');
      out.push(span(m.index, end, 'SOCIAL_HANDLE', this.id, context ? 0.9 : 0.6));
    }
    return out;
  },
};

/**
 * A forum's usernames where the forum writes them: a quoted post's header ("> rocketboi_44 wrote:", "summer.n wrote:") and a
 * moderator's note ("edited by mod_adeyemi", "hidden by moderator ms.castellanos"). Only a name a person would not write so
 * (lower case, or with a digit, "_" or "."): "Grace wrote:" is a name.
 */
const FORUM_NAME = /(?:(?:^|\n)[ \t]*>?[ \t]*([A-Za-z0-9_.]{3,30})[ \t]+(?:wrote|said):|\b(?:edited|hidden|removed|pinned|deleted|locked|moved)\b[^.\n]{0,30}?\bby[ \t]+(?:moderator[ \t]+)?([A-Za-z0-9_.]{3,30}?)(?=[.,:;!?)]?(?:\s|$)))/g;
/**
 * A chat server's own lines about a username: "devp07 joined the channel #calc-help", "okafor.tutor left the channel",
 * "isaac_b reacted with 🫡", "CalcBot: 📌 aaliyah.b pinned a message", "Welcome glitter.grace! Say hi" (group 1 or 2).
 */
const SERVER_LINE_NAME =
  /(?:^|\n|:[ \t]+(?:\p{Extended_Pictographic}\uFE0F?[ \t]+)?)([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)[ \t]+(?:has[ \t]+)?(?:joined|left|reacted|pinned)\b|^[ \t]*welcome,?[ \t]+([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)(?=[!,.]?(?:\s|$))/giu;
/** The words a forum or a chat server writes a username beside, found with every gate's words in one pass (not "divided by"). */
const FORUM_CUES = cueWords([' wrote ', ' said ', ' edited ', ' hidden ', ' removed ', ' pinned ', ' deleted ', ' locked ', ' moved ', ' joined ', ' left ', ' reacted ', ' welcome ']);
function forumNames(text: string, out: Span[], id: string): void {
  for (const m of [...text.matchAll(FORUM_NAME), ...text.matchAll(SERVER_LINE_NAME)]) {
    const name = (m[1] ?? m[2])!;
    // (a word in lower case is one: "edited by mom"; a number is none: "12 left.")
    if (!/[A-Za-z]{2}/.test(name)) continue;
    if (!/[0-9_.]/.test(name) && (!/^[a-z]+$/.test(name) || lexicon().english.has(name) || lexicon().first.has(name))) continue;
    const start = m.index + m[0].lastIndexOf(name);
    out.push(span(start, start + name.length, 'SOCIAL_HANDLE', id, 0.8));
  }
}

const IPV4 = /(?<![\w.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\w.]|\.\d)/g;
// IPv6: compressed ("2001:db8:85a3::8a2e:370:7334", "::1") or all eight groups
const IPV6 =
  /(?<![\w:.])(?:(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?|[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){2,7})(?![\w:]|\.\d)/gi;

/**
 * An IPv6 address needs '::' (three groups or more), all eight groups with a hex letter, or a network
 * word: ratios ("3:4:5:12"), clock times and MAC-like runs are not addresses.
 */
function ipv6Like(value: string, context: boolean): boolean {
  const groups = value.split(':').filter((g) => g !== '');
  if (value.includes('::')) return groups.length <= 7 && (groups.length >= 3 || (context && groups.length >= 1));
  return groups.length === 8 && (/[a-f]/i.test(value) || context);
}

export const ipRecognizer: Recognizer = {
  id: 'rule:ip',
  types: ['IP_ADDRESS'],
  detect({ text, label }) {
    const out: Span[] = [];
    if (longestDigitRun(text) > 0 && /\d\.\d/.test(text)) {
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
        const end = m.index + m[0].length;
        const context = hasContext(text, m.index, end, 'IP_ADDRESS');
        if (!ipv6Like(m[0], context)) continue;
        out.push(span(m.index, end, 'IP_ADDRESS', this.id, context ? 0.95 : 0.8));
      }
    }
    return out;
  },
};

