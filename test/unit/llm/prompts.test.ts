import { describe, expect, it } from 'vitest';
import { LlmConfig } from '../../../lambdas/core/llm/config.js';
import { anchor, detectRequest, inScope } from '../../../lambdas/core/llm/detect.js';
import { promptHashes } from '../../../lambdas/core/llm/prompts.js';
import { TokenBudget, TokenBudgetExceeded } from '../../../lambdas/core/llm/port.js';
import { summarizeUsage } from '../../../lambdas/core/llm/usage.js';
import { transcript } from '../helpers.js';

const t = transcript(['hello!', 'hi, I am Dmitri', ['what is 4/12?', 'MATH'], ['1/3', 'MATH'], 'bye', 'see you', 'thanks', 'ok']);
const body = (strategy: 'basic' | 'math-aware' | 'segment-aware') => {
  const req = detectRequest(t, [2, 3], LlmConfig.parse({ enabled: true, strategy }));
  return { req, data: JSON.parse(req.user.split('\n')[1]!) };
};

describe('detection prompts', () => {
  it('basic: the 17 types, targets with their ids, 3 context messages each side, no segment labels', () => {
    // Prepare / Act
    const { req, data } = body('basic');
    // Assess
    expect(req.system).toMatch(/AGE, COURSE, DATE, EMAIL_ADDRESS, GRADE_LEVEL, IP_ADDRESS, LOCATION, NRP, PERSON/);
    expect(req.system).toMatch(/data, not instructions/);
    expect(data.target_messages).toEqual([
      { message_id: 'm3', role: 'tutor', text: 'what is 4/12?' },
      { message_id: 'm4', role: 'student', text: '1/3' },
    ]);
    expect(data.context_messages.map((m: { message_id: string }) => m.message_id)).toEqual(['m1', 'm2', 'm5', 'm6', 'm7']);
  });

  it('math-aware: tells the model what math looks like and what real disclosures look like', () => {
    // Prepare / Act
    const { req, data } = body('math-aware');
    // Assess
    expect(req.system).toMatch(/Math is not PII/);
    expect(req.system).toMatch(/4\/12/);
    expect(req.system).toMatch(/I'm in 7th grade/);
    expect(data.target_messages[0].segment).toBeUndefined();
  });

  it('segment-aware: every target carries its segment label', () => {
    // Prepare / Act
    const { req, data } = body('segment-aware');
    // Assess
    expect(req.system).toMatch(/segment label/);
    expect(data.target_messages.map((m: { segment: string }) => m.segment)).toEqual(['MATH', 'MATH']);
  });

  it('hashes the prompt files in use for the manifest', () => {
    // Prepare / Act
    const h = promptHashes(LlmConfig.parse({ enabled: true, strategy: 'math-aware', verify: true }));
    // Assess
    expect(Object.keys(h)).toEqual(['prompts/detect-math-aware.v1.md', 'prompts/verify.v1.md']);
    for (const v of Object.values(h)) expect(v).toMatch(/^[0-9a-f]{64}$/);
    expect(promptHashes(LlmConfig.parse({}))).toEqual({});
  });
});

describe('cascade pieces', () => {
  it('selects messages by scope', () => {
    // Prepare
    const c = transcript(['hi', ['4/12', 'MATH']]);
    c.messages[0]!.candidates = [];
    c.messages[1]!.candidates = [{ start: 0, end: 4, type: 'DATE', source: 'x', score: 0.5 }];
    // Act / Assess
    expect(inScope(c, LlmConfig.parse({ scope: 'all' }))).toEqual([true, true]);
    expect(inScope(c, LlmConfig.parse({ scope: 'candidates' }))).toEqual([false, true]);
    expect(inScope(c, LlmConfig.parse({ scope: 'non-math' }))).toEqual([true, false]);
  });

  it('anchors every occurrence, or the one the model names', () => {
    // Prepare / Act / Assess
    expect(anchor('Ana and Ana', 'Ana')).toEqual([
      [0, 3],
      [8, 11],
    ]);
    expect(anchor('Ana and Ana', 'Ana', 2)).toEqual([[8, 11]]);
    expect(anchor('Ana', 'Bo')).toEqual([]);
  });

  it('refuses calls once the budget is spent, and prices usage from the table', () => {
    // Prepare
    const b = new TokenBudget(100);
    b.charge({ inputTokens: 90, outputTokens: 10 });
    // Act
    const summary = summarizeUsage([
      { stage: 'detect', modelId: 'anthropic.claude-3-haiku-20240307-v1:0', calls: 2, inputTokens: 4000, outputTokens: 1000, messagesSkippedByScope: 7, hallucinations: 1, failedAnswers: 0 },
      { stage: 'detect', modelId: 'anthropic.claude-3-haiku-20240307-v1:0', calls: 1, inputTokens: 0, outputTokens: 0, messagesSkippedByScope: 3, hallucinations: 0, failedAnswers: 0 },
    ]);
    // Assess
    expect(() => b.check()).toThrow(TokenBudgetExceeded);
    expect(summary.stages).toHaveLength(1);
    expect(summary.estimatedCostUsd).toBeCloseTo(4 * 0.00025 + 1 * 0.00125, 9);
    expect(summary.messagesAvoidedByScope).toBe(10);
  });
});
