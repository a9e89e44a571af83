import type { KnowledgeItem } from '../../../shared/knowledge';
import type { SliceCreator } from './store';
import { emptyResource, resourceOps, type Resource } from './resource';

export interface KnowledgeSlice {
  knowledge: Resource<KnowledgeItem>;
  loadKnowledge(): Promise<void>;
  confirmKnowledge(id: string): Promise<boolean>;
  rejectKnowledge(id: string): Promise<boolean>;
  editKnowledge(id: string, statement: string): Promise<boolean>;
  addKnowledge(statement: string, evidenceIds?: string[]): Promise<boolean>;
  dismissKnowledgeError(): void;
}

export const knowledgeSlice: SliceCreator<KnowledgeSlice> = (api, set, get) => {
  const ops = resourceOps<KnowledgeItem>(
    (change) => set((s) => ({ knowledge: { ...s.knowledge, ...change } })),
    () => get().knowledge,
  );
  const update = async (run: () => Promise<KnowledgeItem>): Promise<boolean> => {
    const item = await ops.act(run);
    if (item) ops.upsert(item, (a, b) => a.id === b.id);
    return item !== null;
  };
  return {
    knowledge: emptyResource(),
    loadKnowledge: () => ops.load(async () => (await api.listKnowledge({})).knowledge),
    confirmKnowledge: (id) => update(() => api.confirmKnowledge({ id })),
    rejectKnowledge: (id) => update(() => api.rejectKnowledge({ id })),
    editKnowledge: (id, statement) => update(() => api.editKnowledge({ id, statement })),
    addKnowledge: (statement, evidenceIds = []) => update(() => api.addKnowledge({ statement, evidenceIds })),
    dismissKnowledgeError: ops.dismiss,
  };
};
