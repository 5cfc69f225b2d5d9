// The false-alarm probe: PII-free tutoring talk (Bridge expert rewrites) after its real history, split
// like the benchmark, and what the product keeps there counted by segment and type.
import { describe, expect, it } from 'vitest';
import { DEV_DATA } from '../../../cli/commands/eval.js';
import { buildRewriteProbe, countFalseAlarms } from '../../../lambdas/core/eval/probe.js';
import type { Decision, Span, WorkTranscript } from '../../../lambdas/core/schema.js';
import { transcript } from '../helpers.js';

describe('rewrite probe', () => {
  it('follows each rewrite with its own history, keeps the splits apart and holds no placeholders', () => {
    // Act
    const tune = buildRewriteProbe(DEV_DATA, 'dev-tune');
    const held = buildRewriteProbe(DEV_DATA, 'dev-heldout');
    // Assess
    expect(tune.length).toBeGreaterThan(100);
    expect(held.length).toBeGreaterThan(10);
    const tuneIds = new Set(tune.map((t) => t.id));
    expect(held.some((t) => tuneIds.has(t.id))).toBe(false);
    for (const t of [...tune, ...held]) {
      const ids = t.messages.map((m) => m.id);
      expect(ids.some((id) => /^r\d+$/.test(id))).toBe(true);
      // History first, rewrite after
      expect(ids.findIndex((id) => id.startsWith('r'))).toBe(ids.filter((id) => id.startsWith('h')).length);
    }
    const rewrites = tune.flatMap((t) => t.messages.filter((m) => m.id.startsWith('r')).map((m) => m.text));
    expect(rewrites.filter((text) => /\[STUDENT\]|<[A-Z_]+>/.test(text))).toEqual([]);
  });

  it('counts kept spans in rewrite messages only, by segment and type, without dropped spans or placeholders', () => {
    // Prepare: a history message and two rewrites (one MATH), with kept, dropped and placeholder spans
    const base = transcript([
      ['Hi Maya, ready?', 'NON_MATH'],
      ['Take a look at https://example.org/chart.png and find 3/4 of 12.', 'MATH'],
      ['If Alex has 5 apples, ask [STUDENT] how many.', 'NON_MATH'],
    ]);
    const decide = (span: Span, verdict: Decision['verdict']): Decision => ({ span, verdict, reason: 'test', verifier: 'test' });
    const at = (text: string, value: string, type: Span['type'], extra: Partial<Span> = {}): Span => {
      const start = text.indexOf(value);
      return { start, end: start + value.length, type, source: 'test', score: 0.9, ...extra };
    };
    const [h, r1, r2] = base.messages;
    const work: WorkTranscript = {
      ...base,
      messages: [
        { ...h!, id: 'h1', decisions: [decide(at(h!.text, 'Maya', 'PERSON'), 'PII')] },
        { ...r1!, id: 'r1', decisions: [decide(at(r1!.text, 'https://example.org/chart.png', 'URL'), 'PII')] },
        {
          ...r2!,
          id: 'r2',
          decisions: [
            decide(at(r2!.text, 'Alex', 'PERSON'), 'NOT_PII'),
            decide(at(r2!.text, '[STUDENT]', 'PERSON', { placeholder: { label: 'STUDENT', key: 'STUDENT' } }), 'PII'),
          ],
        },
      ],
    };
    // Act
    const fa = countFalseAlarms([work]);
    // Assess
    expect(fa).toEqual({ messages: 2, mathMessages: 1, spans: 1, mathSpans: 1, perThousandMath: 1000, byType: { URL: 1 } });
  });
});
