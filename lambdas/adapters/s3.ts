// The S3 adapter: the only code that reads and writes objects. Works against AWS S3 and the
// embedded S3 server alike (DEID_S3_ENDPOINT switches to path-style on loopback).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { z } from 'zod';

let shared: S3Client | undefined;

export function s3Client(env: NodeJS.ProcessEnv = process.env): S3Client {
  if (shared) return shared;
  const endpoint = env.DEID_S3_ENDPOINT;
  shared = endpoint
    ? new S3Client({
        endpoint,
        forcePathStyle: true,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      })
    : new S3Client({});
  return shared;
}

/** Forget the cached client (the local engine points it at a new endpoint per run). */
export function resetS3Client(): void {
  shared?.destroy();
  shared = undefined;
}

export interface ObjectRef {
  bucket: string;
  key: string;
}

function isMissing(err: unknown): boolean {
  return (
    err instanceof NoSuchKey ||
    err instanceof NotFound ||
    (err as { name?: string }).name === 'NoSuchKey' ||
    (err as { name?: string }).name === 'NotFound' ||
    (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

export async function getStream(ref: ObjectRef): Promise<AsyncIterable<Uint8Array>> {
  const res = await s3Client().send(new GetObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
  if (!res.Body) throw new Error(`s3: empty body for ${ref.bucket}/${ref.key}`);
  return res.Body as Readable;
}

export async function getText(ref: ObjectRef): Promise<string> {
  const res = await s3Client().send(new GetObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
  return (await res.Body?.transformToString('utf8')) ?? '';
}

export async function getTextIfExists(ref: ObjectRef): Promise<string | undefined> {
  try {
    return await getText(ref);
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

export async function getJson<T>(ref: ObjectRef, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(JSON.parse(await getText(ref)));
}

export async function head(
  ref: ObjectRef,
): Promise<{ metadata: Record<string, string>; size: number; etag: string } | undefined> {
  try {
    const res = await s3Client().send(new HeadObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
    return { metadata: res.Metadata ?? {}, size: res.ContentLength ?? 0, etag: res.ETag ?? '' };
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

export async function put(
  ref: ObjectRef,
  body: string | Uint8Array,
  opts: { contentType?: string; metadata?: Record<string, string> } = {},
): Promise<void> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  await s3Client().send(
    new PutObjectCommand({
      Bucket: ref.bucket,
      Key: ref.key,
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: opts.contentType ?? 'application/octet-stream',
      Metadata: opts.metadata,
    }),
  );
}

export async function putJson(ref: ObjectRef, value: unknown, metadata?: Record<string, string>): Promise<void> {
  await put(ref, `${JSON.stringify(value, null, 2)}\n`, { contentType: 'application/json', metadata });
}

export async function copy(from: ObjectRef, to: ObjectRef): Promise<void> {
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: to.bucket,
      Key: to.key,
      CopySource: `${from.bucket}/${from.key.split('/').map(encodeURIComponent).join('/')}`,
    }),
  );
}

/** Every object under a prefix (key and ETag), following pagination. */
export async function listObjects(bucket: string, prefix: string): Promise<Array<{ key: string; etag: string }>> {
  const out: Array<{ key: string; etag: string }> = [];
  let token: string | undefined;
  do {
    const res = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const o of res.Contents ?? []) if (o.Key) out.push({ key: o.Key, etag: o.ETag ?? '' });
    token = res.IsTruncated ? res.NextContinuationToken : undefined;
  } while (token);
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Every key under a prefix, following pagination. */
export async function listKeys(bucket: string, prefix: string): Promise<string[]> {
  return (await listObjects(bucket, prefix)).map((o) => o.key);
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Streams chunks into one object (multipart upload), so neither a dropped corpus nor a release is
 * ever held whole in memory. Returns the sha256 and byte count of what was written.
 */
export async function putStream(
  ref: ObjectRef,
  chunks: AsyncIterable<string | Uint8Array>,
  contentType: string,
): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  async function* body() {
    for await (const c of chunks) {
      const b = typeof c === 'string' ? Buffer.from(c, 'utf8') : c;
      hash.update(b);
      bytes += b.length;
      yield b;
    }
  }
  const upload = new Upload({
    client: s3Client(),
    params: { Bucket: ref.bucket, Key: ref.key, Body: Readable.from(body()), ContentType: contentType },
    queueSize: 2,
    partSize: 8 * 1024 * 1024,
  });
  await upload.done();
  return { sha256: hash.digest('hex'), bytes };
}
