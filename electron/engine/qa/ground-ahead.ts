import { isDeepStrictEqual } from 'node:util';
import type { QueryAnalysis } from '../../../shared/qa';

/**
 * Retrieval begun beside the grounding of a question's places and anchor, not after it. The grounding
 * reads the library (which town of a name holds photos, the occasion an anchor names), each read about
 * one full-text query's cost, and it changes the analysis only now and then: a name whose place as read
 * holds no photos, an anchor. Retrieval's own queries meanwhile run on LanceDB's threads beside it.
 * Where the grounding did change the analysis, what was retrieved ahead is dropped and retrieval runs
 * on what it grounded, as it always did; where it did not, retrieval's result is the one it would have
 * given after, and what retrieval adds to its analysis (events matched by meaning) is carried over.
 */
export async function groundAhead<T>(
  analysis: QueryAnalysis,
  ground: (analysis: QueryAnalysis) => Promise<void>,
  retrieveOn: (analysis: QueryAnalysis) => Promise<T>,
): Promise<{ result: T; ranAhead: QueryAnalysis | null }> {
  const before = structuredClone(analysis);
  const ahead = structuredClone(analysis);
  const early = retrieveOn(ahead);
  // Dropped unawaited when the grounding changes the question: no unhandled rejection.
  early.catch(() => undefined);
  await ground(analysis);
  if (!isDeepStrictEqual(before, analysis)) return { result: await retrieveOn(analysis), ranAhead: null };
  const result = await early;
  Object.assign(analysis, ahead);
  return { result, ranAhead: ahead };
}
