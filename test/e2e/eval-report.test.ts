// The evaluation report, rendered in headless Chromium (Debian's chromium): the charts must draw.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_DATA } from '../../cli/commands/eval.js';
import { renderReport } from '../../cli/eval/report.js';
import { evaluate } from '../../cli/eval/run.js';
import { parseConfig } from '../../lambdas/core/config.js';
import { buildBenchmark } from '../../lambdas/core/eval/benchmark.js';
import { buildRewriteProbe } from '../../lambdas/core/eval/probe.js';
import { swapInUnlistedNames } from '../../lambdas/core/eval/unlisted.js';
import { unlistedNamePool } from '../../cli/eval/unlisted-names.js';

const CHROMIUM = '/usr/bin/chromium';

describe('evaluation report', () => {
  it('renders per-type, segment and overall charts with CIs in a real browser', async () => {
    // Prepare: a small slice of the held-out benchmark, the product and both peers
    expect(existsSync(CHROMIUM), `Debian chromium is required at ${CHROMIUM} (npm test's pretest installs it)`).toBe(true);
    const full = buildBenchmark({ dataDir: DEV_DATA, split: 'dev-heldout', seed: 2 });
    const ids = new Set(full.corpus.slice(0, 60).map((t) => t.id).concat(full.corpus.slice(-60).map((t) => t.id)));
    const bench = { ...full, corpus: full.corpus.filter((t) => ids.has(t.id)), gold: full.gold.filter((g) => ids.has(g.transcriptId)), residual: full.residual.filter((g) => ids.has(g.transcriptId)) };
    // The false-alarm probe from the tuning side (a rendering check, not a figure)
    const probe = buildRewriteProbe(DEV_DATA, 'dev-tune').slice(0, 40);
    const result = await evaluate(bench, parseConfig({}), { peers: true, probe, unlisted: swapInUnlistedNames(bench, unlistedNamePool()) });
    const file = join(mkdtempSync(join(tmpdir(), 'deid-report-')), 'report.html');
    writeFileSync(file, renderReport(result));
    // Act
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`file://${file}`);
      const charts = await page.$$eval('svg', (svgs) =>
        svgs.map((s) => ({
          id: s.id,
          bars: [...s.querySelectorAll('rect.bar')].map((r) => (r as SVGRectElement).getBBox().height),
          ci: s.querySelectorAll('line.ci').length,
          width: s.getBoundingClientRect().width,
        })),
      );
      // Assess
      expect(charts.map((c) => c.id)).toEqual(['overall', 'per-type', 'segments']);
      for (const c of charts) {
        expect(c.width).toBeGreaterThan(100);
        expect(c.bars.length).toBeGreaterThanOrEqual(3 * 2);
        expect(c.bars.some((h) => h > 5)).toBe(true);
      }
      // One CI per metric (P, R, F1) per system: the product, its adjudicated row when residual names fall in the slice, the peers
      expect(result.systems.length).toBe(bench.residual.length ? 4 : 3);
      expect(charts[0]!.ci).toBe(3 * result.systems.length);
      expect(await page.textContent('h1')).toContain('dev-heldout');
      expect(result.falseAlarms?.messages).toBeGreaterThan(40);
      expect(result.unlisted?.names).toBeGreaterThan(20);
      expect(await page.textContent('#unlisted + p')).toContain(`${result.unlisted!.names} Bridge and NCTE gold names swapped`);
      // Per corpus: the corpora of the slice, which together hold every gold span and every MATH message
      const corpora = Object.values(result.byCorpus!);
      expect(Object.keys(result.byCorpus!).sort()).toEqual([...new Set(bench.corpus.map((t) => t.id.split('-')[0]))].sort());
      expect(corpora.reduce((n, c) => n + c.report.exact.tp + c.report.exact.fn, 0)).toBe(result.systems[0]!.report.exact.tp + result.systems[0]!.report.exact.fn);
      expect(corpora.reduce((n, c) => n + c.report.exact.fp, 0)).toBe(result.systems[0]!.report.exact.fp);
      expect(corpora.reduce((n, c) => n + c.report.mathMessages, 0)).toBe(result.systems[0]!.report.mathMessages);
      expect(await page.$$eval('#by-corpus ~ table tr', (rows) => rows.length)).toBe(corpora.length + 1);
      expect(await page.textContent('#false-alarms + p')).toContain(`${result.falseAlarms!.spans} spans kept in ${result.falseAlarms!.messages} messages`);
    } finally {
      await browser.close();
    }
  });
});
