import { useEffect, useEffectEvent, useState } from 'react';
import type { Memory } from '../../../shared/memory';
import { EditableText } from '../components/EditableText';
import { Thumb } from '../components/Thumb';
import { useApp } from '../components/context';
import { EventLink } from '../components/EventLink';
import { describeMemory, fileName, formatBytes, formatRange, formatTaken, timeSourceLabel } from '../format';
import type { CorrectableField } from '../state/detail';
import { MemoryContexts } from './MemoryContexts';
import { MemorySidecars } from './MemorySidecars';

/** Everything known about a memory; annotations are editable and marked when the user edited them. */
export function MemoryInfo({ memory }: { memory: Memory }) {
  const { saving, saveError, correct } = useApp((s) => ({ saving: s.detail.saving, saveError: s.detail.saveError, correct: s.correctMemory }));
  const edited = (field: CorrectableField): boolean => Object.hasOwn(memory.corrections, field);
  const field = (name: CorrectableField) => ({ edited: edited(name), saving: saving === name, onSave: (value: string | null) => correct(name, value) });
  const note = typeof memory.corrections.note === 'string' ? memory.corrections.note : null;

  return (
    <div className="info">
      {saveError && (
        <p className="error" role="alert">
          Couldn't save: {saveError}
        </p>
      )}
      <EditableText
        label="Time"
        type="datetime-local"
        value={memory.takenAtLocal}
        display={
          <p>
            {formatTaken(memory)}
            {memory.offset && <span className="muted"> (UTC{memory.offset})</span>}
            <br />
            <span className="muted">Time {edited('takenAtLocal') ? 'set by you' : timeSourceLabel(memory.timeSource)}</span>
          </p>
        }
        emptyText="Unknown"
        hint="The wall-clock time where it was taken."
        {...field('takenAtLocal')}
      />
      <EditableText
        label="Place"
        value={memory.place?.label ?? null}
        display={
          <p>
            {memory.place?.label}
            {memory.lat !== null && memory.lon !== null && (
              <span className="muted">
                {' '}
                ({memory.lat.toFixed(4)}, {memory.lon.toFixed(4)})
              </span>
            )}
          </p>
        }
        emptyText={memory.lat !== null ? `Near ${memory.lat.toFixed(4)}, ${memory.lon?.toFixed(4)}` : 'Unknown'}
        {...field('place')}
      />
      <People memory={memory} />
      <EditableText label="Caption" value={memory.caption} multiline emptyText="No caption yet" {...field('caption')} />
      <EditableText label="Description" value={memory.description} multiline emptyText="No description yet" {...field('description')} />
      <EditableText label="Text in the picture" value={memory.ocrText} multiline emptyText="No text found" display={<pre className="text-block">{memory.ocrText}</pre>} {...field('ocrText')} />
      {(memory.kind === 'video' || memory.transcript !== null || edited('transcript')) && (
        <EditableText label="Transcript" value={memory.transcript} multiline emptyText="No speech found" display={<pre className="text-block">{memory.transcript}</pre>} {...field('transcript')} />
      )}
      <EditableText label="Your note" value={note} multiline emptyText="No note" {...field('note')} />
      <MemorySidecars memory={memory} />
      <MemoryContexts contexts={memory.contexts} objects={memory.objects} />
      <Duplicates memory={memory} />
      <MemoryEvents memory={memory} />
      <FileFacts memory={memory} />
    </div>
  );
}

