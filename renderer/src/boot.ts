import { mnemo } from './bridge-client';
import { withEarlyCalls } from './early-calls';
import { parseHash } from './routes';
import { FIRST_PAGE_CELLS } from './state/timeline';
import { noFilters, toApiFilters } from './state/timeline-layout';

/**
 * The first module main.tsx imports, so it runs before React and the app's views are evaluated (on a
 * cold start, hundreds of milliseconds of a 2-core laptop's main thread): a window opening on the
 * timeline asks the engine for its first page, the day list and the settings now, and the engine
 * works on them meanwhile. The store's own calls, made later, take these answers (early-calls.ts).
 */
export const bridge = mnemo && parseHash(window.location.hash).view === 'timeline'
  ? withEarlyCalls(mnemo, [
      ['listMemorySummaries', { offset: 0, limit: FIRST_PAGE_CELLS }],
      ['timeline', toApiFilters(noFilters)],
      ['getSettings', {}],
    ])
  : mnemo;
