// A research transcript's own marks opening a message: a timestamp, a line number or code, a role code
// ("[00:02:48] ", "(02:31) ", "109  ", "L221 ST: "). The words open after them, so detection and
// verification read a message past its marks: a name called on there opens the message ("[00:02:48]
// Aaliyah, you have something different.") as it would without them.
import type { Span, WorkTranscript } from '../schema.js';

/** One mark: a timestamp in brackets or bare, a line number before a wide gap, a line code, a role code (never a name). */
const MARK =
  /(?:\[\d{1,2}:\d{2}(?::\d{2})?\]|\(\d{1,2}:\d{2}(?::\d{2})?\)|\d{1,2}:\d{2}:\d{2}(?=\s)|\d{1,4}(?=[ \t]{2,}|\t)|L\d{1,4}(?=\s)|(?:ST|MT|US|IC|CT|TA|PA|Ss|SS|T|S|I|R|P|Obs|OBS|Int|INT|S\d{1,2}|T\d{1,2}|P\d{1,2}):)[ \t]*/y;
/** What a mark may open with: the cheap test most messages fail. */
const MARK_START = /^(?:[[(\d]|L\d|[A-Z][A-Za-z]{0,2}\d{0,2}:)/;

/** How many characters of marks open the message (up to three in a row: "L221 ST: "); 0 when nothing follows them. */
export function linePrefixLength(text: string): number {
  let at = 0;
  for (let n = 0; n < 3; n++) {
    MARK.lastIndex = at;
    const m = MARK.exec(text);
    if (!m || m[0].length === 0) break;
    at += m[0].length;
  }
  return at >= text.length ? 0 : at;
}

const shift = (s: Span, by: number): Span => ({ ...s, start: s.start + by, end: s.end + by });

/**
 * The transcript read past each message's marks, and each message's mark length to map spans back. A message
 * with a candidate inside its marks is read whole.
 */
export function pastLinePrefixes(t: WorkTranscript): { view: WorkTranscript; prefixes: number[] } {
  const prefixes = t.messages.map((m) => {
    const p = MARK_START.test(m.text) ? linePrefixLength(m.text) : 0;
    return p > 0 && (m.candidates ?? []).some((c) => c.start < p) ? 0 : p;
  });
  if (prefixes.every((p) => p === 0)) return { view: t, prefixes };
  const messages = t.messages.map((m, i) => {
    const p = prefixes[i]!;
    if (p === 0) return m;
    return { ...m, text: m.text.slice(p), ...(m.candidates ? { candidates: m.candidates.map((c) => shift(c, -p)) } : {}) };
  });
  return { view: { ...t, messages }, prefixes };
}

/** Spans found in the view, back at their offsets in the message. */
export const backToMessage = <T extends { span: Span } | Span>(items: readonly T[], p: number): T[] =>
  p === 0 ? [...items] : items.map((x) => ('span' in x ? { ...x, span: shift(x.span, p) } : (shift(x as Span, p) as T)));
