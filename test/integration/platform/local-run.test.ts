// The whole local default, end to end: the real ASL on the local interpreter, the real handlers and
// stage logic, the real S3 SDK against the embedded S3 server. Corpus in, approved release out.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine, NotApprovedError } from '../../../cli/local/engine.js';
import { setFaultHook } from '../../../lambdas/runners/batch-stage.js';
import { writeTestKey } from '../../support.js';

const FIXTURES = resolve(__dirname, '../../fixtures/platform');
const PII = ['Maria', 'maria.lopez22@gmail.com', 'Okafor', 'Dmitri', 'Lincoln Middle School', '415-555-0198', 'Aisha Rahman'];
const MATH = ['4/12', '1/3', '(1,3)', 'x = 12/25', '3:4', '6:8', 'Alex has 5 apples'];

let root: string;
let keyFile: string;
const previousKey = process.env.DEID_KEY_FILE;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'deid-run-'));
  keyFile = writeTestKey(root, 7);
  process.env.DEID_KEY_FILE = keyFile;
});

afterAll(() => {
  if (previousKey === undefined) delete process.env.DEID_KEY_FILE;
  else process.env.DEID_KEY_FILE = previousKey;
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => setFaultHook(undefined));

async function withStore<T>(name: string, fn: (e: LocalEngine) => Promise<T>): Promise<T> {
  const engine = await LocalEngine.open(join(root, name));
  try {
    return await fn(engine);
  } finally {
    await engine.close();
  }
}

describe('local end-to-end run', () => {
  it.each(['corpus.jsonl', 'corpus.json', 'corpus.csv'])('de-identifies %s into an approved release in the same format', async (file) => {
    await withStore(`fmt-${file}`, async (engine) => {
      // Prepare
      const corpus = await engine.drop(join(FIXTURES, file));
      const input = readFileSync(join(FIXTURES, file), 'utf8');
      // Act
      const outcome = await engine.run(corpus, { approveAs: 'steward-1' });
      const files = await engine.download(outcome.runId!, join(root, `out-${file}`));
      // Assess
      expect(outcome.status, outcome.cause).toBe('SUCCEEDED');
      expect(outcome.approved).toBe(true);
      const data = readFileSync(files.find((f) => f.endsWith(file))!, 'utf8');
      for (const pii of PII) if (input.includes(pii)) expect(data).not.toContain(pii);
      for (const math of MATH) if (input.includes(math)) expect(data).toContain(math);
      if (file.endsWith('.csv')) expect(data.split('\n')[0]).toBe('session_id,message_id,role,text,timestamp');
      if (file.endsWith('.json')) expect(Array.isArray(JSON.parse(data))).toBe(true);
      const manifest = JSON.parse(readFileSync(files.find((f) => f.endsWith('manifest.json'))!, 'utf8'));
      expect(manifest.released.messages + manifest.quarantined.messages + manifest.withheld.messages).toBe(manifest.input.messages);
      expect(manifest.pii.total).toBeGreaterThan(0);
      expect(JSON.stringify(manifest)).not.toMatch(/Maria|Dmitri|Okafor|gmail/);
      const audit = await engine.restricted(outcome.runId!, 'audit');
      expect(audit.length).toBeGreaterThan(0);
      for (const pii of PII) expect(audit).not.toContain(pii);
    });
  });

  it('quarantines bad records with location and reason, releases the rest, never copies their text', async () => {
    await withStore('quarantine', async (engine) => {
      // Prepare
      const corpus = await engine.drop(join(FIXTURES, 'corpus-with-bad-records.jsonl'));
      // Act
      const outcome = await engine.run(corpus, { approveAs: 'steward-1' });
      const report = await engine.restricted(outcome.runId!, 'quarantine');
      const manifest = await engine.manifest(outcome.runId!);
      // Assess
      expect(outcome.status, outcome.cause).toBe('SUCCEEDED');
      expect(outcome.quarantined).toBe(2);
      const entries = report.trim().split('\n').map((l) => JSON.parse(l));
      expect(entries.map((e) => e.location).join(' ')).toMatch(/:2\b/);
      expect(entries.every((e) => e.reason.length > 0 && /^[0-9a-f]{64}$/.test(e.sha256))).toBe(true);
      expect(report).not.toContain('Bo');
      expect(manifest.released.transcripts).toBe(4);
      expect(manifest.released.messages + manifest.quarantined.messages).toBe(manifest.input.messages);
    });
  });

  it('resumes an interrupted run without losing or duplicating records, byte-identical to a clean run', async () => {
    // Prepare: a clean run in one store, and a run whose verify stage keeps failing in another
    const clean = await withStore('clean', async (engine) => {
      const o = await engine.run(await engine.drop(join(FIXTURES, 'corpus.jsonl')), { runId: 'resume-1', approveAs: 's', config: { batchSize: 1 } });
      return { outcome: o, files: await engine.download('resume-1', join(root, 'clean-out')) };
    });
    const resumed = await withStore('resumed', async (engine) => {
      const corpus = await engine.drop(join(FIXTURES, 'corpus.jsonl'));
      setFaultHook((stage, batchId) => {
        if (stage === 'verify' && batchId === 'b00001') throw new Error('injected crash');
      });
      // Act
      const first = await engine.run(corpus, { runId: 'resume-1', approveAs: 's', config: { batchSize: 1 } });
      setFaultHook(undefined);
      const second = await engine.run(corpus, { runId: 'resume-1', approveAs: 's', config: { batchSize: 1 } });
      return { first, second, files: await engine.download('resume-1', join(root, 'resumed-out')) };
    });
    // Assess
    expect(resumed.first.status).toBe('FAILED');
    expect(resumed.first.error).toBe('BatchesFailed');
    expect(resumed.second.status, resumed.second.cause).toBe('SUCCEEDED');
    expect(clean.outcome.status).toBe('SUCCEEDED');
    const read = (files: string[], suffix: string) => readFileSync(files.find((f) => f.endsWith(suffix))!, 'utf8');
    expect(read(resumed.files, 'corpus.jsonl')).toBe(read(clean.files, 'corpus.jsonl'));
    expect(read(resumed.files, 'manifest.json')).toBe(read(clean.files, 'manifest.json'));
    expect(read(resumed.files, 'corpus.jsonl').trim().split('\n')).toHaveLength(3);
  });

  it('keeps a release pending until a steward approves it; researchers cannot download before', async () => {
    await withStore('approval', async (engine) => {
      // Prepare
      const corpus = await engine.drop(join(FIXTURES, 'corpus.jsonl'));
      const outcome = await engine.run(corpus);
      const id = outcome.runId!;
      // Act / Assess: pending, so no download
      expect(outcome.status).toBe('SUCCEEDED');
      expect(outcome.approved).toBe(false);
      expect((await engine.status(id))?.state).toBe('pending');
      await expect(engine.download(id, join(root, 'approval-out'))).rejects.toBeInstanceOf(NotApprovedError);
      // Act / Assess: approved, then the download works
      await engine.approve(id, 'steward-2');
      expect((await engine.status(id))?.state).toBe('approved');
      const files = await engine.download(id, join(root, 'approval-out'));
      expect(files.some((f) => f.endsWith('manifest.json'))).toBe(true);
      expect(files.some((f) => f.includes('restricted'))).toBe(false);
    });
  });

  it('never lets a rejected release be approved or downloaded', async () => {
    await withStore('reject', async (engine) => {
      // Prepare
      const outcome = await engine.run(await engine.drop(join(FIXTURES, 'corpus.json')));
      const id = outcome.runId!;
      // Act
      await engine.reject(id, 'steward-3', 'spot check failed');
      // Assess
      expect((await engine.status(id))?.state).toBe('rejected');
      await expect(engine.approve(id, 'steward-3')).rejects.toThrow(/rejected/);
      await expect(engine.download(id, join(root, 'reject-out'))).rejects.toBeInstanceOf(NotApprovedError);
    });
  });
});
