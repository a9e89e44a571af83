import type { LlmService } from '../llm/service';
import type { Database } from '../store/database';
import { EventsService, type RecomputeReport } from './events/events';
import { KnowledgeService } from './knowledge/knowledge';
import { WindowPass, type WindowPassReport } from './windows/window-pass';

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
  ) {}

  static async open(db: Database, llm: LlmService | null): Promise<Augmenter> {
    return new Augmenter(db, await EventsService.open(db), await KnowledgeService.open(db), await WindowPass.open(db), llm);
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
    return { events, windows, llmReason, knowledgeChanged };
  }
}
