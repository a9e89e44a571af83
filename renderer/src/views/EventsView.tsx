import { useEffect, useState, type FormEvent } from 'react';
import { ActionError, Empty, ErrorState, Loading } from '../components/States';
import { useApp } from '../components/context';
import { EventLink } from '../components/EventLink';
import { formatRange, plural } from '../format';

const ORIGINS = { inferred: 'Found in your photos', mention: 'Mentioned in your photos', llm: 'Found by the language model', user: 'Made by you' } as const;
export const originLabel = (origin: keyof typeof ORIGINS): string => ORIGINS[origin];

/** Trips, outings, conferences: found from the photos or made by the user. */
export function EventsView() {
  const { events, loadEvents, dismiss } = useApp((s) => ({ events: s.events, loadEvents: s.loadEvents, dismiss: s.dismissEventsError }));
  useEffect(() => {
    void loadEvents();
  }, [loadEvents]);

  const list = events.list;
  let body;
  if (!list && events.error) body = <ErrorState title="Couldn't load events" message={events.error} onRetry={() => void loadEvents()} />;
  else if (!list) body = <Loading label="Loading events…" />;
  else if (list.length === 0) body = <Empty title="No events yet">Mnemo finds trips and outings as it reads your photos; you can also make one below.</Empty>;
  else {
    body = (
      <table className="table events-table">
        <caption className="visually-hidden">Events, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Dates</th>
            <th scope="col">Place</th>
            <th scope="col">Memories</th>
            <th scope="col">Origin</th>
          </tr>
        </thead>
        <tbody>
          {list.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <EventLink id={event.id}>{event.name}</EventLink>
              </th>
              <td>{formatRange(event.start, event.end)}</td>
              <td>{event.place ?? '—'}</td>
              <td>{event.memberCount}</td>
              <td>
                <span className={`badge badge-origin-${event.origin}`}>{originLabel(event.origin)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="events-view" aria-labelledby="events-title">
      <div className="view-head">
        <h1 id="events-title">Events</h1>
        {list && list.length > 0 && <p className="muted">{plural(list.length, 'event')}</p>}
      </div>
      <ActionError message={events.actionError} onDismiss={dismiss} />
      {body}
      <CreateEvent />
    </section>
  );
}

function CreateEvent() {
  const { createEvent, busy, navigate } = useApp((s) => ({ createEvent: s.createEvent, busy: s.events.busy, navigate: s.navigate }));
  const [name, setName] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const made = await createEvent({ name: name.trim(), start, end: end || start });
    if (made) navigate({ view: 'events', id: made.id });
  };
  return (
    <form className="panel create-event" onSubmit={(e) => void submit(e)} aria-labelledby="create-event-title">
      <h2 id="create-event-title">New event</h2>
      <p className="hint">Memories taken between the two dates join it; you can add or remove them afterwards.</p>
      <div className="form-grid">
        <label>
          <span>Name</span>
          <input type="text" value={name} onChange={(e) => setName(e.target.value)} required placeholder="Trip to Lisbon" />
        </label>
        <label>
          <span>From</span>
          <input type="date" value={start} onChange={(e) => setStart(e.target.value)} required />
        </label>
        <label>
          <span>To</span>
          <input type="date" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
        </label>
      </div>
      <button type="submit" disabled={busy || !name.trim() || !start}>
        Create event
      </button>
    </form>
  );
}
