import { z } from 'zod';

export const LlmConfig = z.object({
  /** Off in the embedded local default; the cascade's LLM stage runs only when enabled. */
  enabled: z.boolean().default(false),
  provider: z.enum(['bedrock', 'openai-compatible']).default('bedrock'),
  modelId: z.string().default('anthropic.claude-3-haiku-20240307-v1:0'),
  endpoint: z.string().url().optional(),
  strategy: z.enum(['basic', 'math-aware', 'segment-aware']).default('segment-aware'),
  /** Which messages go to the LLM: every message, only those with local candidates, or those outside MATH segments. */
  scope: z.enum(['all', 'candidates', 'non-math']).default('all'),
  verify: z.boolean().default(false),
  maxTokensPerRun: z.number().int().positive().default(2_000_000),
});
export type LlmConfig = z.infer<typeof LlmConfig>;
