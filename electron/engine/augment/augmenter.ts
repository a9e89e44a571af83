import type { LlmService } from '../llm/service';
import type { Database } from '../store/database';
import { EventsService, type RecomputeReport } from './events/events';
import { KnowledgeService } from './knowledge/knowledge';
import { WindowPass, type WindowPassReport } from './windows/window-pass';
import type { VectorTable } from '../store/vectors';

/** The text model and its vector table, when a text model is there; null otherwise. */
export type AugmentEmbedder = () => Promise<{ embed: (texts: string[]) => Promise<Float32Array[]>; table: VectorTable } | null>;

export interface AugmentReport {
  events: RecomputeReport;
  /** null when the LLM pass did not run, with the reason in `llmReason`. */
  windows: WindowPassReport | null;
  llmReason: string | null;
  knowledgeChanged: number;
}

/**
 * Library-level understanding: events from time and place always; with Ollama, the sliding-window
 * pass adds named events and knowledge. One run at a time; a request during a run queues one more.
 */
export class Augmenter {
  private running: Promise<AugmentReport> | null = null;
  private again = false;
  private controller = new AbortController();

  private constructor(
    private readonly db: Database,
    readonly events: EventsService,
    readonly knowledge: KnowledgeService,
    private readonly windows: WindowPass,
    private readonly llm: LlmService | null,
    private readonly embedder: AugmentEmbedder | null,
  ) {}

  static async open(db: Database, llm: LlmService | null, embedder: AugmentEmbedder | null = null): Promise<Augmenter> {
    return new Augmenter(db, await EventsService.open(db), await KnowledgeService.open(db), await WindowPass.open(db), llm, embedder);
  }

  run(): Promise<AugmentReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.once().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.run();
      }
    });
    return this.running;
  }

  stop(): void {
    this.controller.abort();
    this.controller = new AbortController();
  }

  private async once(): Promise<AugmentReport> {
    let windows: WindowPassReport | null = null;
    let llmReason: string | null = this.llm ? await this.llm.ready('text') : 'no LLM configured';
    if (this.llm && llmReason === null) {
      const settings = (await this.llm.client()).settings;
      try {
        windows = await this.windows.run(await this.llm.client(), settings.textModel, { signal: this.controller.signal });
      } catch (err) {
        this.llm.noteFailure(err);
        llmReason = err instanceof Error ? err.message : String(err);
      }
    }
    const results = await this.windows.results();
    const events = await this.events.recompute(results.events);
    const live = new Set((await this.db.memoriesWhere('deleted_at IS NULL', ['id'])).map((r) => r.id));
    const knowledgeChanged = await this.knowledge.recompute(results.knowledge, live);
    await this.storeVectors().catch(() => undefined);
    return { events, windows, llmReason, knowledgeChanged };
  }

  /**
   * Events and knowledge get text vectors (name with place; statement) in the text model's table,
   * under fields `event` and `knowledge`, so retrieval can match them by meaning. Without a text
   * model they are matched by their words alone.
   */
  private async storeVectors(): Promise<void> {
    const target = await this.embedder?.();
    if (!target) return;
    const events = await this.events.list();
    const facts = await this.knowledge.list();
    const eventTexts = events.map((e) => [e.name, e.place].filter(Boolean).join(', '));
    const factTexts = facts.map((k) => k.statement);
    const vectors = await target.embed([...eventTexts, ...factTexts]);
    await target.table.replaceField('event', events.map((e, i) => ({ id: `event:${e.id}`, text: eventTexts[i]!, vector: vectors[i]! })));
    await target.table.replaceField('knowledge', facts.map((k, i) => ({ id: `knowledge:${k.id}`, text: factTexts[i]!, vector: vectors[events.length + i]! })));
  }
}
