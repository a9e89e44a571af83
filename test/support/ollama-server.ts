/**
 * A stand-in for Ollama for tests only (never used by the app): a real HTTP server on 127.0.0.1
 * speaking Ollama's wire format, so the real `ollama` client and real sockets are exercised.
 * Chat and generate replies come from a script consumed in order; every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One scripted answer to /api/chat or /api/generate. */
export type Reply =
  /** Answer with this text (objects are JSON-encoded): valid JSON, malformed JSON, anything. */
  | { kind: 'content'; content: string; delayMs?: number; chunks?: string[]; promptTokens?: number; completionTokens?: number; doneReason?: string }
  /** An HTTP error with Ollama's `{"error": …}` body. */
  | { kind: 'status'; status: number; error: string; delayMs?: number }
  /** Accept the request and never answer: only the client closing the socket ends it. */
  | { kind: 'hang' }
  /** Stream part of the answer, then fail mid-stream the way Ollama does (an `error` line). */
  | { kind: 'stream-error'; chunks: string[]; error: string }
  /** Stream part of the answer, then die: the socket closes mid-stream, no error line, no final line. */
  | { kind: 'drop'; chunks: string[] };

export const reply = {
  json: (value: unknown, extra: Partial<Extract<Reply, { kind: 'content' }>> = {}): Reply => ({ kind: 'content', content: JSON.stringify(value), ...extra }),
  text: (content: string, extra: Partial<Extract<Reply, { kind: 'content' }>> = {}): Reply => ({ kind: 'content', content, ...extra }),
  slow: (delayMs: number, r: Reply): Reply => ({ ...r, delayMs }) as Reply,
  status: (status: number, error: string): Reply => ({ kind: 'status', status, error }),
  hang: (): Reply => ({ kind: 'hang' }),
  drop: (...chunks: string[]): Reply => ({ kind: 'drop', chunks }),
};

export interface ServerScript {
  version?: string;
  /**
   * Installed models; chat/generate for anything else answer 404 like Ollama. `contextLength` is
   * the trained window /api/show reports (default 32768, Qwen2.5's).
   */
  models?: Array<{ name: string; size?: number; contextLength?: number }>;
  /** Models /api/pull can fetch (others stream Ollama's manifest error). */
  pullable?: Array<{ name: string; size: number }>;
  replies?: Reply[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The parsed JSON body (what the client sent: `format`, `images`, `options`…). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whichever call arrived (chat, generate, embed, pull…): the tests' assertions check its shape, and typing it as the union of the client's request types makes every read an optional chain
  body: any;
  /** The client closed the connection before the answer was complete. */
  closedEarly: boolean;
  finished: boolean;
}

export interface FakeOllama {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Requests to one endpoint, e.g. `calls('/api/chat')`. */
  calls(path: string): RecordedRequest[];
  push(...replies: Reply[]): void;
  stop(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

export interface ServerOptions {
  port?: number;
  /** Called as each request arrives (its body read), e.g. to act the moment a chat call starts. */
  onRequest?: (request: RecordedRequest) => void;
}

export async function startOllamaServer(script: ServerScript = {}, options: ServerOptions = {}): Promise<FakeOllama> {
  const replies = [...(script.replies ?? [])];
  const models = (script.models ?? []).map((m) => ({ name: m.name, size: m.size ?? 1_000_000, contextLength: m.contextLength ?? 32_768 }));
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const canonical = (n: string) => (n.includes(':') ? n : `${n}:latest`);
  const installed = (name: string) => models.some((m) => canonical(m.name) === canonical(name));

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const record: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', body: text ? JSON.parse(text) : null, closedEarly: false, finished: false };
    requests.push(record);
    options.onRequest?.(record);
    res.on('close', () => {
      record.finished = res.writableFinished;
      if (!res.writableFinished) record.closedEarly = true;
    });
    try {
      await route(record, res);
    } catch (err) {
      if (!res.headersSent) json(res, 500, { error: `test server: ${(err as Error).message}` });
    }
  });

