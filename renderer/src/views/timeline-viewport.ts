import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { rowAt, type TimelineLayout } from '../state/timeline-layout';

/** Rows rendered beyond each edge of the viewport. */
export const OVERSCAN_PX = 600;
/**
 * Until the first rows are painted: the first screen's render makes every row it holds (cells,
 * buttons, images), and the rows out of sight can come in the frames after it.
 */
export const FIRST_OVERSCAN_PX = 100;
/**
 * Above this speed (px/ms) thumbnails wait until the scroll slows: a fling past hundreds of rows
 * would otherwise queue hundreds of image requests the user never sees, ahead of the ones they will.
 */
const FAST_PX_PER_MS = 3;
const SETTLE_MS = 150;
/**
 * The speed is the distance over about this long, not from one frame to the next: on a busy machine
 * frames come irregularly (after a late one the next can follow within a few ms), and one short
 * interval made a steady 2.4 px/ms scroll look like a fling — every thumbnail on screen was dropped
 * and asked for again 150 ms later, several times a second.
 */
const SPEED_WINDOW_MS = 100;
const FRAME_MS = 1000 / 60;

export interface Viewport {
  /** The rows to render: within OVERSCAN_PX of the viewport. */
  first: number;
  last: number;
  /** The row at the top edge. */
  topRow: number;
  /** Scrolling faster than FAST_PX_PER_MS right now. */
  flying: boolean;
  /**
   * Each of the last two frames moved the grid by a screen or more: no row stays on screen long
   * enough to be seen, so nothing is fetched for them until the scroll slows (a fling).
   */
  racing: boolean;
}

/**
 * Why our own hook and not a maintained virtualizer: @tanstack/react-virtual was tried first and
 * re-measured all of the ~19,000 rows of a 100k library every time a day loaded (a new count or
 * size function rebuilds its whole measurement list). Here every row's height is known from the day
 * counts before the day loads, so the window is a binary search over offsets the layout already
 * computed (timeline-layout.ts) — a virtualizer with exact sizes would only compute them a second
 * time, and this hook is the few lines it would replace: the window, the speed, and keeping the row
 * at the top in place when rows above it change.
 *
 * Follows the grid's scroll position once per animation frame (reading scrollTop in every scroll
 * event would force a layout each time) and derives what to render. When the layout changes above
 * the viewport (indexing adds memories or folds duplicates, filters change, the window is resized) the
 * row at the top of the screen is kept where it was.
 */
export function useViewport(ref: RefObject<HTMLElement | null>, layout: TimelineLayout, columns: number, overscan = OVERSCAN_PX): Viewport {
  // With the layout the window was worked out for: see carryWindow.
  const [view, setView] = useState<Viewport & { layout: TimelineLayout | null }>({ first: 0, last: -1, topRow: 0, flying: false, racing: false, layout: null });
  const latest = useRef({ layout, top: 0, height: 0, overscan });
  const previous = useRef<{ layout: TimelineLayout; columns: number } | null>(null);

  const windowAt = (top: number, height: number, rows: TimelineLayout): Omit<Viewport, 'flying' | 'racing'> =>
    rows.rowCount === 0
      ? { first: 0, last: -1, topRow: 0 }
      : {
          first: Math.max(0, rowAt(rows.offsets, top - latest.current.overscan)),
          last: rowAt(rows.offsets, top + height + latest.current.overscan),
          topRow: rowAt(rows.offsets, top),
        };
  const show = (next: Omit<Viewport, 'flying' | 'racing'>): void =>
    setView((v) => {
      const rows = latest.current.layout;
      return v.layout === rows && v.first === next.first && v.last === next.last && v.topRow === next.topRow ? v : { ...v, ...next, layout: rows };
    });

  // A new layout: keep the place, then recompute the window.
  useLayoutEffect(() => {
    const el = ref.current;
    const before = previous.current;
    previous.current = { layout, columns };
    latest.current.layout = layout;
    latest.current.overscan = overscan;
    if (!el) return;
    if (latest.current.height === 0) latest.current.height = el.clientHeight;
    const top = latest.current.top;
    const kept = before && before.layout !== layout && top > 0 ? keptTop(before, layout, columns, top) : null;
    if (kept !== null && Math.abs(kept - top) > 0.5) {
      el.scrollTop = kept;
      latest.current.top = kept;
    }
    show(windowAt(latest.current.top, latest.current.height, layout));
  }, [ref, layout, columns, overscan]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    /** Where the scroll was in the last SPEED_WINDOW_MS (and one sample before it). */
    const trail: Array<{ time: number; top: number }> = [{ time: performance.now(), top: el.scrollTop }];
    let settle: ReturnType<typeof setTimeout> | null = null;
    /** The distance the grid moved in each of the last two frames (since it last stood still). */
    let moves = [0, 0];
    const onFrame = (): void => {
      frame = 0;
      const top = el.scrollTop;
      const now = performance.now();
      latest.current.top = top;
      const previous = trail.at(-1)!;
      moves = [moves[1]!, Math.abs(top - previous.top)];
      // Two frames, not one: a jump from the scrubber moves a long way once, and its days must load at once.
      const screen = Math.max(1, latest.current.height);
      const racing = moves[0]! >= screen && moves[1]! >= screen;
      // After a pause the scrolling began within the last frame, not when the scroll last stood still.
      if (now - previous.time > SPEED_WINDOW_MS) trail.splice(0, trail.length, { time: now - FRAME_MS, top: previous.top });
      trail.push({ time: now, top });
      while (trail.length > 2 && now - trail[1]!.time >= SPEED_WINDOW_MS) trail.shift();
      const from = trail[0]!;
      const fast = racing || Math.abs(top - from.top) / Math.max(FRAME_MS, now - from.time) >= FAST_PX_PER_MS;
      if (fast) {
        if (settle) clearTimeout(settle);
        settle = setTimeout(() => {
          settle = null;
          moves = [0, 0];
          startTransition(() => setView((v) => ({ ...v, flying: false, racing: false })));
        }, SETTLE_MS);
      }
      // One state update a frame, and none when nothing the grid renders changed: each queued update
      // is a render of the grid, even one that ends up the same. A transition: the rows coming into
      // the overscan (OVERSCAN_PX ahead, many frames before they are in sight) are rendered in slices
      // of a few ms between frames. Updated from a frame callback it was a default-priority render,
      // one task of up to ~7 ms CPU that, while indexing kept both cores busy, took 50+ ms of a frame.
      const rows = latest.current.layout;
      const next = windowAt(top, latest.current.height, rows);
      startTransition(() =>
        setView((v) =>
          v.layout === rows && v.first === next.first && v.last === next.last && v.topRow === next.topRow && v.racing === racing && (v.flying || !fast)
            ? v
            : { ...next, racing, flying: v.flying || fast, layout: rows },
        ),
      );
    };
    const onScroll = (): void => {
      if (!frame) frame = requestAnimationFrame(onFrame);
    };
    const observer = new ResizeObserver(() => {
      latest.current.height = el.clientHeight;
      onScroll();
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
      if (settle) clearTimeout(settle);
    };
  }, [ref]);

  const { layout: laidOut, ...shown } = view;
  return laidOut === null || laidOut === layout ? shown : carryWindow(shown, laidOut, layout);
}

