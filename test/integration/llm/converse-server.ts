// A local HTTP/1 endpoint speaking Bedrock's Converse route (POST /model/{id}/converse), serving
// scripted fixture answers: tool answers, malformed input, throttling, 5xx and slow responses.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply =
  | { kind: 'tool'; input: unknown; inputTokens?: number; outputTokens?: number }
  | { kind: 'text'; text: string }
  | { kind: 'throttle' }
  | { kind: 'error'; status: number }
  | { kind: 'slow'; ms: number };

export interface ConverseServer {
  endpoint: string;
  requests: Array<{ path: string; body: any }>;
  /** Replies served in order; when empty, `fallback` answers. */
  script: Reply[];
  fallback: (body: any) => Reply;
  close(): Promise<void>;
}

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startConverseServer(): Promise<ConverseServer> {
  const state: ConverseServer = {
    endpoint: '',
    requests: [],
    script: [],
    fallback: () => ({ kind: 'tool', input: { entities: [] } }),
    close: async () => undefined,
  };
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}');
    state.requests.push({ path: req.url ?? '', body });
    const reply = state.script.shift() ?? state.fallback(body);
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
    };
    if (reply.kind === 'throttle') return json(429, { message: 'Too many requests' }, { 'x-amzn-errortype': 'ThrottlingException' });
    if (reply.kind === 'error') return json(reply.status, { message: 'boom' }, { 'x-amzn-errortype': 'InternalServerException' });
    if (reply.kind === 'slow') {
      setTimeout(() => json(200, {}), reply.ms).unref();
      return;
    }
    const toolName = body.toolConfig?.tools?.[0]?.toolSpec?.name ?? 'tool';
    const content = reply.kind === 'tool' ? [{ toolUse: { toolUseId: 't1', name: toolName, input: reply.input } }] : [{ text: reply.text }];
    const usage = reply.kind === 'tool' ? { inputTokens: reply.inputTokens ?? 100, outputTokens: reply.outputTokens ?? 20 } : { inputTokens: 100, outputTokens: 5 };
    json(200, { output: { message: { role: 'assistant', content } }, stopReason: reply.kind === 'tool' ? 'tool_use' : 'end_turn', usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens }, metrics: { latencyMs: 5 } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((r) => server.close(() => r()));
  return state;
}
