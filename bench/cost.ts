// A cost model for AWS from measured work per 1,000 messages: Lambda GB-seconds (stage time measured
// here, at the memory sizes infra/stack.ts gives each stage), Step Functions state transitions and S3
// requests (counted on a real local workflow run), and Bedrock tokens per cascade scope (from the
// real detection requests the prompts produce; ~4 characters per token).   npx tsx bench/cost.ts [messages=10000]
import './lib/quiet.js';
import '../lambdas/adapters/polyfills.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalEngine } from '../cli/local/engine.js';
import { createLocalEmbedder } from '../lambdas/adapters/embeddings/local.js';
import { s3Client } from '../lambdas/adapters/s3.js';
import { parseConfig } from '../lambdas/core/config.js';
import { readConfigJson } from '../lambdas/core/config-files.js';
import { LlmConfig } from '../lambdas/core/llm/config.js';
import { detectRequest, inScope } from '../lambdas/core/llm/detect.js';
import { toWorkTranscript } from '../lambdas/core/pipeline.js';
import type { Transcript, WorkTranscript } from '../lambdas/core/schema.js';
import { applyDetect, applySegment, applySurrogate, applyVerify } from '../lambdas/core/stages.js';
import { loadMessagePool, writeScaleCorpus } from './lib/scale-corpus.js';

const N = Number(process.argv[2] ?? 10_000);
const dir = mkdtempSync(join(tmpdir(), 'deid-cost-'));
const file = join(dir, 'cost.jsonl');
await writeScaleCorpus(loadMessagePool(), { messages: N, seed: 5, out: file });
const corpus = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Transcript);
const cfg = parseConfig({});
const per1k = (x: number) => (x * 1000) / N;

// 1. Stage compute, measured in process (Lambda arm64 is assumed about as fast as this core).
const memoryGb: Record<string, number> = { split: 2, segment: 1, detect: 1, verify: 1, surrogate: 1, release: 2 };
const ms: Record<string, number> = { segment: 0, detect: 0, verify: 0, surrogate: 0 };
const key = Buffer.alloc(32, 1);
const embedder = createLocalEmbedder();
const segmented: WorkTranscript[] = [];
for (const [i, t] of corpus.entries()) {
  let s = performance.now();
  let w = await applySegment(toWorkTranscript(t, i), cfg, embedder);
  ms.segment! += performance.now() - s;
  s = performance.now();
  w = applyDetect(w, cfg);
  ms.detect! += performance.now() - s;
  s = performance.now();
  w = applyVerify(w, cfg);
  ms.verify! += performance.now() - s;
  s = performance.now();
  w = applySurrogate(w, cfg, key);
  ms.surrogate! += performance.now() - s;
  segmented.push(w);
}
const gbSeconds = Object.entries(ms).reduce((n, [stage, t]) => n + (t / 1000) * memoryGb[stage]!, 0);

// 2. Workflow transitions and S3 requests, counted on a real local run.
const engine = await LocalEngine.open(join(dir, 'store'));
const s3Requests: Record<string, number> = {};
let transitions = 0;
let lambdaInvocations = 0;
try {
  s3Client().middlewareStack.add(
    (next, ctx) => async (args) => {
      s3Requests[ctx.commandName ?? '?'] = (s3Requests[ctx.commandName ?? '?'] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  const corpusRef = await engine.drop(file);
  const outcome = await engine.run(corpusRef, { approveAs: 'cost', onProgress: () => undefined });
  if (outcome.status !== 'SUCCEEDED') throw new Error(`cost: run failed: ${outcome.cause}`);
  const batches = Math.ceil(corpus.length / cfg.batchSize);
  // Standard workflow: 7 outer states; per batch 4 task states + the item (Distributed Map child execution).
  transitions = 7 + batches * 5;
  lambdaInvocations = 4 + batches * 4;
} finally {
  await engine.close();
}

// 3. Bedrock tokens per cascade scope, from the real requests of the segment-aware strategy.
const tokensPerScope = (['all', 'candidates', 'non-math'] as const).map((scope) => {
  const llm = LlmConfig.parse({ enabled: true, scope });
  let calls = 0;
  let inputChars = 0;
  for (const t of segmented) {
    const targets = inScope(t, llm).flatMap((s, i) => (s ? [i] : []));
    for (let i = 0; i < targets.length; i += llm.messagesPerRequest) {
      const req = detectRequest(t, targets.slice(i, i + llm.messagesPerRequest), llm);
      calls++;
      inputChars += req.system.length + req.user.length + JSON.stringify(req.schema).length;
    }
  }
  return { scope, callsPer1k: per1k(calls), inputTokensPer1k: per1k(inputChars / 4), outputTokensPer1k: per1k(calls * 40) };
});

const prices = (readConfigJson('llm/prices.json') as { models: Record<string, { input: number; output: number }> }).models[LlmConfig.parse({}).modelId]!;
const PRICE = { lambdaGbS: 0.0000133334, lambdaReq: 0.2 / 1e6, transition: 0.025 / 1000, put: 0.005 / 1000, get: 0.0004 / 1000 };
const puts = (s3Requests.PutObjectCommand ?? 0) + (s3Requests.CopyObjectCommand ?? 0) + (s3Requests.CreateMultipartUploadCommand ?? 0) + (s3Requests.UploadPartCommand ?? 0) + (s3Requests.ListObjectsV2Command ?? 0);
const gets = (s3Requests.GetObjectCommand ?? 0) + (s3Requests.HeadObjectCommand ?? 0);
const base =
  per1k(gbSeconds) * PRICE.lambdaGbS + per1k(lambdaInvocations) * PRICE.lambdaReq + per1k(transitions) * PRICE.transition + per1k(puts) * PRICE.put + per1k(gets) * PRICE.get;

console.log(`cost model per 1,000 messages (measured on ${N} generated messages; list prices, us-east-1, arm64)`);
console.log(`  Lambda: ${per1k(gbSeconds).toFixed(3)} GB-s (${Object.entries(ms).map(([k, v]) => `${k} ${per1k(v).toFixed(0)} ms`).join(', ')}), ${per1k(lambdaInvocations).toFixed(1)} invocations`);
console.log(`  Step Functions: ${per1k(transitions).toFixed(1)} state transitions; S3: ${per1k(puts).toFixed(1)} PUT/COPY/LIST, ${per1k(gets).toFixed(1)} GET/HEAD`);
console.log(`  local cascade (no LLM): $${base.toFixed(5)} per 1,000 messages`);
for (const s of tokensPerScope) {
  const llm = (s.inputTokensPer1k / 1000) * prices.input + (s.outputTokensPer1k / 1000) * prices.output;
  console.log(
    `  LLM detection, scope ${s.scope.padEnd(10)}: ${s.callsPer1k.toFixed(1)} calls, ${Math.round(s.inputTokensPer1k)} input + ${Math.round(s.outputTokensPer1k)} output tokens -> $${(base + llm).toFixed(4)} per 1,000 messages`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/cost.json', `${JSON.stringify({ messages: N, gbSecondsPer1k: per1k(gbSeconds), stageMs: ms, s3Requests, transitions, tokensPerScope }, null, 2)}\n`);
rmSync(dir, { recursive: true, force: true });
