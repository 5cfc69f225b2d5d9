import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../../../lambdas/adapters/embeddings/local.js';
import { parseConfig } from '../../../lambdas/core/config.js';
import { ChallengeLoadError, loadCase, loadCases, loadTranscript, loadTranscripts, parseCases, parseTranscripts, report, runChallenge, runTranscripts, type CaseResult } from '../../../lambdas/core/eval/challenge.js';
import { PII_TYPES } from '../../../lambdas/core/schema.js';

const FIXTURE = resolve(import.meta.dirname, '../../fixtures/challenge/cases.jsonl');
const TRANSCRIPTS = resolve(import.meta.dirname, '../../fixtures/challenge/transcripts.jsonl');
const deps = { embedder: createLocalEmbedder(), key: Buffer.alloc(32) };
const cases = loadCases(FIXTURE);
const transcripts = loadTranscripts(TRANSCRIPTS);
const spans = (r: CaseResult, which: 'expected' | 'got') => r[which].map((s) => `${s.type}:${s.text}@${s.start}`);

describe('challenge set: every case through detection and verification', () => {
  const results = new Map<string, CaseResult>();

  beforeAll(async () => {
    // Act (once for the whole set: a few hundred one-message transcripts)
    for (const r of await runChallenge(cases, parseConfig({}), deps)) results.set(r.id, r);
  });

  it('covers all 17 types with disclosures, and every type with cases that must stay unflagged', () => {
    // Prepare
    const disclosed = new Set(cases.flatMap((c) => c.expected.map((e) => e.type)));
    const short: Record<string, string> = { EMAIL_ADDRESS: 'EMAIL', PHONE_NUMBER: 'PHONE' };
    const prefixes = (t: string) => cases.filter((c) => c.capability.split(' ')[0] === (short[t] ?? t));
    // Act
    const withoutNegatives = PII_TYPES.filter((t) => !prefixes(t).some((c) => c.expected.length === 0));
    // Assess
    expect([...disclosed].sort()).toEqual([...PII_TYPES].sort());
    expect(withoutNegatives).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(250);
    expect(results.size).toBe(cases.length);
  });

  it.for(cases.filter((c) => !c.known).map((c) => [c.id, c] as const))('%s passes', ([id]) => {
    // Prepare
    const r = results.get(id)!;
    // Act / Assess: the kept spans are exactly the expected ones (span and type)
    expect(spans(r, 'got'), `${r.capability}: expected vs got`).toEqual(spans(r, 'expected'));
  });

  it.for(cases.filter((c) => c.known).map((c) => [c.id, c] as const))('%s still fails (known)', ([id, c]) => {
    // Prepare
    const r = results.get(id)!;
    // Act / Assess: a known failure that now passes must lose its flag
    expect(r.passed, `${id} now passes: remove "known": ${JSON.stringify(c.known)} from the fixture`).toBe(false);
  });

  it('reports every case once and leaves no failure unflagged', () => {
    // Prepare
    const all = [...results.values()];
    // Act
    const r = report(all);
    // Assess
    expect(r.overall.cases).toBe(cases.length);
    expect(r.unexpectedFailures.map((x) => x.id)).toEqual([]);
    expect(r.unexpectedPasses.map((x) => x.id)).toEqual([]);
    expect(r.overall.knownFailing).toBe(cases.filter((c) => c.known).length);
  });
});

describe('challenge transcripts fixture: every message of every whole transcript', () => {
  const results = new Map<string, CaseResult[]>();

  beforeAll(async () => {
    // Act (each transcript read whole, as the product reads one)
    for (const r of await runTranscripts(transcripts, parseConfig({}), deps)) results.set(r.id.split('#')[0]!, [...(results.get(r.id.split('#')[0]!) ?? []), r]);
  });

  it('holds long lessons and sessions in math talk, with people, places and ages to find', () => {
    // Prepare
    const messages = transcripts.flatMap((t) => t.messages);
    // Act
    const math = messages.filter((m) => m.segment === 'MATH').length;
    const types = new Set(messages.flatMap((m) => m.expected.map((e) => e.type)));
    // Assess
    expect(transcripts.length).toBeGreaterThanOrEqual(20);
    expect(transcripts.every((t) => t.messages.length >= 50)).toBe(true);
    expect(math / messages.length).toBeGreaterThan(0.6);
    expect([...types]).toEqual(expect.arrayContaining(['PERSON', 'AGE', 'DATE', 'LOCATION', 'SCHOOL', 'GRADE_LEVEL']));
  });

  it.for(transcripts.map((t) => [t.id, t] as const))('%s: every message passes but those flagged known, which still fail', ([id, t]) => {
    // Prepare
    const rs = results.get(id)!;
    const known = t.messages.flatMap((m, i) => (m.known ? [`${id}#${i + 1}`] : []));
    // Act
    const failing = rs.filter((r) => !r.passed).map((r) => r.id);
    // Assess: the failures are exactly the known ones (a fixed one must lose its flag)
    expect(rs).toHaveLength(t.messages.length);
    expect(failing, rs.filter((r) => !r.passed && !r.known).map((r) => `${r.id}: expected ${spans(r, 'expected')} got ${spans(r, 'got')}`).join('; ')).toEqual(known);
  });
});

