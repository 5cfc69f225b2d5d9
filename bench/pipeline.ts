// The whole local pipeline end to end (workflow + embedded S3 + every stage), at growing corpus
// sizes, each in its own process: wall time, messages/s and peak memory. Prints a table and JSON.
//   npx tsx bench/pipeline.ts [sizes=10000,100000] [--batch 200] [--concurrency 2]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMessagePool, writeScaleCorpus } from './lib/scale-corpus.js';

const args = process.argv.slice(2);
const sizes = (args.find((a) => /^\d/.test(a)) ?? '10000,100000').split(',').map(Number);
const batchIdx = args.indexOf('--batch');
const batch = batchIdx >= 0 ? Number(args[batchIdx + 1]) : 200;
const concIdx = args.indexOf('--concurrency');
const concurrency = concIdx >= 0 ? Number(args[concIdx + 1]) : 1;

const dir = mkdtempSync(join(tmpdir(), 'deid-bench-'));
const pool = loadMessagePool();
const results = [];
for (const size of sizes) {
  const file = join(dir, `scale-${size}.jsonl`);
  await writeScaleCorpus(pool, { messages: size, seed: 42, out: file });
  const mb = statSync(file).size / 1e6;
  const out = execFileSync(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', join(import.meta.dirname, 'lib/run-once.ts'), file, join(dir, `store-${size}`), String(batch), String(concurrency)],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const r = JSON.parse(out.trim().split('\n').pop()!) as { status: string; ms: number; maxRssMB: number; messages: number };
  results.push({ size, batch, mb, ...r, messagesPerSec: (size / r.ms) * 1000, mbPerSec: (mb / r.ms) * 1000 });
  rmSync(join(dir, `store-${size}`), { recursive: true, force: true });
}
console.log('\nwhole local pipeline (workflow + embedded S3 + all stages), one process per size');
console.log(`messages  batch   MB     status     seconds  msg/s    MB/s   peak RSS MB   (${concurrency} batches at a time)`);
for (const r of results)
  console.log(
    `${String(r.size).padEnd(9)} ${String(r.batch).padEnd(7)} ${r.mb.toFixed(1).padEnd(6)} ${r.status.padEnd(10)} ${(r.ms / 1000).toFixed(1).padEnd(8)} ${Math.round(r.messagesPerSec).toString().padEnd(8)} ${r.mbPerSec.toFixed(2).padEnd(6)} ${Math.round(r.maxRssMB)}`,
  );
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/pipeline.json', `${JSON.stringify(results, null, 2)}\n`);
rmSync(dir, { recursive: true, force: true });
