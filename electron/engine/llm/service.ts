import type { LlmSettings } from '../../../shared/settings';
import { Availability } from './availability';
import { LlmClient, canonicalModelName, LlmUnavailableError, type OllamaPullProgress } from './client';
import { isLoopback } from './config';

/** How long the list of installed models is trusted before asking Ollama again. */
const MODELS_TTL_MS = 30_000;

export interface LlmStatus {
  url: string;
  loopback: boolean;
  reachable: boolean;
  version: string | null;
  reason: string | null;
  models: string[];
  visionModel: { name: string; present: boolean };
  textModel: { name: string; present: boolean };
}

/**
 * Ollama as the engine sees it: one client for the current settings, a back-off after failures so
 * stages stay pending without hammering a stopped server, and readiness per role (vision, text).
 */
export class LlmService {
  readonly availability = new Availability();
  private cached: { client: LlmClient; key: string } | null = null;
  private models: { names: Set<string>; at: number } | null = null;

  constructor(private readonly settings: () => Promise<LlmSettings>) {}

  async client(): Promise<LlmClient> {
    const s = await this.settings();
    const key = JSON.stringify(s);
    if (this.cached?.key !== key) {
      this.cached = { client: new LlmClient(s), key };
      this.models = null;
      this.availability.markUp();
    }
    return this.cached.client;
  }

  /** null when the model for this role can be called now; else why not (shown as the stage's reason). */
  async ready(role: 'vision' | 'text'): Promise<string | null> {
    await this.client(); // new settings reset the back-off
    const waiting = this.availability.waitingReason();
    if (waiting) return waiting;
    const s = await this.settings();
    const model = role === 'vision' ? s.visionModel : s.textModel;
    try {
      const names = await this.installed();
      this.availability.markUp();
      return names.has(canonicalModelName(model)) ? null : `Ollama has no model "${model}": pull it in Settings → Models or with \`ollama pull ${model}\``;
    } catch (err) {
      const reason = err instanceof LlmUnavailableError ? err.reason : err instanceof Error ? err.message : String(err);
      this.availability.markDown(reason);
      return reason.startsWith('Ollama') ? reason : `Ollama is not reachable at ${s.url} (${reason})`;
    }
  }

  /** A call failed: back off if the server or model is gone. */
  noteFailure(err: unknown): void {
    if (err instanceof LlmUnavailableError) {
      this.availability.markDown(err.reason);
      this.models = null;
    }
  }

  async status(): Promise<LlmStatus> {
    const s = await this.settings();
    const client = await this.client();
    const health = await client.health();
    let models: string[] = [];
    if (health.ok) models = [...(await this.installed(true).catch(() => new Set<string>()))];
    const has = (m: string) => models.includes(canonicalModelName(m));
    return {
      url: s.url,
      loopback: isLoopback(s.url),
      reachable: health.ok,
      version: health.ok ? health.version : null,
      reason: health.ok ? null : health.reason,
      models,
      visionModel: { name: s.visionModel, present: has(s.visionModel) },
      textModel: { name: s.textModel, present: has(s.textModel) },
    };
  }

  async pull(model: string, onProgress: (p: OllamaPullProgress) => void, signal?: AbortSignal): Promise<void> {
    await (await this.client()).pull(model, onProgress, signal);
    this.models = null;
    this.availability.markUp();
  }

  private async installed(fresh = false): Promise<Set<string>> {
    if (!fresh && this.models && Date.now() - this.models.at < MODELS_TTL_MS) return this.models.names;
    const list = await (await this.client()).listModels();
    this.models = { names: new Set(list.map((m) => canonicalModelName(m.name))), at: Date.now() };
    return this.models.names;
  }
}
