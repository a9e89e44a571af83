import { useState, type FormEvent } from 'react';
import type { EventSummary } from '../../../shared/events';
import { useApp } from '../components/context';
import { formatRange } from '../format';

/** Rename, change dates, merge, split and delete: each a small form, each reachable by keyboard. */
export function EventEditor({ event, others }: { event: EventSummary; others: EventSummary[] }) {
  const { rename, setDates, merge, split, remove, busy, navigate } = useApp((s) => ({
    rename: s.renameEvent,
    setDates: s.setEventDates,
    merge: s.mergeEvents,
    split: s.splitEvent,
    remove: s.deleteEvent,
    busy: s.events.busy,
    navigate: s.navigate,
  }));
  const [name, setName] = useState(event.name);
  const [start, setStart] = useState(event.start.slice(0, 16));
  const [end, setEnd] = useState(event.end.slice(0, 16));
  const [mergeFrom, setMergeFrom] = useState('');
  const [splitAt, setSplitAt] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const locked = (field: string): boolean => event.locked.includes(field);

  const onRename = (e: FormEvent): void => {
    e.preventDefault();
    if (name.trim() && name.trim() !== event.name) void rename(event.id, name.trim());
  };
  const onDates = (e: FormEvent): void => {
    e.preventDefault();
    void setDates(event.id, start, end);
  };

  return (
    <div className="event-editor">
      <form className="panel" onSubmit={onRename} aria-label="Rename">
        <label htmlFor="event-name">Name {locked('name') && <span className="badge badge-edited">Set by you</span>}</label>
        <div className="row">
          <input id="event-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit" disabled={busy || !name.trim() || name.trim() === event.name}>
            Rename
          </button>
        </div>
      </form>

      <form className="panel" onSubmit={onDates} aria-label="Dates">
        <fieldset>
          <legend>Dates {(locked('start') || locked('end')) && <span className="badge badge-edited">Set by you</span>}</legend>
          <div className="form-grid">
            <label>
              <span>Starts</span>
              <input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} required />
            </label>
            <label>
              <span>Ends</span>
              <input type="datetime-local" value={end} min={start} onChange={(e) => setEnd(e.target.value)} required />
            </label>
          </div>
          <button type="submit" disabled={busy || !start || !end || (start === event.start.slice(0, 16) && end === event.end.slice(0, 16))}>
            Save dates
          </button>
        </fieldset>
      </form>

      {others.length > 0 && (
        <form
          className="panel"
          aria-label="Merge"
          onSubmit={(e) => {
            e.preventDefault();
            if (mergeFrom) void merge(event.id, mergeFrom).then((ok) => ok && setMergeFrom(''));
          }}
        >
          <label htmlFor="merge-from">Merge another event into this one</label>
          <div className="row">
            <select id="merge-from" value={mergeFrom} onChange={(e) => setMergeFrom(e.target.value)}>
              <option value="">Choose an event…</option>
              {others.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} ({formatRange(o.start, o.end)})
                </option>
              ))}
            </select>
            <button type="submit" disabled={busy || !mergeFrom}>
              Merge
            </button>
          </div>
        </form>
      )}

      <form
        className="panel"
        aria-label="Split"
        onSubmit={(e) => {
          e.preventDefault();
          if (splitAt) void split(event.id, splitAt).then((ids) => ids && setSplitAt(''));
        }}
      >
        <label htmlFor="split-at">Split in two at</label>
        <div className="row">
          <input id="split-at" type="datetime-local" value={splitAt} min={start} max={end} onChange={(e) => setSplitAt(e.target.value)} />
          <button type="submit" disabled={busy || !splitAt}>
            Split
          </button>
        </div>
        <p className="hint">Memories from that time on go to a new event.</p>
      </form>

      <div className="panel">
        {confirmDelete ? (
          <div className="row">
            <span>Delete “{event.name}”? Its memories stay in your library.</span>
            <button type="button" className="danger" disabled={busy} autoFocus onClick={() => void remove(event.id).then((ok) => ok && navigate({ view: 'events' }))}>
              Delete event
            </button>
            <button type="button" onClick={() => setConfirmDelete(false)}>
              Keep
            </button>
          </div>
        ) : (
          <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
            Delete this event…
          </button>
        )}
      </div>
    </div>
  );
}
