import { useEffect, useState, type FormEvent } from 'react';
import type { KnowledgeItem } from '../../../shared/knowledge';
import { ActionError, Empty, ErrorState, Loading } from '../components/States';
import { Thumb } from '../components/Thumb';
import { useApp } from '../components/context';
import { plural } from '../format';

const STATUS = { inferred: 'Inferred', confirmed: 'Confirmed by you', rejected: 'Rejected' } as const;

/** Facts about the user's life, each with the memories that show it: confirm, reject, edit, add. */
export function KnowledgeView() {
  const { knowledge, load, dismiss } = useApp((s) => ({ knowledge: s.knowledge, load: s.loadKnowledge, dismiss: s.dismissKnowledgeError }));
  useEffect(() => {
    void load();
  }, [load]);
  const list = knowledge.list;
  const active = (list ?? []).filter((k) => k.status !== 'rejected');
  const rejected = (list ?? []).filter((k) => k.status === 'rejected');

  let body;
  if (!list && knowledge.error) body = <ErrorState title="Couldn't load what Mnemo knows" message={knowledge.error} onRetry={() => void load()} />;
  else if (!list) body = <Loading label="Loading facts…" />;
  else if (list.length === 0) body = <Empty title="No facts yet">Mnemo learns facts (where you live, who you travel with) as it reads your photos with the language model. You can add your own below.</Empty>;
  else {
    body = (
      <>
        <ul className="facts">
          {active.map((item) => (
            <Fact key={item.id} item={item} />
          ))}
        </ul>
        {rejected.length > 0 && (
          <details className="rejected">
            <summary>{plural(rejected.length, 'rejected fact')}</summary>
            <ul className="facts">
              {rejected.map((item) => (
                <Fact key={item.id} item={item} />
              ))}
            </ul>
          </details>
        )}
      </>
    );
  }

  return (
    <section className="knowledge-view" aria-labelledby="knowledge-title">
      <div className="view-head">
        <h1 id="knowledge-title">Knowledge</h1>
        {list && list.length > 0 && <p className="muted">{plural(active.length, 'fact')}</p>}
      </div>
      <ActionError message={knowledge.actionError} onDismiss={dismiss} />
      {body}
      <AddFact />
    </section>
  );
}

function Fact({ item }: { item: KnowledgeItem }) {
  const { confirm, reject, edit, busy, openMemory } = useApp((s) => ({
    confirm: s.confirmKnowledge,
    reject: s.rejectKnowledge,
    edit: s.editKnowledge,
    busy: s.knowledge.busy,
    openMemory: s.openMemory,
  }));
  const [draft, setDraft] = useState<string | null>(null);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (draft?.trim()) void edit(item.id, draft.trim()).then((ok) => ok && setDraft(null));
  };
  return (
    <li className={`fact fact-${item.status}`}>
      {draft === null ? (
        <p className="fact-statement">{item.statement}</p>
      ) : (
        <form onSubmit={submit} className="row">
          <label className="visually-hidden" htmlFor={`edit-${item.id}`}>
            Statement
          </label>
          <input id={`edit-${item.id}`} type="text" value={draft} autoFocus onChange={(e) => setDraft(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setDraft(null)} />
          <button type="submit" disabled={busy || !draft.trim()}>
            Save
          </button>
          <button type="button" onClick={() => setDraft(null)}>
            Cancel
          </button>
        </form>
      )}
      <p className="muted">
        <span className={`badge badge-fact-${item.status}`}>{STATUS[item.status]}</span> {item.origin === 'user' ? 'Added by you' : `${Math.round(item.confidence * 100)} % confident`}
      </p>
      {item.evidenceIds.length > 0 && (
        <div className="thumb-strip" aria-label="Evidence">
          {item.evidenceIds.map((id, i) => (
            <Thumb key={id} id={id} label={`Evidence ${i + 1} for “${item.statement}”`} onOpen={() => openMemory(id, item.evidenceIds)} />
          ))}
        </div>
      )}
      {draft === null && (
        <div className="row">
          {item.status !== 'confirmed' && (
            <button type="button" disabled={busy} onClick={() => void confirm(item.id)} aria-label={`Confirm: ${item.statement}`}>
              Confirm
            </button>
          )}
          {item.status !== 'rejected' && (
            <button type="button" disabled={busy} onClick={() => void reject(item.id)} aria-label={`Reject: ${item.statement}`}>
              Reject
            </button>
          )}
          <button type="button" disabled={busy} onClick={() => setDraft(item.statement)} aria-label={`Edit: ${item.statement}`}>
            Edit
          </button>
        </div>
      )}
    </li>
  );
}

function AddFact() {
  const { add, busy } = useApp((s) => ({ add: s.addKnowledge, busy: s.knowledge.busy }));
  const [statement, setStatement] = useState('');
  return (
    <form
      className="panel"
      aria-labelledby="add-fact-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (statement.trim()) void add(statement.trim()).then((ok) => ok && setStatement(''));
      }}
    >
      <h2 id="add-fact-title">Add a fact</h2>
      <div className="row">
        <label className="visually-hidden" htmlFor="new-fact">
          Statement
        </label>
        <input id="new-fact" type="text" value={statement} placeholder="My sister Ana lives in Porto" onChange={(e) => setStatement(e.target.value)} />
        <button type="submit" disabled={busy || !statement.trim()}>
          Add
        </button>
      </div>
    </form>
  );
}
