// The detection benches' messages: real dev-data messages drawn at random (seed 11) into transcripts of
// 20, segmented as the pipeline would, so the recognizers see MATH and NON_MATH labels.
import { createLocalEmbedder } from '../../lambdas/adapters/embeddings/local.js';
import type { RunConfig } from '../../lambdas/core/config.js';
import { toWorkTranscript } from '../../lambdas/core/pipeline.js';
import type { WorkTranscript } from '../../lambdas/core/schema.js';
import { applySegment } from '../../lambdas/core/stages.js';
import { loadMessagePool, prng } from './scale-corpus.js';

export async function detectBenchTranscripts(total: number, cfg: RunConfig): Promise<WorkTranscript[]> {
  const pool = loadMessagePool();
  const all = [...pool.tutor, ...pool.student];
  const rand = prng(11);
  const embedder = createLocalEmbedder();
  const transcripts: WorkTranscript[] = [];
  for (let n = 0, i = 0; n < total; i++) {
    const len = Math.min(20, total - n);
    const messages = Array.from({ length: len }, (_, k) => ({ id: `m${k}`, role: 'student' as const, text: all[Math.floor(rand() * all.length)]! }));
    transcripts.push(await applySegment(toWorkTranscript({ id: `t${i}`, messages }, i), cfg, embedder));
    n += len;
  }
  return transcripts;
}
