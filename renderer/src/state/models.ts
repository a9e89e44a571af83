import type { ModelInfo } from '../../../shared/contract';
import type { LlmStatus, PullProgress } from '../../../shared/llm';
import type { LlmSettings, PerceptionSettings } from '../../../shared/settings';
import { describeError } from '../bridge-client';
import type { SliceCreator } from './store';

export interface ModelsState {
  list: ModelInfo[] | null;
  loading: boolean;
  error: string | null;
  llm: LlmStatus | null;
  llmLoading: boolean;
  llmError: string | null;
  /** Downloads by `source:id`, from pullProgress notifications; kept after they end to show the outcome. */
  pulls: Record<string, PullProgress>;
  actionError: string | null;
}

export interface ModelsSlice {
  models: ModelsState;
  loadModels(): Promise<void>;
  pullModel(id: string): Promise<void>;
  setPerceptionSettings(change: Partial<PerceptionSettings>): Promise<boolean>;
  loadLlmStatus(): Promise<void>;
  setLlmSettings(change: Partial<LlmSettings>): Promise<boolean>;
  pullLlmModel(model: string): Promise<void>;
  onPullProgress(progress: PullProgress): void;
}

export const pullKey = (source: PullProgress['source'], id: string): string => `${source}:${id}`;

export const modelsSlice: SliceCreator<ModelsSlice> = (api, set, get) => {
  const patch = (change: Partial<ModelsState>): void => set((s) => ({ models: { ...s.models, ...change } }));
  /** Shows a download as started before its first progress notification arrives. */
  const starting = (source: PullProgress['source'], id: string): void =>
    set((s) => ({
      models: {
        ...s.models,
        actionError: null,
        pulls: { ...s.models.pulls, [pullKey(source, id)]: { source, id, status: 'starting', completed: null, total: null, done: false, error: null } },
      },
    }));
  const failed = (source: PullProgress['source'], id: string, error: unknown): void =>
    set((s) => {
      const key = pullKey(source, id);
      const last = s.models.pulls[key];
      // The pullProgress notification usually says why already; keep its reason.
      if (last?.done && last.error) return {};
      const reason = describeError(error);
      return { models: { ...s.models, pulls: { ...s.models.pulls, [key]: { source, id, status: 'failed', completed: null, total: null, done: true, error: reason } } } };
    });

  return {
    models: { list: null, loading: false, error: null, llm: null, llmLoading: false, llmError: null, pulls: {}, actionError: null },

    async loadModels() {
      patch({ loading: true, error: null });
      try {
        patch({ list: (await api.listModels({})).models });
      } catch (error) {
        patch({ error: describeError(error) });
      } finally {
        patch({ loading: false });
      }
    },

    async pullModel(id) {
      starting('models', id);
      try {
        await api.pullModel({ id });
      } catch (error) {
        failed('models', id, error);
      }
      void get().loadModels();
    },

    setPerceptionSettings: (change) => get().changeSettings(() => api.setPerceptionSettings(change)),

    async loadLlmStatus() {
      patch({ llmLoading: true, llmError: null });
      try {
        patch({ llm: await api.llmStatus({}) });
      } catch (error) {
        patch({ llmError: describeError(error) });
      } finally {
        patch({ llmLoading: false });
      }
    },

    async setLlmSettings(change) {
      const ok = await get().changeSettings(() => api.setLlmSettings(change));
      if (ok) void get().loadLlmStatus();
      return ok;
    },

    async pullLlmModel(model) {
      starting('ollama', model);
      try {
        await api.pullLlmModel({ model });
      } catch (error) {
        failed('ollama', model, error);
      }
      void get().loadLlmStatus();
    },

    onPullProgress(progress) {
      set((s) => ({ models: { ...s.models, pulls: { ...s.models.pulls, [pullKey(progress.source, progress.id)]: progress } } }));
    },
  };
};
