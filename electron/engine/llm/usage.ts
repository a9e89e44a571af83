/** Tokens and time spent on one call (all its attempts), for accounting and the status screen. */
export interface LlmUsage {
  promptTokens: number;
  completionTokens: number;
  /** Wall-clock time of the whole call, retries and waits included. */
  ms: number;
  model: string;
  /** Attempts beyond the first (a 500 retried, an invalid reply corrected). */
  retries: number;
}

/** Reported for every call, successful or not, when the client is given `onUsage`. */
export interface LlmCallRecord extends LlmUsage {
  template: string;
  outcome: 'ok' | 'error' | 'aborted';
}

/** The counters Ollama puts on the final (`done: true`) message of a reply. */
export interface OllamaCounters {
  prompt_eval_count?: number;
  eval_count?: number;
}

export function emptyUsage(model: string): LlmUsage {
  return { promptTokens: 0, completionTokens: 0, ms: 0, model, retries: 0 };
}

export function addCounters(usage: LlmUsage, counters: OllamaCounters): void {
  // Ollama omits prompt_eval_count when the whole prompt came from its cache.
  usage.promptTokens += counters.prompt_eval_count ?? 0;
  usage.completionTokens += counters.eval_count ?? 0;
}
