// The Bedrock Titan embedder through the real SDK (InvokeModel) against a local HTTP endpoint that
// serves fixture embeddings, throttles on demand and fails on demand.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBedrockEmbedder } from '../../../lambdas/adapters/embeddings/bedrock.js';

const MODEL = 'amazon.titan-embed-text-v2:0';
let server: Server;
let client: BedrockRuntimeClient;
const seen: Array<{ path: string; text: string }> = [];
let throttleNext = 0;
let failAll = false;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { inputText: string };
    seen.push({ path: req.url ?? '', text: body.inputText });
    if (failAll) {
      res.writeHead(500, { 'content-type': 'application/json', 'x-amzn-errortype': 'InternalServerException' });
      res.end(JSON.stringify({ message: 'internal error' }));
      return;
    }
    if (throttleNext > 0) {
      throttleNext--;
      res.writeHead(429, { 'content-type': 'application/json', 'x-amzn-errortype': 'ThrottlingException' });
      res.end(JSON.stringify({ message: 'Too many requests' }));
      return;
    }
    // A fixture embedding that depends on the text: its length and vowel count.
    const vowels = (body.inputText.match(/[aeiou]/g) ?? []).length;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ embedding: [body.inputText.length, vowels, 1], inputTextTokenCount: 3 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client = new BedrockRuntimeClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    requestHandler: new NodeHttpHandler(),
    maxAttempts: 1,
  });
});

afterAll(() => new Promise((r) => server.close(r)));

describe('Bedrock Titan embedder', () => {
  it('embeds each text through InvokeModel, in order, with bounded concurrency', async () => {
    // Prepare
    seen.length = 0;
    const embedder = createBedrockEmbedder({ client, modelId: MODEL, concurrency: 2 });
    // Act
    const vectors = await embedder.embed(['what is 4/12?', 'hi', 'simplify the fraction']);
    // Assess
    expect(vectors.map((v) => Array.from(v))).toEqual([
      [13, 2, 1],
      [2, 1, 1],
      [21, 6, 1],
    ]);
    expect(seen.every((s) => s.path === `/model/${encodeURIComponent(MODEL)}/invoke`)).toBe(true);
    expect(embedder.id).toBe(MODEL);
  });

  it('retries throttling with backoff and then succeeds', async () => {
    // Prepare
    seen.length = 0;
    throttleNext = 2;
    const embedder = createBedrockEmbedder({ client, modelId: MODEL, baseDelayMs: 5 });
    // Act
    const [v] = await embedder.embed(['ratio 3:4']);
    // Assess
    expect(Array.from(v!)).toEqual([9, 3, 1]);
    expect(seen).toHaveLength(3);
  });

  it('fails clearly after its attempts, naming the model and status but not the text', async () => {
    // Prepare
    failAll = true;
    const embedder = createBedrockEmbedder({ client, modelId: MODEL, baseDelayMs: 1, maxAttempts: 3 });
    // Act / Assess
    try {
      await expect(embedder.embed(['my name is Maria'])).rejects.toThrow(/amazon\.titan-embed-text-v2:0 failed after 3 attempt\(s\): InternalServerException 500/);
      await expect(embedder.embed(['my name is Maria'])).rejects.not.toThrow(/Maria/);
    } finally {
      failAll = false;
    }
  });
});
