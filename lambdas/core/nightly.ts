// The nightly release run: corpora dropped in the incoming bucket that no run has taken up yet.
// A run records its corpus (key hash + ETag) in the work bucket's index when it splits, so a corpus
// replaced by a new version (new ETag) is pending again, and one already run is not.
import { createHash } from 'node:crypto';
import { work } from './layout.js';

export interface StoredObject {
  key: string;
  etag: string;
}

export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** Corpus files (not folders, not hidden files) with no index entry for their current version. */
export function pendingCorpora(incoming: readonly StoredObject[], indexKeys: ReadonlySet<string>): StoredObject[] {
  return incoming.filter(
    (o) => !o.key.endsWith('/') && !o.key.split('/').some((part) => part.startsWith('.')) && !indexKeys.has(work.corpusIndex(keyHash(o.key), o.etag)),
  );
}

/** Execution names must be unique per state machine for 90 days and at most 80 characters. */
export function executionName(o: StoredObject, date: string): string {
  return `nightly-${date}-${keyHash(`${o.key}\u0000${o.etag}`).slice(0, 24)}`;
}
