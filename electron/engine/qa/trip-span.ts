/**
 * The days a stay took: a trip's span (local ms), or the visit to the asked places within it, widened
 * to the nights booked and the travel days out and home.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { NOT_DELETED_IN_WINDOW, sqlNumber, type Database } from '../store/database';
import type { MemoryRow } from '../store/schema';
import { bookedStay, travelDays } from './facts';
import { insideArea, MAX_OFFSET_MS, visitWithin } from './scope';

const DAY_MS = 86_400_000;
/** Bookings are read from a few days either side of a trip (a confirmation screenshotted before leaving). */
const BOOKING_REACH_MS = 3 * DAY_MS + MAX_OFFSET_MS;
/** Travel days are the day before and after a trip: read two days either side, in UTC. */
const TRAVEL_REACH_MS = 2 * DAY_MS + MAX_OFFSET_MS;
/** Tickets are bought months ahead (a railway's booking opens 60 to 120 days before, an airline's a year). */
const TICKETS_AHEAD_MS = 183 * DAY_MS;

type Placed = Pick<MemoryRow, 'lat' | 'lon' | 'place_city' | 'place_region' | 'place_country' | 'taken_at' | 'taken_at_local'>;

/** The stay's first and last days (local ms) on the trip `trip` spans, whose members include `placed`. */
export async function stayDays(db: Database, trip: { from: number; to: number }, placed: readonly Placed[], asked: QueryAnalysis['places']): Promise<{ from: number; to: number }> {
  // "Nights in Galway" of a trip through Dublin and Galway: the days from the first photo there to the
  // last, and the bookings made for there; a booking photographed in Dublin is Dublin's.
  const visit = visitWithin(placed, asked);
  const { from, to } = visit ?? trip;
  const window = `${NOT_DELETED_IN_WINDOW} AND taken_at >= ${sqlNumber(from - BOOKING_REACH_MS)} AND taken_at <= ${sqlNumber(to + BOOKING_REACH_MS)} AND lower(ocr_text) LIKE '%check%'`;
  const bookings = await db.memoriesWhere(window, ['ocr_text', 'taken_at', 'taken_at_local', 'lat', 'lon', 'place_region', 'place_country']);
  // The nights booked say where the stay began and ended when the photos do not (travel days).
  const booked = bookedStay(visit ? bookings.filter((r) => r.lat === null || asked.some((p) => insideArea(r, p))) : bookings, from, to);
  // The boarding passes out and home, screenshots without a place, are the trip's first and last days
  // when they name where its photos were taken or the town it set out from (a ticket names a station
  // the photos there are not geocoded to, and the town left and come home to as well). One
  // screenshotted when it was bought, months before, prints the day of the journey.
  const travelWindow = `${NOT_DELETED_IN_WINDOW} AND lat IS NULL AND ocr_text IS NOT NULL AND taken_at >= ${sqlNumber(booked.from - TICKETS_AHEAD_MS)} AND taken_at <= ${sqlNumber(booked.to + TRAVEL_REACH_MS)}`;
  const [tickets, before] = await Promise.all([
    db.memoriesWhere(travelWindow, ['ocr_text', 'taken_at', 'taken_at_local']),
    db.memoriesWhere(`${NOT_DELETED_IN_WINDOW} AND lat IS NOT NULL AND place_city IS NOT NULL AND taken_at < ${sqlNumber(booked.from - MAX_OFFSET_MS)}`, ['place_city'], { newestFirst: true, limit: 1 }),
  ]);
  const there = visit ? placed.filter((r) => r.lat !== null && asked.some((p) => insideArea(r, p))) : placed;
  const names = [...new Set([...there.flatMap((p) => [p.place_city, p.place_region, p.place_country]), ...before.map((r) => r.place_city)].filter((n): n is string => !!n))];
  return names.length > 0 ? travelDays(booked.from, booked.to, tickets, names) : booked;
}
