import { describe, expect, it } from 'vitest';
import { readConfigJson } from '../../../lambdas/core/config-files.js';
import type { Decision, PiiType, WorkTranscript } from '../../../lambdas/core/schema.js';
import { SurrogateConfig } from '../../../lambdas/core/surrogate/config.js';
import { surrogateTranscript } from '../../../lambdas/core/surrogate/index.js';
import { RestoreRules, restoreShape } from '../../../lambdas/core/surrogate/restore.js';

const cfg = SurrogateConfig.parse({});
const KEY = Buffer.alloc(32, 1);
const PLACEHOLDER = /<[A-Z_]+>/g;

/** One message whose typed placeholders were all judged math by verify (NOT_PII). */
function mathPlaceholders(text: string, type: PiiType = 'DATE'): WorkTranscript {
  const decisions: Decision[] = [...text.matchAll(PLACEHOLDER)].map((m) => ({
    span: { start: m.index, end: m.index + m[0].length, type, source: 'upstream-placeholder', score: 1, placeholder: { label: m[0], key: m[0] } },
    verdict: 'NOT_PII',
    reason: 'placeholder-math-context',
    verifier: 'test',
  }));
  return { id: 'r1', ordinal: 0, messages: [{ id: 'm1', role: 'tutor', text, stages: ['split', 'segment', 'detect', 'verify'], decisions }] };
}

const restore = (text: string, type?: PiiType, key = KEY) => surrogateTranscript(mathPlaceholders(text, type), cfg, key)[0]!;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

describe('placeholders judged math are restored as a value that fits', () => {
  it('a fraction of something', () => {
    // Prepare / Act
    const out = restore('Maya ate <DATE_TIME> of the pizza, how much is left?');
    // Assess
    const [, n, d] = /^Maya ate (\d+)\/(\d+) of the pizza, how much is left\?$/.exec(out.text) ?? [];
    expect(Number(n)).toBeLessThan(Number(d));
    expect(gcd(Number(n), Number(d))).toBe(1);
  });

  it('a fraction that can still be simplified when the question asks for simplest form', () => {
    // Prepare / Act
    const out = restore('What is <DATE_TIME> in simplest form?');
    // Assess
    const [, n, d] = /^What is (\d+)\/(\d+) in simplest form\?$/.exec(out.text) ?? [];
    expect(gcd(Number(n), Number(d))).toBeGreaterThan(1);
  });

  it('a fraction that simplifies to the answer given in the next message', () => {
    // Prepare
    const t = mathPlaceholders('What is <DATE_TIME> in simplest form?');
    t.messages.push({ id: 'm2', role: 'student', text: '2/5', stages: ['split', 'segment', 'detect', 'verify'], decisions: [] });
    // Act
    const [question] = surrogateTranscript(t, cfg, KEY);
    // Assess
    const [, n, d] = /^What is (\d+)\/(\d+) in simplest form\?$/.exec(question!.text) ?? [];
    const k = gcd(Number(n), Number(d));
    expect(k).toBeGreaterThan(1);
    expect([Number(n) / k, Number(d) / k]).toEqual([2, 5]);
  });

  it('a coordinate pair for a point', () => {
    // Prepare / Act
    const out = restore('Now plot the point <US_DRIVER_LICENSE> on your grid', 'US_DRIVER_LICENSE');
    // Assess
    expect(out.text).toMatch(/^Now plot the point \(\d, \d\) on your grid$/);
  });

  it('a plain number after an equals sign, and integers on either side of a fraction bar', () => {
    // Prepare / Act
    const eq = restore('so x = <DATE_TIME>, right?');
    const bar = restore('write it as <DATE_TIME>/<DATE_TIME> first');
    // Assess
    expect(eq.text).toMatch(/^so x = [2-9], right\?$/);
    expect(bar.text).toMatch(/^write it as \d{1,2}\/\d{1,2} first$/);
  });

  it('a ratio, a clock time and an amount of money', () => {
    // Prepare / Act
    const ratio = restore('the ratio <DATE_TIME> means 3 boys for every 4 girls');
    const time = restore('the bus leaves at <DATE_TIME> and the ride takes 25 minutes');
    const money = restore('a notebook costs $<DATE_TIME> at the store');
    // Assess
    expect(ratio.text).toMatch(/^the ratio [1-9]:[1-9] means/);
    expect(time.text).toMatch(/^the bus leaves at (?:[1-9]|1[0-2]):[0-5][05] and/);
    expect(money.text).toMatch(/^a notebook costs \$\d{1,2}\.\d{2} at the store$/);
  });

  it('two numbers when two placeholders are "the numbers of our coordinate"', () => {
    // Prepare / Act
    const out = restore('<US_DRIVER_LICENSE> and <US_DRIVER_LICENSE> are the numbers of our coordinate', 'US_DRIVER_LICENSE');
    // Assess
    expect(out.text).toMatch(/^[2-9] and [2-9] are the numbers of our coordinate$/);
    expect(out.replacements.every((r) => r.restored)).toBe(true);
  });

  it('deterministic under a key, each occurrence drawn on its own', () => {
    // Prepare
    const text = 'Sam ate <DATE_TIME> of the cake and Lee ate <DATE_TIME> of the cake';
    // Act
    const a = restore(text);
    const b = restore(text);
    const others = [2, 3, 4, 5].map((k) => restore(text, 'DATE', Buffer.alloc(32, k)).text);
    // Assess
    expect(a.text).toBe(b.text);
    expect(a.text).toMatch(/^Sam ate \d+\/\d+ of the cake and Lee ate \d+\/\d+ of the cake$/);
    expect(new Set([a.text, ...others]).size).toBeGreaterThan(1);
  });
});

describe('restore rules (config/surrogate/restore.json)', () => {
  const data = RestoreRules.parse(readConfigJson('surrogate/restore.json'));

  it.each(data.rules.filter((r) => r.note).map((r) => [r.note!, r.shape] as const))('its own example: %s', (note, shape) => {
    // Prepare: the note reads "what: example" or just "example", examples separated by ", "
    const examples = note.replace(/^[a-z ]+: /, '').split(', ');
    for (const example of examples) {
      const start = example.indexOf('<X>');
      // Act / Assess
      expect(restoreShape(example, start, start + 3), example).toBe(shape);
    }
  });

  it('falls back to a plain number where the words call for no shape', () => {
    // Prepare
    const text = 'I got <X> on the quiz';
    // Act / Assess
    expect(restoreShape(text, 6, 9)).toBe(data.fallback);
  });
});
