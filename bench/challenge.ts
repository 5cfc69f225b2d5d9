// The challenge set (test/fixtures/challenge/cases.jsonl, and the whole transcripts of
// transcripts.jsonl, every message scored) through detection and verification: the per-capability
// table, per-type exact P/R/F1 and the overall figures; with --failures, every failing case or message
// with expected vs got (synthetic text written for the set, so showing it is fine here).
//   npx tsx bench/challenge.ts [--failures] [--segmenter] [--only <capability substring>]
// --segmenter: the product's segmenter labels the messages instead of the cases' labels.
import './lib/quiet.js';
import { resolve } from 'node:path';
import { createLocalEmbedder } from '../lambdas/adapters/embeddings/local.js';
import { parseConfig } from '../lambdas/core/config.js';
import { formatFailures, formatReport, loadCases, loadTranscripts, report, runChallenge, runTranscripts } from '../lambdas/core/eval/challenge.js';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const fixtures = resolve(import.meta.dirname, '../test/fixtures/challenge');
const wanted = (c: { capability: string }) => !only || c.capability.toLowerCase().includes(only.toLowerCase());
const cases = loadCases(resolve(fixtures, 'cases.jsonl')).filter(wanted);
const transcripts = loadTranscripts(resolve(fixtures, 'transcripts.jsonl')).filter(wanted);

const started = performance.now();
const config = parseConfig({});
const deps = { embedder: createLocalEmbedder(), key: Buffer.alloc(32) };
const opts = { segmentation: args.includes('--segmenter') ? ('segmenter' as const) : ('fixture' as const) };
const results = [...(await runChallenge(cases, config, deps, opts)), ...(await runTranscripts(transcripts, config, deps, opts))];
const ms = performance.now() - started;
const r = report(results);

const scored = [...cases, ...transcripts.flatMap((t) => t.messages)];
const types = new Set(scored.flatMap((c) => c.expected.map((e) => e.type)));
const messages = transcripts.reduce((n, t) => n + t.messages.length, 0);
console.log(
  `challenge set: ${cases.length} cases and ${transcripts.length} transcripts (${messages} messages), ${scored.reduce((n, c) => n + c.expected.length, 0)} expected spans over ${types.size} types, ${scored.filter((c) => c.known).length} flagged known; run in ${Math.round(ms)} ms`,
);
console.log('');
console.log(formatReport(r));
const e = r.overall.metrics;
console.log('');
console.log(`overall exact: P ${(100 * e.precision).toFixed(1)} R ${(100 * e.recall).toFixed(1)} F1 ${(100 * e.f1).toFixed(1)} (tp ${e.tp} fp ${e.fp} fn ${e.fn}); cases and messages passed ${r.overall.passed}/${r.overall.cases}`);
if (args.includes('--failures')) {
  console.log('');
  console.log(formatFailures(r.failures));
  if (r.unexpectedPasses.length) console.log(`\nknown failures that now pass: ${r.unexpectedPasses.map((x) => x.id).join(', ')}`);
}
