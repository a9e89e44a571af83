import { useEffect } from 'react';
import { EventLink } from '../components/EventLink';
import { Thumb } from '../components/Thumb';
import { useApp } from '../components/context';
import { describeMemory, formatDay, plural } from '../format';
import { localToday } from '../state/places';

/**
 * The strip the timeline opens with: memories from this month and day in earlier years, each year
 * with its events. Nothing at all when there are none (or it failed: the timeline matters more);
 * the user can close it for the day.
 */
export function OnThisDay({ onJump }: { onJump: (day: string) => void }) {
  const { state, load, dismiss, openMemory, afterFirstScreen } = useApp((s) => ({
    state: s.onThisDay,
    load: s.loadOnThisDay,
    dismiss: s.dismissOnThisDay,
    openMemory: s.openMemory,
    afterFirstScreen: s.afterFirstScreen,
  }));

  // An extra above the grid: asked for once the grid's first rows are on screen.
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) void load(localToday());
    });
    return () => void (live = false);
  }, [load, afterFirstScreen]);

  const years = state.years;
  if (!years || years.length === 0 || state.dismissed) return null;
  const thisYear = Number(state.today?.slice(0, 4));
  // Left/right step through every memory in the strip, across years.
  const sequence = years.flatMap((y) => y.memories.map((m) => m.id));
  return (
    <section className="on-this-day" aria-labelledby="on-this-day-title">
      <div className="on-this-day-head">
        <h2 id="on-this-day-title">On this day</h2>
        <button type="button" className="link" onClick={dismiss} aria-label="Hide On this day for today">
          Hide
        </button>
      </div>
      <ul className="on-this-day-years">
        {years.map((y) => {
          const ago = thisYear - y.year;
          return (
            <li key={y.year} className="on-this-day-year">
              <h3>
                {ago === 1 ? '1 year ago' : `${ago} years ago`} <span className="muted">· {formatDay(y.day)}</span>
              </h3>
              <div className="thumb-strip">
                {y.memories.map((m) => (
                  <Thumb
                    key={m.id}
                    id={m.id}
                    label={describeMemory(m)}
                    duplicates={m.duplicates}
                    video={m.kind === 'video'}
                    missing={!m.thumbnail}
                    onOpen={() => openMemory(m.id, sequence)}
                  />
                ))}
              </div>
              <p className="on-this-day-more">
                {y.events.length > 0 && (
                  <span className="chips">
                    {y.events.map((e) => (
                      <EventLink key={e.id} id={e.id}>
                        <span className="chip">{e.name}</span>
                      </EventLink>
                    ))}
                  </span>
                )}
                {y.total > y.memories.length && (
                  <button type="button" className="link" onClick={() => onJump(y.day)}>
                    All {plural(y.total, 'memory', 'memories')} of that day
                  </button>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
