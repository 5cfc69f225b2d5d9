// The shapes that cross the workflow: each state's input and output. Only ids and S3 keys, never text.
import { z } from 'zod';
import { BatchRef } from './schema.js';

const RunId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'run id: lower-case letters, digits and dashes');

export const SplitEvent = z.object({
  corpus: z.object({ bucket: z.string().min(1), key: z.string().min(1) }),
  runId: RunId.optional(),
  /** Run-config overrides for this run (merged over DEID_CONFIG defaults). */
  config: z.record(z.string(), z.unknown()).optional(),
});
export type SplitEvent = z.infer<typeof SplitEvent>;

export const SplitResult = z.object({
  runId: RunId,
  itemsKey: z.string(),
  manifestKey: z.string(),
  batches: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  quarantined: z.number().int().nonnegative(),
  maxConcurrency: z.number().int().nonnegative(),
  toleratedFailurePercentage: z.number().min(0).max(100),
});
export type SplitResult = z.infer<typeof SplitResult>;

/** The map item and every batch stage's input and output. */
export const BatchEvent = z.object({ runId: RunId, batch: BatchRef });
export type BatchEvent = z.infer<typeof BatchEvent>;

export const ReleaseEvent = z.object({ runId: RunId });
export type ReleaseEvent = z.infer<typeof ReleaseEvent>;

export const ReleaseResult = z.object({
  releaseId: RunId,
  transcripts: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  failedBatches: z.number().int().nonnegative(),
  quarantined: z.number().int().nonnegative(),
});
export type ReleaseResult = z.infer<typeof ReleaseResult>;

export const ApprovalRequestEvent = z.object({ runId: RunId, releaseId: RunId, taskToken: z.string().min(1) });
export type ApprovalRequestEvent = z.infer<typeof ApprovalRequestEvent>;

export const ApprovalDecision = z.object({
  decision: z.enum(['approved', 'rejected', 'pending']),
  by: z.string().optional(),
  note: z.string().max(500).optional(),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecision>;

export const PublishEvent = z.object({ runId: RunId, releaseId: RunId, approval: ApprovalDecision });
export type PublishEvent = z.infer<typeof PublishEvent>;

export const ReleaseStatus = z.object({
  releaseId: RunId,
  state: z.enum(['pending', 'approved', 'rejected']),
  corpus: z.string(),
  decidedBy: z.string().optional(),
});
export type ReleaseStatus = z.infer<typeof ReleaseStatus>;
