import { Ollama, type ChatResponse, type Message, type Options } from 'ollama';
import sharp from 'sharp';
import type { z } from 'zod';
import { contextBudget, DEFAULT_REPLY_TOKENS, imageTokens, messageTokens, type ContextBudget } from './budget';
import type { LlmSettings } from './config';
import { anySignal, IdleDeadline, sleep } from './deadline';
import { LlmOutputError, LlmServerError, LlmUnavailableError, toLlmError } from './errors';
import { jsonSchemaFor, parseReply } from './json-output';
import { loadTemplate, renderTemplate, type RenderedPrompt } from './prompt-template';
import { addCounters, emptyUsage, type LlmCallRecord, type LlmUsage } from './usage';

export { LlmOutputError, LlmServerError, LlmTimeoutError, LlmUnavailableError } from './errors';
export type { LlmCallRecord, LlmUsage } from './usage';

export interface LlmClientOptions {
  /** Replaces global fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** Where the prompt templates are; defaults to `prompts/` next to this module. */
  promptsDir?: string;
  /** Called once per call, successful or not: token and latency accounting. */
  onUsage?: (record: LlmCallRecord) => void;
  /** Pause before retrying after a 5xx (Ollama restarting a crashed runner). */
  serverRetryDelayMs?: number;
}

/**
 * Model options that matter to callers; everything else keeps Ollama's defaults. The context window
 * is not among them: the client computes it for every request from the prompt and `maxTokens`.
 */
export interface GenerationOptions {
  /**
   * The reply's allowance (`num_predict`, default 1024): caps a small model that loops, and is
   * reserved in the context window next to the prompt.
   */
  maxTokens?: number;
  temperature?: number;
}

export interface JsonRequest<T> {
  model: string;
  /** Prompt file name in prompts/ (with or without `.md`). */
  template: string;
  /** Template variables; `schema` (the JSON schema as text) is provided unless given. */
  vars: Record<string, string>;
  images?: Buffer[];
  schema: z.ZodType<T>;
  signal?: AbortSignal;
  /** Per attempt; defaults to the settings' timeoutMs. */
  timeoutMs?: number;
  options?: GenerationOptions;
}

export interface TextRequest {
  model: string;
  template: string;
  vars: Record<string, string>;
  signal?: AbortSignal;
  /** Longest silence allowed (before the first token or between tokens). */
  timeoutMs?: number;
  options?: GenerationOptions;
  /**
   * Constrain the streamed text to this JSON schema (Ollama's `format`): a structured reply that
   * still streams; the caller parses the whole once it ends.
   */
  format?: Record<string, unknown>;
}

/** Iterate once; `usage()` settles when the stream ends (rejects with the stream's error). */
export type TextStream = AsyncIterable<{ delta: string }> & { usage(): Promise<LlmUsage> };

/** One line of Ollama's streamed pull answer; the models handler turns it into the shared `PullProgress`. */
export interface OllamaPullProgress {
  status: string;
  completed?: number;
  total?: number;
}

type ChatMessage = Message & { images?: Buffer[] };

const HEALTH_TIMEOUT_MS = 5_000;
/** Ollama's key for a model's trained window is `<architecture>.context_length` in `model_info`. */
const CONTEXT_LENGTH_KEY = /\.context_length$/;
const LIST_TIMEOUT_MS = 15_000;
const SERVER_RETRY_DELAY_MS = 1_000;
/** JSON answers: deterministic is best for extraction (Ollama's structured-output advice). */
const JSON_TEMPERATURE = 0;

/**
 * The one way the engine talks to Ollama, through the official `ollama` client. Every call has a
 * time limit and honours the caller's AbortSignal (the HTTP request is closed, so Ollama stops
 * generating), maps failures onto the classes in errors.ts, and reports tokens and time.
 */
export class LlmClient {
  /** Each model's own window, asked once per client (null: Ollama did not say). */
  private readonly modelWindows = new Map<string, Promise<number | null>>();

  constructor(
    readonly settings: LlmSettings,
    private readonly options: LlmClientOptions = {},
  ) {}

