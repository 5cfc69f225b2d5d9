// The whole local workflow with the cloud cascade switched on: the detect and verify handlers call the
// real Bedrock SDK (Converse) at a local endpoint, and the release manifest reports tokens and cost.
// Also the OpenAI-compatible provider against a local chat-completions endpoint.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEngine } from '../../../cli/local/engine.js';
import { createOpenAiCompatibleModel } from '../../../lambdas/adapters/llm/openai.js';
import { ModelThrottled } from '../../../lambdas/core/llm/port.js';
import { startConverseServer, type ConverseServer } from './converse-server.js';
import { writeTestKey } from '../../support.js';

let converse: ConverseServer;
let root: string;
const saved = { ...process.env };

beforeAll(async () => {
  converse = await startConverseServer();
  // Detection answers name the student wherever the request contains her; verification says PII.
  converse.fallback = (body) => {
    const text: string = body.messages[0].content[0].text;
    if (body.toolConfig.tools[0].toolSpec.name === 'report_verdicts') {
      const n = JSON.parse(text.split('\n')[1]!).candidates.length;
      return { kind: 'tool', input: { verdicts: Array.from({ length: n }, (_, index) => ({ index, verdict: 'PII', reason: 'participant' })) } };
    }
    const data = JSON.parse(text.split('\n')[1]!);
    const entities = data.target_messages
      .filter((m: { text: string }) => m.text.includes('Okafor'))
      .map((m: { message_id: string }) => ({ message_id: m.message_id, text: 'Okafor', type: 'PERSON' }));
    return { kind: 'tool', input: { entities }, inputTokens: 300, outputTokens: 30 };
  };
  root = mkdtempSync(join(tmpdir(), 'deid-cascade-'));
  Object.assign(process.env, {
    DEID_KEY_FILE: writeTestKey(root, 4),
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: converse.endpoint,
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    AWS_REGION: 'us-east-1',
  });
});

afterAll(async () => {
  process.env = saved;
  await converse.close();
  rmSync(root, { recursive: true, force: true });
});

describe('cascade in the workflow', () => {
  it('merges LLM spans, verifies with the model and records tokens, cost and prompt hashes in the manifest', async () => {
    // Prepare
    const engine = await LocalEngine.open(join(root, 'store'));
    try {
      const corpus = await engine.drop(resolve(__dirname, '../../fixtures/platform/corpus.jsonl'));
      // Act
      const outcome = await engine.run(corpus, { approveAs: 's', config: { llm: { enabled: true, verify: true, scope: 'all' } } });
      const manifest = await engine.manifest(outcome.runId!);
      const audit = await engine.restricted(outcome.runId!, 'audit');
      // Assess
      expect(outcome.status, outcome.cause).toBe('SUCCEEDED');
      const usage = manifest.llmUsage as { stages: Array<{ stage: string; calls: number; inputTokens: number }>; estimatedCostUsd: number; totalTokens: number };
      expect(usage.stages.map((s) => s.stage).sort()).toEqual(['detect', 'verify']);
      expect(usage.stages.every((s) => s.calls > 0 && s.inputTokens > 0)).toBe(true);
      expect(usage.estimatedCostUsd).toBeGreaterThan(0);
      expect(Object.keys(manifest.versions.prompts)).toEqual(['prompts/detect-segment-aware.v1.md', 'prompts/verify.v1.md']);
      expect(manifest.versions.models).toEqual(['anthropic.claude-3-haiku-20240307-v1:0']);
      expect(audit).toContain('"verifier":"llm:anthropic.claude-3-haiku-20240307-v1:0"');
      expect(converse.requests.length).toBeGreaterThan(3);
    } finally {
      await engine.close();
    }
  });
});

describe('OpenAI-compatible provider', () => {
  let server: Server;
  let endpoint = '';
  const replies: Array<{ status: number; body: unknown }> = [];
  const seen: any[] = [];

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      seen.push({ url: req.url, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const r = replies.shift() ?? { status: 429, body: {} };
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('forces the tool call, parses its arguments, retries 5xx and reports persistent throttling', async () => {
    // Prepare
    replies.push(
      { status: 502, body: {} },
      { status: 200, body: { choices: [{ message: { tool_calls: [{ function: { name: 'report_pii', arguments: '{"entities":[]}' } }] } }], usage: { prompt_tokens: 50, completion_tokens: 5 } } },
    );
    const model = createOpenAiCompatibleModel({ endpoint, modelId: 'local-llama', baseDelayMs: 1, maxAttempts: 3 });
    const req = { system: 's', user: 'u', toolName: 'report_pii', toolDescription: 'd', schema: { type: 'object' }, maxTokens: 10 };
    // Act
    const ok = await model.invoke(req);
    // Assess
    expect(ok).toEqual({ output: { entities: [] }, usage: { inputTokens: 50, outputTokens: 5 } });
    expect(seen.at(-1).url).toBe('/v1/chat/completions');
    expect(seen.at(-1).body).toMatchObject({ model: 'local-llama', temperature: 0, tool_choice: { type: 'function', function: { name: 'report_pii' } } });
    await expect(model.invoke(req)).rejects.toBeInstanceOf(ModelThrottled);
  });
});
