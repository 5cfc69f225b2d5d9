import { z } from 'zod';

export const SegmentConfig = z.object({
  /** Anchor threshold on math density (seed 000: 0.05). */
  tAnchor: z.number().min(0).default(0.05),
  /** Similarity threshold for growing a segment over neighbours (seed 000: 0.3). */
  tSim: z.number().min(-1).max(1).default(0.3),
  embeddings: z.enum(['local', 'bedrock']).default('local'),
  bedrockModelId: z.string().default('amazon.titan-embed-text-v2:0'),
});
export type SegmentConfig = z.infer<typeof SegmentConfig>;
