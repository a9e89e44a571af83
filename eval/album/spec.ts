/**
 * An album's ground truth: what each generated file shows, when and where it was taken. The
 * questions' gold sets are derived from this (eval/questions.ts, eval/questions-holdout.ts), never
 * typed by hand, so changing a life plan or the seed keeps questions and files consistent.
 */

/** A part of a life plan ("gym", "grocery", "barcelona"…); each plan documents its own. */
export type Scenario = string;

export type Scene =
  | 'indoor' | 'party' | 'gym' | 'beach' | 'sea' | 'city' | 'park' | 'garage' | 'paper' | 'card' | 'sign' | 'stadium' | 'screen'
  // A handwritten note on lined paper, a classroom whiteboard, a folder/bill whose first line is a large title.
  | 'note' | 'whiteboard' | 'folder';

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface AlbumFile {
  /** File name in the album folder, in the plan's camera's pattern (IMG_4xxx.JPG, PXL_…jpg, Screenshot …png). */
  name: string;
  kind: 'photo' | 'screenshot';
  scenario: Scenario;
  /** Wall clock where it was taken, YYYY-MM-DDTHH:MM:SS. */
  local: string;
  /** The zone offset at that place and date ("-07:00"); always known to the generator. */
  offset: string;
  /** What the file itself says: EXIF OffsetTimeOriginal for photos, null for screenshots (name only). */
  fileOffset: string | null;
  /** GPS written into EXIF; null for screenshots and photos without location. */
  gps: GeoPoint | null;
  /** The town it was taken in (what reverse geocoding should say), or null for screenshots. */
  town: string | null;
  scene: Scene;
  /** The text rendered on it, line by line (what OCR should read). */
  text: string[];
  /** What it shows and which occasion it belongs to (lowercase words, e.g. "receipt", "chi-2024"). */
  tags: string[];
  /** Structured values the questions' keywords come from (store, total, items, level, spot…). */
  facts: Record<string, string | number | string[]>;
}

export interface AlbumSpec {
  /** Which life plan (eval/album/plans.ts): "dev", "holdout", "unseen" (the tuning albums) or "blind". */
  plan: string;
  seed: number;
  /** Where the user lives (home detection should find it). */
  home: { town: string; gps: GeoPoint };
  generatedBy: string;
  files: AlbumFile[];
}

/** Seattle's offset on a date in 2024 (PDT from March 10 to November 3): the dev album's home. */
export function seattleOffset(date: string): string {
  return date >= '2024-03-10' && date < '2024-11-03' ? '-07:00' : '-08:00';
}

export const HAWAII_OFFSET = '-10:00';

/** Epoch ms of a file's instant (wall clock minus offset). */
export function instantMs(f: Pick<AlbumFile, 'local' | 'offset'>): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(f.offset)!;
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  return Date.parse(`${f.local}Z`) - minutes * 60_000;
}

export const dateOf = (f: Pick<AlbumFile, 'local'>): string => f.local.slice(0, 10);
