import path from 'node:path';
import { openEngine, type Engine } from '../../electron/engine/index';
import { withCheckedOutputs } from './checked-engine';
import { placeLabel, reverseGeocode } from '../../electron/engine/place/gazetteer';
import { Database } from '../../electron/engine/store/database';
import { buildSearchText } from '../../electron/engine/store/memory-view';
import { emptyMemoryRow, type MemoryRow } from '../../electron/engine/store/schema';

/** Every stage already ran: these rows stand for files that were ingested elsewhere. */
export const DONE = JSON.stringify(Object.fromEntries(['probe', 'time', 'place', 'thumbnail', 'grid-thumbnail', 'faces', 'clip', 'duplicates', 'caption', 'text', 'ocr', 'video', 'speech'].map((s) => [s, { status: 'done', version: 99 }])));

let n = 0;

/**
 * A memory row taken at `local` wall-clock time, placed by reverse geocoding when `where` is given,
 * with the search text the store would build. Ids are unique within a test process.
 */
export function memoryRow(name: string, local: string, where: { lat: number; lon: number } | null, fields: Partial<MemoryRow> = {}): MemoryRow {
  const place = where ? reverseGeocode(where.lat, where.lon) : null;
  const row: MemoryRow = {
    ...emptyMemoryRow(`m${String(n++).padStart(5, '0')}`, `/photos/${name}`, '/photos', Date.now()),
    taken_at: Date.parse(`${local}Z`), taken_at_local: local, status: 'ok', stages_json: DONE,
    lat: where?.lat ?? null, lon: where?.lon ?? null,
    place_city: place?.city ?? null, place_region: place?.region ?? null, place_country: place?.country ?? null, place_country_code: place?.countryCode ?? null,
    place_label: place ? placeLabel(place) : null,
    ...fields,
  };
  row.search_text = buildSearchText(row);
  return row;
}

/** An engine over a library holding just these rows, with no LLM reachable (ask answers extractively). */
export async function engineOver(base: string, rows: MemoryRow[]): Promise<Engine> {
  const libraryDir = path.join(base, 'library');
  const db = await Database.open(libraryDir);
  await db.upsertMemories(rows);
  await db.close();
  const engine = withCheckedOutputs(await openEngine({ libraryDir, modelsDir: path.join(base, 'models') }));
  await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
  await engine.indexOnce([]);
  return engine;
}
