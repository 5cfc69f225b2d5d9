// The dev splits. The data's own division gives a tuning side (Bridge train, NCTE 3-20, the first half
// of Presidio) and a held-out side (Bridge validation minus ids shared with train, NCTE 21-33, the
// second half of Presidio). Five sessions reported the held-out side whole and never read its errors.
// The sixth split it by transcript into two fixed halves: dev-check, whose errors were then read and
// tuned against like dev-tune, and dev-heldout, still never read, the only split reported as held out.
import { createHash } from 'node:crypto';
import { z } from 'zod';

export const Split = z.enum(['dev-tune', 'dev-check', 'dev-heldout']);
export type Split = z.infer<typeof Split>;

/** Which side of the data's own division a split draws from. */
export const fromTuneSide = (split: Split) => split === 'dev-tune';

/**
 * The half of the held-out side a transcript belongs to, by its benchmark id: a fixed hash, so the
 * halves do not depend on the seed, on the order of the data, or on what the detector does.
 */
export function heldOutHalf(transcriptId: string): 'dev-check' | 'dev-heldout' {
  return (createHash('sha256').update(transcriptId).digest()[0]! & 1) === 0 ? 'dev-check' : 'dev-heldout';
}

/** Whether a transcript of the split's side is in the split itself. */
export const inSplit = (split: Split, transcriptId: string) => fromTuneSide(split) || heldOutHalf(transcriptId) === split;