  async function route(record: RecordedRequest, res: http.ServerResponse): Promise<void> {
    const { method, path } = record;
    if (method === 'GET' && path === '/api/version') return json(res, 200, { version: script.version ?? '0.12.6' });
    if (method === 'GET' && path === '/api/tags') {
      return json(res, 200, {
        models: models.map((m) => ({
          name: m.name,
          model: m.name,
          modified_at: '2025-01-01T00:00:00Z',
          size: m.size,
          digest: 'sha256:' + '0'.repeat(64),
          details: { parent_model: '', format: 'gguf', family: 'qwen2', families: ['qwen2'], parameter_size: '3B', quantization_level: 'Q4_K_M' },
        })),
      });
    }
    if (method === 'POST' && path === '/api/pull') return pull(record, res);
    if (method === 'POST' && path === '/api/show') {
      const found = models.find((m) => canonical(m.name) === canonical(String(record.body?.model ?? record.body?.name)));
      if (!found) return json(res, 404, { error: `model '${record.body?.model}' not found` });
      return json(res, 200, {
        modelfile: '', parameters: '', template: '{{ .Prompt }}',
        details: { parent_model: '', format: 'gguf', family: 'qwen2', families: ['qwen2'], parameter_size: '3B', quantization_level: 'Q4_K_M' },
        model_info: { 'general.architecture': 'qwen2', 'qwen2.context_length': found.contextLength },
        capabilities: ['completion'],
      });
    }
    if (method === 'POST' && (path === '/api/chat' || path === '/api/generate')) return answer(record, res, path === '/api/chat');
    return json(res, 404, { error: `test server: no route ${method} ${path}` });
  }

  async function pull(record: RecordedRequest, res: http.ServerResponse): Promise<void> {
    // The client still sends the old field name `name`; newer clients send `model`.
    const name: string = record.body?.model ?? record.body?.name;
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    const line = (o: unknown) => res.write(JSON.stringify(o) + '\n');
    line({ status: 'pulling manifest' });
    const found = script.pullable?.find((p) => p.name === name);
    if (!found) {
      line({ error: 'pull model manifest: file does not exist' });
      res.end();
      return;
    }
    const digest = 'sha256:' + 'a'.repeat(64);
    for (let done = 0; done <= found.size; done += Math.ceil(found.size / 4)) {
      line({ status: `pulling ${digest.slice(7, 19)}`, digest, total: found.size, completed: done });
      await wait(5);
    }
    line({ status: `pulling ${digest.slice(7, 19)}`, digest, total: found.size, completed: found.size });
    line({ status: 'verifying sha256 digest' });
    line({ status: 'writing manifest' });
    line({ status: 'success' });
    res.end();
    if (!installed(name)) models.push({ name, size: found.size, contextLength: 32_768 });
  }

  async function answer(record: RecordedRequest, res: http.ServerResponse, chat: boolean): Promise<void> {
    const body = record.body ?? {};
    const model: string = body.model;
    const stream = body.stream !== false; // Ollama streams unless told not to
    if (!installed(model)) return json(res, 404, { error: `model "${model}" not found, try pulling it first` });
    const next = replies.shift();
    if (!next) return json(res, 500, { error: 'test server: no scripted reply left' });
    if (next.kind === 'hang') return; // the response stays open until the client gives up
    if ('delayMs' in next && next.delayMs) await wait(next.delayMs);
    if (res.destroyed) return;
    if (next.kind === 'status') return json(res, next.status, { error: next.error });

    const created_at = new Date().toISOString();
    const piece = (content: string, done: boolean) =>
      chat ? { model, created_at, message: { role: 'assistant', content }, done } : { model, created_at, response: content, done };
    const promptText = chat ? (body.messages ?? []).map((m: { content?: string }) => m.content ?? '').join('\n') : String(body.prompt ?? '');
    const images = chat ? (body.messages ?? []).reduce((n: number, m: { images?: unknown[] }) => n + (m.images?.length ?? 0), 0) : (body.images?.length ?? 0);

    if (next.kind === 'stream-error') {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      for (const c of next.chunks) res.write(JSON.stringify(piece(c, false)) + '\n');
      res.end(JSON.stringify({ error: next.error }) + '\n');
      return;
    }

    if (next.kind === 'drop') {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      for (const c of next.chunks) res.write(JSON.stringify(piece(c, false)) + '\n');
      // Let the pieces reach the client before the socket goes, as when the server process dies.
      await new Promise<void>((resolve) => res.write('', () => resolve()));
      res.socket?.destroy();
      return;
    }

    const parts = next.chunks ?? [next.content];
    const final = {
      ...piece(stream ? '' : next.content, true),
      done_reason: next.doneReason ?? 'stop',
      ...(chat ? {} : { context: [1, 2, 3] }),
      total_duration: 1_000_000,
      load_duration: 1_000,
      prompt_eval_count: next.promptTokens ?? Math.ceil(promptText.length / 4) + images * 256,
      prompt_eval_duration: 500_000,
      eval_count: next.completionTokens ?? Math.max(1, Math.ceil(next.content.length / 4)),
      eval_duration: 400_000,
    };
    if (!stream) return json(res, 200, final);
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    for (const p of parts) {
      res.write(JSON.stringify(piece(p, false)) + '\n');
      await wait(2);
      if (res.destroyed) return;
    }
    res.end(JSON.stringify(final) + '\n');
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    calls: (path) => requests.filter((r) => r.path === path),
    push: (...more) => replies.push(...more),
    async stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
