import { useEffect, useEffectEvent, useState } from 'react';
import type { EventSummary } from '../../../shared/events';
import type { Memory } from '../../../shared/memory';
import { ActionError, ErrorState, Loading } from '../components/States';
import { Thumb } from '../components/Thumb';
import { useApp } from '../components/context';
import { describeMemory, formatRange, plural } from '../format';
import { originLabel } from './EventsView';
import { EventEditor } from './EventEditor';

/** One event: its memories, and every change the user can make to it. */
export function EventDetail({ id }: { id: string }) {
  const { events, loadEvents, navigate, dismiss } = useApp((s) => ({ events: s.events, loadEvents: s.loadEvents, navigate: s.navigate, dismiss: s.dismissEventsError }));
  // Loads once when the page opens; edits to the list afterwards are not a reason to load again.
  const loadIfMissing = useEffectEvent(() => {
    if (!events.list) void loadEvents();
  });
  useEffect(() => loadIfMissing(), []);
  const event = events.list?.find((e) => e.id === id);
  const back = (
    <a
      href="#/events"
      className="back"
      onClick={(e) => {
        e.preventDefault();
        navigate({ view: 'events' });
      }}
    >
      ← All events
    </a>
  );

  if (!events.list && events.error) return <ErrorState title="Couldn't load events" message={events.error} onRetry={() => void loadEvents()} />;
  if (!events.list) return <Loading label="Loading the event…" />;
  if (!event) {
    return (
      <section className="event-detail">
        {back}
        <ErrorState title="This event is gone" message="It was deleted or merged into another event." />
      </section>
    );
  }
  return (
    <section className="event-detail" aria-labelledby="event-title">
      {back}
      <div className="view-head">
        <h1 id="event-title">{event.name}</h1>
        <p className="muted">
          {formatRange(event.start, event.end)}
          {event.place && ` · ${event.place}`} · {plural(event.memberCount, 'memory', 'memories')} · {originLabel(event.origin)}
        </p>
      </div>
      <ActionError message={events.actionError} onDismiss={dismiss} />
      <EventEditor event={event} others={events.list.filter((e) => e.id !== event.id)} />
      <Members event={event} />
      <Candidates event={event} />
    </section>
  );
}

/** The event's memories; select some to take them out. */
function Members({ event }: { event: EventSummary }) {
  const { openMemory, removeMembers, busy } = useApp((s) => ({ openMemory: s.openMemory, removeMembers: s.removeEventMembers, busy: s.events.busy }));
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = (id: string): void =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section className="panel" aria-labelledby="members-title">
      <div className="panel-head">
        <h2 id="members-title">Memories in this event</h2>
        {event.memberIds.length > 0 && (
          <div className="row">
            {selecting && (
              <button
                type="button"
                className="danger"
                disabled={busy || selected.size === 0}
                onClick={() => void removeMembers(event.id, [...selected]).then((ok) => ok && (setSelected(new Set()), setSelecting(false)))}
              >
                Remove {selected.size > 0 ? plural(selected.size, 'memory', 'memories') : 'selected'}
              </button>
            )}
            <button type="button" onClick={() => (setSelecting(!selecting), setSelected(new Set()))} aria-pressed={selecting}>
              {selecting ? 'Cancel' : 'Select to remove'}
            </button>
          </div>
        )}
      </div>
      {event.memberIds.length === 0 ? (
        <p className="empty">No memories in this event. Add some from its days below.</p>
      ) : (
        <div className="thumb-grid">
          {event.memberIds.map((memoryId, i) => (
            <Thumb
              key={memoryId}
              id={memoryId}
              label={`Memory ${i + 1} of ${event.memberIds.length}`}
              selected={selecting && selected.has(memoryId)}
              pressed={selecting ? selected.has(memoryId) : undefined}
              onOpen={() => (selecting ? toggle(memoryId) : openMemory(memoryId, event.memberIds))}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** Memories from the event's days that are not in it: select and add. */
function Candidates({ event }: { event: EventSummary }) {
  const { api, addMembers, busy, openMemory } = useApp((s) => ({ api: s.listMemoriesBetween, addMembers: s.addEventMembers, busy: s.events.busy, openMemory: s.openMemory }));
  // The answer is kept with the request it answers: a new range (or a member added) shows "Loading" until its own answer arrives.
  const [loaded, setLoaded] = useState<{ request: string; list: Memory[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const from = event.start.slice(0, 10);
  const to = event.end.slice(0, 10);
  const request = `${from}/${to}/${event.memberCount}`;
  const memories = loaded?.request === request ? loaded.list : null;
  useEffect(() => {
    let live = true;
    api(from, to).then(
      (list) => live && setLoaded({ request, list }),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [api, from, to, request]);
  const outside = (memories ?? []).filter((m) => !event.memberIds.includes(m.id));
  return (
    <section className="panel" aria-labelledby="candidates-title">
      <div className="panel-head">
        <h2 id="candidates-title">Also from these days</h2>
        {outside.length > 0 && (
          <button
            type="button"
            disabled={busy || selected.size === 0}
            onClick={() => void addMembers(event.id, [...selected]).then((ok) => ok && setSelected(new Set()))}
          >
            Add {selected.size > 0 ? plural(selected.size, 'memory', 'memories') : 'selected'}
          </button>
        )}
      </div>
      {error ? (
        <p className="error-text">{error}</p>
      ) : !memories ? (
        <Loading label="Looking for other memories from these days…" />
      ) : outside.length === 0 ? (
        <p className="empty">Every memory from these days is in the event.</p>
      ) : (
        <>
          <p className="hint">Select memories to add; open one with its Open button.</p>
          <ul className="thumb-grid plain">
            {outside.map((m) => (
              <li key={m.id} className="candidate">
                <Thumb
                  id={m.id}
                  label={`Select ${describeMemory(m)}`}
                  selected={selected.has(m.id)}
                  pressed={selected.has(m.id)}
                  missing={!m.thumbnail}
                  onOpen={() =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (next.has(m.id)) next.delete(m.id);
                      else next.add(m.id);
                      return next;
                    })
                  }
                />
                <button type="button" className="link" onClick={() => openMemory(m.id, outside.map((o) => o.id))} aria-label={`Open ${describeMemory(m)}`}>
                  Open
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
