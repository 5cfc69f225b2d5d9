// The model provider port: one structured request, one validated JSON answer. Implementations:
// Bedrock Converse (lambdas/adapters/llm/bedrock.ts) and OpenAI-compatible chat (openai.ts).
export interface ModelRequest {
  system: string;
  /** The user turn: JSON-encoded data, never free instructions. */
  user: string;
  toolName: string;
  toolDescription: string;
  /** JSON schema of the tool's input: the only shape the answer may take. */
  schema: Record<string, unknown>;
  maxTokens: number;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export interface ModelResponse {
  output: unknown;
  usage: Usage;
}

export interface ModelPort {
  readonly id: string;
  invoke(req: ModelRequest): Promise<ModelResponse>;
}

/** Throttling that outlasted the provider's retries; the workflow's Retry matches this name. */
export class ModelThrottled extends Error {
  override name = 'ModelThrottled';
}

/** Any other provider failure (5xx after retries, timeouts, no tool answer). */
export class ModelFailed extends Error {
  override name = 'ModelFailed';
}

export class TokenBudgetExceeded extends Error {
  override name = 'TokenBudgetExceeded';
}

/**
 * Tokens spent against a cap. Charged after each call; the next call is refused once it is spent
 * (requests already in flight may overshoot by up to the concurrency limit minus one).
 */
export class TokenBudget {
  used: Usage = { inputTokens: 0, outputTokens: 0 };
  calls = 0;
  constructor(readonly limit: number) {}

  check(): void {
    if (this.used.inputTokens + this.used.outputTokens >= this.limit)
      throw new TokenBudgetExceeded(`token budget of ${this.limit} spent after ${this.calls} calls`);
  }

  charge(u: Usage): void {
    this.calls += 1;
    this.used = { inputTokens: this.used.inputTokens + u.inputTokens, outputTokens: this.used.outputTokens + u.outputTokens };
  }
}

/** Retries with full-jitter exponential backoff; `retryable` says which errors are worth another try. */
export async function withRetries<T>(fn: () => Promise<T>, opts: { attempts: number; baseMs: number; retryable: (e: unknown) => boolean }): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= opts.attempts || !opts.retryable(err)) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * opts.baseMs * 2 ** (attempt - 1)));
    }
  }
}
