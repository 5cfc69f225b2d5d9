// The public manifest of a release: safe to hand to researchers. Counts, checksums and versions;
// never labels, offsets or text. No timestamps either, so a rerun is byte-identical.
import { z } from 'zod';
import { InputFormat } from '../schema.js';

const PerSegment = z.object({ MATH: z.number().int(), NON_MATH: z.number().int() });

export const PublicManifest = z.object({
  schema: z.literal('deid.release/v1'),
  releaseId: z.string(),
  corpus: z.string(),
  format: InputFormat,
  input: z.object({
    sha256: z.string(),
    transcripts: z.number().int(),
    messages: z.number().int(),
    /** Input fields not released because they could hold free text the product does not de-identify. */
    droppedFields: z.number().int().default(0),
  }),
  released: z.object({ transcripts: z.number().int(), messages: z.number().int() }),
  quarantined: z.object({ records: z.number().int(), messages: z.number().int() }),
  /** Batches that did not pass every stage: their transcripts are withheld, never released as-is. */
  withheld: z.object({ batches: z.number().int(), transcripts: z.number().int(), messages: z.number().int() }),
  files: z.array(z.object({ path: z.string(), sha256: z.string(), bytes: z.number().int() })),
  pii: z.object({
    byType: z.record(z.string(), PerSegment),
    total: z.number().int(),
    rejectedCandidates: z.number().int(),
    upstreamPlaceholders: z.object({ pii: z.number().int(), math: z.number().int() }),
  }),
  segments: z.object({
    MATH: z.object({ messages: z.number().int(), tokens: z.number().int() }),
    NON_MATH: z.object({ messages: z.number().int(), tokens: z.number().int() }),
  }),
  versions: z.object({
    code: z.string(),
    configSha256: z.string(),
    embeddings: z.string(),
    models: z.array(z.string()),
    prompts: z.record(z.string(), z.string()),
  }),
  llmUsage: z.unknown().optional(),
});
export type PublicManifest = z.infer<typeof PublicManifest>;
