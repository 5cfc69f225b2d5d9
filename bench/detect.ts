// Detection alone (recognizers + overlap resolution on segmented transcripts, one core), beside the
// peers on the same messages: messages/s and MB/s.   npx tsx bench/detect.ts [messages=100000]
import { mkdirSync, writeFileSync } from 'node:fs';
import { SyncRedactor } from 'redact-pii';
import { OpenRedaction } from '@openredaction/openredaction';
import { createLocalEmbedder } from '../lambdas/adapters/embeddings/local.js';
import { parseConfig } from '../lambdas/core/config.js';
import { detectTranscript } from '../lambdas/core/detect/index.js';
import { toWorkTranscript } from '../lambdas/core/pipeline.js';
import { applySegment } from '../lambdas/core/stages.js';
import { loadMessagePool, prng } from './lib/scale-corpus.js';

const total = Number(process.argv[2] ?? 100_000);
const pool = loadMessagePool();
const all = [...pool.tutor, ...pool.student];
const rand = prng(11);
const cfg = parseConfig({});
const embedder = createLocalEmbedder();
const transcripts = [];
for (let n = 0, i = 0; n < total; i++) {
  const len = Math.min(20, total - n);
  const messages = Array.from({ length: len }, (_, k) => ({ id: `m${k}`, role: 'student' as const, text: all[Math.floor(rand() * all.length)]! }));
  transcripts.push(await applySegment(toWorkTranscript({ id: `t${i}`, messages }, i), cfg, embedder));
  n += len;
}
const texts = transcripts.flatMap((t) => t.messages.map((m) => m.text));
const mb = Buffer.byteLength(texts.join('\n')) / 1e6;

const rows: Array<{ name: string; messages: number; seconds: number; messagesPerSec: number; mbPerSec: number }> = [];
function report(name: string, messages: number, seconds: number, megabytes: number) {
  rows.push({ name, messages, seconds, messagesPerSec: messages / seconds, mbPerSec: megabytes / seconds });
  console.log(`${name.padEnd(28)} ${String(messages).padStart(7)} msgs  ${seconds.toFixed(2).padStart(6)} s  ${String(Math.round(messages / seconds)).padStart(8)} msg/s  ${(megabytes / seconds).toFixed(2).padStart(6)} MB/s`);
}

// Loading the word lists and gazetteers happens once per process (once per Lambda container): timed
// apart, so the throughput figure is the steady state.
let started = performance.now();
detectTranscript(transcripts[0]!, cfg.detect);
console.log(`mathdeid first call (loads lists and gazetteers): ${Math.round(performance.now() - started)} ms`);
started = performance.now();
let spans = 0;
for (const t of transcripts) for (const s of detectTranscript(t, cfg.detect)) spans += s.length;
report('mathdeid detect (1 core)', texts.length, (performance.now() - started) / 1000, mb);
// A second pass over the same messages: patterns compiled and optimised, as in a long-running worker
started = performance.now();
for (const t of transcripts) detectTranscript(t, cfg.detect);
report('mathdeid, second pass', texts.length, (performance.now() - started) / 1000, mb);

const sample = texts.slice(0, Math.min(texts.length, 20_000));
const sampleMb = Buffer.byteLength(sample.join('\n')) / 1e6;
const rp = new SyncRedactor();
started = performance.now();
for (const t of sample) rp.redact(t);
report('redact-pii', sample.length, (performance.now() - started) / 1000, sampleMb);
const or = new OpenRedaction({ preset: 'ccpa', enableFalsePositiveFilter: true });
started = performance.now();
for (const t of sample) await or.detect(t);
report('openredaction (ccpa)', sample.length, (performance.now() - started) / 1000, sampleMb);
console.log(`(${spans} candidate spans; peers timed on the first ${sample.length} of the same messages)`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/detect.json', `${JSON.stringify({ spans, rows }, null, 2)}\n`);
