// All stages in memory, no S3 and no workflow: for evaluation, benchmarks and tests.
// The product's runs go through the workflow (statemachine/) and the handlers instead.
import type { RunConfig } from './config.js';
import { findTranscriptPlaceholders } from './ingest/index.js';
import type { Embedder } from './ports.js';
import type { Transcript, WorkTranscript } from './schema.js';
import { applyDetect, applySegment, applySurrogate, applyVerify } from './stages.js';

export interface PipelineDeps {
  embedder: Embedder;
  key: Buffer;
}

/** The split stage's view of a transcript: upstream placeholders become the first candidates. */
export function toWorkTranscript(t: Transcript, ordinal: number): WorkTranscript {
  const placeholders = findTranscriptPlaceholders(t.messages.map((m) => m.text));
  return {
    id: t.id,
    extra: t.extra,
    ordinal,
    messages: t.messages.map((m, i) => ({ ...m, stages: ['split'], candidates: placeholders[i]! })),
  };
}

export async function runPipeline(
  transcripts: readonly Transcript[],
  config: RunConfig,
  deps: PipelineDeps,
  upTo: 'segment' | 'detect' | 'verify' | 'surrogate' = 'surrogate',
): Promise<WorkTranscript[]> {
  const out: WorkTranscript[] = [];
  for (const [i, t] of transcripts.entries()) {
    let w = await applySegment(toWorkTranscript(t, i), config, deps.embedder);
    if (upTo !== 'segment') w = applyDetect(w, config);
    if (upTo === 'verify' || upTo === 'surrogate') w = applyVerify(w, config);
    if (upTo === 'surrogate') w = applySurrogate(w, config, deps.key);
    out.push(w);
  }
  return out;
}
