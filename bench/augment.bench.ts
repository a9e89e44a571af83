/**
 * npm run bench:augment — the incremental cost of events at library scale: a 50k-memory timeline
 * (home, trips, gym), then one new photo. Reports the time of the model-free recompute and how many
 * events it rewrote, and how many LLM windows the new photo makes due (each is one or two model calls).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EventsService } from '../electron/engine/augment/events/events';
import { slidingWindows, windowsAround } from '../electron/engine/augment/windows/windows';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow, type MemoryRow } from '../electron/engine/store/schema';
import { machine, writeSection } from './results-file';

const COUNT = Number(process.argv.find((a) => a.startsWith('--memories='))?.split('=')[1] ?? 50_000);
const HOME = { lat: 47.6062, lon: -122.3321, city: 'Seattle', region: 'Washington', country: 'United States' };
const AWAY = [
  { lat: 21.2793, lon: -157.8292, city: 'Honolulu', region: 'Hawaii', country: 'United States' },
  { lat: 45.5152, lon: -122.6784, city: 'Portland', region: 'Oregon', country: 'United States' },
  { lat: 35.6762, lon: 139.6503, city: 'Tokyo', region: 'Tokyo', country: 'Japan' },
];
const DAY = 86_400_000;

function row(i: number, local: number, where: typeof HOME): MemoryRow {
  const r = emptyMemoryRow(`b${String(i).padStart(7, '0')}`, `/bench/${i}.jpg`, '/bench', 0);
  const text = new Date(local).toISOString().slice(0, 19);
  return { ...r, taken_at: local, taken_at_local: text, lat: where.lat + (i % 7) * 1e-4, lon: where.lon, place_city: where.city, place_region: where.region, place_country: where.country, place_label: `${where.city}, ${where.country}`, status: 'ok' };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'mnemo-bench-augment-'));
const db = await Database.open(dir);
const start = Date.UTC(2019, 0, 1);
const rows: MemoryRow[] = [];
// ~7 years at ~20 photos a day, a trip of 5 days every 7 weeks.
for (let i = 0; i < COUNT; i++) {
  const local = start + Math.floor(i / 20) * DAY + (i % 20) * 1_800_000;
  const day = Math.floor((local - start) / DAY);
  const away = day % 49 < 5 ? AWAY[Math.floor(day / 49) % AWAY.length]! : HOME;
  rows.push(row(i, local, away));
}
for (let i = 0; i < rows.length; i += 5000) await db.upsertMemories(rows.slice(i, i + 5000));
await db.optimize();
const events = await EventsService.open(db);

const t0 = performance.now();
const first = await events.recompute();
const firstMs = performance.now() - t0;
const again = await events.recompute();

// One new photo, in the middle of a trip.
const last = rows[rows.length - 1]!;
const mid = rows[Math.floor(rows.length / 2)]!;
const tripDay = start + Math.floor((mid.taken_at! - start) / (49 * DAY)) * 49 * DAY + 2 * DAY + 12 * 3_600_000;
const added = row(COUNT + 1, tripDay, AWAY[0]!);
await db.upsertMemories([added]);
const t1 = performance.now();
const incremental = await events.recompute();
const incrementalMs = performance.now() - t1;
const windows = slidingWindows(rows.map((r) => ({ id: r.id, local: r.taken_at! })));
const touchedWindows = windowsAround([added.taken_at!]);
await db.close();
void last;

const body = `
${machine()}

${COUNT.toLocaleString('en')} memories over ${Math.round((rows[rows.length - 1]!.taken_at! - start) / DAY / 365)} years (home in Seattle, a 5-day trip every 7 weeks), in LanceDB.

| step | time | events written |
|---|---:|---:|
| first model-free pass (all events) | ${(firstMs / 1000).toFixed(2)} s | ${first.touched} of ${first.total} |
| the same pass again, nothing changed | ${(again.ms / 1000).toFixed(2)} s | ${again.touched} |
| after adding one photo inside a trip | ${(incrementalMs / 1000).toFixed(2)} s | **${incremental.touched}** |

- LLM windows (7 days, 4-day step): ${windows.length.toLocaleString('en')} in the library; the new photo makes **${touchedWindows.length}** of them due (their input hash changed), so it costs ${touchedWindows.length} × 2 model calls, not ${windows.length.toLocaleString('en')}.
- The model-free pass is one sorted sweep over the timeline (read from LanceDB, then in memory); its writes are bounded to the events that changed.
`;
console.log(body);
writeSection('Augmentation (npm run bench:augment)', body);
