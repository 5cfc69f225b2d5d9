// Where the handlers find their buckets: environment variables set by CDK in AWS and by the local engine.
import { z } from 'zod';

const Env = z.object({
  DEID_INCOMING_BUCKET: z.string().min(1),
  DEID_WORK_BUCKET: z.string().min(1),
  DEID_RELEASE_BUCKET: z.string().min(1),
  DEID_APPROVED_BUCKET: z.string().min(1),
  /** Optional JSON of run-config defaults; a run's own config overrides it. */
  DEID_CONFIG: z.string().optional(),
});

export interface Buckets {
  incoming: string;
  work: string;
  release: string;
  approved: string;
}

export function buckets(env: NodeJS.ProcessEnv = process.env): Buckets {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`deid: missing environment configuration: ${missing}`);
  }
  return {
    incoming: parsed.data.DEID_INCOMING_BUCKET,
    work: parsed.data.DEID_WORK_BUCKET,
    release: parsed.data.DEID_RELEASE_BUCKET,
    approved: parsed.data.DEID_APPROVED_BUCKET,
  };
}

export function configDefaults(env: NodeJS.ProcessEnv = process.env): unknown {
  const raw = env.DEID_CONFIG;
  if (!raw) return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new Error('deid: DEID_CONFIG is not valid JSON');
  }
}
