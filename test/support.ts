// Shared test setup: a fixed surrogate key file, and an embedded S3 server with the handlers'
// environment pointed at it.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_BUCKETS, localEnvironment } from '../lambdas/adapters/local-env.js';
import { startLocalS3 } from '../lambdas/adapters/local-s3.js';
import { resetS3Client } from '../lambdas/adapters/s3.js';

/** Writes a 32-byte key of one repeated byte (mode 600) and returns its path. */
export function writeTestKey(root: string, byte: number): string {
  mkdirSync(join(root, 'keys'), { recursive: true, mode: 0o700 });
  const path = join(root, 'keys', `key-${byte}`);
  writeFileSync(path, Buffer.alloc(32, byte), { mode: 0o600 });
  chmodSync(path, 0o600);
  return path;
}

/** Starts an embedded S3 server in a temporary folder and points the handlers' environment at it. */
export async function startTestS3(prefix: string): Promise<{ dir: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const s3 = await startLocalS3(join(dir, 's3'), Object.values(LOCAL_BUCKETS));
  Object.assign(process.env, localEnvironment(dir, s3.endpoint));
  resetS3Client();
  return {
    dir,
    async close() {
      resetS3Client();
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
