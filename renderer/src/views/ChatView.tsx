import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Empty } from '../components/States';
import { useApp } from '../components/context';
import { ChatAnswer } from './ChatAnswer';

/** Ask about your life; answers stream in with the memories they come from. Follow-ups continue the conversation. */
export function ChatView() {
  const { chat, ask, newConversation } = useApp((s) => ({ chat: s.chat, ask: s.ask, newConversation: s.newConversation }));
  const [question, setQuestion] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const pending = chat.turns.some((t) => t.pending);
  const last = chat.turns.at(-1);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [chat.turns.length, last?.answer, last?.pending]);

  const submit = (event?: FormEvent): void => {
    event?.preventDefault();
    if (!question.trim() || pending) return;
    void ask(question);
    setQuestion('');
  };

  return (
    <section className="chat" aria-labelledby="chat-title">
      <div className="view-head">
        <h1 id="chat-title">Chat</h1>
        {chat.turns.length > 0 && (
          <button type="button" onClick={() => (newConversation(), inputRef.current?.focus())} disabled={pending}>
            New conversation
          </button>
        )}
      </div>
      <div className="chat-log" aria-live="polite" aria-busy={pending}>
        {chat.turns.length === 0 ? (
          <Empty title="Ask about your life">
            <p>“What hotel did I stay at during CHI 2024?” · “Where did I park last time?” · “How often did I go to the gym in April?”</p>
          </Empty>
        ) : (
          chat.turns.map((turn) => <ChatAnswer key={turn.id} turn={turn} />)
        )}
        <div ref={endRef} />
      </div>
      {chat.actionError && (
        <p className="error" role="alert">
          {chat.actionError}
        </p>
      )}
      <form className="ask" onSubmit={submit}>
        <label htmlFor="question" className="visually-hidden">
          Your question
        </label>
        <textarea
          id="question"
          ref={inputRef}
          rows={2}
          value={question}
          placeholder={chat.conversationId ? 'Ask a follow-up…' : 'Ask a question about your photos…'}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            // Enter asks; Shift+Enter is a new line.
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" disabled={pending || !question.trim()}>
          {pending ? 'Thinking…' : 'Ask'}
        </button>
      </form>
    </section>
  );
}
