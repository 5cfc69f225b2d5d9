import { chmodSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalKeyFile } from '../../../lambdas/adapters/keys/local-key-file.js';
import type { Decision, PiiType, WorkTranscript } from '../../../lambdas/core/schema.js';
import { SurrogateConfig } from '../../../lambdas/core/surrogate/config.js';
import { surrogateTranscript } from '../../../lambdas/core/surrogate/index.js';
import { editDistance } from '../../../lambdas/core/surrogate/keyed.js';

const cfg = SurrogateConfig.parse({});
const KEY = Buffer.alloc(32, 1);

/** A transcript whose listed substrings are verified PII of the given types. */
function marked(messages: Array<[string, Array<[string, PiiType]>]>, id = 't1'): WorkTranscript {
  return {
    id,
    ordinal: 0,
    messages: messages.map(([text, pii], i) => {
      const decisions: Decision[] = pii.map(([value, type]) => {
        const start = text.indexOf(value);
        if (start < 0) throw new Error(`test setup: ${value} not in message`);
        return { span: { start, end: start + value.length, type, source: 'test', score: 1 }, verdict: 'PII', reason: 'test', verifier: 'test' };
      });
      return { id: `m${i}`, role: 'student', text, stages: ['split', 'segment', 'detect', 'verify'], decisions };
    }),
  };
}

const texts = (t: WorkTranscript, key = KEY, c = cfg) => surrogateTranscript(t, c, key).map((o) => o.text);