function People({ memory }: { memory: Memory }) {
  const { people, loadPeople, navigate } = useApp((s) => ({ people: s.people, loadPeople: s.loadPeople, navigate: s.navigate }));
  // Only a memory with faces needs the people; the list itself changing is not a reason to load.
  const loadIfMissing = useEffectEvent(() => {
    if (!people.list && !people.loading) void loadPeople();
  });
  const faceCount = memory.faces.length;
  useEffect(() => {
    if (faceCount > 0) loadIfMissing();
  }, [faceCount]);
  if (memory.faces.length === 0) return null;
  return (
    <section className="field" aria-labelledby="people-label">
      <div className="field-head">
        <h3 id="people-label">People</h3>
      </div>
      <ul className="chips">
        {memory.faces.map((face, i) => {
          const person = people.list?.find((p) => p.id === face.personId);
          const name = person?.name ?? (face.personId ? 'Unnamed person' : 'Unknown face');
          return (
            <li key={face.faceId}>
              {face.personId ? (
                <a
                  className="chip"
                  href={`#/people/${encodeURIComponent(face.personId)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate({ view: 'people', id: face.personId! });
                  }}
                >
                  {name}
                </a>
              ) : (
                <span className="chip">
                  {name} {i + 1}
                </span>
              )}
              {face.emotion && <span className="muted"> {face.emotion.label}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Duplicates({ memory }: { memory: Memory }) {
  const { others, openMemory } = useApp((s) => ({ others: s.detail.duplicates, openMemory: s.openMemory }));
  if (!memory.duplicateGroup) return null;
  const ids = (others ?? []).map((m) => m.id);
  return (
    <section className="field" aria-labelledby="dups-label">
      <div className="field-head">
        <h3 id="dups-label">Near-duplicates</h3>
      </div>
      {others && others.length > 1 ? (
        <div className="thumb-strip">
          {others.map((m) => (
            <Thumb key={m.id} id={m.id} label={describeMemory(m)} selected={m.id === memory.id} onOpen={() => openMemory(m.id, ids)} missing={!m.thumbnail} />
          ))}
        </div>
      ) : (
        <p className="muted">{others ? 'The other copies are no longer in the library.' : 'Loading the other copies…'}</p>
      )}
    </section>
  );
}

function MemoryEvents({ memory }: { memory: Memory }) {
  const { events, loadEvents, addMembers, removeMembers, busy } = useApp((s) => ({
    events: s.events,
    loadEvents: s.loadEvents,
    addMembers: s.addEventMembers,
    removeMembers: s.removeEventMembers,
    busy: s.events.busy,
  }));
  const [target, setTarget] = useState('');
  const loadIfMissing = useEffectEvent(() => {
    if (!events.list && !events.loading) void loadEvents();
  });
  useEffect(() => loadIfMissing(), []);
  const list = events.list ?? [];
  const mine = list.filter((e) => e.memberIds.includes(memory.id));
  const others = list.filter((e) => !e.memberIds.includes(memory.id));
  return (
    <section className="field" aria-labelledby="events-label">
      <div className="field-head">
        <h3 id="events-label">Events</h3>
      </div>
      {mine.length === 0 ? (
        <p className="muted">{events.list ? 'Not part of any event.' : 'Loading events…'}</p>
      ) : (
        <ul className="plain">
          {mine.map((event) => (
            <li key={event.id} className="row">
              <EventLink id={event.id}>{event.name}</EventLink>
              <span className="muted">{formatRange(event.start, event.end)}</span>
              <button type="button" className="link" disabled={busy} onClick={() => void removeMembers(event.id, [memory.id])} aria-label={`Remove from ${event.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            if (target) void addMembers(target, [memory.id]).then((ok) => ok && setTarget(''));
          }}
        >
          <label className="visually-hidden" htmlFor="add-to-event">
            Add to an event
          </label>
          <select id="add-to-event" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">Add to an event…</option>
            {others.map((event) => (
              <option key={event.id} value={event.id}>
                {event.name} ({formatRange(event.start, event.end)})
              </option>
            ))}
          </select>
          <button type="submit" disabled={!target || busy}>
            Add
          </button>
        </form>
      )}
      {events.actionError && (
        <p className="error-text" role="alert">
          {events.actionError}
        </p>
      )}
    </section>
  );
}

function FileFacts({ memory }: { memory: Memory }) {
  const camera = [memory.make, memory.model].filter(Boolean).join(' ');
  return (
    <details className="field file-facts">
      <summary>File details</summary>
      <dl>
        <dt>File</dt>
        <dd className="path">{memory.paths.length > 0 ? memory.paths.map((p) => <div key={p}>{p}</div>) : memory.path}</dd>
        <dt>Type</dt>
        <dd>
          {memory.format?.toUpperCase() ?? '—'} · {formatBytes(memory.size)}
          {memory.width && memory.height ? ` · ${memory.width} × ${memory.height}` : ''}
          {memory.durationSec ? ` · ${Math.round(memory.durationSec)} s` : ''}
        </dd>
        {camera && (
          <>
            <dt>Camera</dt>
            <dd>{camera}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          <span className={`badge badge-${memory.status}`}>{memory.status}</span> {memory.error}
        </dd>
        <dt>Steps</dt>
        <dd>
          <ul className="plain stage-list">
            {Object.entries(memory.stages).map(([stage, state]) => (
              <li key={stage}>
                {stage}: {state.status}
                {state.reason && <span className="muted"> — {state.reason}</span>}
                {state.error && <span className="error-text"> — {state.error}</span>}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="muted">{fileName(memory.path)}</p>
    </details>
  );
}
