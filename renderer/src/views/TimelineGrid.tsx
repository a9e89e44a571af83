import { memo, startTransition, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { EventSummary } from '../../../shared/events';
import { Thumb } from '../components/Thumb';
import { useApp } from '../components/context';
import { describeMemory, formatDay, plural } from '../format';
import { dayOfRow, layoutTimeline, timelineRow, type TimelineLayout, type TimelineRow } from '../state/timeline-layout';
import type { ThumbBatches } from '../thumb-batches';
import { FIRST_OVERSCAN_PX, OVERSCAN_PX, useContentWidth, useViewport } from './timeline-viewport';

/** A request to scroll to a day; the nonce makes a second click on the same month scroll again. */
export interface Jump {
  day: string;
  nonce: number;
}

const GAP = 6;
const MIN_CELL = 150;
/** Day headers have a fixed height so every row's position is known before it renders. */
const HEADER = 48;

/** The `performance` mark the UI benchmark reads: the first rows of real thumbnails are on screen. */
const NO_DAYS: Array<{ day: string; count: number }> = [];

export const FIRST_PAINT_MARK = 'mnemo:timeline-first-paint';
let firstPaintMarked = false;

/**
 * The timeline's grid, windowed: only the rows near the viewport exist in the DOM, and only the days
 * near it are fetched (by day ranges), so 100k memories scroll like 100. Every row's height is known
 * from the day counts, so the window is a binary search over precomputed offsets (useViewport): no
 * measuring, and scrolling re-renders only when the set of rows on screen changes.
 */
export function TimelineGrid({ jump, onVisibleDay }: { jump: Jump | null; onVisibleDay: (day: string | null) => void }) {
  const latest = useApp((s) => ({
    days: s.timeline.days ?? NO_DAYS,
    byDay: s.timeline.byDay,
    filters: s.timeline.filters,
    loadingDays: s.timeline.loadingDays,
    failedDays: s.timeline.failedDays,
    events: s.events.list,
  }));
  const { ensureDays, openMemory, reload, navigate, noteInteraction, thumbBatches, firstScreenShown } = useApp((s) => ({
    ensureDays: s.ensureDays,
    openMemory: s.openMemory,
    reload: s.loadTimeline,
    navigate: s.navigate,
    noteInteraction: s.noteInteraction,
    thumbBatches: s.thumbBatches,
    firstScreenShown: s.firstScreenShown,
  }));
  // The page's first screen renders the rows in sight only; the usual margin once they are painted.
  const [painted, setPainted] = useState(firstPaintMarked);
  // Once the first rows are painted, what the store says (a chunk of days arrived, days started
  // loading, a new day list) is rendered as a transition, in slices between frames: a store update
  // is a synchronous render (useSyncExternalStore), and a chunk's rows mounting their cells was a
  // task of up to ~7 ms CPU in the scroll, 50+ ms of a frame while indexing kept both cores busy.
  // The rows show it a few frames later, long before they come into sight (OVERSCAN_PX). The first
  // screen follows the store at once; not useDeferredValue, which could show data older than the
  // first screen's in the render where `painted` turns on (its cells unmounted and mounted again).
  const [shown, setShown] = useState(latest);
  if (!painted && shown !== latest) setShown(latest);
  useEffect(() => {
    if (painted && shown !== latest) startTransition(() => setShown(latest));
  }, [painted, shown, latest]);
  const { days, byDay, filters, loadingDays, failedDays, events } = painted ? shown : latest;
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useContentWidth(scrollRef);
  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_CELL + GAP)));
  const cell = width > 0 ? Math.floor((width - GAP * (columns - 1)) / columns) : MIN_CELL;
  const rowHeight = cell + GAP;

  // The same layout object unless the days, the columns or the sizes changed: a day's memories
  // arriving only changes what its rows hold, looked up below for the rows on screen.
  // Before its width is known (the mount's render, never painted: the width is read in a layout
  // effect) the grid lays out no days, rather than all of them twice, first at the narrowest columns.
  const measured = width > 0;
  const layout = useMemo(
    () => layoutTimeline({ days: measured ? days : NO_DAYS, byDay, filters, columns, rowHeight, headerHeight: HEADER }),
    [days, byDay, filters, columns, rowHeight, measured],
  );
  const { first, last, topRow, flying, racing } = useViewport(scrollRef, layout, columns, painted ? OVERSCAN_PX : FIRST_OVERSCAN_PX);

  // The engine turns indexing down while the user scrolls (the cores are the browser's then).
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    el.addEventListener('scroll', noteInteraction, { passive: true });
    return () => el.removeEventListener('scroll', noteInteraction);
  }, [noteInteraction]);

  // Fetch the days on screen first, then three screens below and one above (not while flying past
  // them): the chunks (timeline.ts) arrive before the scroll reaches them, a few large requests
  // rather than one per screen. Nothing while racing past a screen a frame: those days would arrive
  // (parsed, stored, their thumbnails asked for, rendered) long after they left the screen, taking
  // the frames of the fling; the screen it stops on is asked for then. What is wanted stays as it
  // was meanwhile (it also keeps those days from being evicted).
  useEffect(() => {
    if (last < 0 || racing) return;
    const span = last - first + 1;
    const order = flying ? range(first, last) : [...range(first, last), ...range(last + 1, last + 3 * span), ...range(first - span, first - 1).reverse()];
    const wanted: string[] = [];
    const seen = new Set<string>();
    for (const i of order) {
      const day = dayOfRow(layout, i);
      if (day && !seen.has(day)) {
        seen.add(day);
        wanted.push(day);
      }
    }
    ensureDays(wanted);
  }, [first, last, layout, ensureDays, flying, racing]);

  // Only a new jump scrolls; the layout changing afterwards must not pull the user back.
  const scrollToDay = useEffectEvent((day: string) => {
    const index = headerAtOrAfter(layout, days, day);
    if (index !== undefined && scrollRef.current) scrollRef.current.scrollTop = layout.offsets[index] ?? 0;
  });
  useEffect(() => {
    if (jump) scrollToDay(jump.day);
  }, [jump]);

  const topDay = dayOfRow(layout, topRow) ?? null;
  useEffect(() => onVisibleDay(topDay), [topDay, onVisibleDay]);

  // After a new layout the window may be carried over from the previous one for this one render
  // (useViewport works it out again in a layout effect): rows past the end are left out.
  const rows = range(first, Math.min(last, layout.rowCount - 1)).map((i) => ({ i, row: timelineRow(layout, byDay, i)! }));
  const loadedOnScreen = rows.some(({ row }) => row.type === 'cells' && row.items !== null);
  useEffect(() => {
    if (firstPaintMarked || !loadedOnScreen) return;
    firstPaintMarked = true;
    // The frame after React's commit is the one that shows the thumbnails' cells; what waits for the
    // first screen starts in the task after that frame.
    requestAnimationFrame(() => {
      performance.mark(FIRST_PAINT_MARK);
      setTimeout(() => {
        setPainted(true);
        firstScreenShown();
      }, 0);
    });
  }, [loadedOnScreen, firstScreenShown]);

  const eventsByDay = useMemo(() => groupEventsByDay(events ?? []), [events]);
  const open = useCallback((id: string) => openMemory(id), [openMemory]);
  const openEvent = useCallback((id: string) => navigate({ view: 'events', id }), [navigate]);

  return (
    <div ref={scrollRef} className="timeline-scroll" tabIndex={0} role="region" aria-label="Memories by day, newest first">
      {layout.rowCount === 0 ? (
        measured && <p className="state">No memories match these filters.</p>
      ) : (
        <div className="timeline-sizer" style={{ height: layout.height }}>
          {rows.map(({ i, row }) => (
            <div key={row.key} className="timeline-row" style={{ height: row.type === 'header' ? HEADER : rowHeight, transform: `translateY(${layout.offsets[i]}px)` }}>
              {row.type === 'header' ? (
                <DayHeader
                  row={row}
                  events={eventsByDay.get(row.day)}
                  loading={loadingDays[row.day] === true}
                  failed={failedDays[row.day] ?? null}
                  onRetry={reload}
                  onEvent={openEvent}
                />
              ) : (
                <Cells row={row} columns={columns} cell={cell} onOpen={open} defer={flying} batches={thumbBatches} />
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

const DayHeader = memo(function DayHeader(props: {
  row: Extract<TimelineRow, { type: 'header' }>;
  events: EventSummary[] | undefined;
  loading: boolean;
  failed: string | null;
  onRetry: () => void;
  onEvent: (id: string) => void;
}) {
  const { row, events, loading, failed } = props;
  return (
    <div className="day-head">
      <h2>{formatDay(row.day)}</h2>
      <span className="muted">
        {row.places.length > 0 && `${row.places.join(', ')} · `}
        {plural(row.count, 'memory', 'memories')}
      </span>
      {events?.map((event) => (
        <a
          key={event.id}
          className="chip"
          href={`#/events/${encodeURIComponent(event.id)}`}
          onClick={(e) => {
            e.preventDefault();
            props.onEvent(event.id);
          }}
        >
          {event.name}
        </a>
      ))}
      {loading && <span className="muted">Loading…</span>}
      {failed && (
        <span className="error-text" role="alert">
          Couldn't load this day ({failed}).{' '}
          <button type="button" className="link" onClick={props.onRetry}>
            Retry
          </button>
        </span>
      )}
    </div>
  );
});

interface CellsProps {
  row: Extract<TimelineRow, { type: 'cells' }>;
  columns: number;
  cell: number;
  onOpen: (id: string) => void;
  defer: boolean;
  batches: ThumbBatches | null;
}

/**
 * A fling starting (defer turning on) changes nothing a row already rendered shows: its thumbnails
 * were asked for and stay (Thumb keeps an image once asked). Re-rendering every row on screen for it
 * was a ~60 ms (CPU) React render in the fling's first frames. Rows that mount during the fling get
 * defer and render again when it ends.
 */
function sameCells(before: CellsProps, after: CellsProps): boolean {
  return (
    before.row === after.row &&
    before.columns === after.columns &&
    before.cell === after.cell &&
    before.onOpen === after.onOpen &&
    before.batches === after.batches &&
    (before.defer === after.defer || after.defer)
  );
}

const Cells = memo(function Cells(props: CellsProps) {
  const { row, columns, cell, onOpen, defer, batches } = props;
  return (
    <div className="cells" style={{ gridTemplateColumns: `repeat(${columns}, ${cell}px)`, gap: GAP, height: cell }}>
      {row.items
        ? row.items.map(({ memory, duplicates }) => (
            <Thumb
              key={memory.id}
              id={memory.id}
              label={describeMemory(memory)}
              onOpen={() => onOpen(memory.id)}
              duplicates={duplicates}
              video={memory.kind === 'video'}
              missing={!memory.thumbnail}
              lazy={false}
              size={cell}
              version={memory.thumbVersion}
              batches={batches}
              defer={defer}
            />
          ))
        : Array.from({ length: row.placeholders }, (_, i) => <div key={i} className="thumb placeholder" aria-hidden="true" />)}
    </div>
  );
}, sameCells);

/** The header of `day`, or of the next older day that is shown (filters may hide the one asked for). */
function headerAtOrAfter(layout: TimelineLayout, days: Array<{ day: string }>, day: string): number | undefined {
  const start = days.findIndex((d) => d.day === day);
  for (let i = Math.max(0, start); i < days.length; i++) {
    const index = layout.headerIndex.get(days[i]!.day);
    if (index !== undefined) return index;
  }
  return undefined;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = Math.max(0, from); i <= to; i++) out.push(i);
  return out;
}

/** Each day an event covers (local days, at most a year of them), with the events on it. */
function groupEventsByDay(events: EventSummary[]): Map<string, EventSummary[]> {
  const out = new Map<string, EventSummary[]>();
  for (const event of events) {
    const start = new Date(`${event.start.slice(0, 10)}T00:00:00Z`);
    const end = new Date(`${event.end.slice(0, 10)}T00:00:00Z`);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) continue;
    for (let t = start.getTime(), n = 0; t <= end.getTime() && n < 366; t += 86_400_000, n++) {
      const day = new Date(t).toISOString().slice(0, 10);
      out.set(day, [...(out.get(day) ?? []), event]);
    }
  }
  return out;
}
