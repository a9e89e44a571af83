import { z } from 'zod';
import { defaultSettings, LlmSettingsSchema, Settings, SettingsRecovery } from '../../../shared/settings';

/** The settings version this build reads and writes. */
export const SETTINGS_VERSION = 1;

/** settings.json was written by a newer build: refused as it is, never reset or rewritten. */
export class NewerSettingsError extends Error {
  constructor(file: string, version: number) {
    super(`${file} was written by a newer Mnemo (settings version ${version}; this build reads version ${SETTINGS_VERSION}). Update Mnemo to open this library; the file was left untouched.`);
    this.name = 'NewerSettingsError';
  }
}

/** Lists of folders and patterns: the fields whose loss would widen what is indexed. */
const LIST_FIELDS = ['roots', 'excludedFolders', 'excludedPatterns', 'pausedRoots'] as const;

/**
 * Reads what can be read of a stored settings object, field by field. `lost` names every field that
 * could not be read whole; the caller then pauses the library, because a lost exclusion or pause
 * must never silently become "index everything". Ollama and model settings fall back to their
 * defaults field by field (a default there indexes nothing the user kept out).
 */
export function recoverSettings(raw: unknown): { settings: Settings; lost: string[] } {
  const settings = defaultSettings();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { settings: { ...settings, defaultRootApplied: true }, lost: ['the whole file'] };
  const stored = raw as Record<string, unknown>;
  const lost: string[] = [];
  if (stored.version !== SETTINGS_VERSION) lost.push('version');
  for (const field of LIST_FIELDS) {
    const value = stored[field];
    const items = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0) : [];
    if (!Array.isArray(value) || items.length !== value.length) lost.push(field);
    settings[field] = items;
  }
  if (typeof stored.paused === 'boolean') settings.paused = stored.paused;
  else lost.push('paused');
  // Unknown: the Pictures folder must not be added as a root behind the user's back.
  settings.defaultRootApplied = typeof stored.defaultRootApplied === 'boolean' ? stored.defaultRootApplied : true;
  if (typeof stored.defaultRootApplied !== 'boolean') lost.push('defaultRootApplied');
  settings.llm = LlmSettingsSchema.catch(settings.llm).parse(stored.llm ?? settings.llm);
  settings.perception = Settings.shape.perception.catch(settings.perception).parse(stored.perception ?? settings.perception);
  settings.recovery = SettingsRecovery.nullable().catch(null).parse(stored.recovery ?? null);
  return { settings, lost };
}

/** A stored file's version when it is a newer one than this build's, else null. */
export function newerVersion(raw: unknown): number | null {
  const version = z.object({ version: z.number() }).safeParse(raw);
  return version.success && version.data.version > SETTINGS_VERSION ? version.data.version : null;
}
