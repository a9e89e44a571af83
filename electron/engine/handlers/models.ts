import type { Library } from '../library/library';
import type { LlmService } from '../llm/service';
import type { ModelManager } from '../perception/models';
import type { Handlers, Notify } from './types';

export interface ModelHandlerDeps {
  lib: Library;
  models: ModelManager;
  llm: LlmService;
  notify: Notify;
  /** A new model may let events and knowledge be recomputed. */
  changed: () => void;
}

/** The downloadable models, the local LLM server, and the settings that choose among them. */
export function modelHandlers({ lib, models, llm, notify, changed }: ModelHandlerDeps): Handlers<
  'setPerceptionSettings' | 'listModels' | 'pullModel' | 'llmStatus' | 'setLlmSettings' | 'pullLlmModel'
> {
  return {
    async setPerceptionSettings(change) {
      const next = await lib.settingsFile.update((s) => ({ ...s, perception: { ...s.perception, ...change } }));
      lib.perception.refreshReadiness();
      return next;
    },
    async listModels() {
      const s = (await lib.settings()).perception;
      const used = new Set([s.clipModel, s.textEmbeddingModel, s.speechModel]);
      return { models: (await models.list()).map((m) => ({ ...m, inUse: used.has(m.id) })) };
    },
    async pullModel({ id }) {
      const emit = (status: string, completed: number | null, total: number | null, done = false, error: string | null = null) =>
        notify('pullProgress', { source: 'models', id, status, completed, total, done, error });
      try {
        await models.pull(id, { onProgress: (p) => emit(`downloading ${p.file}`, p.bytes, p.total) });
        emit('ready', null, null, true);
      } catch (err) {
        emit('failed', null, null, true, err instanceof Error ? err.message : String(err));
        throw err;
      }
      return { pulled: id };
    },
    llmStatus: () => llm.status(),
    async setLlmSettings(change) {
      const next = await lib.settingsFile.update((s) => ({ ...s, llm: { ...s.llm, ...change } }));
      lib.perception.refreshReadiness();
      return next;
    },
    async pullLlmModel({ model }) {
      const report = (p: { status: string; completed?: number; total?: number }, done = false, error: string | null = null) =>
        notify('pullProgress', { source: 'ollama', id: model, status: p.status, completed: p.completed ?? null, total: p.total ?? null, done, error });
      try {
        await llm.pull(model, (p) => report(p));
        report({ status: 'success' }, true);
      } catch (err) {
        report({ status: 'failed' }, true, err instanceof Error ? err.message : String(err));
        throw err;
      }
      lib.perception.refreshReadiness();
      changed();
      return { pulled: model };
    },
  };
}
