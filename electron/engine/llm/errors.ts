/**
 * What can go wrong when talking to Ollama, as classes a stage can act on:
 * - LlmUnavailableError: server down or model not installed → the stage stays pending (back-off).
 * - LlmTimeoutError: no answer within the time limit → transient.
 * - LlmServerError: Ollama answered with an error (500 twice, 400) → shown with Ollama's words.
 * - LlmOutputError: the model's JSON failed validation twice → a readable, per-memory failure.
 * Cancellation by the caller's AbortSignal rethrows the signal's reason (an AbortError) untouched.
 */
export class LlmUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'LlmUnavailableError';
  }
}

export class LlmTimeoutError extends Error {
  constructor(readonly model: string, readonly timeoutMs: number) {
    super(`${model} did not answer within ${timeoutMs < 10_000 ? (timeoutMs / 1000).toFixed(1) : Math.round(timeoutMs / 1000)} s`);
    this.name = 'LlmTimeoutError';
  }
}

export class LlmServerError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = 'LlmServerError';
  }
  /** 5xx and broken streams may go away on their own; 4xx will not. */
  get transient(): boolean {
    return this.status === null || this.status >= 500;
  }
}

export class LlmOutputError extends Error {
  constructor(message: string, readonly raw: string) {
    super(message);
    this.name = 'LlmOutputError';
  }
}

/** The ollama client's ResponseError is not exported; recognise it by shape. */
interface ResponseErrorLike {
  name: 'ResponseError';
  error: string;
  status_code: number;
}

function isResponseError(err: unknown): err is ResponseErrorLike {
  return err instanceof Error && err.name === 'ResponseError' && typeof (err as Partial<ResponseErrorLike>).status_code === 'number';
}

/** undici hides the socket error in `cause` (an AggregateError when both ::1 and 127.0.0.1 were tried). */
function networkCode(err: unknown): string | null {
  if (!(err instanceof TypeError) || !/fetch failed/i.test(err.message)) return null;
  const cause = err.cause as (Error & { code?: string; errors?: Array<{ code?: string }> }) | undefined;
  return cause?.code ?? cause?.errors?.find((e) => e.code)?.code ?? 'network error';
}

export interface ErrorContext {
  url: string;
  model?: string;
  /** The caller's signal: when it fired, its reason is rethrown as is. */
  signal?: AbortSignal | undefined;
  /** Our own deadline: when it fired, the error is a timeout. */
  deadline?: AbortSignal | undefined;
  timeoutMs?: number;
}

/** Turn whatever the ollama client or fetch threw into one of the classes above. */
export function toLlmError(err: unknown, ctx: ErrorContext): unknown {
  if (ctx.signal?.aborted) return ctx.signal.reason;
  if (ctx.deadline?.aborted) return new LlmTimeoutError(ctx.model ?? 'Ollama', ctx.timeoutMs ?? 0);
  if (err instanceof LlmUnavailableError || err instanceof LlmTimeoutError || err instanceof LlmServerError || err instanceof LlmOutputError) return err;
  const code = networkCode(err);
  if (code) return new LlmUnavailableError(`Ollama is not reachable at ${ctx.url} (${code})`);
  if (isResponseError(err)) {
    const said = err.error.trim() || `HTTP ${err.status_code}`;
    if (err.status_code === 404) {
      return new LlmUnavailableError(
        ctx.model && /not found|pull/i.test(said)
          ? `model "${ctx.model}" is not installed in Ollama (pull it first)`
          : `Ollama at ${ctx.url} answered 404: ${said}`,
      );
    }
    return new LlmServerError(`Ollama error ${err.status_code}: ${said}`, err.status_code);
  }
  const message = err instanceof Error ? err.message : String(err);
  if (/did not receive done/i.test(message)) return new LlmServerError('Ollama closed the response before it was complete', null);
  if (err instanceof SyntaxError) return new LlmServerError(`the server at ${ctx.url} did not answer like Ollama (${message})`, null);
  // Errors Ollama streams mid-response ({"error": "..."}) arrive as plain Errors.
  return new LlmServerError(`Ollama error: ${message}`, null);
}
