import { z } from 'zod';

export const VerifyConfig = z.object({
  /** Messages each side given to context-dependent checks and the LLM verifier (seed 000: 3). */
  contextWindow: z.number().int().min(0).max(10).default(3),
});
export type VerifyConfig = z.infer<typeof VerifyConfig>;
