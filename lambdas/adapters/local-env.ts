// The local store: one folder holding the embedded S3 server's data and the surrogate key.
import { join, resolve } from 'node:path';

export const LOCAL_BUCKETS = {
  incoming: 'deid-incoming',
  work: 'deid-work',
  release: 'deid-releases',
  approved: 'deid-approved',
} as const;

export function storeDir(store?: string): string {
  return resolve(store ?? process.env.DEID_HOME ?? '.deid');
}

/** Points the handlers (which read their environment) at the local store and S3 endpoint. */
export function localEnvironment(store: string, endpoint: string): Record<string, string> {
  return {
    DEID_S3_ENDPOINT: endpoint,
    DEID_INCOMING_BUCKET: LOCAL_BUCKETS.incoming,
    DEID_WORK_BUCKET: LOCAL_BUCKETS.work,
    DEID_RELEASE_BUCKET: LOCAL_BUCKETS.release,
    DEID_APPROVED_BUCKET: LOCAL_BUCKETS.approved,
    DEID_KEY_FILE: process.env.DEID_KEY_FILE ?? join(store, 'keys', 'surrogate-hmac.key'),
    // Locally, metrics have no CloudWatch to go to; the manifest and CLI report the counts.
    POWERTOOLS_METRICS_DISABLED: 'true',
  };
}
