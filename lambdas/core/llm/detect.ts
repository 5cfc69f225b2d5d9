// LLM detection: target messages (with their segment labels for the segment-aware strategy) and up to
// `contextWindow` messages each side go to the model as JSON data; the model answers through a tool
// with {message_id, text, type, occurrence}. Answers are validated with zod and re-anchored to exact
// offsets in their own target message; text not found there is a hallucination, counted and dropped.
// So nothing in a message can change the output format or pull text from another message.
import { z } from 'zod';
import { PII_TYPES, PiiType, type Span, type WorkTranscript } from '../schema.js';
import type { LlmConfig } from './config.js';
import type { ModelPort, ModelRequest, TokenBudget } from './port.js';
import { prompt } from './prompts.js';

export const DETECT_TOOL = 'report_pii';

const Answer = z.object({
  entities: z.array(
    z.object({
      message_id: z.string(),
      text: z.string().min(1),
      type: z.string(),
      occurrence: z.number().int().min(1).optional(),
    }),
  ),
});

export const DETECT_SCHEMA = {
  type: 'object',
  properties: {
    entities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          message_id: { type: 'string' },
          text: { type: 'string', description: 'the span, copied exactly from the target message' },
          type: { type: 'string', enum: [...PII_TYPES] },
          occurrence: { type: 'integer', minimum: 1, description: 'which occurrence in the message, when the text repeats' },
        },
        required: ['message_id', 'text', 'type'],
      },
    },
  },
  required: ['entities'],
} as const;

export interface DetectResult {
  spans: Span[][];
  calls: number;
  /** Messages the scope kept away from the model. */
  skipped: number;
  hallucinations: number;
  malformed: number;
}

/** Which messages the LLM sees, by scope. */
export function inScope(t: WorkTranscript, cfg: LlmConfig): boolean[] {
  return t.messages.map((m) =>
    cfg.scope === 'all'
      ? true
      : cfg.scope === 'candidates'
        ? (m.candidates ?? []).length > 0
        : (m.segment?.label ?? 'NON_MATH') === 'NON_MATH',
  );
}

/** Builds one request for consecutive target messages (exported so tests can show what the model receives). */
export function detectRequest(t: WorkTranscript, targets: readonly number[], cfg: LlmConfig): ModelRequest {
  const first = targets[0]!;
  const last = targets[targets.length - 1]!;
  const context = [];
  for (let i = Math.max(0, first - cfg.contextWindow); i <= Math.min(t.messages.length - 1, last + cfg.contextWindow); i++) {
    if (targets.includes(i)) continue;
    const m = t.messages[i]!;
    context.push({ message_id: m.id, role: m.role, text: m.text });
  }
  const data = {
    target_messages: targets.map((i) => {
      const m = t.messages[i]!;
      return { message_id: m.id, role: m.role, ...(cfg.strategy === 'segment-aware' ? { segment: m.segment?.label ?? 'NON_MATH' } : {}), text: m.text };
    }),
    context_messages: context,
  };
  return {
    system: prompt(cfg.strategy),
    user: `Find the PII in the target messages. The conversation data follows as JSON.\n${JSON.stringify(data)}`,
    toolName: DETECT_TOOL,
    toolDescription: 'Report the PII spans found in the target messages.',
    schema: DETECT_SCHEMA as unknown as Record<string, unknown>,
    maxTokens: 1024,
  };
}

/** Offsets of a reported span in its message: the given occurrence, or every occurrence. */
export function anchor(text: string, value: string, occurrence?: number): Array<[number, number]> {
  const hits: Array<[number, number]> = [];
  for (let i = text.indexOf(value); i !== -1; i = text.indexOf(value, i + 1)) hits.push([i, i + value.length]);
  if (occurrence !== undefined) return hits[occurrence - 1] ? [hits[occurrence - 1]!] : hits.slice(0, 1);
  return hits;
}

export async function llmDetectTranscript(t: WorkTranscript, cfg: LlmConfig, model: ModelPort, budget: TokenBudget): Promise<DetectResult> {
  const scope = inScope(t, cfg);
  const targets = scope.flatMap((s, i) => (s ? [i] : []));
  const groups: number[][] = [];
  for (let i = 0; i < targets.length; i += cfg.messagesPerRequest) groups.push(targets.slice(i, i + cfg.messagesPerRequest));
  const result: DetectResult = { spans: t.messages.map(() => []), calls: 0, skipped: t.messages.length - targets.length, hallucinations: 0, malformed: 0 };
  const indexOf = new Map(t.messages.map((m, i) => [m.id, i]));
  const source = `llm:${model.id}`;

  // Up to `concurrency` requests in flight; answers are applied in request order, so results are deterministic.
  const answers: unknown[] = new Array(groups.length);
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const g = next++;
      budget.check();
      const res = await model.invoke(detectRequest(t, groups[g]!, cfg));
      budget.charge(res.usage);
      result.calls++;
      answers[g] = res.output;
    }
  };
  await Promise.all(Array.from({ length: Math.min(cfg.concurrency, groups.length) }, worker));

  for (const [g, group] of groups.entries()) {
    const parsed = Answer.safeParse(answers[g]);
    if (!parsed.success) {
      // A malformed answer finds nothing; the local candidates still stand (recall-first cascade).
      result.malformed++;
      continue;
    }
    for (const e of parsed.data.entities) {
      const i = indexOf.get(e.message_id);
      const type = PiiType.safeParse(e.type);
      if (i === undefined || !group.includes(i) || !type.success) {
        result.hallucinations++;
        continue;
      }
      const hits = anchor(t.messages[i]!.text, e.text, e.occurrence);
      if (hits.length === 0) {
        result.hallucinations++;
        continue;
      }
      for (const [start, end] of hits) result.spans[i]!.push({ start, end, type: type.data, source, score: 0.8 });
    }
  }
  return result;
}
