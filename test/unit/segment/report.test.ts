import { describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../../../lambdas/adapters/embeddings/local.js';
import { SegmentConfig } from '../../../lambdas/core/segment/config.js';
import { gridSearch, heatmapSvg, summarize } from '../../../lambdas/core/segment/report.js';

const corpus = {
  name: 'tiny',
  transcripts: [
    [{ text: 'hi [STUDENT], how are you?' }, { text: 'good' }, { text: 'what is 4/12 simplified? the fraction 4/12' }, { text: '1/3' }],
    [{ text: 'Student M, what is 16 times 3?' }, { text: '48' }, { text: 'see you at 9:30' }],
  ],
};

describe('segment report', () => {
  it('counts messages, tokens, placeholders and look-alikes inside MATH segments', async () => {
    // Prepare / Act
    const s = await summarize(corpus, SegmentConfig.parse({}), createLocalEmbedder());
    // Assess
    expect(s.messages).toBe(7);
    expect(s.namePlaceholders).toBe(2);
    expect(s.lookalikes).toBe(4);
    expect(s.mathMessages).toBeGreaterThan(0);
    expect(s.lookalikesInMath).toBeGreaterThanOrEqual(3);
    expect(s.mathTokens).toBeLessThanOrEqual(s.tokens);
  });

  it('grid search returns one cell per threshold pair with the harmonic-mean objective, and a heatmap', async () => {
    // Prepare / Act
    const cells = await gridSearch([corpus], SegmentConfig.parse({}), createLocalEmbedder(), [0.05, 0.5], [0, 0.9]);
    // Assess
    expect(cells).toHaveLength(4);
    for (const c of cells) {
      const a = c.fpShare;
      const b = 1 - c.tpShare;
      expect(c.objective).toBeCloseTo(a + b ? (2 * a * b) / (a + b) : 0, 10);
    }
    expect(heatmapSvg(cells).match(/<rect/g)).toHaveLength(4);
  });
});
