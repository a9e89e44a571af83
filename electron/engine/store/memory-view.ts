import path from 'node:path';
import type { Memory, MemoryStatus, StageState } from '../../../shared/memory';
import { MemoryKind, Sidecar, TimeSource } from '../../../shared/memory';
import type { MemoryRow } from './schema';
import { effective } from './corrections';
import { formatOffset } from './local-time';
import { foldedForms, unspacedGrams } from './text-grams';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function parseStages(row: Pick<MemoryRow, 'stages_json'>): Record<string, StageState> {
  try {
    return JSON.parse(row.stages_json) as Record<string, StageState>;
  } catch {
    return {};
  }
}

export function parsePaths(row: Pick<MemoryRow, 'paths_json' | 'path'>): string[] {
  try {
    const paths = JSON.parse(row.paths_json) as unknown;
    return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [row.path];
  } catch {
    return [row.path];
  }
}

/**
 * The words a memory can be found by without any model: its file name, place, date in words, kind,
 * camera, and whatever text later stages found (caption, OCR, transcript) or the user wrote.
 */
export function buildSearchText(input: MemoryRow): string {
  const row = effective(input);
  const parts: string[] = [];
  const base = path.basename(row.path, path.extname(row.path));
  parts.push(base, base.replace(/[_\-.]+/g, ' '));
  if (row.place_label) parts.push(row.place_label);
  if (row.place_country_code) parts.push(row.place_country_code);
  if (row.taken_at_local) {
    const [date] = row.taken_at_local.split('T') as [string];
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
    parts.push(date, String(y), `${MONTHS[m - 1]} ${y}`, `${MONTHS[m - 1]} ${d}`, weekday ?? '');
  }
  parts.push(row.kind);
  for (const field of [row.make, row.model, row.caption, row.description, row.ocr_text, row.transcript, row.objects]) {
    if (field) parts.push(field);
  }
  for (const [field, value] of Object.entries(parseUser(row))) if (typeof value === 'string' && field !== 'hidden') parts.push(value);
  // What the user wrote in another tool (Lightroom, Google Photos) counts like a note written here.
  for (const s of parseSidecars(row.sidecars_json)) parts.push(s.title ?? '', s.description ?? '', ...s.keywords, ...s.people);
  const text = parts.join('\n');
  const grams = unspacedGrams(text);
  if (grams.length > 0) parts.push(grams.join(' '));
  const folded = foldedForms(text);
  if (folded.length > 0) parts.push(folded.join(' '));
  return parts.filter(Boolean).join('\n');
}

export function parseSidecars(json: string | null): Sidecar[] {
  if (!json) return [];
  try {
    const parsed = Sidecar.array().safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function parseObject(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function parseFaces(json: string | null, personOf: PersonOfFace): Memory['faces'] {
  if (!json) return [];
  try {
    const faces = JSON.parse(json) as Array<Memory['faces'][number]>;
    return Array.isArray(faces) ? faces.map((f) => ({ faceId: f.faceId, box: f.box, personId: personOf(f.faceId), emotion: f.emotion ?? null })) : [];
  } catch {
    return [];
  }
}

function parseUser(row: MemoryRow): Record<string, unknown> {
  try {
    return JSON.parse(row.user_json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Whose a face is. The people index answers, not the row: a face's person changes after its row was
 * written (a later photo joins it into a cluster, the user merges or rejects).
 */
export type PersonOfFace = (faceId: string) => string | null;

export function toMemory(input: MemoryRow, personOf: PersonOfFace): Memory {
  const row = effective(input);
  const kind = MemoryKind.safeParse(row.kind);
  const timeSource = TimeSource.safeParse(row.time_source);
  return {
    id: row.id,
    path: row.path,
    paths: parsePaths(row),
    kind: kind.success ? kind.data : 'photo',
    format: row.format,
    size: row.size,
    width: row.width,
    height: row.height,
    durationSec: row.duration_sec,
    takenAt: row.taken_at === null ? null : new Date(row.taken_at).toISOString(),
    takenAtLocal: row.taken_at_local,
    offset: row.tz_offset_min === null ? null : formatOffset(row.tz_offset_min),
    timeSource: timeSource.success ? timeSource.data : null,
    lat: row.lat,
    lon: row.lon,
    place: row.place_label
      ? {
          city: row.place_city ?? '',
          region: row.place_region,
          country: row.place_country ?? '',
          countryCode: row.place_country_code ?? '',
          label: row.place_label,
        }
      : null,
    make: row.make,
    model: row.model,
    thumbnail: row.thumbnail,
    caption: row.caption,
    description: row.description,
    ocrText: row.ocr_text,
    transcript: row.transcript,
    contexts: parseObject(row.contexts_json),
    faces: parseFaces(row.faces_json, personOf),
    objects: row.objects ? row.objects.split(', ').filter(Boolean) : [],
    duplicateGroup: row.duplicate_group,
    sidecars: parseSidecars(row.sidecars_json),
    motionPath: row.motion_path ?? null,
    corrections: parseUser(row),
    status: row.status as MemoryStatus,
    error: row.error,
    stages: parseStages(row),
  };
}
