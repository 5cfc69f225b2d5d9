// The cloud cascade around the local stages: when the run config enables the LLM, detection merges
// the model's spans into the local candidates and verification asks the model about each candidate.
// Token use per batch and stage is written beside the batch for the release manifest.
import type { RunConfig } from '../core/config.js';
import { resolveOverlaps } from '../core/detect/index.js';
import { work } from '../core/layout.js';
import { llmDetectTranscript } from '../core/llm/detect.js';
import { TokenBudget, type ModelPort } from '../core/llm/port.js';
import type { StageUsage } from '../core/llm/usage.js';
import { llmVerifyTranscript } from '../core/llm/verify.js';
import type { WorkTranscript } from '../core/schema.js';
import { applyDetect, applyVerify } from '../core/stages.js';
import { modelFor } from '../adapters/llm/index.js';
import { buckets } from '../adapters/env.js';
import { putJson } from '../adapters/s3.js';
import { runBatchStage } from './batch-stage.js';

interface Tally {
  usage: StageUsage;
  budget: TokenBudget;
}

function tally(stage: 'detect' | 'verify', cfg: RunConfig, model: ModelPort): Tally {
  return {
    budget: new TokenBudget(cfg.llm.maxTokensPerBatch),
    usage: { stage, modelId: model.id, calls: 0, inputTokens: 0, outputTokens: 0, messagesSkippedByScope: 0, hallucinations: 0, failedAnswers: 0 },
  };
}

export async function detectWithCascade(t: WorkTranscript, cfg: RunConfig, model: ModelPort, tl: Tally): Promise<WorkTranscript> {
  const local = applyDetect(t, cfg);
  const r = await llmDetectTranscript(local, cfg.llm, model, tl.budget);
  tl.usage.calls += r.calls;
  tl.usage.messagesSkippedByScope += r.skipped;
  tl.usage.hallucinations += r.hallucinations;
  tl.usage.failedAnswers += r.malformed;
  return { ...local, messages: local.messages.map((m, i) => ({ ...m, candidates: resolveOverlaps([...(m.candidates ?? []), ...r.spans[i]!], m.text) })) };
}

export async function verifyWithCascade(t: WorkTranscript, cfg: RunConfig, model: ModelPort, tl: Tally): Promise<WorkTranscript> {
  const verified = applyVerify(t, cfg);
  const r = await llmVerifyTranscript(t, verified.messages.map((m) => m.decisions ?? []), cfg.llm, model, tl.budget);
  tl.usage.calls += r.calls;
  tl.usage.failedAnswers += r.failed;
  return { ...verified, messages: verified.messages.map((m, i) => ({ ...m, decisions: r.decisions[i] ?? [] })) };
}

/** The detect or verify handler: local only, or the cascade when the run's config enables the LLM. */
export async function runCascadeStage(event: unknown, stage: 'detect' | 'verify', modelOf: (cfg: RunConfig) => ModelPort = (cfg) => modelFor(cfg.llm)) {
  let tl: Tally | undefined;
  const out = await runBatchStage(event, stage, async (t, cfg) => {
    const useLlm = cfg.llm.enabled && (stage === 'detect' || cfg.llm.verify);
    if (!useLlm) return stage === 'detect' ? applyDetect(t, cfg) : applyVerify(t, cfg);
    const model = modelOf(cfg);
    tl ??= tally(stage, cfg, model);
    return stage === 'detect' ? detectWithCascade(t, cfg, model, tl) : verifyWithCascade(t, cfg, model, tl);
  });
  if (tl) {
    tl.usage.inputTokens = tl.budget.used.inputTokens;
    tl.usage.outputTokens = tl.budget.used.outputTokens;
    await putJson({ bucket: buckets().work, key: work.usage(out.runId, out.batch.batchId, stage) }, tl.usage);
  }
  return out;
}
