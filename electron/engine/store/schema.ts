import { arrow } from './arrow';

const { Bool, Field, Float64, Int32, Schema, Utf8 } = arrow;
const text = (name: string, nullable = true) => new Field(name, new Utf8(), nullable);
const num = (name: string, nullable = true) => new Field(name, new Float64(), nullable);
const int = (name: string) => new Field(name, new Int32(), true);

/**
 * `memories`: one row per distinct media content (identity = content hash, so a rename or move keeps
 * the row). It carries every field the later stages fill, so they never migrate the table:
 *
 * - identity and file: id (first 128 bits of the bytes' BLAKE3, or SHA-256 in older libraries, hex:
 *   ingest/content-id.ts; for a file that can't be read or identified, "err-" + hash of its path), path (current primary path), paths_json (all paths
 *   with these bytes), root, kind (photo | screenshot | video), format (jpeg, heic, mp4…), size, mtime
 *   (epoch ms), width/height (as displayed, orientation applied), orientation (EXIF 1–8), duration_sec;
 * - time: taken_at (epoch ms UTC; numbers rather than Arrow timestamps so filters and JS stay simple),
 *   taken_at_local (wall clock as stored, YYYY-MM-DDTHH:MM:SS), tz_offset_min (null when unknown: then
 *   taken_at treats the wall clock as UTC), time_source (exif | quicktime | filename | mtime);
 * - place: lat, lon, altitude, place_city/region/country/country_code, place_label; make, model;
 * - derived media: thumbnail (path relative to the library folder), phash, duplicate_group;
 * - perception (later stages): caption, description (QA-guided), ocr_text, ocr_json (lines/words),
 *   transcript, transcript_json (segments), contexts_json (atomic contexts), faces_json, objects;
 * - search_text: everything searchable as words (file name, place, dates, caption, OCR…), FTS-indexed;
 * - user_json: the user's corrections by field; re-runs write only model fields, readers merge (user wins);
 * - stages_json: per stage {status, version, error, reason, attempts, retryAt}; the database is the queue;
 * - status (ok | pending | error | deleted), error (readable reason of the first failed stage);
 * - deleted_at / deleted_reason: tombstone (file gone, root removed, folder excluded), never erased here;
 * - effective_local, effective_place, has_text: the time, place label and "has words" people see (the
 *   user's corrections over the models', see corrections.ts), written by the store on every write so
 *   the timeline can filter, group and sort on them in the query instead of merging row by row;
 * - sidecars_json: what the file's Takeout/XMP sidecars say (title, description, keywords, people,
 *   rating; ingest/sidecars/), searchable like the user's notes;
 * - live_id: Apple's Live Photo content identifier; motion_path: the MOV of a Live Photo still, which
 *   is part of this memory (its own file row points here) rather than a memory of its own.
 *
 * Vectors (CLIP image, text) live in per-model tables: their width depends on the model, and a model
 * change should add a table, not rewrite every memory.
 */
export const memoriesSchema = new Schema([
  text('id', false), text('path', false), text('paths_json', false), text('root', false), text('kind', false),
  text('format'), num('size', false), num('mtime'), int('width'), int('height'), int('orientation'), num('duration_sec'),
  num('taken_at'), text('taken_at_local'), int('tz_offset_min'), text('time_source'),
  num('lat'), num('lon'), num('altitude'),
  text('place_city'), text('place_region'), text('place_country'), text('place_country_code'), text('place_label'),
  text('make'), text('model'), text('thumbnail'), text('phash'), text('duplicate_group'),
  text('caption'), text('description'), text('ocr_text'), text('ocr_json'), text('transcript'), text('transcript_json'),
  text('contexts_json'), text('faces_json'), text('objects'),
  text('search_text', false), text('user_json', false), text('stages_json', false),
  text('status', false), text('error'), num('deleted_at'), text('deleted_reason'),
  num('created_at', false), num('updated_at', false),
  text('effective_local'), text('effective_place'), new Field('has_text', new Bool(), true),
  text('sidecars_json'), text('live_id'), text('motion_path'),
]);

export interface MemoryRow {
  id: string; path: string; paths_json: string; root: string; kind: string;
  format: string | null; size: number; mtime: number | null; width: number | null; height: number | null;
  orientation: number | null; duration_sec: number | null;
  taken_at: number | null; taken_at_local: string | null; tz_offset_min: number | null; time_source: string | null;
  lat: number | null; lon: number | null; altitude: number | null;
  place_city: string | null; place_region: string | null; place_country: string | null;
  place_country_code: string | null; place_label: string | null;
  make: string | null; model: string | null; thumbnail: string | null; phash: string | null; duplicate_group: string | null;
  caption: string | null; description: string | null; ocr_text: string | null; ocr_json: string | null;
  transcript: string | null; transcript_json: string | null; contexts_json: string | null; faces_json: string | null;
  objects: string | null;
  search_text: string; user_json: string; stages_json: string;
  status: string; error: string | null; deleted_at: number | null; deleted_reason: string | null;
  created_at: number; updated_at: number;
  effective_local: string | null; effective_place: string | null; has_text: boolean | null;
  sidecars_json: string | null; live_id: string | null; motion_path: string | null;
}

/**
 * `files`: one row per path on disk, pointing at its memory. It lets a restart skip unchanged files
 * (same size and mtime) without reading them, and turns unlink+add of the same bytes into a rename.
 */
export const filesSchema = new Schema([
  text('path', false), text('memory_id', false), text('root', false), num('size', false), num('mtime', false),
  num('seen_at', false),
]);

export interface FileRow {
  path: string; memory_id: string; root: string; size: number; mtime: number; seen_at: number;
}

export function emptyMemoryRow(id: string, path: string, root: string, now: number): MemoryRow {
  return {
    id, path, paths_json: JSON.stringify([path]), root, kind: 'photo', format: null, size: 0, mtime: null,
    width: null, height: null, orientation: null, duration_sec: null,
    taken_at: null, taken_at_local: null, tz_offset_min: null, time_source: null,
    lat: null, lon: null, altitude: null,
    place_city: null, place_region: null, place_country: null, place_country_code: null, place_label: null,
    make: null, model: null, thumbnail: null, phash: null, duplicate_group: null,
    caption: null, description: null, ocr_text: null, ocr_json: null, transcript: null, transcript_json: null,
    contexts_json: null, faces_json: null, objects: null,
    search_text: '', user_json: '{}', stages_json: '{}',
    status: 'pending', error: null, deleted_at: null, deleted_reason: null,
    created_at: now, updated_at: now,
    effective_local: null, effective_place: null, has_text: false,
    sidecars_json: null, live_id: null, motion_path: null,
  };
}
