import type { EventSummary } from '../../../shared/events';
import type { OnThisDayYear } from '../../../shared/places';
import type { MemoryListing } from './listing';

/**
 * The memories from `today`'s month and day in earlier years, newest year first, each year with
 * its first `perYear` cells as the timeline shows them (one per duplicate group), how many there
 * are, and the events any of them belong to. Exactly that day, not a window around it: a strip of
 * "a week around this day" would mostly repeat itself from one day to the next. On 28 February of
 * a year without a 29th, the 29ths of leap years count too, so they are not skipped for three years.
 */
export async function onThisDay(
  listing: MemoryListing,
  events: () => Promise<EventSummary[]>,
  today: string,
  perYear: number,
): Promise<OnThisDayYear[]> {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5, 10);
  const alsoLeapDay = monthDay === '02-28' && !isLeapYear(year);
  // The unfiltered day counts are kept current by the listing: no table scan to find the days.
  const { days } = await listing.timeline({});
  const matching = days
    .map((d) => d.day)
    .filter((day) => /^\d{4}-/.test(day) && Number(day.slice(0, 4)) < year && (day.slice(5) === monthDay || (alsoLeapDay && day.slice(5) === '02-29')));
  if (matching.length === 0) return [];

  const allEvents = await events();
  const out: OnThisDayYear[] = [];
  for (const day of matching) {
    const { memories, total } = await listing.summaries({ from: day, to: day }, 0, Number.MAX_SAFE_INTEGER);
    if (total === 0) continue;
    const ids = new Set(memories.map((m) => m.id));
    const theirs = allEvents.filter((e) => e.memberIds.some((id) => ids.has(id)));
    const y = Number(day.slice(0, 4));
    const same = out.find((o) => o.year === y);
    // A leap day and the 28th of the same year make one year's entry.
    if (same) {
      same.memories = [...same.memories, ...memories].slice(0, perYear);
      same.total += total;
      for (const e of theirs) if (!same.events.some((x) => x.id === e.id)) same.events.push(e);
      continue;
    }
    out.push({ year: y, day, memories: memories.slice(0, perYear), total, events: theirs });
  }
  return out.sort((a, b) => b.year - a.year);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
