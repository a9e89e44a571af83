/**
 * "Where did I go on holiday last summer?", when the summer held two trips: the answer names each
 * (answer.ts), and the references cite each in turn. Ranked by match alone, the trip with the most
 * matching photos fills every first place, and the other trip the answer names has no photo to show.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { localMs } from './scope';
import type { MemoryRow } from '../store/schema';

/** Whether the answer is the places of the several trips the question matched, each one an answer. */
export function namesEachTrip(analysis: Pick<QueryAnalysis, 'events'>, type: QueryAnalysis['answerType']): boolean {
  return type.kind === 'name' && type.subject === 'place' && analysis.events.length > 1;
}

/**
 * The references with the matched trips taking turns, each trip's own order kept: the best of each
 * trip first (in the order the trips' best stood), then the second of each, and so on. A memory
 * taken outside every trip keeps its turn after them.
 */
export function tripsInTurn<T extends { row: Pick<MemoryRow, 'taken_at_local' | 'taken_at'> }>(refs: readonly T[], events: QueryAnalysis['events']): T[] {
  // Events' times are wall-clock ISO, as localMs reads a memory's.
  const spans = events.map((e) => ({ from: Date.parse(`${e.start}Z`), to: Date.parse(`${e.end}Z`) }));
  const runs = new Map<number, T[]>();
  for (const ref of refs) {
    const at = localMs(ref.row);
    const trip = at === null ? -1 : spans.findIndex((s) => at >= s.from && at <= s.to);
    runs.set(trip, [...(runs.get(trip) ?? []), ref]);
  }
  const trips = [...runs.entries()].filter(([trip]) => trip >= 0).map(([, run]) => run);
  const out: T[] = [];
  for (let turn = 0; trips.some((run) => run.length > turn); turn++) out.push(...trips.flatMap((run) => run.slice(turn, turn + 1)));
  return [...out, ...(runs.get(-1) ?? [])];
}