describe('challenge loader', () => {
  const base = { id: 'demo-01', capability: 'EMAIL plain', segment: 'NON_MATH', role: 'student', text: 'mail me at ana@example.com', expected: [{ type: 'EMAIL_ADDRESS', text: 'ana@example.com' }] };

  it('anchors expected substrings to offsets and defaults the context', () => {
    // Prepare / Act
    const c = loadCase(base);
    // Assess
    expect(c.expected).toEqual([{ type: 'EMAIL_ADDRESS', start: 11, end: 26, text: 'ana@example.com' }]);
    expect(c.context).toEqual([]);
  });

  it('names the case when an expected substring is missing', () => {
    // Prepare
    const raw = { ...base, id: 'demo-missing', expected: [{ type: 'EMAIL_ADDRESS', text: 'bob@example.com' }] };
    // Act / Assess
    expect(() => loadCase(raw)).toThrow(ChallengeLoadError);
    expect(() => loadCase(raw)).toThrow(/challenge case demo-missing: expected EMAIL_ADDRESS substring "bob@example.com" does not occur/);
  });

  it('names the case when an expected substring is ambiguous', () => {
    // Prepare
    const raw = { ...base, id: 'demo-twice', text: 'ana said hi to ana', expected: [{ type: 'PERSON', text: 'ana' }] };
    // Act / Assess
    expect(() => loadCase(raw)).toThrow(/challenge case demo-twice: expected PERSON substring "ana" is ambiguous \(occurs 2 times\)/);
  });

  it('rejects overlapping expectations, unknown types, bad JSON and duplicate ids, with the case or line named', () => {
    // Prepare
    const overlap = { ...base, id: 'demo-overlap', expected: [{ type: 'EMAIL_ADDRESS', text: 'ana@example.com' }, { type: 'URL', text: 'example.com' }] };
    const badType = { ...base, id: 'demo-type', expected: [{ type: 'EMAIL', text: 'ana@example.com' }] };
    const line = JSON.stringify(base);
    // Act / Assess
    expect(() => loadCase(overlap)).toThrow(/challenge case demo-overlap: expected spans .* overlap/);
    expect(() => loadCase(badType)).toThrow(/challenge case demo-type: invalid shape: expected\.0\.type/);
    expect(() => parseCases(`${line}\n{not json`, 'x.jsonl')).toThrow(/x\.jsonl:2: not valid JSON/);
    expect(() => parseCases(`${line}\n\n${line}`, 'x.jsonl')).toThrow(/challenge case demo-01: duplicate id \(x\.jsonl:3\)/);
  });
});

describe('challenge scorer', () => {
  it('passes a case only on exact span and type, and counts tp/fp/fn per capability and type', async () => {
    // Prepare
    const fixture = [
      { ...{ id: 'ok-01', capability: 'EMAIL plain', segment: 'NON_MATH', role: 'student' }, text: 'mail me at ana@example.com', expected: [{ type: 'EMAIL_ADDRESS', text: 'ana@example.com' }] },
      { ...{ id: 'miss-01', capability: 'EMAIL plain', segment: 'NON_MATH', role: 'student' }, text: 'mail me at ana@example.com', expected: [] },
      { ...{ id: 'fp-01', capability: 'DATE math', segment: 'MATH', role: 'tutor' }, text: 'Is 4/12 equal to 1/3?', expected: [{ type: 'DATE', text: '4/12' }] },
    ].map((c) => JSON.stringify(c));
    // Act
    const results = await runChallenge(parseCases(fixture.join('\n')), parseConfig({}), deps);
    const r = report(results);
    // Assess
    expect(results.map((x) => [x.id, x.passed])).toEqual([
      ['ok-01', true],
      ['miss-01', false],
      ['fp-01', false],
    ]);
    expect(r.byCapability['EMAIL plain']!.metrics).toMatchObject({ tp: 1, fp: 1, fn: 0 });
    expect(r.byType.DATE).toMatchObject({ tp: 0, fp: 0, fn: 1 });
    expect(r.overall).toMatchObject({ cases: 3, passed: 1, failed: 2, knownFailing: 0 });
    expect(r.unexpectedFailures.map((x) => x.id)).toEqual(['miss-01', 'fp-01']);
  });
});

