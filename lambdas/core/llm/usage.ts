// Token and cost accounting for the run manifest: per stage and model, estimated cost from a price
// table (config/llm/prices.json), and the LLM calls the cascade scope avoided.
import { z } from 'zod';
import { readConfigJson } from '../config-files.js';

export const StageUsage = z.object({
  stage: z.enum(['detect', 'verify']),
  modelId: z.string(),
  calls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  messagesSkippedByScope: z.number().int(),
  hallucinations: z.number().int(),
  failedAnswers: z.number().int(),
});
export type StageUsage = z.infer<typeof StageUsage>;

const Prices = z.object({ models: z.record(z.string(), z.object({ input: z.number(), output: z.number() })) });

export function summarizeUsage(entries: readonly StageUsage[]) {
  const prices = Prices.parse(readConfigJson('llm/prices.json')).models;
  const byKey = new Map<string, StageUsage>();
  for (const e of entries) {
    const k = `${e.stage}\u0000${e.modelId}`;
    const prev = byKey.get(k);
    byKey.set(
      k,
      prev
        ? {
            ...prev,
            calls: prev.calls + e.calls,
            inputTokens: prev.inputTokens + e.inputTokens,
            outputTokens: prev.outputTokens + e.outputTokens,
            messagesSkippedByScope: prev.messagesSkippedByScope + e.messagesSkippedByScope,
            hallucinations: prev.hallucinations + e.hallucinations,
            failedAnswers: prev.failedAnswers + e.failedAnswers,
          }
        : { ...e },
    );
  }
  const stages = [...byKey.values()].map((u) => {
    const p = prices[u.modelId];
    return { ...u, estimatedCostUsd: p ? (u.inputTokens / 1000) * p.input + (u.outputTokens / 1000) * p.output : 0, priced: !!p };
  });
  return {
    stages,
    totalTokens: stages.reduce((n, s) => n + s.inputTokens + s.outputTokens, 0),
    estimatedCostUsd: Math.round(stages.reduce((n, s) => n + s.estimatedCostUsd, 0) * 1e6) / 1e6,
    messagesAvoidedByScope: stages.filter((s) => s.stage === 'detect').reduce((n, s) => n + s.messagesSkippedByScope, 0),
  };
}
