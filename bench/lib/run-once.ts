// One local end-to-end run in a fresh process, so its peak memory is its own. Prints JSON.
import './quiet.js';
import '../../lambdas/adapters/polyfills.js';
import { LocalEngine } from '../../cli/local/engine.js';

const [input, store, batchSize, concurrency] = process.argv.slice(2);
if (!input || !store) throw new Error('usage: run-once <input> <store> [batchSize]');
const started = performance.now();
const engine = await LocalEngine.open(store);
try {
  const corpus = await engine.drop(input);
  const outcome = await engine.run(corpus, {
    approveAs: 'bench',
    config: batchSize ? { batchSize: Number(batchSize) } : undefined,
    maxConcurrency: concurrency ? Number(concurrency) : undefined,
  });
  const ms = performance.now() - started;
  const manifest = outcome.runId ? await engine.manifest(outcome.runId) : undefined;
  process.stdout.write(
    `${JSON.stringify({ status: outcome.status, error: outcome.error, ms, maxRssMB: process.resourceUsage().maxRSS / 1024, messages: manifest?.released.messages ?? 0 })}\n`,
  );
} finally {
  await engine.close();
}
