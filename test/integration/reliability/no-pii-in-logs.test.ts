// No message text, gold PII or surrogate mapping may reach logs, manifests or error messages.
// Runs the whole local workflow at DEBUG log level and scans everything written for known PII.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../../cli/local/engine.js';
import { logger } from '../../../lambdas/adapters/logger.js';
import { writeTestKey } from '../../support.js';

const FIXTURES = resolve(__dirname, '../../fixtures/platform');
const PII = ['Maria', 'maria.lopez22', 'Okafor', 'Dmitri', 'Lincoln Middle', '415-555-0198', 'Aisha', 'Rahman'];

let root: string;
const captured: string[] = [];
const original = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'deid-logs-'));
  process.env.DEID_KEY_FILE = writeTestKey(root, 3);
});

afterAll(() => {
  process.stdout.write = original.out;
  process.stderr.write = original.err;
  delete process.env.DEID_KEY_FILE;
  rmSync(root, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('privacy of logs and metadata', () => {
  it('writes no PII (nor the key) to logs, the released data, manifests, audit, quarantine report or approval records', async () => {
    // Prepare
    logger.setLogLevel('DEBUG');
    const capture = (chunk: unknown) => {
      captured.push(String(chunk));
      return true;
    };
    process.stdout.write = capture as typeof process.stdout.write;
    process.stderr.write = capture as typeof process.stderr.write;
    const engine = await LocalEngine.open(join(root, 'store'));
    let outcome;
    let releaseFiles: string[] = [];
    try {
      // Act
      const corpus = await engine.drop(join(FIXTURES, 'corpus-with-bad-records.jsonl'));
      outcome = await engine.run(corpus, { approveAs: 'steward' });
      releaseFiles = [...filesUnder(join(root, 'store', 's3', 'deid-releases')), ...filesUnder(join(root, 'store', 's3', 'deid-approved'))];
    } finally {
      await engine.close();
      process.stdout.write = original.out;
      process.stderr.write = original.err;
      logger.setLogLevel('WARN');
    }
    // Assess
    expect(outcome.status, outcome.cause).toBe('SUCCEEDED');
    expect(captured.join('').length).toBeGreaterThan(0);
    const logs = captured.join('');
    for (const pii of PII) expect(logs, `log leaks ${pii}`).not.toContain(pii);
    // Everything released or kept with the release: dataset, manifest, audit, quarantine report, approval.
    expect(releaseFiles.some((f) => f.includes('manifest.json'))).toBe(true);
    expect(releaseFiles.some((f) => f.includes('audit.jsonl'))).toBe(true);
    const key = readFileSync(process.env.DEID_KEY_FILE!);
    for (const f of releaseFiles) {
      const text = readFileSync(f, 'utf8');
      for (const pii of PII) expect(text, `${f} leaks ${pii}`).not.toContain(pii);
      for (const k of [key.toString('hex'), key.toString('base64')]) expect(text, `${f} holds the key`).not.toContain(k);
    }
    // The local store is private to its owner.
    expect(statSync(join(root, 'store')).mode & 0o077).toBe(0);
    expect(statSync(join(root, 'store', 's3')).mode & 0o077).toBe(0);
  });
});
