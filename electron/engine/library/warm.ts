import type { Engine } from '../engine';

/** The renderer's first page of the timeline (renderer/src/state/timeline.ts FIRST_PAGE_CELLS). */
const FIRST_PAGE_CELLS = 200;

/**
 * Starts the work behind the timeline's first screen as the engine opens, before any page asks: the
 * day counts are read from every row (at 100k memories ~0.3 s of CPU, the largest part of a cold
 * first page) and the newest days' listing rows are read ahead (library/listing.ts). The page's own
 * calls, made while its scripts still load, then find them ready or under way instead of starting
 * them. Errors are left to those calls: a damaged library answers them itself. The promise (never
 * rejected) is for benchmarks; the engine's hosts need not wait for it.
 */
export function warmFirstPage(engine: Pick<Engine, 'listMemorySummaries'>): Promise<void> {
  return Promise.resolve()
    .then(() => engine.listMemorySummaries({ offset: 0, limit: FIRST_PAGE_CELLS }))
    .then(
      () => undefined,
      () => undefined,
    );
}
