import type { AskResult } from '../../../shared/qa';
import { describeError } from '../bridge-client';
import type { SliceCreator } from './store';

export interface ChatTurn {
  /** This window's id for the turn. */
  id: string;
  question: string;
  conversationId: string;
  /** The answer as it streams in; the final one when `result` arrives. */
  answer: string;
  result: AskResult | null;
  pending: boolean;
  error: string | null;
  /** References the user marked wrong for this question. */
  wrong: Record<string, boolean>;
}

export interface ChatState {
  turns: ChatTurn[];
  /** The conversation follow-ups continue; null starts a new one. */
  conversationId: string | null;
  actionError: string | null;
}

export interface ChatSlice {
  chat: ChatState;
  ask(question: string): Promise<void>;
  onAnswerDelta(delta: { conversationId: string; delta: string }): void;
  markReference(turnId: string, memoryId: string, wrong: boolean): Promise<void>;
  newConversation(): void;
}

const STORAGE_KEY = 'mnemo.chat';
/** Kept for the session: enough to scroll back, small enough for sessionStorage. */
const MAX_TURNS = 50;

/**
 * The conversation id is made here rather than by the engine, so the answer's first streamed words
 * (which arrive before `ask` returns) can be matched to this window's question.
 */
const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const chatSlice: SliceCreator<ChatSlice> = (api, set, get, env) => {
  const restored = restore(env.session);
  const patchTurn = (id: string, change: Partial<ChatTurn> | ((turn: ChatTurn) => Partial<ChatTurn>)): void =>
    set((s) => ({
      chat: { ...s.chat, turns: s.chat.turns.map((t) => (t.id === id ? { ...t, ...(typeof change === 'function' ? change(t) : change) } : t)) },
    }));
  const save = (): void => {
    const { turns, conversationId } = get().chat;
    const done = turns.filter((t) => !t.pending).slice(-MAX_TURNS);
    try {
      env.session?.setItem(STORAGE_KEY, JSON.stringify({ turns: done, conversationId }));
    } catch {
      // A full or disabled storage only costs the history across reloads.
    }
  };

  return {
    chat: { turns: restored?.turns ?? [], conversationId: restored?.conversationId ?? null, actionError: null },

    async ask(raw) {
      const question = raw.trim();
      if (!question) return;
      const conversationId = get().chat.conversationId ?? newId();
      const turn: ChatTurn = { id: newId(), question, conversationId, answer: '', result: null, pending: true, error: null, wrong: {} };
      set((s) => ({ chat: { ...s.chat, conversationId, actionError: null, turns: [...s.chat.turns, turn] } }));
      try {
        const result = await api.ask({ question, conversationId });
        patchTurn(turn.id, { result, answer: result.answer, conversationId: result.conversationId, pending: false });
        set((s) => ({ chat: { ...s.chat, conversationId: result.conversationId } }));
      } catch (error) {
        patchTurn(turn.id, { pending: false, error: describeError(error) });
      }
      save();
    },

    onAnswerDelta({ conversationId, delta }) {
      const turn = get().chat.turns.findLast((t) => t.pending && t.conversationId === conversationId);
      if (turn) patchTurn(turn.id, (t) => ({ answer: t.answer + delta }));
    },

    async markReference(turnId, memoryId, wrong) {
      const turn = get().chat.turns.find((t) => t.id === turnId);
      if (!turn) return;
      patchTurn(turnId, (t) => ({ wrong: { ...t.wrong, [memoryId]: wrong } }));
      try {
        await api.markReference({ question: turn.question, memoryId, wrong });
        save();
      } catch (error) {
        patchTurn(turnId, (t) => ({ wrong: { ...t.wrong, [memoryId]: !wrong } }));
        set((s) => ({ chat: { ...s.chat, actionError: describeError(error) } }));
      }
    },

    newConversation() {
      set((s) => ({ chat: { ...s.chat, conversationId: null, turns: s.chat.turns.filter((t) => t.pending), actionError: null } }));
      env.session?.removeItem(STORAGE_KEY);
    },
  };
};

function restore(session: Pick<Storage, 'getItem'> | null): { turns: ChatTurn[]; conversationId: string | null } | null {
  try {
    const raw = session?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { turns?: unknown; conversationId?: unknown };
    if (!Array.isArray(value.turns)) return null;
    const turns = (value.turns as ChatTurn[]).filter((t) => typeof t?.id === 'string' && typeof t.question === 'string');
    return { turns, conversationId: typeof value.conversationId === 'string' ? value.conversationId : null };
  } catch {
    return null;
  }
}
