import { useEffect, useEffectEvent, useState } from 'react';
import type { PersonSummary } from '../../../shared/people';
import { FaceCrop } from '../components/FaceCrop';
import { ActionError, ErrorState, Loading } from '../components/States';
import { useApp } from '../components/context';
import { plural } from '../format';
import { personName } from './PeopleView';

/** One person: name, hide, merge, and each face with "not this person" and "move to…". */
export function PersonDetail({ id }: { id: string }) {
  const { people, load, navigate, dismiss } = useApp((s) => ({ people: s.people, load: s.loadPeople, navigate: s.navigate, dismiss: s.dismissPeopleError }));
  // Loads once when the page opens; the list changing later (a merge, a rename) is not a reason to load again.
  const loadIfMissing = useEffectEvent(() => {
    if (!people.list) void load();
  });
  useEffect(() => loadIfMissing(), []);
  const person = people.list?.find((p) => p.id === id);
  const back = (
    <a
      href="#/people"
      className="back"
      onClick={(e) => {
        e.preventDefault();
        navigate({ view: 'people' });
      }}
    >
      ← All people
    </a>
  );
  if (!people.list && people.error) return <ErrorState title="Couldn't load people" message={people.error} onRetry={() => void load()} />;
  if (!people.list) return <Loading label="Loading…" />;
  if (!person) {
    return (
      <section>
        {back}
        <ErrorState title="This person is gone" message="They were merged into someone else, or are hidden (show hidden people to see them)." />
      </section>
    );
  }
  const others = people.list.filter((p) => p.id !== id);
  return (
    <section className="person-detail" aria-labelledby="person-title">
      {back}
      <div className="view-head">
        {person.representative && <FaceCrop memoryId={person.representative.memoryId} box={person.representative.box} label="" />}
        <h1 id="person-title">{personName(person, people.list)}</h1>
        <p className="muted">
          {plural(person.faceCount, 'face')} in {plural(person.memoryCount, 'photo')}
          {person.hidden && ' · hidden'}
        </p>
      </div>
      <ActionError message={people.actionError} onDismiss={dismiss} />
      <PersonActions person={person} others={others} />
      <Faces person={person} others={others} />
    </section>
  );
}

function PersonActions({ person, others }: { person: PersonSummary; others: PersonSummary[] }) {
  const { name, merge, hide, busy, list } = useApp((s) => ({ name: s.namePerson, merge: s.mergePeople, hide: s.hidePerson, busy: s.people.busy, list: s.people.list }));
  const [draft, setDraft] = useState(person.name ?? '');
  const [from, setFrom] = useState('');
  return (
    <div className="event-editor">
      <form
        className="panel"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) void name(person.id, draft.trim());
        }}
      >
        <label htmlFor="person-name">Name</label>
        <div className="row">
          <input id="person-name" type="text" value={draft} placeholder="Who is this?" onChange={(e) => setDraft(e.target.value)} />
          <button type="submit" disabled={busy || !draft.trim() || draft.trim() === person.name}>
            Save name
          </button>
        </div>
      </form>
      {others.length > 0 && (
        <form
          className="panel"
          onSubmit={(e) => {
            e.preventDefault();
            if (from) void merge(person.id, from).then((ok) => ok && setFrom(''));
          }}
        >
          <label htmlFor="merge-person">Same person as…</label>
          <div className="row">
            <select id="merge-person" value={from} onChange={(e) => setFrom(e.target.value)}>
              <option value="">Choose someone to merge in…</option>
              {others.map((p) => (
                <option key={p.id} value={p.id}>
                  {personName(p, list)} ({plural(p.faceCount, 'face')})
                </option>
              ))}
            </select>
            <button type="submit" disabled={busy || !from}>
              Merge
            </button>
          </div>
        </form>
      )}
      <div className="panel">
        <button type="button" disabled={busy} onClick={() => void hide(person.id, !person.hidden)} aria-pressed={person.hidden}>
          {person.hidden ? 'Show this person again' : 'Hide this person'}
        </button>
        <p className="hint">Hidden people stay out of People and the timeline's person filter.</p>
      </div>
    </div>
  );
}

function Faces({ person, others }: { person: PersonSummary; others: PersonSummary[] }) {
  const { openMemory, moveFace, rejectFace, busy, list } = useApp((s) => ({
    openMemory: s.openMemory,
    moveFace: s.moveFace,
    rejectFace: s.rejectFace,
    busy: s.people.busy,
    list: s.people.list,
  }));
  const [moving, setMoving] = useState<Record<string, string>>({});
  const memoryIds = [...new Set(person.faces.map((f) => f.memoryId))];
  const name = personName(person, list);
  return (
    <section className="panel" aria-labelledby="faces-title">
      <h2 id="faces-title">Faces</h2>
      <ul className="faces-grid">
        {person.faces.map((face, i) => (
          <li key={face.faceId} className="face-card">
            <button type="button" className="face-open" onClick={() => openMemory(face.memoryId, memoryIds)} aria-label={`Open the photo of face ${i + 1}`}>
              <FaceCrop memoryId={face.memoryId} box={face.box} label="" />
            </button>
            <button type="button" disabled={busy} onClick={() => void rejectFace(face.faceId, person.id)} aria-label={`Face ${i + 1} is not ${name}`}>
              Not {name}
            </button>
            {others.length > 0 && (
              <form
                className="row"
                onSubmit={(e) => {
                  e.preventDefault();
                  const to = moving[face.faceId];
                  if (to) void moveFace(face.faceId, to);
                }}
              >
                <label className="visually-hidden" htmlFor={`move-${face.faceId}`}>
                  Move face {i + 1} to
                </label>
                <select id={`move-${face.faceId}`} value={moving[face.faceId] ?? ''} onChange={(e) => setMoving({ ...moving, [face.faceId]: e.target.value })}>
                  <option value="">Move to…</option>
                  {others.map((p) => (
                    <option key={p.id} value={p.id}>
                      {personName(p, list)}
                    </option>
                  ))}
                </select>
                <button type="submit" disabled={busy || !moving[face.faceId]}>
                  Move
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
