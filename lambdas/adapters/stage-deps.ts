// Chooses the real providers behind the ports from configuration and environment:
// embeddings (local lexical or Bedrock Titan) and the surrogate key (local file or Secrets Manager).
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { RunConfig } from '../core/config.js';
import type { Embedder, KeyProvider } from '../core/ports.js';
import { createBedrockEmbedder } from './embeddings/bedrock.js';
import { createLocalEmbedder } from './embeddings/local.js';
import { createLocalKeyFile } from './keys/local-key-file.js';
import { createSecretsManagerKey } from './keys/secrets-manager.js';

const embedders = new Map<string, Embedder>();

export function embedderFor(cfg: RunConfig): Embedder {
  const id = cfg.segment.embeddings === 'local' ? 'local' : cfg.segment.bedrockModelId;
  const cached = embedders.get(id);
  if (cached) return cached;
  const created =
    cfg.segment.embeddings === 'local'
      ? createLocalEmbedder()
      : createBedrockEmbedder({ client: new BedrockRuntimeClient({}), modelId: cfg.segment.bedrockModelId });
  embedders.set(id, created);
  return created;
}

let keyProvider: KeyProvider | undefined;
let keySource: string | undefined;

export function surrogateKey(env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const source = env.DEID_KEY_SECRET_ARN ? `secret:${env.DEID_KEY_SECRET_ARN}` : `file:${env.DEID_KEY_FILE ?? ''}`;
  if (!keyProvider || keySource !== source) {
    keyProvider = createKeyProvider(env);
    keySource = source;
  }
  return keyProvider.getKey();
}

function createKeyProvider(env: NodeJS.ProcessEnv): KeyProvider {
  if (env.DEID_KEY_SECRET_ARN) {
    return createSecretsManagerKey({ client: new SecretsManagerClient({}), secretId: env.DEID_KEY_SECRET_ARN });
  }
  if (env.DEID_KEY_FILE) return createLocalKeyFile(env.DEID_KEY_FILE);
  throw new Error('surrogate: no key configured (DEID_KEY_SECRET_ARN in AWS, DEID_KEY_FILE locally)');
}
