/** The place names a memory carries (the gazetteer's city, region, country). */
interface PlaceNames {
  city: string | null;
  region: string | null;
  country: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FULL_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A second city must hold this share of the photos before the name widens to the region or country. */
const SECOND_PLACE_SHARE = 0.25;

/**
 * Name the place of a group of memories at the narrowest level that covers it: one city ("Honolulu"),
 * else the region ("Hawaii"), else the country, else the two main countries ("France and Italy").
 */
export function namePlace(items: PlaceNames[]): string | null {
  const named = items.filter((i) => i.city || i.region || i.country);
  if (named.length === 0) return null;
  for (const level of ['city', 'region', 'country'] as const) {
    const counts = tally(named.map((i) => i[level]));
    if (counts.length === 0) continue;
    const [first, second] = counts;
    if (!second || second[1] / named.length < SECOND_PLACE_SHARE) return first![0];
    if (level === 'country') return `${first![0]} and ${second[0]}`;
  }
  return null;
}

/** "May 11–17, 2024", "May 30 – Jun 2, 2024", "Dec 30, 2023 – Jan 2, 2024", "May 11, 2024". */
export function describeRange(start: number, end: number): string {
  const a = new Date(start);
  const b = new Date(end);
  const [ay, am, ad] = [a.getUTCFullYear(), a.getUTCMonth(), a.getUTCDate()];
  const [by, bm, bd] = [b.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate()];
  if (ay === by && am === bm && ad === bd) return `${FULL_MONTHS[am]} ${ad}, ${ay}`;
  if (ay === by && am === bm) return `${FULL_MONTHS[am]} ${ad}–${bd}, ${ay}`;
  if (ay === by) return `${MONTHS[am]} ${ad} – ${MONTHS[bm]} ${bd}, ${ay}`;
  return `${MONTHS[am]} ${ad}, ${ay} – ${MONTHS[bm]} ${bd}, ${by}`;
}

function tally(values: Array<string | null>): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1]);
}
