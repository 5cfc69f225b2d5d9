// Run configuration: one zod schema composed of each stage's own section (each section lives beside its stage).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DetectConfig } from './detect/config.js';
import { LlmConfig } from './llm/config.js';
import { SegmentConfig } from './segment/config.js';
import { SurrogateConfig } from './surrogate/config.js';
import { VerifyConfig } from './verify/config.js';
import { InputFormat } from './schema.js';

export const CsvColumns = z.object({
  transcript: z.string().default('session_id'),
  message: z.string().default('message_id'),
  role: z.string().default('role'),
  text: z.string().default('text'),
  timestamp: z.string().default('timestamp'),
});
export type CsvColumns = z.infer<typeof CsvColumns>;

export const RunConfig = z.object({
  input: z
    .object({
      format: InputFormat.optional(),
      csv: CsvColumns.default(CsvColumns.parse({})),
    })
    .default({ csv: CsvColumns.parse({}) }),
  /** Transcripts per batch (one Distributed Map item). */
  batchSize: z.number().int().positive().default(200),
  /** Distributed Map concurrency in AWS (the local engine runs a few batches at a time). */
  maxConcurrency: z.number().int().min(0).default(40),
  toleratedFailurePercentage: z.number().min(0).max(100).default(0),
  segment: SegmentConfig.default(SegmentConfig.parse({})),
  detect: DetectConfig.default(DetectConfig.parse({})),
  verify: VerifyConfig.default(VerifyConfig.parse({})),
  llm: LlmConfig.default(LlmConfig.parse({})),
  surrogate: SurrogateConfig.default(SurrogateConfig.parse({})),
});
export type RunConfig = z.infer<typeof RunConfig>;
export type RunConfigInput = z.input<typeof RunConfig>;

export function parseConfig(input: unknown = {}): RunConfig {
  return RunConfig.parse(input);
}

/** Stable hash of the effective config (keys sorted), recorded in the manifest. */
export function configHash(config: RunConfig): string {
  return createHash('sha256').update(stableStringify(config)).digest('hex');
}

export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
