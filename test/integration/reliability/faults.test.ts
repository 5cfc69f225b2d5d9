// Faults on the local engine: S3 errors and slow responses, and a process killed mid-run.
// Expected: retries absorb transient faults, a restart completes the rest, and the release is the
// same as a clean run's: nothing lost, nothing duplicated, nothing released unprocessed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../../cli/local/engine.js';
import { s3Client } from '../../../lambdas/adapters/s3.js';
import { writeTestKey } from '../../support.js';

const REPO = resolve(__dirname, '../../..');
const FIXTURES = join(REPO, 'test/fixtures/platform');
const CLI = join(REPO, 'cli/bin/deid.mjs');

let root: string;
let keyFile: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'deid-faults-'));
  keyFile = writeTestKey(root, 9);
  process.env.DEID_KEY_FILE = keyFile;
  writeFileSync(join(root, 'small-batches.json'), JSON.stringify({ batchSize: 1 }));
});

afterAll(() => {
  delete process.env.DEID_KEY_FILE;
  rmSync(root, { recursive: true, force: true });
});

async function cleanRelease(file: string, runId: string): Promise<string> {
  const engine = await LocalEngine.open(join(root, `clean-${runId}`));
  try {
    const outcome = await engine.run(await engine.drop(join(FIXTURES, file)), { runId, approveAs: 's', config: { batchSize: 1 } });
    expect(outcome.status, outcome.cause).toBe('SUCCEEDED');
    const files = await engine.download(runId, join(root, `clean-out-${runId}`));
    return readFileSync(files.find((f) => f.endsWith(file))!, 'utf8');
  } finally {
    await engine.close();
  }
}

describe('fault injection', () => {
  it('survives transient S3 errors (SDK and workflow retries) and slow reads', async () => {
    // Prepare
    const expected = await cleanRelease('corpus.jsonl', 'faults-s3');
    const engine = await LocalEngine.open(join(root, 'faulty-s3'));
    let failedPuts = 0;
    const seen = new Map<string, number>();
    s3Client().middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: string };
        if (context.commandName === 'PutObjectCommand' && input.Key?.includes('/batches/')) {
          const n = (seen.get(input.Key) ?? 0) + 1;
          seen.set(input.Key, n);
          if (n === 1) {
            failedPuts += 1;
            throw Object.assign(new Error('injected SlowDown'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
          }
        }
        if (context.commandName === 'GetObjectCommand') await new Promise((r) => setTimeout(r, 20));
        return next(args);
      },
      { step: 'deserialize', name: 'injectFaults' },
    );
    try {
      // Act
      const outcome = await engine.run(await engine.drop(join(FIXTURES, 'corpus.jsonl')), {
        runId: 'faults-s3',
        approveAs: 's',
        config: { batchSize: 1 },
      });
      // Assess
      expect(outcome.status, `${outcome.error}: ${outcome.cause}`).toBe('SUCCEEDED');
      const files = await engine.download('faults-s3', join(root, 'faulty-out'));
      expect(failedPuts).toBeGreaterThanOrEqual(3);
      expect(readFileSync(files.find((f) => f.endsWith('corpus.jsonl'))!, 'utf8')).toBe(expected);
    } finally {
      await engine.close();
    }
  });

  it('completes a run whose process was killed mid-way, with the same release as a clean run', async () => {
    // Prepare
    const expected = await cleanRelease('corpus.jsonl', 'killed-1');
    const store = join(root, 'killed');
    const env = { ...process.env, DEID_KEY_FILE: keyFile, DEID_HOME: store };
    const args = [CLI, 'drop', join(FIXTURES, 'corpus.jsonl'), '--run-id', 'killed-1', '--config', join(root, 'small-batches.json'), '--quiet'];
    const batches = join(store, 's3', 'deid-work', 'runs', 'killed-1', 'batches');
    // Act: kill the process as soon as the first batch finished its last stage
    const child = spawn(process.execPath, ['--openssl-legacy-provider', ...args], { env, stdio: 'ignore' });
    const started = Date.now();
    await new Promise<void>((done, fail) => {
      const timer = setInterval(() => {
        const finished = existsSync(batches) && readdirSync(batches).some((b) => existsSync(join(batches, b, 'surrogate.jsonl._S3rver_object')));
        if (finished) {
          clearInterval(timer);
          child.kill('SIGKILL');
          done();
        } else if (Date.now() - started > 45_000) {
          clearInterval(timer);
          child.kill('SIGKILL');
          fail(new Error('run never reached its first finished batch'));
        }
      }, 5);
    });
    await new Promise((r) => child.once('exit', r));
    const releasedEarly = existsSync(join(store, 's3', 'deid-releases', 'releases', 'killed-1'));
    const rerun = spawnSync(process.execPath, ['--openssl-legacy-provider', ...args], { env, encoding: 'utf8' });
    const approve = spawnSync(process.execPath, ['--openssl-legacy-provider', CLI, 'approve', 'killed-1'], { env, encoding: 'utf8' });
    const download = spawnSync(process.execPath, ['--openssl-legacy-provider', CLI, 'download', 'killed-1', '--to', join(root, 'killed-out')], {
      env,
      encoding: 'utf8',
    });
    // Assess
    expect(releasedEarly).toBe(false);
    expect(rerun.status, rerun.stderr).toBe(0);
    expect(approve.status, approve.stderr).toBe(0);
    expect(download.status, download.stderr).toBe(0);
    expect(readFileSync(join(root, 'killed-out', 'data', 'corpus.jsonl'), 'utf8')).toBe(expected);
  });
});
