// The embedded S3-compatible server for the local default: s3rver on loopback, data in a local
// folder, so handlers speak the real S3 API locally too.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

export async function startLocalS3(directory: string, bucketNames: readonly string[]): Promise<LocalS3> {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
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