describe('surrogates', () => {
  it('are consistent across messages, transcripts and reruns, and link partial mentions', () => {
    // Prepare
    const t = marked([
      ['my name is Maria Lopez', [['Maria Lopez', 'PERSON']]],
      ['thanks Maria', [['Maria', 'PERSON']]],
      ['bye maria', [['maria', 'PERSON']]],
    ]);
    // Act
    const [full, first, lower] = texts(t);
    const again = texts(marked([['hi Maria', [['Maria', 'PERSON']]]], 'other-transcript'));
    // Assess
    const [sFirst, sLast] = full!.replace('my name is ', '').split(' ');
    expect(first).toBe(`thanks ${sFirst}`);
    expect(lower).toBe(`bye ${sFirst!.toLowerCase()}`);
    expect(again[0]).toBe(`hi ${sFirst}`);
    expect(sLast).not.toBe('Lopez');
    expect(texts(t)).toEqual([full, first, lower]);
  });

  it('change with the key', () => {
    // Prepare
    const t = marked([['hi Maria', [['Maria', 'PERSON']]]]);
    // Act / Assess
    expect(texts(t, Buffer.alloc(32, 2))).not.toEqual(texts(t, KEY));
  });

  it('keep shape for each type', () => {
    // Prepare
    const t = marked([
      ['a maria.lopez@gmail.com b', [['maria.lopez@gmail.com', 'EMAIL_ADDRESS']]],
      ['call (415) 555-0198', [['(415) 555-0198', 'PHONE_NUMBER']]],
      ['ssn 123-45-6789', [['123-45-6789', 'US_SSN']]],
      ['ip 10.0.0.7', [['10.0.0.7', 'IP_ADDRESS']]],
      ['dl D1234567', [['D1234567', 'US_DRIVER_LICENSE']]],
      ['born 3/14/2012', [['3/14/2012', 'DATE']]],
      ['on March 3rd', [['March 3rd', 'DATE']]],
      ['at Jackson High', [['Jackson High', 'SCHOOL']]],
      ['at PS 123', [['PS 123', 'SCHOOL']]],
      ['in Algebra 101', [['Algebra 101', 'COURSE']]],
      ['in 7th grade', [['7th grade', 'GRADE_LEVEL']]],
      ["I'm 12", [['12', 'AGE']]],
      ['see www.mathsite.com/hw', [['www.mathsite.com/hw', 'URL']]],
      ['@maria_22 on insta', [['@maria_22', 'SOCIAL_HANDLE']]],
    ]);
    // Act
    const out = texts(t);
    // Assess
    expect(out[0]).toMatch(/^a [a-z._0-9]+@example\.(com|org|net) b$/);
    expect(out[1]).toMatch(/^call \(\d{3}\) 555-01\d{2}$/);
    expect(out[2]).toMatch(/^ssn 9\d{2}-\d{2}-\d{4}$/);
    expect(out[3]).toMatch(/^ip (192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/);
    expect(out[4]).toMatch(/^dl [A-Z]\d{7}$/);
    expect(out[5]).toMatch(/^born \d{1,2}\/\d{1,2}\/20\d{2}$/);
    expect(out[6]).toMatch(/^on [A-Z][a-z]+ \d{1,2}(st|nd|rd|th)$/);
    expect(out[7]).toMatch(/^at [A-Z][a-z]+(?: [A-Z][a-z]+)? High$/);
    expect(out[8]).toMatch(/^at PS [1-9]\d{2}$/);
    expect(out[9]).toMatch(/^in Algebra [1-9]\d{2}$/);
    expect(out[10]).toMatch(/^in (?:[5-9]th) grade$/);
    expect(out[11]).toMatch(/^I'm (1[0-4]|[1-9])$/);
    expect(out[12]).toMatch(/^see www\.[a-z]+-[a-z]+\.example\.(com|org|net)\/[a-z]+$/);
    expect(out[13]).toMatch(/^@[a-z]+_[a-z]+\d+ on insta$/);
    out.forEach((o, i) => expect(o).not.toBe(t.messages[i]!.text));
  });

  it('keep the shape of details written out in chat: spelled numbers, "at"/"dot" addresses, handles without "@"', () => {
    // Prepare
    const t = marked([
      ['my phone number is two one two five five five zero one nine eight', [['two one two five five five zero one nine eight', 'PHONE_NUMBER']]],
      ['my email is jdoe22 at gmail dot com', [['jdoe22 at gmail dot com', 'EMAIL_ADDRESS']]],
      ['its rosa_hdz (at) outlook (dot) com', [['rosa_hdz (at) outlook (dot) com', 'EMAIL_ADDRESS']]],
      ["my brother's site is jakebuilds dot net", [['jakebuilds dot net', 'URL']]],
      ['add me on snap its jaylen_2k10', [['jaylen_2k10', 'SOCIAL_HANDLE']]],
      ['my discord is ghostrider#4471', [['ghostrider#4471', 'SOCIAL_HANDLE']]],
    ]);
    // Act
    const out = texts(t);
    // Assess: the same form with other values, the original nowhere
    expect(out[0]).toMatch(/^my phone number is (?:(?:zero|one|two|three|four|five|six|seven|eight|nine) ){9}(?:zero|one|two|three|four|five|six|seven|eight|nine)$/);
    expect(out[0]).toMatch(/ five five five zero one /);
    expect(out[1]).toMatch(/^my email is [a-z_0-9]+(?: dot [a-z0-9]+)? at example dot (com|org|net)$/);
    expect(out[2]).toMatch(/^its [a-z_0-9]+(?: \(dot\) [a-z0-9]+)? \(at\) example \(dot\) (com|org|net)$/);
    expect(out[3]).toMatch(/^my brother's site is [a-z]+-[a-z]+ dot example dot (com|org|net)$/);
    expect(out[4]).toMatch(/^add me on snap its [a-z]+_[a-z]+\d+$/);
    expect(out[5]).toMatch(/^my discord is [a-z]+_[a-z]+\d+#\d{4}$/);
    out.forEach((o, i) => expect(o).not.toContain(t.messages[i]!.decisions![0]!.span && t.messages[i]!.text.slice(t.messages[i]!.decisions![0]!.span.start, t.messages[i]!.decisions![0]!.span.end)));
  });

  it('shift every age and grade level of a transcript by one amount, so they stay coherent', () => {
    // Prepare
    const t = marked([
      ["i'm 10, my birthday is soon", [['10', 'AGE']]],
      ["i'll be 11 and in 6th grade", [['11', 'AGE'], ['6th grade', 'GRADE_LEVEL']]],
    ]);
    // Act
    const out = texts(t);
    const shiftOf = (before: number, text: string, re: RegExp) => Number(re.exec(text)![1]) - before;
    // Assess
    const d = shiftOf(10, out[0]!, /i'm (\d+)/);
    expect(d).not.toBe(0);
    expect(Math.abs(d)).toBeLessThanOrEqual(cfg.shift);
    expect(shiftOf(11, out[1]!, /be (\d+)/)).toBe(d);
    expect(shiftOf(6, out[1]!, /in (\d+)th grade/)).toBe(d);
  });

  it('give a title a surname, keep the math around spans, and honour tag and keep policies', () => {
    // Prepare
    const t = marked([['Mr. Patel says 4/12 = 1/3, Maria', [['Patel', 'PERSON'], ['Maria', 'PERSON']]]]);
    const policies = SurrogateConfig.parse({ policies: { PERSON: 'tag' } });
    // Act
    const [out] = texts(t);
    const [tagged] = texts(t, KEY, policies);
    // Assess
    expect(out).toMatch(/^Mr\. [A-Z][a-z]+ says 4\/12 = 1\/3, [A-Z][a-z]+$/);
    expect(tagged).toBe('Mr. <PERSON> says 4/12 = 1/3, <PERSON>');
  });

  it('never equal or one edit from the original, never another original, never shared (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('Maria', 'Mario', 'Ana', 'Anna', 'Sofia', 'Wei', 'Noah', 'Liam', 'Emma', 'Olivia', 'Ava', 'Mia'), { minLength: 2, maxLength: 6 }), (names) => {
        // Prepare
        const t = marked(names.map((n) => [`hi ${n}`, [[n, 'PERSON']]]));
        // Act
        const out = texts(t).map((x) => x.slice(3));
        // Assess
        const lowerNames = names.map((n) => n.toLowerCase());
        out.forEach((s, i) => {
          expect(editDistance(s.toLowerCase(), lowerNames[i]!)).toBeGreaterThan(1);
          expect(lowerNames).not.toContain(s.toLowerCase());
        });
        expect(new Set(out.map((s) => s.toLowerCase())).size).toBe(out.length);
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it('restore math placeholders with a number and give people placeholders a consistent name', () => {
    // Prepare
    const text = '<US_DRIVER_LICENSE> and <US_DRIVER_LICENSE> are the numbers of our coordinate, Student M';
    const d = (start: number, end: number, type: PiiType, verdict: 'PII' | 'NOT_PII', key: string): Decision => ({
      span: { start, end, type, source: 'upstream-placeholder', score: 1, placeholder: { label: key, key } },
      verdict,
      reason: 'test',
      verifier: 'test',
    });
    const t: WorkTranscript = {
      id: 'p',
      ordinal: 0,
      messages: [
        {
          id: 'm1',
          role: 'student',
          text,
          stages: ['split', 'segment', 'detect', 'verify'],
          decisions: [d(0, 19, 'US_DRIVER_LICENSE', 'NOT_PII', 'DL'), d(24, 43, 'US_DRIVER_LICENSE', 'NOT_PII', 'DL'), d(79, 88, 'PERSON', 'PII', 'STUDENT:M')],
        },
      ],
    };
    // Act
    const [out] = surrogateTranscript(t, cfg, KEY);
    // Assess
    expect(out!.text).toMatch(/^\d and \d are the numbers of our coordinate, [A-Z][a-z]+$/);
    expect(out!.replacements.filter((r) => r.restored)).toHaveLength(2);
    expect(JSON.stringify(out!.replacements)).not.toContain('Student');
  });
});

describe('local key file', () => {
  it('is created once with mode 600 and refused when others can read it', async () => {
    // Prepare
    const dir = mkdtempSync(join(tmpdir(), 'deid-key-'));
    const path = join(dir, 'keys', 'k');
    // Act
    const key = await createLocalKeyFile(path).getKey();
    const again = await createLocalKeyFile(path).getKey();
    chmodSync(path, 0o644);
    // Assess
    expect(key).toHaveLength(32);
    expect(again.equals(key)).toBe(true);
    expect(readFileSync(path).equals(key)).toBe(true);
    expect(statSync(join(dir, 'keys')).mode & 0o777).toBe(0o700);
    await expect(createLocalKeyFile(path).getKey()).rejects.toThrow(/readable by others/);
  });
});