  async health(): Promise<{ ok: true; version: string } | { ok: false; reason: string }> {
    const deadline = AbortSignal.timeout(HEALTH_TIMEOUT_MS);
    try {
      const { version } = await this.ollama(deadline).version();
      return { ok: true, version };
    } catch (err) {
      const e = toLlmError(err, { url: this.settings.url, deadline, timeoutMs: HEALTH_TIMEOUT_MS });
      const reason = e instanceof LlmUnavailableError ? e.reason : e instanceof Error ? e.message : String(e);
      return { ok: false, reason };
    }
  }

  async listModels(): Promise<Array<{ name: string; sizeBytes: number }>> {
    const deadline = AbortSignal.timeout(LIST_TIMEOUT_MS);
    try {
      const { models } = await this.ollama(deadline).list();
      return models.map((m) => ({ name: m.name, sizeBytes: m.size }));
    } catch (err) {
      throw toLlmError(err, { url: this.settings.url, deadline, timeoutMs: LIST_TIMEOUT_MS });
    }
  }

  /** `llava` and `llava:latest` are the same model to Ollama. */
  async hasModel(name: string): Promise<boolean> {
    const wanted = canonicalModelName(name);
    return (await this.listModels()).some((m) => canonicalModelName(m.name) === wanted);
  }

  /** Streams Ollama's progress (`pulling <digest>` with completed/total bytes, …, `success`). */
  async pull(name: string, onProgress: (p: OllamaPullProgress) => void, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const idle = new IdleDeadline(this.settings.timeoutMs);
    const ctx = { url: this.settings.url, model: name, signal, deadline: idle.signal, timeoutMs: this.settings.timeoutMs };
    try {
      const stream = await this.ollama(anySignal(idle.signal, signal)).pull({ model: name, stream: true });
      for await (const p of stream) {
        idle.touch();
        onProgress({
          status: p.status,
          ...(typeof p.completed === 'number' ? { completed: p.completed } : {}),
          ...(typeof p.total === 'number' ? { total: p.total } : {}),
        });
      }
    } catch (err) {
      const e = toLlmError(err, ctx);
      if (e instanceof LlmServerError) throw new LlmServerError(`could not pull "${name}": ${e.message.replace(/^Ollama error:\s*/, '')}`, e.status);
      throw e;
    } finally {
      idle.clear();
    }
  }

  /**
   * One structured answer: Ollama's `format` is the zod schema as JSON schema; the reply is
   * validated with zod; an invalid one is sent back once with the validation error; a second
   * failure throws LlmOutputError. A 5xx is retried once after a pause.
   */
  async generateJson<T>(req: JsonRequest<T>): Promise<{ value: T; usage: LlmUsage }> {
    req.signal?.throwIfAborted();
    const started = performance.now();
    const usage = emptyUsage(req.model);
    const format = jsonSchemaFor(req.schema);
    const prompt = this.render(req.template, { schema: JSON.stringify(format), ...req.vars });
    const messages = toMessages(prompt, req.images);
    const timeoutMs = req.timeoutMs ?? this.settings.timeoutMs;
    const limit = await this.contextLimit(req.model, req.signal);
    const pictures = await imagesTokens(req.images);
    let outcome: LlmCallRecord['outcome'] = 'error';
    let corrected = false;
    let serverRetried = false;
    try {
      for (;;) {
        const deadline = AbortSignal.timeout(timeoutMs);
        let res: ChatResponse;
        try {
          // Per attempt: a correction carries the rejected reply and the reason, and needs more room.
          const budget = contextBudget(messageTokens(messages) + pictures, req.options?.maxTokens ?? DEFAULT_REPLY_TOKENS, limit);
          res = await this.ollama(anySignal(deadline, req.signal)).chat({
            model: req.model,
            // The client replaces each message's images with base64 in place: give it copies.
            messages: messages.map((m) => ({ ...m })),
            format,
            stream: false,
            options: modelOptions({ temperature: JSON_TEMPERATURE, ...req.options }, budget),
          });
        } catch (err) {
          const e = toLlmError(err, { url: this.settings.url, model: req.model, signal: req.signal, deadline, timeoutMs });
          if (e instanceof LlmServerError && e.transient && !serverRetried) {
            serverRetried = true;
            usage.retries += 1;
            await sleep(this.options.serverRetryDelayMs ?? SERVER_RETRY_DELAY_MS, req.signal);
            continue;
          }
          throw e;
        }
        addCounters(usage, res);
        const raw = res.message?.content ?? '';
        const parsed = parseReply(raw, req.schema, res.done_reason);
        if (parsed.ok) {
          outcome = 'ok';
          return { value: parsed.value, usage };
        }
        if (corrected) {
          throw new LlmOutputError(`${req.model} gave an unusable answer twice (${templateName(req.template)}): ${parsed.problem}`, raw);
        }
        corrected = true;
        usage.retries += 1;
        messages.push(
          { role: 'assistant', content: raw },
          { role: 'user', content: `That reply could not be used: ${parsed.problem}. Reply again with only the corrected JSON object, following the same schema.` },
        );
      }
    } catch (err) {
      if (req.signal?.aborted) outcome = 'aborted';
      throw err;
    } finally {
      usage.ms = Math.round(performance.now() - started);
      this.record(usage, req.template, outcome);
    }
  }

