import { randomUUID } from 'node:crypto';
import type { QaService } from '../qa/qa-service';
import { utcOffsetOf } from '../qa/wall-clock';
import type { Handlers, Notify } from './types';

/** Search, questions and the user's verdicts on the references. */
export function answerHandlers(qa: QaService, notify: Notify): Handlers<'search' | 'ask' | 'markReference'> {
  return {
    async search({ text, now, limit }) {
      const at = now ? new Date(now) : new Date();
      return { results: await qa.search(text, at, limit, utcOffsetOf(now, at)) };
    },
    async ask({ question, now, noLlm, conversationId, limit, ablate }) {
      const id = conversationId ?? randomUUID();
      const at = now ? new Date(now) : new Date();
      return qa.ask({
        question, now: at, utcOffsetMin: utcOffsetOf(now, at), noLlm, conversationId: id, ...(limit ? { limit } : {}),
        // Only the switches that are set: the options type has no room for `undefined`.
        ...(ablate ? { ablate: Object.fromEntries(Object.entries(ablate).filter(([, on]) => on !== undefined)) } : {}),
        onDelta: (delta) => notify('answerDelta', { conversationId: id, delta }),
      });
    },
    async markReference({ question, memoryId, wrong }) {
      await qa.markReference(question, memoryId, wrong);
      return { ok: true as const };
    },
  };
}