/**
 * The window worked out for `before`, moved onto `layout` for the one render before the layout
 * effect works it out again: the same rows by day, so a new day list (indexing added days above the
 * screen) renders the rows on screen, not the rows that now have their numbers. Taken as they were,
 * those numbers named other days' rows: every row on screen was unmounted for them, images and
 * all, and mounted again a moment later (in bench:ui a 60 ms CPU render after each refresh of the
 * day list while indexing).
 */
export function carryWindow(view: Viewport, before: TimelineLayout, layout: TimelineLayout): Viewport {
  if (layout.rowCount === 0 || view.last < view.first) return { ...view, first: 0, last: Math.min(view.last, layout.rowCount - 1), topRow: 0 };
  const top = sameRow(before, layout, view.topRow);
  if (top === null) return view;
  const shift = top - view.topRow;
  return { ...view, first: Math.max(0, view.first + shift), last: Math.min(layout.rowCount - 1, view.last + shift), topRow: top };
}

/** Row `i` of `before` in `layout`: the same row of the same day, its header when the columns changed, or null when the day is gone. */
function sameRow(before: TimelineLayout, layout: TimelineLayout, i: number): number | null {
  if (i < 0 || i >= before.rowCount) return null;
  const day = before.days[before.rowDay[i]!]!.day;
  const header = layout.headerIndex.get(day);
  if (header === undefined) return null;
  const index = i - before.headerIndex.get(day)!;
  const same = header + index;
  return before.columns === layout.columns && same < layout.rowCount && layout.rowDay[same] === layout.rowDay[header] ? same : header;
}

/** Where to scroll so the row that was at the top (at `top` in the old layout) stays there, or null. */
function keptTop(before: { layout: TimelineLayout; columns: number }, layout: TimelineLayout, columns: number, top: number): number | null {
  const old = before.layout;
  const i = rowAt(old.offsets, top);
  if (i < 0 || i >= old.rowCount) return null;
  const day = old.days[old.rowDay[i]!]!.day;
  // Row `index` of its day; 0 is the header.
  const index = i - old.headerIndex.get(day)!;
  const delta = top - old.offsets[i]!;
  const header = layout.headerIndex.get(day);
  if (header === undefined) return null;
  // Most changes happen below the top row: then it is where it was, and nothing moves.
  if (header + index === i && layout.offsets[i] === old.offsets[i]) return null;
  let next = layout.offsets[header]! + (index === 0 ? delta : 0);
  if (index > 0 && before.columns === columns) {
    // The same row of the same day, if the day still has it.
    const same = header + index;
    if (same < layout.rowCount && layout.rowDay[same] === layout.rowDay[header]) next = layout.offsets[same]! + delta;
  }
  return next;
}

/** The element's width inside its padding, followed as it resizes. */
export function useContentWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (): void => {
      const style = getComputedStyle(el);
      setWidth(Math.max(0, el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
