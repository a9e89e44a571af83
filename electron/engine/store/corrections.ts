import type { MemoryRow } from './schema';

/** Fields a person can correct, and the model column each one overrides. */
export const CORRECTABLE = {
  caption: 'caption',
  description: 'description',
  ocrText: 'ocr_text',
  transcript: 'transcript',
  place: 'place_label',
  takenAtLocal: 'taken_at_local',
} as const satisfies Record<string, keyof MemoryRow>;
export type CorrectableField = keyof typeof CORRECTABLE;

/**
 * The user's own fields, which override no model column: a note, and `hidden` (a duplicate the user
 * chose not to keep: it leaves the timeline and search, its files stay; see {@link applyHidden}).
 */
export type UserField = CorrectableField | 'note' | 'hidden';

/** A field the user may correct (a journaled name read back from disk is only a string). */
export function isCorrectable(field: string): field is UserField {
  return field === 'note' || field === 'hidden' || Object.hasOwn(CORRECTABLE, field);
}

export function userValues(row: Pick<MemoryRow, 'user_json'>): Partial<Record<UserField, string | null>> {
  try {
    return JSON.parse(row.user_json) as Partial<Record<UserField, string | null>>;
  } catch {
    return {};
  }
}

/**
 * The memory as people see it: the user's corrections over the models' output. Model columns keep
 * what the models said (a re-run rewrites only them); every reader goes through this merge.
 */
export function effective<R extends Pick<MemoryRow, 'user_json'>>(row: R): R {
  const user = userValues(row);
  if (Object.keys(user).length === 0) return row;
  const out = { ...row };
  for (const [field, column] of Object.entries(CORRECTABLE) as Array<[CorrectableField, keyof MemoryRow]>) {
    if (field in user) (out as Record<string, unknown>)[column] = user[field] ?? null;
  }
  return out;
}

/** The store's copies of what people see, for filters and sorting in the query (see the schema). */
export function effectiveColumns(row: MemoryRow): Pick<MemoryRow, 'effective_local' | 'effective_place' | 'has_text'> {
  const shown = effective(row);
  return {
    effective_local: shown.taken_at_local,
    effective_place: shown.place_label,
    has_text: Boolean(shown.ocr_text?.trim() || shown.transcript?.trim()),
  };
}

/**
 * Writes a person's correction onto the row (`null` takes it back). The text vectors follow the
 * words the user gave, so they are due again. Returns the file to read again when a time the user
 * had set is taken back: the ingest wrote the user's time over the file's.
 */
export function applyCorrection(row: MemoryRow, field: UserField, value: string | null): { rereadFile: string | null } {
  // One spelling of a wall clock in the store (a datetime-local input leaves the seconds out).
  const corrected = field === 'takenAtLocal' && value?.length === 16 ? `${value}:00` : value;
  const user = userValues(row);
  const hadTime = user.takenAtLocal !== undefined;
  if (corrected === null) delete user[field];
  else user[field] = corrected;
  row.user_json = JSON.stringify(user);
  const states = JSON.parse(row.stages_json) as Record<string, unknown>;
  delete states.text;
  const reread = field === 'takenAtLocal' && corrected === null && hadTime;
  if (reread) delete states.time;
  row.stages_json = JSON.stringify(states);
  return { rereadFile: reread ? row.path : null };
}

/** The tombstone reason of a memory the user hid: its files are there, so a re-scan must not revive it. */
export const HIDDEN_REASON = 'hidden by you';

/**
 * A hidden memory is tombstoned, so every reader that leaves deleted memories out (timeline, search,
 * events, answers) leaves it out too, with no filter of its own; unhiding lifts only this tombstone,
 * never one for a file that is really gone. Called on every save, so a re-index keeps it hidden.
 */
export function applyHidden(row: MemoryRow, now: number): void {
  const hidden = userValues(row).hidden != null;
  if (hidden && row.deleted_at === null) {
    row.deleted_at = now;
    row.deleted_reason = HIDDEN_REASON;
  } else if (!hidden && row.deleted_at !== null && row.deleted_reason === HIDDEN_REASON) {
    row.deleted_at = null;
    row.deleted_reason = null;
  }
}
