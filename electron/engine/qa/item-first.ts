import { wholeDates } from './printed-date';

/**
 * A list of several things, each with its own date under it (a library's loans: "Knitting Without
 * Tears" / "Due back 2 April", "Woodwork for Beginners" / "Due back 9 April"): the lines from the one
 * that names the asked thing come first, so the first date fitting the question is that thing's. The
 * naming line is an undated one sharing the most of the asked things (`askedThings`), not the first
 * line (a title names the whole document); the lines before it follow, in order. Unchanged otherwise.
 */
export function askedItemFirst(lines: string[], things: Array<Set<string>>, printsAny: (lines: string[], things: Array<Set<string>>) => boolean): string[] {
  if (things.length === 0) return lines;
  let best = -1;
  let most = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (wholeDates(line).length > 0) continue;
    const named = things.filter((t) => printsAny([line], [t])).length;
    if (named > most) {
      best = i;
      most = named;
    }
  }
  return best < 0 ? lines : [...lines.slice(best), ...lines.slice(0, best)];
}
