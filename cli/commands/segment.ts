// Segmentation figures on the real dev transcripts: `deid segment-report` and `deid segment-grid`.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { parse } from 'csv-parse/sync';
import { createLocalEmbedder } from '../../lambdas/adapters/embeddings/local.js';
import { SegmentConfig } from '../../lambdas/core/segment/config.js';
import { gridSearch, heatmapSvg, summarize, type SegmentCorpus } from '../../lambdas/core/segment/report.js';
import { bridgeConversations, ncteSide } from '../../lambdas/core/eval/benchmark.js';
import { fromTuneSide, inSplit, Split } from '../../lambdas/core/eval/split.js';
import { DEV_DATA } from './eval.js';

/** Bridge (c_h + c_r) and NCTE transcripts of one split, with their upstream placeholders intact. */
export function devCorpora(dataDir: string, split: Split): SegmentCorpus[] {
  const tune = fromTuneSide(split);
  const bridge = bridgeConversations(dataDir, split);
  const ncte = ncteSide(dataDir, tune)
    .filter((f) => inSplit(split, f.id))
    .map((f) => (parse(readFileSync(f.path), { columns: true, bom: true }) as Array<{ text: string }>).filter((r) => r.text?.trim()));
  return [
    { name: `bridge ${tune ? 'train' : 'validation'} (${split})`, transcripts: bridge.map((c) => [...c.c_h, ...c.c_r].filter((m) => m.text?.trim())) },
    { name: `ncte ${tune ? '3-20' : '21-33'} (${split})`, transcripts: ncte },
  ];
}

const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(1) : '0.0'}%`;

export function register(program: Command): void {
  program
    .command('segment-report')
    .description('Share of messages and tokens labelled MATH on the dev transcripts, and where name placeholders fall.')
    .option('--split <split>', 'dev-tune, dev-check or dev-heldout', 'dev-heldout')
    .option('--data <dir>', 'dev data folder', process.env.DEID_DEV_DATA ?? DEV_DATA)
    .option('--t-anchor <n>', 'anchor threshold', '0.05')
    .option('--t-sim <n>', 'similarity threshold', '0.3')
    .action(async (o) => {
      const cfg = SegmentConfig.parse({ tAnchor: Number(o.tAnchor), tSim: Number(o.tSim) });
      const embedder = createLocalEmbedder();
      process.stdout.write(`split ${o.split}, T_anchor ${cfg.tAnchor}, T_sim ${cfg.tSim}, embeddings ${embedder.id}\n`);
      for (const c of devCorpora(o.data, Split.parse(o.split))) {
        const s = await summarize(c, cfg, embedder);
        process.stdout.write(
          `${s.corpus}: MATH ${pct(s.mathMessages, s.messages)} of ${s.messages} messages, ${pct(s.mathTokens, s.tokens)} of ${s.tokens} tokens; ` +
            `name placeholders in MATH ${pct(s.namePlaceholdersInMath, s.namePlaceholders)} of ${s.namePlaceholders}; numeric look-alikes in MATH ${pct(s.lookalikesInMath, s.lookalikes)} of ${s.lookalikes}\n`,
        );
      }
    });

  program
    .command('segment-grid')
    .description('Grid search over T_anchor x T_sim (seed 000, appendix 3) on the tuning split: table and SVG heatmap.')
    .option('--split <split>', 'dev-tune, dev-check or dev-heldout', 'dev-tune')
    .option('--data <dir>', 'dev data folder', process.env.DEID_DEV_DATA ?? DEV_DATA)
    .option('--out <file>', 'heatmap SVG path', 'segment-grid.svg')
    .action(async (o) => {
      const cells = await gridSearch(devCorpora(o.data, Split.parse(o.split)), SegmentConfig.parse({}), createLocalEmbedder());
      process.stdout.write(`split ${o.split}\nT_anchor T_sim  FP share  TP share  objective\n`);
      for (const c of cells)
        process.stdout.write(`${c.tAnchor.toFixed(2)}     ${c.tSim.toFixed(1)}    ${c.fpShare.toFixed(3)}     ${c.tpShare.toFixed(3)}     ${c.objective.toFixed(3)}\n`);
      const best = [...cells].sort((a, b) => b.objective - a.objective)[0]!;
      process.stdout.write(`best: T_anchor ${best.tAnchor}, T_sim ${best.tSim} (objective ${best.objective.toFixed(3)})\n`);
      writeFileSync(o.out, heatmapSvg(cells));
      process.stderr.write(`heatmap: ${o.out}\n`);
    });
}
