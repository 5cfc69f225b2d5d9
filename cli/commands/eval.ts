// Evaluation verbs: build the dev benchmark, score any predictions file, and run the product and the
// peers on a benchmark with a JSON result and an HTML report.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { parseConfig } from '../../lambdas/core/config.js';
import { buildBenchmark, GoldSpan, Split, type Benchmark } from '../../lambdas/core/eval/benchmark.js';
import { buildRewriteProbe } from '../../lambdas/core/eval/probe.js';
import { swapInUnlistedNames } from '../../lambdas/core/eval/unlisted.js';
import { Prediction, score } from '../../lambdas/core/eval/score.js';
import { Transcript } from '../../lambdas/core/schema.js';
import { renderReport } from '../eval/report.js';
import { evaluate, summaryTable } from '../eval/run.js';
import { unlistedNamePool } from '../eval/unlisted-names.js';

export const DEV_DATA = resolve(import.meta.dirname, '../../../shared/data/dev');

const jsonl = <T>(path: string, parse: (v: unknown) => T): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => parse(JSON.parse(l)));

function loadBenchmark(dir: string): Benchmark {
  const meta = JSON.parse(readFileSync(join(dir, 'benchmark.json'), 'utf8')) as { split: string };
  const residual = join(dir, 'residual.jsonl');
  return {
    split: Split.parse(meta.split),
    corpus: jsonl(join(dir, 'corpus.jsonl'), (v) => Transcript.parse(v)),
    gold: jsonl(join(dir, 'gold.jsonl'), (v) => GoldSpan.parse(v)),
    residual: existsSync(residual) ? jsonl(residual, (v) => GoldSpan.parse(v)) : [],
  };
}

export function register(program: Command): void {
  program
    .command('benchmark')
    .description('Build the dev benchmark (corpus.jsonl the product can ingest, gold.jsonl, residual.jsonl of names upstream redaction missed) from ../shared/data/dev.')
    .requiredOption('--out <dir>', 'output folder')
    .option('--split <split>', 'dev-tune, dev-check or dev-heldout', 'dev-heldout')
    .option('--seed <n>', 'seed', '13')
    .option('--data <dir>', 'dev data folder', process.env.DEID_DEV_DATA ?? DEV_DATA)
    .action((o) => {
      const b = buildBenchmark({ dataDir: o.data, split: Split.parse(o.split), seed: Number(o.seed) });
      mkdirSync(o.out, { recursive: true });
      writeFileSync(join(o.out, 'corpus.jsonl'), b.corpus.map((t) => JSON.stringify(t)).join('\n') + '\n');
      writeFileSync(join(o.out, 'gold.jsonl'), b.gold.map((g) => JSON.stringify(g)).join('\n') + '\n');
      writeFileSync(join(o.out, 'residual.jsonl'), b.residual.map((g) => JSON.stringify(g)).join('\n') + '\n');
      writeFileSync(join(o.out, 'benchmark.json'), `${JSON.stringify({ split: b.split, seed: Number(o.seed) }, null, 2)}\n`);
      process.stderr.write(`${b.split}: ${b.corpus.length} transcripts, ${b.gold.length} gold spans -> ${o.out}\n`);
    });

  program
    .command('score')
    .description('Score a predictions file (JSONL of {messageId, start, end, type[, transcriptId]}) against gold.')
    .requiredOption('--gold <file>', 'gold.jsonl')
    .requiredOption('--pred <file>', 'predictions.jsonl')
    .option('--labels <file>', 'JSONL of {transcriptId, messageId, label} segment labels')
    .action((o) => {
      const labels = o.labels
        ? new Map(jsonl(o.labels, (v) => v as { transcriptId: string; messageId: string; label: 'MATH' | 'NON_MATH' }).map((l) => [`${l.transcriptId}\u0000${l.messageId}`, l.label]))
        : undefined;
      const report = score(jsonl(o.gold, (v) => GoldSpan.parse(v)), jsonl(o.pred, (v) => Prediction.parse(v)), { labels });
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    });

  program
    .command('eval')
    .description('Run the product (and the peers) on a benchmark; print the figures, write result.json and report.html.')
    .option('--bench <dir>', 'a benchmark folder from `deid benchmark` (default: build the split in memory)')
    .option('--split <split>', 'dev-tune, dev-check or dev-heldout, when building in memory', 'dev-heldout')
    .option('--data <dir>', 'dev data folder', process.env.DEID_DEV_DATA ?? DEV_DATA)
    .option('--config <file>', 'run configuration JSON (detector settings)')
    .option('--no-peers', 'skip redact-pii and openredaction')
    .option('--out <dir>', 'where to write result.json and report.html', 'eval-out')
    .action(async (o) => {
      const bench = o.bench ? loadBenchmark(o.bench) : buildBenchmark({ dataDir: o.data, split: Split.parse(o.split) });
      const config = parseConfig(o.config ? JSON.parse(readFileSync(o.config, 'utf8')) : {});
      const result = await evaluate(bench, config, {
        peers: o.peers,
        probe: buildRewriteProbe(o.data, bench.split),
        unlisted: swapInUnlistedNames(bench, unlistedNamePool()),
      });
      mkdirSync(o.out, { recursive: true });
      writeFileSync(join(o.out, 'result.json'), `${JSON.stringify(result, null, 2)}\n`);
      writeFileSync(join(o.out, 'report.html'), renderReport(result));
      process.stdout.write(`${summaryTable(result)}\n\nwrote ${join(o.out, 'result.json')} and ${join(o.out, 'report.html')}\n`);
    });
}
