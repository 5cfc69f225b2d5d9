// The configured model provider.
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { LlmConfig } from '../../core/llm/config.js';
import type { ModelPort } from '../../core/llm/port.js';
import { createBedrockModel } from './bedrock.js';
import { createOpenAiCompatibleModel } from './openai.js';

export function modelFor(cfg: LlmConfig): ModelPort {
  if (cfg.provider === 'openai-compatible') {
    if (!cfg.endpoint) throw new Error('llm: provider openai-compatible needs llm.endpoint');
    return createOpenAiCompatibleModel({ endpoint: cfg.endpoint, modelId: cfg.modelId, apiKey: process.env.DEID_LLM_API_KEY, maxAttempts: cfg.maxAttempts });
  }
  // HTTP/1.1: Converse needs no HTTP/2, and private endpoints (AWS_ENDPOINT_URL_BEDROCK_RUNTIME) often lack it.
  const client = new BedrockRuntimeClient({ maxAttempts: 1, requestHandler: new NodeHttpHandler({ requestTimeout: 120_000 }) });
  return createBedrockModel({ client, modelId: cfg.modelId, maxAttempts: cfg.maxAttempts });
}
