import { z } from 'zod';

export const LlmConfig = z.object({
  /** Off in the embedded local default; the cascade's LLM stages run only when enabled. */
  enabled: z.boolean().default(false),
  provider: z.enum(['bedrock', 'openai-compatible']).default('bedrock'),
  modelId: z.string().default('anthropic.claude-3-haiku-20240307-v1:0'),
  /** Base URL of an OpenAI-compatible endpoint (self-hosted models), for provider openai-compatible. */
  endpoint: z.string().url().optional(),
  strategy: z.enum(['basic', 'math-aware', 'segment-aware']).default('segment-aware'),
  /** Which messages go to the LLM: every message, only those with local candidates, or those outside MATH segments. */
  scope: z.enum(['all', 'candidates', 'non-math']).default('all'),
  /** Target messages per detection request (they share one context window). */
  messagesPerRequest: z.number().int().min(1).max(20).default(4),
  contextWindow: z.number().int().min(0).max(10).default(3),
  verify: z.boolean().default(false),
  /** Hard cap on tokens (input + output) one batch may spend; above it the batch fails, never passes silently. */
  maxTokensPerBatch: z.number().int().positive().default(400_000),
  maxAttempts: z.number().int().min(1).max(10).default(5),
  concurrency: z.number().int().min(1).max(32).default(4),
});
export type LlmConfig = z.infer<typeof LlmConfig>;
