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

export function userValues(row: Pick<MemoryRow, 'user_json'>): Partial<Record<CorrectableField | 'note', string | null>> {
  try {
    return JSON.parse(row.user_json) as Partial<Record<CorrectableField | 'note', string | null>>;
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
