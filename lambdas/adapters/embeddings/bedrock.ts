// Bedrock Titan text embeddings for segmentation in AWS. Titan takes one text per InvokeModel call,
// so a batch runs as concurrent calls under a bound, each retried with jittered backoff on
// throttling and 5xx. Errors name the model and status, never the text.
import { InvokeModelCommand, type BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { z } from 'zod';
import type { Embedder } from '../../core/ports.js';

const TitanResponse = z.object({ embedding: z.array(z.number()).min(1) });

export interface BedrockEmbedderOptions {
  client: BedrockRuntimeClient;
  modelId: string;
  concurrency?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
}

function retryable(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number }; $retryable?: unknown };
  const status = e.$metadata?.httpStatusCode ?? 0;
  return e.name === 'ThrottlingException' || e.name === 'ServiceUnavailableException' || status === 429 || status >= 500;
}

export function createBedrockEmbedder(opts: BedrockEmbedderOptions): Embedder {
  const concurrency = opts.concurrency ?? 8;
  const maxAttempts = opts.maxAttempts ?? 5;
  const base = opts.baseDelayMs ?? 200;

  async function embedOne(text: string): Promise<Float32Array> {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await opts.client.send(
          new InvokeModelCommand({
            modelId: opts.modelId,
            contentType: 'application/json',
            accept: 'application/json',
            body: JSON.stringify({ inputText: text, normalize: true }),
          }),
        );
        const parsed = TitanResponse.safeParse(JSON.parse(new TextDecoder().decode(res.body)));
        if (!parsed.success) throw new Error(`embeddings: ${opts.modelId} returned no embedding`);
        return Float32Array.from(parsed.data.embedding);
      } catch (err) {
        if (!retryable(err) || attempt >= maxAttempts) {
          const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
          throw new Error(`embeddings: ${opts.modelId} failed after ${attempt} attempt(s): ${e.name ?? 'Error'} ${e.$metadata?.httpStatusCode ?? ''}`.trim());
        }
        await new Promise((r) => setTimeout(r, Math.random() * base * 2 ** (attempt - 1)));
      }
    }
  }

  return {
    id: opts.modelId,
    async embed(texts) {
      const out: Float32Array[] = new Array(texts.length);
      let next = 0;
      const worker = async () => {
        while (next < texts.length) {
          const i = next++;
          out[i] = await embedOne(texts[i]!);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, texts.length) }, worker));
      return out;
    },
  };
}
