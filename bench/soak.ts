// Soak run: 20 consecutive local runs over a generated corpus with random faults injected (stage
// crashes and S3 errors), each restarted until it completes. Prints runs, faults injected, faults
// survived, records lost (must be 0) and leaks (must be 0: every release must equal a clean run's,
// so no message skipped detection or surrogation).   npx tsx bench/soak.ts [runs=20] [messages=2000]
import './lib/quiet.js';
import '../lambdas/adapters/polyfills.js';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalEngine } from '../cli/local/engine.js';
import { s3Client } from '../lambdas/adapters/s3.js';
import { setFaultHook } from '../lambdas/runners/batch-stage.js';
import { loadMessagePool, prng, writeScaleCorpus } from './lib/scale-corpus.js';

const runs = Number(process.argv[2] ?? 20);
const messages = Number(process.argv[3] ?? 2000);
const dir = mkdtempSync(join(tmpdir(), 'deid-soak-'));
mkdirSync(join(dir, 'keys'), { mode: 0o700 });
process.env.DEID_KEY_FILE = join(dir, 'keys', 'k');
writeFileSync(process.env.DEID_KEY_FILE, Buffer.alloc(32, 5), { mode: 0o600 });
chmodSync(process.env.DEID_KEY_FILE, 0o600);
const corpusFile = join(dir, 'soak.jsonl');
await writeScaleCorpus(loadMessagePool(), { messages, seed: 99, out: corpusFile });
const config = { batchSize: 10 };

async function release(store: string, runId: string, faults?: { rand: () => number; counter: { stage: number; s3: number } }) {
  const engine = await LocalEngine.open(store);
  try {
    if (faults) {
      setFaultHook((stage) => {
        if (faults.rand() < 0.15) {
          faults.counter.stage++;
          throw new Error(`injected crash in ${stage}`);
        }
      });
      s3Client().middlewareStack.add(
        (next, ctx) => async (args) => {
          if (ctx.commandName === 'PutObjectCommand' && faults.rand() < 0.03) {
            faults.counter.s3++;
            throw Object.assign(new Error('injected S3 error'), { name: 'InternalError', $metadata: { httpStatusCode: 500 } });
          }
          return next(args);
        },
        { step: 'deserialize', name: 'soakFaults' },
      );
    }
    const corpus = await engine.drop(corpusFile);
    let attempts = 0;
    let outcome;
    do {
      attempts++;
      outcome = await engine.run(corpus, { runId, approveAs: 'soak', config });
    } while (outcome.status !== 'SUCCEEDED' && attempts < 8);
    setFaultHook(undefined);
    if (outcome.status !== 'SUCCEEDED') return { attempts, ok: false as const };
    const files = await engine.download(runId, join(store, 'out'));
    const manifest = await engine.manifest(runId);
    return { attempts, ok: true as const, data: readFileSync(files.find((f) => f.endsWith('.jsonl'))!, 'utf8'), manifest };
  } finally {
    setFaultHook(undefined);
    await engine.close();
  }
}

const reference = await release(join(dir, 'reference'), 'soak');
if (!reference.ok) throw new Error('soak: the clean reference run failed');
const refLines = reference.data.trim().split('\n');
const totals = { runs: 0, faults: 0, survived: 0, lost: 0, leaks: 0, restarts: 0 };
for (let i = 0; i < runs; i++) {
  const counter = { stage: 0, s3: 0 };
  const r = await release(join(dir, `run-${i}`), 'soak', { rand: prng(1000 + i), counter });
  const faults = counter.stage + counter.s3;
  totals.runs++;
  totals.faults += faults;
  totals.restarts += r.attempts - 1;
  if (r.ok) {
    totals.survived += faults;
    totals.lost += r.manifest.input.messages - r.manifest.released.messages - r.manifest.quarantined.messages;
    const lines = r.data.trim().split('\n');
    totals.leaks += lines.filter((l, k) => l !== refLines[k]).length + Math.abs(lines.length - refLines.length);
  } else totals.lost += messages;
  rmSync(join(dir, `run-${i}`), { recursive: true, force: true });
}
console.log(`soak: ${totals.runs} runs of ${messages} messages, ${totals.faults} faults injected, ${totals.survived} survived, ${totals.restarts} restarts, records lost ${totals.lost}, leaks ${totals.leaks}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/soak.json', `${JSON.stringify({ messages, ...totals }, null, 2)}\n`);
rmSync(dir, { recursive: true, force: true });
if (totals.lost || totals.leaks) process.exitCode = 1;
