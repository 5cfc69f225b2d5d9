// The single source of truth for data shapes. Types are inferred from these schemas;
// every stage parses what it reads with them, so a malformed object fails loudly at the boundary.
import { z } from 'zod';

/** The 17 PII types (DESIGN.md; definitions and edge cases: seed 000, appendices 1 and 4-6). */
export const PII_TYPES = [
  'AGE',
  'COURSE',
  'DATE',
  'EMAIL_ADDRESS',
  'GRADE_LEVEL',
  'IP_ADDRESS',
  'LOCATION',
  'NRP',
  'PERSON',
  'PHONE_NUMBER',
  'SCHOOL',
  'SOCIAL_HANDLE',
  'URL',
  'US_BANK_NUMBER',
  'US_DRIVER_LICENSE',
  'US_PASSPORT',
  'US_SSN',
] as const;
export const PiiType = z.enum(PII_TYPES);
export type PiiType = z.infer<typeof PiiType>;

/** Canonical speaker roles; input adapters map synonyms (user, assistant, speaker names...) onto these. */
export const Role = z.enum(['tutor', 'student', 'teacher', 'students', 'system', 'other']);
export type Role = z.infer<typeof Role>;

/** Limits on one message, applied by the split stage (a violating record is quarantined, not dropped). */
export const MAX_MESSAGE_CHARS = 100_000;

/** Extra per-message or per-transcript fields from the input that are carried through to the release unchanged. */
export const Extra = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type Extra = z.infer<typeof Extra>;

export const Message = z.object({
  id: z.string().min(1),
  role: Role,
  text: z.string().min(1).max(MAX_MESSAGE_CHARS),
  timestamp: z.string().optional(),
  extra: Extra.optional(),
});
export type Message = z.infer<typeof Message>;

export const Transcript = z.object({
  id: z.string().min(1),
  messages: z.array(Message).min(1),
  extra: Extra.optional(),
});
export type Transcript = z.infer<typeof Transcript>;

export const InputFormat = z.enum(['jsonl', 'json', 'csv']);
export type InputFormat = z.infer<typeof InputFormat>;

/** Where a span came from: a recognizer id ("rule:email"), "upstream-placeholder", "llm:<model>"... */
export const SpanSource = z.string().min(1);

/**
 * A candidate or final span: exact character offsets [start, end) into message.text.
 * No span ever carries the original text: it is derived from the message when needed,
 * so spans can be written to restricted audit files without copying PII.
 */
export const Span = z
  .object({
    start: z.number().int().nonnegative(),
    end: z.number().int().positive(),
    type: PiiType,
    source: SpanSource,
    score: z.number().min(0).max(1),
    /** Set for spans that are upstream placeholders (`[STUDENT]`, `Student M`, `<PERSON>`). */
    placeholder: z
      .object({
        /** The placeholder's label as written upstream, normalised: STUDENT, PERSON, TEACHER, US_DRIVER_LICENSE... */
        label: z.string(),
        /** Identity within the transcript ("Student M" -> "M"); equal keys stand for the same upstream entity. */
        key: z.string(),
      })
      .optional(),
  })
  .refine((s) => s.end > s.start, { message: 'span end must be after start' });
export type Span = z.infer<typeof Span>;

export const SegmentLabel = z.enum(['MATH', 'NON_MATH']);
export type SegmentLabel = z.infer<typeof SegmentLabel>;

export const SegmentInfo = z.object({
  label: SegmentLabel,
  /** Math density of the message itself (seed 000, section 5.1). */
  density: z.number().nonnegative(),
  /** Index of the math segment within the transcript; null outside math segments. */
  segment: z.number().int().nonnegative().nullable(),
  anchor: z.boolean(),
  tokens: z.number().int().nonnegative(),
});
export type SegmentInfo = z.infer<typeof SegmentInfo>;

/** The verify stage's verdict on one candidate. Privacy first: only NOT_PII with positive evidence drops it. */
export const Verdict = z.enum(['PII', 'NOT_PII', 'UNCERTAIN']);
export type Verdict = z.infer<typeof Verdict>;

export const Decision = z.object({
  span: Span,
  verdict: Verdict,
  /** Short machine-readable reason ("math-fraction", "word-problem-character", "checksum-failed"...). Never message text. */
  reason: z.string().min(1),
  verifier: z.string().min(1),
});
export type Decision = z.infer<typeof Decision>;

export const ReplacementPolicy = z.enum(['surrogate', 'tag', 'keep']);
export type ReplacementPolicy = z.infer<typeof ReplacementPolicy>;

/** One applied replacement, as recorded in the restricted audit trail: hashes, never text. */
export const Replacement = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  type: PiiType,
  policy: ReplacementPolicy,
  /** Offsets of the replacement in the released text. */
  outStart: z.number().int().nonnegative(),
  outEnd: z.number().int().nonnegative(),
  /** Keyed HMAC (hex, truncated) of the normalised original: links mentions without revealing them. */
  originalHash: z.string(),
  source: SpanSource,
  /** For upstream placeholders judged to be math, the surrogate restored a plausible value. */
  restored: z.boolean().optional(),
});
export type Replacement = z.infer<typeof Replacement>;

export const STAGES = ['split', 'segment', 'detect', 'verify', 'surrogate'] as const;
export const Stage = z.enum(STAGES);
export type Stage = z.infer<typeof Stage>;

/**
 * A message as it moves through the stages. Each stage adds its field and appends its name to
 * `stages`; the release step refuses any message whose `stages` is not the full list (fail closed).
 */
export const WorkMessage = Message.extend({
  stages: z.array(Stage),
  segment: SegmentInfo.optional(),
  /** Candidates: upstream placeholders (split) and detector output (detect). */
  candidates: z.array(Span).optional(),
  decisions: z.array(Decision).optional(),
  /** Released text and the replacements that produced it (surrogate stage). */
  output: z.object({ text: z.string(), replacements: z.array(Replacement) }).optional(),
});
export type WorkMessage = z.infer<typeof WorkMessage>;

export const WorkTranscript = z.object({
  id: z.string().min(1),
  messages: z.array(WorkMessage).min(1),
  extra: Extra.optional(),
  /** Position of the transcript in the input (for a stable release order). */
  ordinal: z.number().int().nonnegative(),
});
export type WorkTranscript = z.infer<typeof WorkTranscript>;

/** A record the split stage could not accept. Location and reason only: never the record's text. */
export const QuarantineEntry = z.object({
  /** Input file name (relative) and 1-based line/row, or a JSON path such as "$[3].messages[2]". */
  location: z.string(),
  /** Transcript / message ids when they could be read. */
  transcriptId: z.string().optional(),
  messageId: z.string().optional(),
  reason: z.string(),
  /** sha256 of the raw record bytes, so a steward can find it without the report copying it. */
  sha256: z.string(),
});
export type QuarantineEntry = z.infer<typeof QuarantineEntry>;

export const BatchRef = z.object({
  batchId: z.string(),
  /** S3 key of the batch's split output (WorkTranscript JSONL). */
  key: z.string(),
  transcripts: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});
export type BatchRef = z.infer<typeof BatchRef>;

export const SplitManifest = z.object({
  runId: z.string(),
  corpus: z.string(),
  format: InputFormat,
  /** Input column mapping / layout needed to write the release back in the input's format. */
  layout: z.record(z.string(), z.unknown()),
  inputSha256: z.string(),
  records: z.object({ transcripts: z.number(), messages: z.number(), quarantined: z.number() }),
  batches: z.array(BatchRef),
  quarantineKey: z.string(),
});
export type SplitManifest = z.infer<typeof SplitManifest>;
