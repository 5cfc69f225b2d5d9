// Names no list holds: the benchmark fills its name placeholders from the gazetteer's own sources, so
// its PERSON recall cannot show what happens to a student whose name is in no list. This slice swaps
// every one-word Bridge and NCTE gold name for a real first name outside the gazetteer (the same name
// for the same original within a transcript) and keeps everything else, so PERSON recall on it
// measures what the cues alone find.
import type { Transcript } from '../schema.js';
import type { Benchmark, GoldSpan } from './benchmark.js';

export interface UnlistedSlice {
  corpus: Transcript[];
  /** The swapped gold names only (PERSON). */
  gold: GoldSpan[];
}

/** FNV-1a, 32 bits: a cheap, fixed hash of a string. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
/**
 * The pool's name for one original name in one transcript, by highest hash of the pair (rendezvous hashing), skipping names
 * the transcript already uses: the same every run, and a name added to or dropped from the pool (as the gazetteer grows)
 * moves only the originals whose own pick it was.
 */
function pick(key: string, pool: readonly string[], used: ReadonlySet<string>): string {
  let best = '';
  let bestScore = -1;
  for (const name of pool) {
    if (used.has(name)) continue;
    const score = fnv1a(`${key}\u0000${name}`);
    if (score > bestScore) [best, bestScore] = [name, score];
  }
  return best || pool[fnv1a(key) % pool.length]!;
}

/** `pool`: names outside the gazetteer; each original's pick is fixed (see `pick`), so the slice is the same every run. */
export function swapInUnlistedNames(bench: Benchmark, pool: readonly string[]): UnlistedSlice {
  if (pool.length === 0) throw new Error('unlisted names: the name pool is empty');
  const swappable = bench.gold.filter((g) => g.type === 'PERSON' && (g.source === 'bridge' || g.source === 'ncte') && !/\s/.test(g.text));
  const byMessage = new Map<string, GoldSpan[]>();
  for (const g of swappable) {
    const k = `${g.transcriptId}\u0000${g.messageId}`;
    byMessage.set(k, [...(byMessage.get(k) ?? []), g]);
  }
  const gold: GoldSpan[] = [];
  const corpus = bench.corpus.map((t) => {
    const chosen = new Map<string, string>();
    return {
      ...t,
      messages: t.messages.map((m) => {
        const spans = (byMessage.get(`${t.id}\u0000${m.id}`) ?? []).sort((a, b) => a.start - b.start);
        if (!spans.length) return m;
        let text = '';
        let at = 0;
        for (const g of spans) {
          let name = chosen.get(g.text);
          if (!name) chosen.set(g.text, (name = pick(`${t.id}\u0000${g.text}`, pool, new Set(chosen.values()))));
          text += m.text.slice(at, g.start);
          gold.push({ ...g, start: text.length, end: text.length + name.length, text: name });
          text += name;
          at = g.end;
        }
        return { ...m, text: text + m.text.slice(at) };
      }),
    };
  });
  return { corpus, gold };
}
