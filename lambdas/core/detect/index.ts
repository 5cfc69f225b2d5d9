// The detect stage: every registered recognizer over every message, upstream placeholders kept,
// allow/deny lists applied, names seen with a cue propagated through the transcript, and overlaps
// resolved into non-overlapping spans with exact offsets.
import { PiiType, type SegmentLabel, type Span, type WorkTranscript } from '../schema.js';
import type { DetectConfig } from './config.js';
import { customRecognizers } from './recognizers/custom.js';
import { RECOGNIZERS } from './recognizers/index.js';
import { answersCastQuestion, namesRecentCast } from './cast-answer.js';
import { CONTEXT_SOURCE, GAZETTEER_SOURCE, groupNames, propagateNames, saidAlone, speakerLabelled, thingNames } from './recognizers/person.js';
import { backToMessage, pastLinePrefixes } from './line-prefix.js';
import { overlapsAny, type Recognizer } from './types.js';

export type { DetectConfig } from './config.js';

/**
 * Overlap resolution: upstream placeholders first, then the longer span, then the higher score, then
 * the earlier recognizer; a span overlapping an accepted one is dropped. A span reaching past a
 * placeholder keeps what lies outside it ("Mrs. P" placeholder inside an address block found whole:
 * the rest of the block is still the address).
 */
export function resolveOverlaps(spans: readonly Span[], text?: string): Span[] {
  // Most messages hold no candidate or one: nothing to rank
  if (spans.length < 2) return [...spans];
  const holders = text === undefined ? [] : spans.filter((s) => s.placeholder);
  if (holders.length) spans = spans.flatMap((s) => (s.placeholder ? [s] : outside(s, holders, text!)));
  const ranked = spans
    .map((s, i) => ({ s, i }))
    .sort(
      (a, b) =>
        Number(!!b.s.placeholder) - Number(!!a.s.placeholder) ||
        b.s.end - b.s.start - (a.s.end - a.s.start) ||
        b.s.score - a.s.score ||
        a.i - b.i,
    );
  const accepted: Span[] = [];
  for (const { s } of ranked) if (!overlapsAny(accepted, s.start, s.end)) accepted.push(s);
  return accepted.sort((a, b) => a.start - b.start);
}

/** The parts of `s` outside every placeholder, cut at their ends to a letter or digit; none of two or fewer. */
function outside(s: Span, holders: readonly Span[], text: string): Span[] {
  let parts = [s];
  for (const h of holders)
    parts = parts.flatMap((p) => (p.start < h.end && h.start < p.end ? [{ ...p, end: h.start }, { ...p, start: h.end }] : [p]));
  if (parts.length === 1 && parts[0] === s) return parts;
  return parts.flatMap((p) => {
    const piece = /[\p{L}\p{N}](?:.*[\p{L}\p{N}])?/su.exec(text.slice(p.start, Math.max(p.start, p.end)));
    if (!piece || piece[0].length < 3) return [];
    const start = p.start + piece.index;
    return [{ ...p, start, end: start + piece[0].length }];
  });
}

function listMatches(text: string, terms: readonly string[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const lower = text.toLowerCase();
  for (const term of terms) {
    const t = term.toLowerCase();
    for (let i = lower.indexOf(t); i !== -1; i = lower.indexOf(t, i + 1)) {
      const before = lower[i - 1];
      const after = lower[i + t.length];
      if ((!before || !/\w/.test(before)) && (!after || !/\w/.test(after))) out.push([i, i + t.length]);
    }
  }
  return out;
}

export function detectTranscript(t: WorkTranscript, cfg: DetectConfig, builtIn: readonly Recognizer[] = RECOGNIZERS): Span[][] {
  const recognizers = cfg.recognizerFiles.length ? [...builtIn, ...customRecognizers(cfg.recognizerFiles)] : builtIn;
  // Each message read past a research transcript's marks ("[00:02:48] Aaliyah, you have something different."): the
  // spans are found in that view and put back at the message's offsets at the end
  const { view, prefixes } = pastLinePrefixes(t);
  const texts = view.messages.map((m) => m.text);
  const found = view.messages.map((message, index) => {
    const label: SegmentLabel = message.segment?.label ?? 'NON_MATH';
    const ctx = { transcript: view, index, message, text: message.text, label };
    // A plain loop: this runs every recognizer on every message, and most return nothing
    const spans: Span[] = [];
    for (const r of recognizers) for (const s of r.detect(ctx)) spans.push(s);
    return spans;
  });
  speakerLabelled(texts, found);
  // Names the transcript gives to things: "Hurricane Katrina" named once, "Katrina and Maria both have 175"
  // and "Irma." said alone as an answer are about the storms too (a name found with a cue, someone greeted
  // or called on, stays); "the Fractionators" named once, "Fractionators, your pick" calls on the team
  const things = thingNames(texts);
  const groups = groupNames(texts);
  if (things.size || groups.size)
    found.forEach((spans, i) => {
      const text = texts[i]!;
      const thing = (s: Span) => {
        const name = text.slice(s.start, s.end);
        return groups.has(name.toLowerCase()) || (things.has(name.toLowerCase()) && (s.source === GAZETTEER_SOURCE || saidAlone(text, name)));
      };
      found[i] = spans.filter((s) => !(s.type === 'PERSON' && thing(s)));
    });
  // ("Whose commute is more consistent?" then "Liam. His MAD is 1.2": the answer names the question's character, no call;
  // so do "Felipe!" answering who has more left, and "And Felipe?" asking on about a problem's person)
  found.forEach((spans, i) => {
    for (const [k, s] of spans.entries())
      if (s.type === 'PERSON' && s.source === CONTEXT_SOURCE && (answersCastQuestion(view.messages, i, s.start, s.end) || namesRecentCast(view.messages, i, s.start, s.end)))
        spans[k] = { ...s, source: GAZETTEER_SOURCE, score: 0.7 };
  });
  const propagated = propagateNames(texts, found);
  return t.messages.map((message, i) => {
    // Most messages have no candidate at all: nothing to filter, add or resolve
    if (!found[i]!.length && !propagated[i]!.length && !message.candidates?.length && !cfg.denyList.length) return [];
    const text = message.text;
    const placeholders = (message.candidates ?? []).filter((c) => c.source === 'upstream-placeholder');
    let spans = backToMessage([...found[i]!, ...propagated[i]!], prefixes[i]!).filter((s) => s.score >= cfg.minScore);
    if (cfg.allowList.length) {
      const allowed = listMatches(text, cfg.allowList);
      spans = spans.filter((s) => !allowed.some(([a, b]) => a <= s.start && s.end <= b));
    }
    for (const d of cfg.denyList) {
      const type = PiiType.safeParse(d.type);
      if (!type.success) continue;
      for (const [start, end] of listMatches(text, [d.text])) spans.push({ start, end, type: type.data, source: 'deny-list', score: 1 });
    }
    return resolveOverlaps([...placeholders, ...spans], text);
  });
}
