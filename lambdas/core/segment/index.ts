// Segmentation (seed 000, section 5.1): messages whose math density reaches T_anchor anchor a math
// segment; the segment grows over adjacent messages (both directions) whose embedding similarity to
// the running segment centroid is at least T_sim. Everything inside a segment is MATH.
import type { Embedder } from '../ports.js';
import type { SegmentInfo } from '../schema.js';
import type { SegmentConfig } from './config.js';
import { mathDensity } from './density.js';

export { mathDensity, patternFamilies } from './density.js';

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export async function segmentTranscript(
  messages: ReadonlyArray<{ text: string }>,
  cfg: SegmentConfig,
  embedder: Embedder,
): Promise<SegmentInfo[]> {
  const dens = messages.map((m) => mathDensity(m.text));
  const anchors = dens.map((d) => d.density >= cfg.tAnchor && d.tokens > 0);
  const segmentOf: Array<number | null> = messages.map(() => null);
  if (anchors.some(Boolean)) {
    const vectors = await embedder.embed(messages.map((m) => m.text));
    let next = 0;
    for (let i = 0; i < messages.length; i++) {
      if (!anchors[i] || segmentOf[i] !== null) continue;
      const id = next++;
      segmentOf[i] = id;
      const centroid = Float32Array.from(vectors[i]!);
      let size = 1;
      const absorb = (j: number) => {
        segmentOf[j] = id;
        size += 1;
        const v = vectors[j]!;
        for (let k = 0; k < centroid.length; k++) centroid[k]! += (v[k]! - centroid[k]!) / size;
      };
      // Grow right, then left, while neighbours are anchors or similar enough to the centroid.
      for (let j = i + 1; j < messages.length && segmentOf[j] === null; j++) {
        if (anchors[j] || cosine(vectors[j]!, centroid) >= cfg.tSim) absorb(j);
        else break;
      }
      for (let j = i - 1; j >= 0 && segmentOf[j] === null; j--) {
        if (cosine(vectors[j]!, centroid) >= cfg.tSim) absorb(j);
        else break;
      }
    }
  }
  return messages.map((_, i) => ({
    label: segmentOf[i] === null ? 'NON_MATH' : 'MATH',
    density: Math.round(dens[i]!.density * 1e4) / 1e4,
    segment: segmentOf[i] ?? null,
    anchor: anchors[i]!,
    tokens: dens[i]!.tokens,
  }));
}
