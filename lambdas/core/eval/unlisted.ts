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

/** `pool`: names outside the gazetteer; picked in a fixed stride, so the slice is the same every run. */
export function swapInUnlistedNames(bench: Benchmark, pool: readonly string[]): UnlistedSlice {
  if (pool.length === 0) throw new Error('unlisted names: the name pool is empty');
  const swappable = bench.gold.filter((g) => g.type === 'PERSON' && (g.source === 'bridge' || g.source === 'ncte') && !/\s/.test(g.text));
  const byMessage = new Map<string, GoldSpan[]>();
  for (const g of swappable) {
    const k = `${g.transcriptId}\u0000${g.messageId}`;
    byMessage.set(k, [...(byMessage.get(k) ?? []), g]);
  }
  let next = 0;
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
          if (!name) chosen.set(g.text, (name = pool[(next++ * 7919) % pool.length]!));
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