  /** A streamed text answer; the request starts when iteration does. */
  streamText(req: TextRequest): TextStream {
    let settle!: { resolve: (u: LlmUsage) => void; reject: (e: unknown) => void };
    const done = new Promise<LlmUsage>((resolve, reject) => (settle = { resolve, reject }));
    done.catch(() => undefined); // a caller who never asks for usage must not see an unhandled rejection
    const run = this.runStream(req, settle);
    return {
      [Symbol.asyncIterator]: () => run,
      usage: () => done,
    };
  }

  private async *runStream(
    req: TextRequest,
    settle: { resolve: (u: LlmUsage) => void; reject: (e: unknown) => void },
  ): AsyncGenerator<{ delta: string }> {
    const started = performance.now();
    const usage = emptyUsage(req.model);
    const timeoutMs = req.timeoutMs ?? this.settings.timeoutMs;
    const idle = new IdleDeadline(timeoutMs);
    // Aborted in `finally`: a consumer that stops early closes the connection, and Ollama stops.
    const local = new AbortController();
    const signal = anySignal(idle.signal, local.signal, req.signal);
    const ctx = { url: this.settings.url, model: req.model, signal: req.signal, deadline: idle.signal, timeoutMs };
    let outcome: LlmCallRecord['outcome'] = 'aborted';
    try {
      req.signal?.throwIfAborted();
      const messages = toMessages(this.render(req.template, { ...(req.format ? { schema: JSON.stringify(req.format) } : {}), ...req.vars }));
      const budget = contextBudget(messageTokens(messages), req.options?.maxTokens ?? DEFAULT_REPLY_TOKENS, await this.contextLimit(req.model, req.signal));
      let stream: AsyncIterable<ChatResponse> | null = null;
      while (!stream) {
        try {
          stream = await this.ollama(signal).chat({
            model: req.model,
            messages,
            stream: true,
            ...(req.format ? { format: req.format } : {}),
            options: modelOptions(req.options ?? {}, budget),
          });
        } catch (err) {
          const e = toLlmError(err, ctx);
          if (!(e instanceof LlmServerError && e.transient) || usage.retries > 0) throw e;
          usage.retries += 1;
          await sleep(this.options.serverRetryDelayMs ?? SERVER_RETRY_DELAY_MS, req.signal);
        }
      }
      for await (const part of stream) {
        idle.touch();
        const delta = part.message?.content ?? '';
        if (part.done) addCounters(usage, part);
        if (delta) yield { delta };
      }
      outcome = 'ok';
    } catch (err) {
      const e = toLlmError(err, ctx);
      outcome = req.signal?.aborted ? 'aborted' : 'error';
      settle.reject(e);
      throw e;
    } finally {
      idle.clear();
      local.abort();
      usage.ms = Math.round(performance.now() - started);
      settle.resolve(usage); // no effect after a rejection
      this.record(usage, req.template, outcome);
    }
  }

  /**
   * Tokens a prompt can still take: the window this model may use, less the rendered template (with
   * `vars` as they will be, the packed one left empty) and the reply's allowance. Callers pack
   * evidence into it (budget.ts `packLines`); the request then asks for exactly the window it needs.
   */
  async room(req: { model: string; template: string; vars: Record<string, string>; format?: Record<string, unknown>; images?: Buffer[]; maxTokens?: number; signal?: AbortSignal }): Promise<number> {
    const messages = toMessages(this.render(req.template, { ...(req.format ? { schema: JSON.stringify(req.format) } : {}), ...req.vars }));
    const used = messageTokens(messages) + (await imagesTokens(req.images)) + (req.maxTokens ?? DEFAULT_REPLY_TOKENS);
    return Math.max(0, (await this.contextLimit(req.model, req.signal)) - used);
  }

