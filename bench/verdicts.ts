// Every decision the product makes on a tuning split (span, type, verdict, reason), one line each, in a
// stable order: the regression guard that a rule learnt from a blind batch changes no verdict on
// dev-tune or dev-check. Run it before and after a change and diff the two files. Refuses
// dev-heldout: its errors are never read.
//   npx tsx bench/verdicts.ts <dev-tune|dev-check> [--seed N] > before.tsv
import './lib/quiet.js';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { createLocalEmbedder } from '../lambdas/adapters/embeddings/local.js';
import { parseConfig } from '../lambdas/core/config.js';
import { buildBenchmark, Split } from '../lambdas/core/eval/benchmark.js';
import { runPipeline } from '../lambdas/core/pipeline.js';

const args = process.argv.slice(2);
const split = Split.parse(args[0]);
if (split === 'dev-heldout') {
  console.error('verdicts: dev-heldout is never read; use dev-tune or dev-check');
  process.exit(2);
}
const seed = args.includes('--seed') ? Number(args[args.indexOf('--seed') + 1]) : 13;
const dataDir = process.env.DEID_DEV_DATA ?? resolve(import.meta.dirname, '../../shared/data/dev');

const bench = buildBenchmark({ dataDir, split, seed });
const key = createHash('sha256').update('deid-verdicts').digest();
const work = await runPipeline(bench.corpus, parseConfig({}), { embedder: createLocalEmbedder(), key });
let lines = 0;
for (const t of work)
  for (const m of t.messages)
    for (const d of m.decisions ?? []) {
      const { start, end, type } = d.span;
      // The text is the benchmark's own (dev data with drawn names): this file stays on the machine.
      console.log([t.id, m.id, m.segment?.label ?? 'NON_MATH', start, end, type, d.verdict, d.reason, JSON.stringify(m.text.slice(start, end))].join('\t'));
      lines++;
    }
console.error(`verdicts: ${split} seed ${seed}: ${work.length} transcripts, ${lines} decisions`);
