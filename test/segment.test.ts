import { describe, expect, it } from 'vitest';
import { detectHome, segmentTimeline, type TimelineItem } from '../electron/engine/augment/events/segment';
import { describeRange, namePlace } from '../electron/engine/augment/events/naming';
import { reverseGeocode } from '../electron/engine/place/gazetteer';

const HOME = { lat: 47.6062, lon: -122.3321 }; // Seattle
const GYM = { lat: 47.6205, lon: -122.3493 }; // ~2 km away
const PARK = { lat: 47.6573, lon: -122.4057 };
const HONOLULU = { lat: 21.2793, lon: -157.8292 };
const PORTLAND = { lat: 45.5152, lon: -122.6784 };
const TOKYO = { lat: 35.6762, lon: 139.6503 };

let seq = 0;
function at(local: string, where: { lat: number; lon: number } | null, offsetHours = 0): TimelineItem {
  const localMs = Date.parse(`${local}Z`);
  const place = where ? reverseGeocode(where.lat, where.lon) : null;
  return {
    id: `m${String(seq++).padStart(5, '0')}`,
    takenAt: localMs - offsetHours * 3_600_000,
    local: localMs,
    lat: where?.lat ?? null,
    lon: where?.lon ?? null,
    city: place?.city || null,
    region: place?.region ?? null,
    country: place?.country ?? null,
  };
}

function day(date: string, hour: number): string {
  return `${date}T${String(hour).padStart(2, '0')}:00:00`;
}

function dates(from: string, to: string, stepDays = 1): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += stepDays * 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A year of a Seattle life: home most days, the gym every other morning in April, two Hawaii trips, a day in Portland, Tokyo. */
function timeline(): TimelineItem[] {
  const items: TimelineItem[] = [];
  const away = [...dates('2024-05-11', '2024-05-17'), '2024-06-01', ...dates('2024-08-03', '2024-08-06'), ...dates('2024-09-01', '2024-09-05')];
  for (const d of dates('2024-01-02', '2024-10-30', 3)) if (!away.includes(d)) items.push(at(day(d, 19), HOME, -8));
  for (const d of dates('2024-04-01', '2024-04-29', 2)) items.push(at(day(d, 7), GYM, -7), at(`${d}T07:40:00`, GYM, -7));
  // Hawaii #1, May 11–17, with an unlocated screenshot inside and an overnight silence.
  items.push(at(day('2024-05-10', 20), HOME, -7));
  items.push(at(day('2024-05-11', 15), HONOLULU, -10), at(day('2024-05-11', 18), HONOLULU, -10));
  items.push(at(day('2024-05-13', 10), null, -10)); // screenshot, no GPS, inside the trip
  for (const d of ['2024-05-14', '2024-05-15', '2024-05-17']) items.push(at(day(d, 11), HONOLULU, -10));
  items.push(at(day('2024-05-18', 21), HOME, -7));
  items.push(at(day('2024-05-25', 12), null, -7)); // no GPS, at home time: joins nothing
  // A day in Portland.
  items.push(at(day('2024-06-01', 10), PORTLAND, -7), at(day('2024-06-01', 16), PORTLAND, -7));
  // An outing to the park: eight photos one afternoon.
  for (let h = 0; h < 8; h++) items.push(at(`2024-06-15T14:${String(h * 5).padStart(2, '0')}:00`, PARK, -7));
  // Hawaii #2, Aug 3–6.
  for (const d of ['2024-08-03', '2024-08-04', '2024-08-06']) items.push(at(day(d, 12), HONOLULU, -10));
  // Tokyo, Sep 1–5, with a 30-hour silence in the middle and a photo without GPS mid-trip.
  items.push(at(day('2024-09-01', 9), TOKYO, 9), at(day('2024-09-02', 9), TOKYO, 9));
  items.push(at(day('2024-09-03', 15), null, 9));
  items.push(at(day('2024-09-04', 20), TOKYO, 9), at(day('2024-09-05', 8), TOKYO, 9));
  return items;
}

describe('model-free events from time and place', () => {
  const items = timeline();
  const { home, events } = segmentTimeline(items);
  const trips = events.filter((e) => e.kind === 'trip' || e.kind === 'day-trip');
  const byName = (part: string) => events.filter((e) => e.name.includes(part));

  it('finds home where the photos are on the most days, not where most photos are', () => {
    const busyBeachDay = Array.from({ length: 200 }, (_, k) => at(`2024-05-14T12:${String(k % 60).padStart(2, '0')}:00`, HONOLULU, -10));
    expect(detectHome([...items, ...busyBeachDay])?.city).toBe('Seattle');
    expect(home?.city).toBe('Seattle');
    expect(detectHome(busyBeachDay)).toBeNull(); // one day is not enough to call a place home
  });

  it('turns away-from-home runs into named trips with dates', () => {
    expect(trips.map((t) => t.name)).toEqual([
      'Trip to Honolulu, May 11–17, 2024',
      'Day trip to Portland, June 1, 2024',
      'Trip to Honolulu, August 3–6, 2024',
      'Trip to Tokyo, September 1–5, 2024',
    ]);
  });

  it('keeps two trips to the same place apart', () => {
    expect(byName('Trip to Honolulu')).toHaveLength(2);
  });

  it('joins photos without GPS inside a trip, and only inside', () => {
    const hawaii = byName('May 11–17')[0]!;
    const screenshot = items.find((i) => i.local === Date.parse('2024-05-13T10:00:00Z'))!;
    const later = items.find((i) => i.local === Date.parse('2024-05-25T12:00:00Z'))!;
    expect(hawaii.memberIds).toContain(screenshot.id);
    expect(events.some((e) => e.memberIds.includes(later.id))).toBe(false);
    expect(hawaii.memberIds).toHaveLength(6);
  });

  it('does not split a trip over a long silence or an overnight flight', () => {
    const tokyo = byName('Tokyo');
    expect(tokyo).toHaveLength(1);
    expect(tokyo[0]!.memberIds).toHaveLength(5);
  });

  it('recognises a recurring place and an outing near home', () => {
    const gym = events.filter((e) => e.kind === 'recurring');
    expect(gym).toHaveLength(1);
    expect(gym[0]!.visits).toHaveLength(15);
    expect(gym[0]!.memberIds).toHaveLength(30);
    const outing = events.filter((e) => e.kind === 'outing');
    expect(outing).toHaveLength(1);
    expect(outing[0]!.memberIds).toHaveLength(8);
  });

  it('finds nothing without a home to be away from', () => {
    expect(segmentTimeline(items.filter((i) => i.lat === null)).events).toEqual([]);
  });

  it('names places at the level that covers them and writes ranges as people do', () => {
    expect(namePlace([{ city: 'Honolulu', region: 'Hawaii', country: 'United States' }, { city: 'Kailua', region: 'Hawaii', country: 'United States' }])).toBe('Hawaii');
    expect(namePlace([{ city: 'Paris', region: 'Île-de-France', country: 'France' }, { city: 'Rome', region: 'Lazio', country: 'Italy' }])).toBe('France and Italy');
    expect(describeRange(Date.parse('2024-05-30T10:00:00Z'), Date.parse('2024-06-02T10:00:00Z'))).toBe('May 30 – Jun 2, 2024');
    expect(describeRange(Date.parse('2023-12-30T10:00:00Z'), Date.parse('2024-01-02T10:00:00Z'))).toBe('Dec 30, 2023 – Jan 2, 2024');
  });
});
