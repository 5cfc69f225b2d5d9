// Bedrock through the Converse API: temperature 0, the answer forced through one tool whose input
// schema is the only shape accepted. Throttling and 5xx are retried with jittered backoff; throttling
// that outlasts the retries surfaces as ModelThrottled (the workflow retries the batch later).
import { BedrockRuntimeClient, ConverseCommand, type ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import { ModelFailed, ModelThrottled, withRetries, type ModelPort, type ModelRequest, type ModelResponse } from '../../core/llm/port.js';

const status = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
const isThrottle = (e: unknown) => (e as { name?: string }).name === 'ThrottlingException' || status(e) === 429;
const isServer = (e: unknown) => status(e) >= 500 || ['ServiceUnavailableException', 'InternalServerException', 'ModelNotReadyException'].includes((e as { name?: string }).name ?? '');

export function createBedrockModel(opts: { client: BedrockRuntimeClient; modelId: string; maxAttempts?: number; baseDelayMs?: number; timeoutMs?: number }): ModelPort {
  return {
    id: opts.modelId,
    async invoke(req: ModelRequest): Promise<ModelResponse> {
      try {
        const res = await withRetries(
          () =>
            opts.client.send(
              new ConverseCommand({
                modelId: opts.modelId,
                system: [{ text: req.system }],
                messages: [{ role: 'user', content: [{ text: req.user }] }],
                inferenceConfig: { temperature: 0, maxTokens: req.maxTokens },
                toolConfig: {
                  tools: [{ toolSpec: { name: req.toolName, description: req.toolDescription, inputSchema: { json: req.schema } as ToolInputSchema } }],
                  toolChoice: { tool: { name: req.toolName } },
                },
              }),
              { abortSignal: AbortSignal.timeout(opts.timeoutMs ?? 120_000) },
            ),
          { attempts: opts.maxAttempts ?? 5, baseMs: opts.baseDelayMs ?? 250, retryable: (e) => isThrottle(e) || isServer(e) || ['TimeoutError', 'AbortError'].includes((e as Error).name) },
        );
        const tool = res.output?.message?.content?.find((c) => c.toolUse?.name === req.toolName)?.toolUse;
        return {
          output: tool?.input ?? null,
          usage: { inputTokens: res.usage?.inputTokens ?? 0, outputTokens: res.usage?.outputTokens ?? 0 },
        };
      } catch (err) {
        if (isThrottle(err)) throw new ModelThrottled(`${opts.modelId}: throttled after retries`);
        throw new ModelFailed(`${opts.modelId}: ${(err as Error).name ?? 'Error'} ${status(err) || ''}`.trim());
      }
    },
  };
}
