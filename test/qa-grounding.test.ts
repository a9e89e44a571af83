import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsService } from '../electron/engine/augment/events/events';
import { LibraryGrounding } from '../electron/engine/qa/grounding';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow, type MemoryRow } from '../electron/engine/store/schema';
import { tempDir } from './support/temp';

const DAY = 86_400_000;
const at = (local: string) => Date.parse(`${local}Z`);

function memory(id: string, local: string, lat: number): MemoryRow {
  return { ...emptyMemoryRow(id, `/photos/${id}.jpg`, '/photos', Date.now()), taken_at: at(local), taken_at_local: local, status: 'ok', lat, lon: 10 };
}

describe('LibraryGrounding: events indexed once per change, the hemisphere kept until memories change', () => {
  let db: Database;
  let events: EventsService;
  let grounding: LibraryGrounding;

  beforeAll(async () => {
    db = await Database.open(await tempDir('grounding'));
    await db.upsertMemories([memory('m1', '2024-05-11T15:00:00', 40)]);
    events = await EventsService.open(db);
    grounding = new LibraryGrounding(db, events);
    await events.create({ name: 'Long weekend', start: at('2024-05-10T18:00:00'), end: at('2024-05-13T09:00:00') });
    await events.create({ name: 'Dinner', start: at('2024-05-12T19:00:00'), end: at('2024-05-12T22:00:00') });
    await events.create({ name: 'Year abroad', start: at('2023-09-01T00:00:00'), end: at('2025-06-30T00:00:00') });
  });
  afterAll(() => db.close());

  it('finds the events of a day as a scan of every event would, in the same order', async () => {
    const list = (await events.list()).filter((e) => e.kind !== 'recurring');
    const scan = (day: number) => list.filter((e) => e.start < day + DAY && e.end >= day).map((e) => e.name);
    const on = await grounding.eventsByDay();
    // Whole days, and a day that starts off midnight (one straddling two of the index's days).
    const days = ['2024-05-09', '2024-05-10', '2024-05-11', '2024-05-12', '2024-05-13', '2024-05-14', '2023-08-31', '2025-06-30'].map((d) => at(`${d}T00:00:00`));
    for (const day of [...days, at('2024-05-12T20:30:00'), at('2024-05-13T08:00:00')]) expect(on(day)).toEqual(scan(day));
    expect(on(at('2024-05-12T00:00:00'))).toEqual(['Dinner', 'Long weekend', 'Year abroad']);
  });

  it('sees a renamed, added or rejected event on the next question', async () => {
    const before = await grounding.eventRefs();
    expect(before.map((e) => e.name)).toEqual(['Dinner', 'Long weekend', 'Year abroad']);
    await events.rename(before[0]!.id, 'Birthday dinner');
    await events.create({ name: 'Picnic', start: at('2024-06-01T12:00:00'), end: at('2024-06-01T15:00:00') });
    expect((await grounding.eventRefs()).map((e) => e.name)).toEqual(['Picnic', 'Birthday dinner', 'Long weekend', 'Year abroad']);
    await events.reject(before[1]!.id);
    expect((await grounding.eventRefs()).map((e) => e.name)).toEqual(['Picnic', 'Birthday dinner', 'Year abroad']);
    expect((await grounding.eventsByDay())(at('2024-06-01T00:00:00'))).toEqual(['Picnic', 'Year abroad']);
    // A rejected event's members no longer narrow a question; an active one's do.
    expect(await grounding.eventMembers([before[1]!.id, before[2]!.id])).toEqual(['m1']);
  });

  it("reads an event's members' cities again once memories are written", async () => {
    const [abroad] = (await grounding.eventRefs()).filter((e) => e.name === 'Year abroad');
    await db.upsertMemories([{ ...memory('m1', '2024-05-11T15:00:00', 40), place_city: 'Harborview' }]);
    expect(await grounding.memberCities([abroad!.id])).toEqual(new Map([['m1', 'Harborview']]));
    await db.upsertMemories([{ ...memory('m1', '2024-05-11T15:00:00', 40), place_city: 'Millbrook' }]);
    expect(await grounding.memberCities([abroad!.id])).toEqual(new Map([['m1', 'Millbrook']]));
  });

  it('reads the hemisphere again once memories are written', async () => {
    expect((await grounding.home()).southern).toBe(false);
    await db.upsertMemories(['s1', 's2', 's3'].map((id, i) => memory(id, `2024-07-0${i + 1}T12:00:00`, -33)));
    expect((await grounding.home()).southern).toBe(true);
  });
});
