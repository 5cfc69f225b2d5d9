// Any OpenAI-compatible chat-completions endpoint (self-hosted models, for stewards who must not send
// data to a cloud provider), through fetch: temperature 0, one forced tool call, same retries.
import { ModelFailed, ModelThrottled, withRetries, type ModelPort, type ModelRequest, type ModelResponse } from '../../core/llm/port.js';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export function createOpenAiCompatibleModel(opts: { endpoint: string; modelId: string; apiKey?: string; maxAttempts?: number; baseDelayMs?: number; timeoutMs?: number }): ModelPort {
  const url = `${opts.endpoint.replace(/\/$/, '')}/chat/completions`;
  return {
    id: opts.modelId,
    async invoke(req: ModelRequest): Promise<ModelResponse> {
      try {
        const body = await withRetries(
          async () => {
            const res = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
              signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
              body: JSON.stringify({
                model: opts.modelId,
                temperature: 0,
                max_tokens: req.maxTokens,
                messages: [
                  { role: 'system', content: req.system },
                  { role: 'user', content: req.user },
                ],
                tools: [{ type: 'function', function: { name: req.toolName, description: req.toolDescription, parameters: req.schema } }],
                tool_choice: { type: 'function', function: { name: req.toolName } },
              }),
            });
            if (!res.ok) throw new HttpError(res.status);
            return (await res.json()) as {
              choices?: Array<{ message?: { tool_calls?: Array<{ function?: { name?: string; arguments?: string } }> } }>;
              usage?: { prompt_tokens?: number; completion_tokens?: number };
            };
          },
          { attempts: opts.maxAttempts ?? 5, baseMs: opts.baseDelayMs ?? 250, retryable: (e) => e instanceof HttpError ? e.status === 429 || e.status >= 500 : (e as Error).name === 'TimeoutError' },
        );
        const call = body.choices?.[0]?.message?.tool_calls?.find((c) => c.function?.name === req.toolName);
        let output: unknown = null;
        try {
          output = call?.function?.arguments ? JSON.parse(call.function.arguments) : null;
        } catch {
          output = null; // malformed arguments: validated (and rejected) by the caller's schema
        }
        return { output, usage: { inputTokens: body.usage?.prompt_tokens ?? 0, outputTokens: body.usage?.completion_tokens ?? 0 } };
      } catch (err) {
        if (err instanceof HttpError && err.status === 429) throw new ModelThrottled(`${opts.modelId}: throttled after retries`);
        throw new ModelFailed(`${opts.modelId}: ${err instanceof HttpError ? err.message : (err as Error).name}`);
      }
    },
  };
}
