// Object keys, in one place. Work data lives under runs/<runId>/; a release under releases/<runId>/
// (public part at the top, restricted/ for stewards only); approved copies under approved/<runId>/.
import type { Stage } from './schema.js';

export const work = {
  /** Marks that a corpus object (key + ETag) has been taken up by a run: the nightly job skips it. */
  corpusIndex: (keyHash: string, etag: string) => `index/corpora/${keyHash}/${etag.replace(/[^A-Za-z0-9-]/g, '')}.json`,
  corpusIndexPrefix: 'index/corpora/',
  config: (runId: string) => `runs/${runId}/config.json`,
  splitManifest: (runId: string) => `runs/${runId}/split/manifest.json`,
  items: (runId: string) => `runs/${runId}/split/items.json`,
  quarantine: (runId: string) => `runs/${runId}/split/quarantine.jsonl`,
  batch: (runId: string, batchId: string, stage: Stage) => `runs/${runId}/batches/${batchId}/${stage}.jsonl`,
  /** LLM token use of one batch and stage, summed into the release manifest. */
  usage: (runId: string, batchId: string, stage: 'detect' | 'verify') => `runs/${runId}/batches/${batchId}/usage-${stage}.json`,
};

export const release = {
  prefix: (runId: string) => `releases/${runId}/`,
  data: (runId: string, file: string) => `releases/${runId}/data/${file}`,
  manifest: (runId: string) => `releases/${runId}/manifest.json`,
  audit: (runId: string) => `releases/${runId}/restricted/audit.jsonl`,
  quarantine: (runId: string) => `releases/${runId}/restricted/quarantine.jsonl`,
  status: (runId: string) => `releases/${runId}/status.json`,
  approvalRequest: (runId: string) => `releases/${runId}/approval/request.json`,
  approvalDecision: (runId: string) => `releases/${runId}/approval/decision.json`,
};

export const approved = {
  prefix: (runId: string) => `approved/${runId}/`,
  data: (runId: string, file: string) => `approved/${runId}/data/${file}`,
  manifest: (runId: string) => `approved/${runId}/manifest.json`,
};

/** A run id that is a safe key segment: corpus name slug plus a short content hash. */
export function runIdFor(corpusKey: string, contentHash: string): string {
  const base = corpusKey.split('/').pop() ?? 'corpus';
  const slug = base
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'corpus'}-${contentHash.slice(0, 12)}`;
}

export const RUN_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,80}$/;
