import { startTransition, useCallback, useEffect, useState } from 'react';
import { Empty, ErrorState, Loading } from '../components/States';
import { useApp, useAppStore } from '../components/context';
import { plural } from '../format';
import { dayOnOrBefore, filtersActive, noFilters } from '../state/timeline-layout';
import { OnThisDay } from './OnThisDay';
import { TimelineFilters } from './TimelineFilters';
import { TimelineGrid, type Jump } from './TimelineGrid';
import { TimelineScrubber } from './TimelineScrubber';

/** Every memory, newest first, as a grid grouped by day, with a year/month scrubber and filters. */
export function TimelineView() {
  // Only what this level shows: loaded days and their memories are the grid's business.
  const { days, total, loading, error, loadTimeline, hasRoots, navigate, filtered, setFilters } = useApp((s) => ({
    days: s.timeline.days,
    total: s.timeline.total,
    loading: s.timeline.loading,
    error: s.timeline.error,
    loadTimeline: s.loadTimeline,
    hasRoots: (s.settings?.roots.length ?? 0) > 0,
    navigate: s.navigate,
    filtered: filtersActive(s.timeline.filters),
    setFilters: s.setTimelineFilters,
  }));
  const store = useAppStore();
  const [jump, setJump] = useState<Jump | null>(null);
  const [visibleMonth, setVisibleMonth] = useState<string | null>(null);
  // The scrubber marks the month on top; a new day on top (every few hundred px of a scroll) re-rendered
  // this whole view, at once, in the scroll's frames. Only a new month does, and as a transition.
  const onVisibleDay = useCallback((day: string | null) => startTransition(() => setVisibleMonth(day?.slice(0, 7) ?? null)), []);

  useEffect(() => {
    const s = store.getState();
    if (!s.timeline.days && !s.timeline.loading) void s.loadTimeline();
    // Day headers name their events; the person filter lists people. Both are extras: after the first screen.
    void s.afterFirstScreen().then(() => {
      const later = store.getState();
      if (!later.events.list && !later.events.loading) void later.loadEvents();
      if (!later.people.list && !later.people.loading) void later.loadPeople();
    });
  }, [store]);

  const jumpTo = useCallback((day: string | null): void => {
    if (day) setJump({ day, nonce: Date.now() });
  }, []);

  let body;
  if (!days && error) body = <ErrorState title="Couldn't load the timeline" message={error} onRetry={() => void loadTimeline()} />;
  else if (!days) body = <Loading label={loading ? 'Loading your timeline…' : 'Opening…'} />;
  else if (days.length === 0 && filtered) {
    body = (
      <Empty title="No memories match these filters">
        <button type="button" onClick={() => setFilters(noFilters)}>
          Clear filters
        </button>
      </Empty>
    );
  } else if (days.length === 0) {
    body = (
      <Empty title="No memories yet">
        {hasRoots ? (
          <p>They appear here as Mnemo reads your folders.</p>
        ) : (
          <p>
            Add the folder where your photos live in{' '}
            <a
              href="#/settings"
              onClick={(event) => {
                event.preventDefault();
                navigate({ view: 'settings' });
              }}
            >
              Settings
            </a>
            .
          </p>
        )}
      </Empty>
    );
  } else {
    body = (
      <div className="timeline-body">
        <TimelineGrid jump={jump} onVisibleDay={onVisibleDay} />
        <TimelineScrubber days={days} current={visibleMonth} onJump={jumpTo} />
      </div>
    );
  }

  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <div className="view-head">
        <h1 id="timeline-title">Timeline</h1>
        {days && (days.length > 0 || filtered) && <p className="muted">{plural(total, 'memory', 'memories')} · {plural(days.length, 'day')}</p>}
        {days && (days.length > 0 || filtered) && <TimelineFilters />}
        {days && days.length > 0 && <JumpToDate onJump={(date) => jumpTo(dayOnOrBefore(days, date))} />}
      </div>
      {days && days.length > 0 && !filtered && <OnThisDay onJump={jumpTo} />}
      {body}
    </section>
  );
}

function JumpToDate({ onJump }: { onJump: (date: string) => void }) {
  const [date, setDate] = useState('');
  return (
    <form
      className="jump"
      onSubmit={(event) => {
        event.preventDefault();
        if (date) onJump(date);
      }}
    >
      <label htmlFor="jump-date">Jump to date</label>
      <input id="jump-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      <button type="submit" disabled={!date}>
        Go
      </button>
    </form>
  );
}
