import { beforeAll, describe, expect, it } from 'vitest';
import { EventsService } from '../electron/engine/augment/events/events';
import { members } from '../electron/engine/augment/events/event-store';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow, type MemoryRow } from '../electron/engine/store/schema';
import { reverseGeocode } from '../electron/engine/place/gazetteer';
import { tempDir } from './support/temp';

const HOME = { lat: 47.6062, lon: -122.3321 };
const HONOLULU = { lat: 21.2793, lon: -157.8292 };
let n = 0;

function memory(local: string, where: { lat: number; lon: number } | null): MemoryRow {
  const id = `mem${String(n++).padStart(4, '0')}`;
  const place = where ? reverseGeocode(where.lat, where.lon) : null;
  return {
    ...emptyMemoryRow(id, `/photos/${id}.jpg`, '/photos', Date.now()),
    taken_at: Date.parse(`${local}Z`), taken_at_local: local, status: 'ok',
    lat: where?.lat ?? null, lon: where?.lon ?? null,
    place_city: place?.city ?? null, place_region: place?.region ?? null, place_country: place?.country ?? null,
  };
}

describe('events: stored, recomputed incrementally, and the user has the last word', () => {
  let db: Database;
  let service: EventsService;
  const trip = ['2024-05-11T15:00:00', '2024-05-12T10:00:00', '2024-05-14T09:00:00', '2024-05-16T18:00:00'];

  beforeAll(async () => {
    db = await Database.open(await tempDir('events'));
    const rows: MemoryRow[] = [];
    for (let d = 1; d <= 28; d += 2) rows.push(memory(`2024-04-${String(d).padStart(2, '0')}T19:00:00`, HOME));
    for (const t of trip) rows.push(memory(t, HONOLULU));
    rows.push(memory('2024-05-20T19:00:00', HOME));
    await db.upsertMemories(rows);
    service = await EventsService.open(db);
    return () => db.close();
  });

  it('infers the trip, and a second recompute writes nothing', async () => {
    const first = await service.recompute();
    expect(first.total).toBe(1);
    const [event] = await service.list();
    expect(event?.name).toBe('Trip to Honolulu, May 11–16, 2024');
    expect(members(event!)).toHaveLength(4);
    expect((await service.recompute()).touched).toBe(0);
  });

  it('a new photo touches only the event it falls in', async () => {
    await db.upsertMemories([memory('2024-05-15T12:00:00', HONOLULU)]);
    const report = await service.recompute();
    expect(report.touched).toBe(1);
    expect(members((await service.list())[0]!)).toHaveLength(5);
  });

  it('keeps a rename and member edits through recomputation', async () => {
    const [event] = await service.list();
    await service.rename(event!.id, 'Honeymoon in Hawaii');
    const extra = memory('2024-05-21T10:00:00', null);
    await db.upsertMemories([extra]);
    await service.addMembers(event!.id, [extra.id]);
    const dropped = members(event!)[0]!;
    await service.removeMembers(event!.id, [dropped]);
    await db.upsertMemories([memory('2024-05-16T20:00:00', HONOLULU)]);
    await service.recompute();
    const [after] = await service.list();
    expect(after?.id).toBe(event!.id);
    expect(after?.name).toBe('Honeymoon in Hawaii');
    expect(members(after!)).toContain(extra.id);
    expect(members(after!)).not.toContain(dropped);
  });

  it('a deleted inferred event is never inferred again', async () => {
    const [event] = await service.list();
    await service.reject(event!.id);
    await service.recompute();
    expect(await service.list()).toEqual([]);
    expect((await service.store.get(event!.id))?.status).toBe('rejected');
  });

  it('creates, merges and splits by hand', async () => {
    const a = await service.create({ name: 'Spring cleaning', start: Date.parse('2024-04-01T00:00:00Z'), end: Date.parse('2024-04-10T23:59:59Z') });
    expect(members(a)).toHaveLength(5); // the home photos on Apr 1, 3, 5, 7, 9
    const b = await service.create({ name: 'More cleaning', start: Date.parse('2024-04-11T00:00:00Z'), end: Date.parse('2024-04-14T23:59:59Z') });
    const merged = await service.merge(a.id, b.id);
    expect(members(merged)).toHaveLength(7);
    expect(await service.store.get(b.id)).toBeNull(); // a user event is simply removed
    const times = new Map((await service.timeline()).map((i) => [i.id, i.local]));
    const [first, second] = await service.split(merged.id, Date.parse('2024-04-08T00:00:00Z'), times);
    expect(members(first)).toHaveLength(4);
    expect(members(second)).toHaveLength(3);
    await service.recompute();
    expect((await service.list()).map((e) => e.name).sort()).toEqual(['Spring cleaning', 'Spring cleaning (part 2)']);
  });
});