  /**
   * The largest window a request may ask for: the setting, or the model's own trained window when
   * Ollama reports a smaller one (`/api/show`, asked once per model; a small VLM may have 2k). A
   * server that cannot say leaves the setting.
   */
  async contextLimit(model: string, signal?: AbortSignal): Promise<number> {
    const key = canonicalModelName(model);
    let known = this.modelWindows.get(key);
    if (!known) {
      known = this.askModelWindow(model, signal);
      this.modelWindows.set(key, known);
      // Only an answer is remembered: an unreachable server is asked again next time.
      known.catch(() => this.modelWindows.delete(key));
    }
    const own = await known.catch(() => null);
    return own !== null && own > 0 ? Math.min(own, this.settings.maxContextTokens) : this.settings.maxContextTokens;
  }

  private async askModelWindow(model: string, signal?: AbortSignal): Promise<number | null> {
    const deadline = AbortSignal.timeout(HEALTH_TIMEOUT_MS);
    try {
      const info = (await this.ollama(anySignal(deadline, signal)).show({ model })).model_info as unknown;
      const entries: Array<[string, unknown]> = info instanceof Map ? [...info.entries()] : Object.entries((info ?? {}) as Record<string, unknown>);
      const found = entries.find(([k, v]) => CONTEXT_LENGTH_KEY.test(k) && typeof v === 'number');
      return found ? (found[1] as number) : null;
    } catch (err) {
      // Ollama answered (an old version, an unknown model): it will not say; the chat call reports the rest.
      if (err instanceof Error && err.name === 'ResponseError') return null;
      throw err;
    }
  }

  /**
   * A fresh client per request, whose fetch carries that request's signal: the ollama client passes
   * no signal at all for non-streamed calls, and for streamed ones only its own controller.
   */
  private ollama(signal?: AbortSignal): Ollama {
    const base = this.options.fetch ?? fetch;
    const bound: typeof fetch = (input, init) => base(input, { ...init, signal: anySignal(init?.signal, signal) });
    return new Ollama({ host: this.settings.url, fetch: bound });
  }

  private render(template: string, vars: Record<string, string>): RenderedPrompt {
    return renderTemplate(loadTemplate(template, this.options.promptsDir), vars);
  }

  private record(usage: LlmUsage, template: string, outcome: LlmCallRecord['outcome']): void {
    this.options.onUsage?.({ ...usage, template: templateName(template), outcome });
  }
}

/** `llava` → `llava:latest`; registry prefixes and case do not make a different model. */
export function canonicalModelName(name: string): string {
  const n = name.trim().toLowerCase().replace(/^registry\.ollama\.ai\/library\//, '');
  const lastSlash = n.lastIndexOf('/');
  return n.slice(lastSlash + 1).includes(':') ? n : `${n}:latest`;
}

function toMessages(prompt: RenderedPrompt, images?: Buffer[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  if (prompt.system) messages.push({ role: 'system', content: prompt.system });
  // Buffers, not strings: the Node client treats a string image as a file path first and reads it.
  messages.push({ role: 'user', content: prompt.user, ...(images?.length ? { images: [...images] } : {}) });
  return messages;
}

function modelOptions(o: GenerationOptions, budget: ContextBudget): Partial<Options> {
  return {
    ...(o.temperature !== undefined ? { temperature: o.temperature } : {}),
    num_ctx: budget.numCtx,
    num_predict: budget.numPredict,
  };
}

/** Image tokens by each image's own size (the client sends them as they are). */
async function imagesTokens(images?: Buffer[]): Promise<number> {
  let sum = 0;
  for (const image of images ?? []) {
    const meta = await sharp(image).metadata().catch(() => null);
    sum += imageTokens(meta?.width ?? 1024, meta?.height ?? 1024);
  }
  return sum;
}

function templateName(template: string): string {
  return template.replace(/\.md$/, '');
}
