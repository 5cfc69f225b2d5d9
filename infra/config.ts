// Deployment configuration, read from cdk.json context ("deid") and validated with zod.
import { z } from 'zod';

export const DeployConfig = z.object({
  /** EventBridge Scheduler expression for the nightly release run over pending corpora. */
  nightlySchedule: z.string().default('cron(0 3 * * ? *)'),
  scheduleTimezone: z.string().default('UTC'),
  /** Working data (batches, stage outputs) expires after this many days. */
  workRetentionDays: z.number().int().min(1).default(14),
  logRetentionDays: z.number().int().min(1).default(90),
  /** Bedrock models the stages may call: Titan embeddings for segmentation, LLM ids for detect/verify. */
  embeddingModelId: z.string().default('amazon.titan-embed-text-v2:0'),
  llmModelIds: z.array(z.string()).default([]),
  /** Run-config defaults (lambdas/core/config.ts), e.g. maxConcurrency, toleratedFailurePercentage. */
  runConfig: z.record(z.string(), z.unknown()).default({}),
  alarmEmail: z.string().email().optional(),
});
export type DeployConfig = z.infer<typeof DeployConfig>;
