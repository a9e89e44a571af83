import { useEffect, useState } from 'react';
import type { PersonSummary } from '../../../shared/people';
import { FaceCrop } from '../components/FaceCrop';
import { ActionError, Empty, ErrorState, Loading } from '../components/States';
import { useApp } from '../components/context';
import { plural } from '../format';

/** A person's name, or a stable stand-in while unnamed. */
export const personName = (person: PersonSummary, list: PersonSummary[] | null): string =>
  person.name ?? `Unnamed person ${(list?.findIndex((p) => p.id === person.id) ?? 0) + 1}`;

/** The people Mnemo found faces of, largest clusters first. */
export function PeopleView() {
  const { people, load, showHidden, navigate, dismiss, recluster } = useApp((s) => ({
    people: s.people,
    load: s.loadPeople,
    showHidden: s.showHiddenPeople,
    navigate: s.navigate,
    dismiss: s.dismissPeopleError,
    recluster: s.reclusterFaces,
  }));
  const [regrouped, setRegrouped] = useState<number | null>(null);
  useEffect(() => {
    void load();
  }, [load]);
  const list = people.list ? [...people.list].sort((a, b) => Number(!!b.name) - Number(!!a.name) || b.faceCount - a.faceCount) : null;

  let body;
  if (!list && people.error) body = <ErrorState title="Couldn't load people" message={people.error} onRetry={() => void load()} />;
  else if (!list) body = <Loading label="Loading people…" />;
  else if (list.length === 0) body = <Empty title="No people yet">Faces appear here once Mnemo has looked for them in your photos. A face it missed can be added by hand: open the photo and choose “Draw a face”.</Empty>;
  else {
    body = (
      <ul className="people-grid">
        {list.map((person) => (
          <li key={person.id} className={person.hidden ? 'person hidden-person' : 'person'}>
            <a
              href={`#/people/${encodeURIComponent(person.id)}`}
              onClick={(e) => {
                e.preventDefault();
                navigate({ view: 'people', id: person.id });
              }}
            >
              {person.representative ? <FaceCrop memoryId={person.representative.memoryId} box={person.representative.box} label="" /> : <span className="face face-missing" />}
              <span className="person-name">{personName(person, people.list)}</span>
              <span className="muted">
                {plural(person.memoryCount, 'photo')}
                {person.hidden && ' · hidden'}
              </span>
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="people-view" aria-labelledby="people-title">
      <div className="view-head">
        <h1 id="people-title">People</h1>
        <label className="check">
          <input type="checkbox" checked={people.includeHidden} onChange={(e) => void showHidden(e.target.checked)} />
          <span>Show hidden people</span>
        </label>
        <button type="button" disabled={people.busy} onClick={() => void recluster().then(setRegrouped)}>
          Group unassigned faces again
        </button>
      </div>
      {regrouped !== null && (
        <p className="hint" role="status">
          {regrouped === 0 ? 'No unassigned face found anyone new.' : `${plural(regrouped, 'face')} found their person.`} To add a face Mnemo missed, open a photo and choose “Draw a face”.
        </p>
      )}
      <ActionError message={people.actionError} onDismiss={dismiss} />
      {body}
    </section>
  );
}
