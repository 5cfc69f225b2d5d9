// Segmentation speed with the local embedder: 100,000 messages resampled from the dev transcripts.
//   npx tsx bench/segment.ts [messages=100000]
import { createLocalEmbedder } from '../lambdas/adapters/embeddings/local.js';
import { SegmentConfig } from '../lambdas/core/segment/config.js';
import { segmentTranscript } from '../lambdas/core/segment/index.js';
import { loadMessagePool, prng } from './lib/scale-corpus.js';

const total = Number(process.argv[2] ?? 100_000);
const pool = loadMessagePool();
const all = [...pool.tutor, ...pool.student];
const rand = prng(7);
const transcripts: Array<Array<{ text: string }>> = [];
for (let n = 0; n < total; ) {
  const len = Math.min(20, total - n);
  transcripts.push(Array.from({ length: len }, () => ({ text: all[Math.floor(rand() * all.length)]! })));
  n += len;
}
const cfg = SegmentConfig.parse({});
const embedder = createLocalEmbedder();
const started = performance.now();
let math = 0;
for (const t of transcripts) for (const s of await segmentTranscript(t, cfg, embedder)) if (s.label === 'MATH') math++;
const seconds = (performance.now() - started) / 1000;
console.log(`segmentation (local lexical embeddings): ${total} messages in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)} messages/s; MATH ${(100 * math / total).toFixed(1)}%`);
