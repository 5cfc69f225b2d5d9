// Residual names: real people the upstream redaction of the dev data missed ("Yes, Michael?"). The raw
// gold calls them non-PII, so a detector that catches them is charged a false positive and one that
// leaks them is not charged at all. An adjudicated list (config/eval/residual-names.json, names kept
// only as hashes) turns every mention into a PERSON gold span for a second, adjudicated scoring.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { readConfigJson } from '../config-files.js';
import type { Transcript } from '../schema.js';
import type { GoldSpan } from './benchmark.js';
import { Split } from './split.js';

export const ResidualName = z.object({
  split: Split,
  transcriptId: z.string().min(1),
  /** The first 16 hex digits of sha256 of the lower-cased name. */
  nameSha256: z.string().regex(/^[0-9a-f]{16}$/),
  reason: z.string().min(1),
  /** The name is written in lower case there ("nice going! maria."): mentions in any case count. */
  anyCase: z.boolean().optional(),
});
export const ResidualFile = z.object({ residualNames: z.array(ResidualName) });
export type ResidualName = z.infer<typeof ResidualName>;

export const nameHash = (name: string) => createHash('sha256').update(name.toLowerCase()).digest('hex').slice(0, 16);

const WORD = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}'’-]*(?<!['’-])/gu;
const ANY_CASE_WORD = /(?<![\p{L}\p{M}])\p{L}[\p{L}\p{M}'’-]*(?<!['’-])/gu;

/**
 * Every capitalised whole-word mention of each listed name in its transcript (any case for an `anyCase`
 * entry), as PERSON gold. An entry
 * whose transcript or name is not found is an error naming it: a stale list must not score silently.
 */
export function residualSpans(corpus: readonly Transcript[], split: Split, entries: readonly ResidualName[]): GoldSpan[] {
  const byId = new Map(corpus.map((t) => [t.id, t]));
  const out: GoldSpan[] = [];
  for (const e of entries.filter((x) => x.split === split)) {
    const t = byId.get(e.transcriptId);
    if (!t) throw new Error(`residual name ${e.nameSha256}: transcript ${e.transcriptId} is not in split ${split}`);
    const before = out.length;
    for (const m of t.messages)
      for (const w of m.text.matchAll(e.anyCase ? ANY_CASE_WORD : WORD)) {
        const name = w[0].replace(/['’]s$/, '');
        if (nameHash(name) === e.nameSha256)
          out.push({ transcriptId: t.id, messageId: m.id, start: w.index, end: w.index + name.length, type: 'PERSON', text: name, source: 'residual' });
      }
    if (out.length === before) throw new Error(`residual name ${e.nameSha256}: no mention in transcript ${e.transcriptId}`);
  }
  return out;
}

export function residualNames(): ResidualName[] {
  return ResidualFile.parse(readConfigJson('eval/residual-names.json')).residualNames;
}
