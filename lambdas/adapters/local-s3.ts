// The embedded S3-compatible server for the local default: s3rver on loopback, data in a local
// folder, so handlers speak the real S3 API locally too.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

const OBJECT = '._S3rver_object';

/**
 * s3rver writes an object's bytes, then its md5 and metadata, in place: a process killed mid-write
 * leaves a torn object that S3 itself could never show (a PUT is atomic there). Before serving, drop
 * every object whose md5 record is missing or does not match its bytes, as if that PUT never happened.
 * Returns the keys' paths removed.
 */
export function repairTornObjects(directory: string): string[] {
  const removed: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(OBJECT)) {
        const md5File = `${path}.md5`;
        const metaFile = `${path.slice(0, -OBJECT.length)}._S3rver_metadata.json`;
        const ok =
          existsSync(md5File) &&
          existsSync(metaFile) &&
          parses(metaFile) &&
          readFileSync(md5File, 'utf8').trim() === createHash('md5').update(readFileSync(path)).digest('hex');
        if (!ok) {
          for (const f of [path, md5File, metaFile]) rmSync(f, { force: true });
          removed.push(path);
        }
      }
    }
  };
  if (existsSync(directory)) walk(directory);
  return removed;
}

function parses(file: string): boolean {
  try {
    JSON.parse(readFileSync(file, 'utf8'));
    return true;
  } catch {
    return false;
  }
}

export async function startLocalS3(directory: string, bucketNames: readonly string[]): Promise<LocalS3> {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  repairTornObjects(directory);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: bucketNames.map((name) => ({ name })),
  });
  const address: AddressInfo = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  };
}
