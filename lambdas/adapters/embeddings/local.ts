// The embedded default's embeddings: a deterministic lexical embedding (hashed, sublinear-TF word
// unigrams and character trigrams, L2-normalised). No weights to download; fast; same text, same
// vector on every machine. Seed 000 used all-MiniLM-L6-v2, which cannot be fetched here.
import type { Embedder } from '../../core/ports.js';

export const LOCAL_EMBEDDER_ID = 'local-lexical-v1';
const DIM = 512;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function embedText(text: string): Float32Array {
  const v = new Float32Array(DIM);
  const counts = new Map<string, number>();
  for (const w of text.toLowerCase().match(/[a-z0-9]+|[^\sa-z0-9]/g) ?? []) {
    counts.set(`w:${w}`, (counts.get(`w:${w}`) ?? 0) + 1);
    if (w.length > 2) {
      const padded = `<${w}>`;
      for (let i = 0; i + 3 <= padded.length; i++) {
        const g = `c:${padded.slice(i, i + 3)}`;
        counts.set(g, (counts.get(g) ?? 0) + 0.5);
      }
    }
  }
  for (const [feature, tf] of counts) {
    const h = fnv1a(feature);
    v[h % DIM]! += (h & 0x80000000 ? -1 : 1) * (1 + Math.log(tf + (tf < 1 ? 1 : 0)));
  }
  let norm = 0;
  for (let i = 0; i < DIM; i++) norm += v[i]! * v[i]!;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < DIM; i++) v[i]! /= norm;
  return v;
}

export function createLocalEmbedder(): Embedder {
  return { id: LOCAL_EMBEDDER_ID, embed: async (texts) => texts.map(embedText) };
}
