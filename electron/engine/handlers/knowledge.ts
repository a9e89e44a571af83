import type { KnowledgeItem } from '../../../shared/knowledge';
import { evidence, type KnowledgeRow, type KnowledgeService } from '../augment/knowledge/knowledge';
import type { Handlers } from './types';

/** Durable facts: listed, confirmed, rejected, edited or added by the user. */
export function knowledgeHandlers(knowledge: KnowledgeService): Handlers<'listKnowledge' | 'confirmKnowledge' | 'rejectKnowledge' | 'editKnowledge' | 'addKnowledge'> {
  return {
    async listKnowledge() {
      return { knowledge: (await knowledge.list()).map(toKnowledgeItem) };
    },
    confirmKnowledge: async ({ id }) => toKnowledgeItem(await knowledge.confirm(id)),
    rejectKnowledge: async ({ id }) => toKnowledgeItem(await knowledge.reject(id)),
    editKnowledge: async ({ id, statement }) => toKnowledgeItem(await knowledge.edit(id, statement)),
    addKnowledge: async ({ statement, evidenceIds }) => toKnowledgeItem(await knowledge.add(statement, evidenceIds)),
  };
}

function toKnowledgeItem(row: KnowledgeRow): KnowledgeItem {
  return { id: row.id, statement: row.statement, evidenceIds: evidence(row), confidence: row.confidence, status: row.status, origin: row.origin };
}