describe('challenge transcripts: whole lessons, every message scored', () => {
  const lesson = {
    id: 'demo-lesson',
    capability: 'TRANSCRIPT demo',
    messages: [
      { role: 'teacher', segment: 'MATH', text: 'Number 4. Keiko has 12 stickers and gives 3 to each of her 2 friends.', expected: [] },
      { role: 'student', segment: 'MATH', text: 'Um, she gives away 6?', expected: [] },
      { role: 'teacher', segment: 'MATH', text: 'Okay, Marcus, what do you think?', expected: [{ type: 'PERSON', text: 'Marcus' }] },
      { role: 'student', segment: 'MATH', text: 'I think Keiko was nice to share them.', expected: [] },
      { role: 'teacher', segment: 'NON_MATH', text: 'Thanks. Email me at okafor.class@example.org if you get stuck.', expected: [{ type: 'EMAIL_ADDRESS', text: 'okafor.class@example.org' }] },
    ],
  };

  it('reads the transcript whole: a problem character stays one in later turns, a student called on is a person', async () => {
    // Prepare: message 4 alone would read Keiko as a person; the problem read out in message 1 says otherwise
    const ts = parseTranscripts(JSON.stringify(lesson));
    const alone = await runChallenge([loadCase({ id: 'demo-alone', capability: 'NONE demo', segment: 'MATH', role: 'student', text: lesson.messages[3]!.text, expected: [] })], parseConfig({}), deps);
    // Act
    const results = await runTranscripts(ts, parseConfig({}), deps);
    // Assess
    expect(results.map((r) => [r.id, r.passed, spans(r, 'got')])).toEqual([
      ['demo-lesson#1', true, []],
      ['demo-lesson#2', true, []],
      ['demo-lesson#3', true, ['PERSON:Marcus@6']],
      ['demo-lesson#4', true, []],
      ['demo-lesson#5', true, ['EMAIL_ADDRESS:okafor.class@example.org@20']],
    ]);
    expect(report(results).overall).toMatchObject({ cases: 5, passed: 5 });
    expect(alone[0]!.got.map((g) => g.text)).toEqual(['Keiko']);
  });

  it('scores a message that misses or over-flags like a failing case, and keeps its known flag', async () => {
    // Prepare: message 2 wrongly expects nothing; message 4 wrongly expects the character
    const wrong = {
      ...lesson,
      messages: lesson.messages.map((m, i) => (i === 2 ? { ...m, expected: [], known: 'demo: the student is labelled as nothing' } : i === 3 ? { ...m, expected: [{ type: 'PERSON', text: 'Keiko' }] } : m)),
    };
    // Act
    const r = report(await runTranscripts([loadTranscript(wrong)], parseConfig({}), deps));
    // Assess
    expect(r.failures.map((f) => [f.id, f.fp, f.fn, f.known ?? null])).toEqual([
      ['demo-lesson#3', 1, 0, 'demo: the student is labelled as nothing'],
      ['demo-lesson#4', 0, 1, null],
    ]);
    expect(r.unexpectedFailures.map((f) => f.id)).toEqual(['demo-lesson#4']);
  });

  it('names the transcript and the message when a label is wrong, and the line when the JSON is', () => {
    // Prepare
    const missing = { ...lesson, messages: [lesson.messages[0], { ...lesson.messages[2], expected: [{ type: 'PERSON', text: 'Marco' }] }] };
    const twice = { ...lesson, messages: [lesson.messages[0], { ...lesson.messages[1], expected: [{ type: 'PERSON', text: 'e' }] }] };
    const tooShort = { ...lesson, messages: [lesson.messages[0]] };
    // Act / Assess
    expect(() => loadTranscript(missing)).toThrow(/challenge transcript demo-lesson message 2: expected PERSON substring "Marco" does not occur/);
    expect(() => loadTranscript(twice)).toThrow(/challenge transcript demo-lesson message 2: expected PERSON substring "e" is ambiguous/);
    expect(() => loadTranscript(tooShort)).toThrow(/challenge transcript demo-lesson: invalid shape: messages/);
    expect(() => parseTranscripts(`${JSON.stringify(lesson)}\n${JSON.stringify(lesson)}`, 't.jsonl')).toThrow(/challenge transcript demo-lesson: duplicate id \(t\.jsonl:2\)/);
    expect(() => parseTranscripts('{', 't.jsonl')).toThrow(/t\.jsonl:1: not valid JSON/);
  });
});
