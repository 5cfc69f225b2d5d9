// Segmentation figures on real transcripts: how much is labelled MATH, where the name placeholders
// fall, and the seed-000 grid search over T_anchor x T_sim (appendix 3): per cell, the share of
// false-positive candidates (numeric look-alikes) and of true PII (name placeholders) inside MATH
// segments, and the objective: the harmonic mean of FP share and (1 - TP share).
import { readConfigJson } from '../config-files.js';
import { findPlaceholders } from '../ingest/placeholders.js';
import type { Embedder } from '../ports.js';
import type { SegmentConfig } from './config.js';
import { segmentTranscript } from './index.js';

export interface SegmentCorpus {
  name: string;
  transcripts: Array<Array<{ text: string }>>;
}

const lookalikes = (
  readConfigJson('segment/lookalikes.json') as { patterns: Array<{ source: string }> }
).patterns.map((p) => new RegExp(p.source, 'g'));

function countLookalikes(text: string): number {
  let n = 0;
  for (const re of lookalikes) n += text.match(re)?.length ?? 0;
  return n;
}

function countNamePlaceholders(text: string): number {
  return findPlaceholders(text).filter((s) => s.type === 'PERSON').length;
}

export interface SegmentSummary {
  corpus: string;
  messages: number;
  mathMessages: number;
  tokens: number;
  mathTokens: number;
  namePlaceholders: number;
  namePlaceholdersInMath: number;
  lookalikes: number;
  lookalikesInMath: number;
}

export async function summarize(corpus: SegmentCorpus, cfg: SegmentConfig, embedder: Embedder): Promise<SegmentSummary> {
  const s: SegmentSummary = { corpus: corpus.name, messages: 0, mathMessages: 0, tokens: 0, mathTokens: 0, namePlaceholders: 0, namePlaceholdersInMath: 0, lookalikes: 0, lookalikesInMath: 0 };
  for (const t of corpus.transcripts) {
    const seg = await segmentTranscript(t, cfg, embedder);
    t.forEach((m, i) => {
      const math = seg[i]!.label === 'MATH';
      const names = countNamePlaceholders(m.text);
      const looks = countLookalikes(m.text);
      s.messages++;
      s.tokens += seg[i]!.tokens;
      s.namePlaceholders += names;
      s.lookalikes += looks;
      if (math) {
        s.mathMessages++;
        s.mathTokens += seg[i]!.tokens;
        s.namePlaceholdersInMath += names;
        s.lookalikesInMath += looks;
      }
    });
  }
  return s;
}

export interface GridCell {
  tAnchor: number;
  tSim: number;
  fpShare: number;
  tpShare: number;
  objective: number;
}

export async function gridSearch(
  corpora: readonly SegmentCorpus[],
  base: SegmentConfig,
  embedder: Embedder,
  anchors = [0.05, 0.06, 0.07, 0.08, 0.09, 0.1],
  sims = [0, 0.1, 0.2, 0.3, 0.4, 0.5],
): Promise<GridCell[]> {
  const cells: GridCell[] = [];
  for (const tAnchor of anchors)
    for (const tSim of sims) {
      let fp = 0;
      let fpIn = 0;
      let tp = 0;
      let tpIn = 0;
      for (const c of corpora) {
        const s = await summarize(c, { ...base, tAnchor, tSim }, embedder);
        fp += s.lookalikes;
        fpIn += s.lookalikesInMath;
        tp += s.namePlaceholders;
        tpIn += s.namePlaceholdersInMath;
      }
      const fpShare = fp ? fpIn / fp : 0;
      const tpShare = tp ? tpIn / tp : 0;
      const a = fpShare;
      const b = 1 - tpShare;
      cells.push({ tAnchor, tSim, fpShare, tpShare, objective: a + b ? (2 * a * b) / (a + b) : 0 });
    }
  return cells;
}

/** The grid as an SVG heatmap (objective per cell, darker is better). */
export function heatmapSvg(cells: readonly GridCell[]): string {
  const anchors = [...new Set(cells.map((c) => c.tAnchor))];
  const sims = [...new Set(cells.map((c) => c.tSim))];
  const size = 56;
  const max = Math.max(...cells.map((c) => c.objective), 1e-9);
  const rects = cells
    .map((c) => {
      const x = 70 + sims.indexOf(c.tSim) * size;
      const y = 20 + anchors.indexOf(c.tAnchor) * size;
      const shade = Math.round(255 - (200 * c.objective) / max);
      return `<rect x="${x}" y="${y}" width="${size - 2}" height="${size - 2}" fill="rgb(${shade},${shade},255)"><title>T_anchor ${c.tAnchor} T_sim ${c.tSim}: objective ${c.objective.toFixed(3)}</title></rect><text x="${x + 8}" y="${y + 32}" font-size="12">${c.objective.toFixed(2)}</text>`;
    })
    .join('');
  const xl = sims.map((s, i) => `<text x="${70 + i * size + 18}" y="${30 + anchors.length * size}" font-size="11">${s}</text>`).join('');
  const yl = anchors.map((a, i) => `<text x="20" y="${20 + i * size + 32}" font-size="11">${a.toFixed(2)}</text>`).join('');
  const w = 90 + sims.length * size;
  const h = 60 + anchors.length * size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${rects}${xl}${yl}<text x="${70}" y="${h - 8}" font-size="12">T_sim (columns) x T_anchor (rows): harmonic mean of FP share and (1 - TP share)</text></svg>\n`;
}
