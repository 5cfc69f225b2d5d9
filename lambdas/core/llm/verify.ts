// LLM verification: one request per message with candidates, in its context window; the model answers
// PII / NOT_PII / UNCERTAIN with a short reason per candidate index. Privacy first: a missing,
// malformed or failed answer leaves the candidate PII-bound (UNCERTAIN), and only an explicit NOT_PII
// overrides the deterministic verdict. Reasons are the model's short labels, trimmed, never quotes.
import { z } from 'zod';
import type { Decision, WorkTranscript } from '../schema.js';
import type { LlmConfig } from './config.js';
import { ModelThrottled, TokenBudgetExceeded, type ModelPort, type ModelRequest, type TokenBudget } from './port.js';
import { prompt } from './prompts.js';

export const VERIFY_TOOL = 'report_verdicts';

const Answer = z.object({
  verdicts: z.array(z.object({ index: z.number().int().min(0), verdict: z.enum(['PII', 'NOT_PII', 'UNCERTAIN']), reason: z.string().max(200) })),
});

const SCHEMA = {
  type: 'object',
  properties: {
    verdicts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          index: { type: 'integer', minimum: 0 },
          verdict: { type: 'string', enum: ['PII', 'NOT_PII', 'UNCERTAIN'] },
          reason: { type: 'string', description: 'a short label such as "word problem character" or "student name"' },
        },
        required: ['index', 'verdict', 'reason'],
      },
    },
  },
  required: ['verdicts'],
};

export function verifyRequest(t: WorkTranscript, i: number, cfg: LlmConfig): ModelRequest {
  const m = t.messages[i]!;
  const context = t.messages
    .slice(Math.max(0, i - cfg.contextWindow), i + cfg.contextWindow + 1)
    .filter((c) => c !== m)
    .map((c) => ({ message_id: c.id, role: c.role, text: c.text }));
  const candidates = (m.candidates ?? []).map((s, index) => ({ index, type: s.type, text: m.text.slice(s.start, s.end) }));
  return {
    system: prompt('verify'),
    user: `Judge each candidate. The data follows as JSON.\n${JSON.stringify({ message: { message_id: m.id, role: m.role, segment: m.segment?.label ?? 'NON_MATH', text: m.text }, context_messages: context, candidates })}`,
    toolName: VERIFY_TOOL,
    toolDescription: 'Report one verdict per candidate index.',
    schema: SCHEMA,
    maxTokens: 512,
  };
}

const label = (s: string) => s.toLowerCase().replace(/[^a-z0-9 -]+/g, '').trim().replace(/\s+/g, '-').slice(0, 48) || 'no-reason';

/** Combines the LLM's answers with the deterministic decisions (which must already exist). */
export async function llmVerifyTranscript(
  t: WorkTranscript,
  deterministic: Decision[][],
  cfg: LlmConfig,
  model: ModelPort,
  budget: TokenBudget,
): Promise<{ decisions: Decision[][]; calls: number; failed: number }> {
  let calls = 0;
  let failed = 0;
  const verifier = `llm:${model.id}`;
  const decisions: Decision[][] = [];
  for (const [i, m] of t.messages.entries()) {
    const base = deterministic[i] ?? [];
    if ((m.candidates ?? []).length === 0) {
      decisions.push(base);
      continue;
    }
    let answer: z.infer<typeof Answer> | undefined;
    try {
      budget.check();
      const res = await model.invoke(verifyRequest(t, i, cfg));
      budget.charge(res.usage);
      calls++;
      const parsed = Answer.safeParse(res.output);
      if (parsed.success) answer = parsed.data;
      else failed++;
    } catch (err) {
      // Budget and throttling stop the batch (it is retried or withheld); other failures fall back.
      if (err instanceof TokenBudgetExceeded || err instanceof ModelThrottled) throw err;
      failed++;
    }
    decisions.push(
      base.map((d, k) => {
        const v = answer?.verdicts.find((x) => x.index === k);
        if (!answer) return d.verdict === 'NOT_PII' ? d : { ...d, verdict: 'UNCERTAIN', reason: 'llm-verifier-failed', verifier };
        if (!v) return d.verdict === 'NOT_PII' ? d : { ...d, verdict: 'UNCERTAIN', reason: 'llm-verdict-missing', verifier };
        if (v.verdict === 'NOT_PII') return { ...d, verdict: 'NOT_PII', reason: `llm-${label(v.reason)}`, verifier };
        // PII or UNCERTAIN from the model never lifts a deterministic NOT_PII made on positive evidence.
        return d.verdict === 'NOT_PII' ? d : { ...d, verdict: v.verdict, reason: `llm-${label(v.reason)}`, verifier };
      }),
    );
  }
  return { decisions, calls, failed };
}
