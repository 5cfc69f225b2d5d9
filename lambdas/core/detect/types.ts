// The recognizer contract: each recognizer is a small unit (patterns, context words, validator, score)
// that proposes candidate spans for one message; the detect stage merges and resolves them.
import type { PiiType, SegmentLabel, Span, WorkMessage, WorkTranscript } from '../schema.js';

export interface DetectContext {
  readonly transcript: WorkTranscript;
  /** Index of the message in transcript.messages. */
  readonly index: number;
  readonly message: WorkMessage;
  readonly text: string;
  /** Segment label from the segment stage (NON_MATH when unknown). */
  readonly label: SegmentLabel;
}

export interface Recognizer {
  /** Stable id, recorded as Span.source ("rule:email", "gazetteer:person"). */
  readonly id: string;
  readonly types: readonly PiiType[];
  detect(ctx: DetectContext): Span[];
}

/** A candidate span (the shape every recognizer returns). */
export function span(start: number, end: number, type: PiiType, source: string, score: number): Span {
  return { start, end, type, source, score };
}

/** Whether any of the spans overlaps [start, end): a reader adds a span only where none was found. */
export const overlapsAny = (spans: readonly Pick<Span, 'start' | 'end'>[], start: number, end: number): boolean => spans.some((s) => s.start < end && start < s.end);
