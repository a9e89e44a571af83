import { copyFile, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Settings, defaultSettings } from '../../../shared/settings';
import { newerVersion, NewerSettingsError, recoverSettings } from './recover';

/**
 * settings.json with atomic writes: write a temp file, fsync, rename over the old one, so a crash
 * mid-write leaves either the old or the new settings, never half of one.
 */
export class SettingsFile {
  private current: Settings | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(readonly file: string) {}

  /**
   * The settings, read once. A damaged file is recovered field by field; if anything that decides
   * what is indexed was lost, the damaged file is kept beside this one and the library is paused
   * until the user checks it (`recovery` says what was lost). A newer build's file is refused.
   */
  async load(): Promise<Settings> {
    if (this.current) return this.current;
    let raw: string | null = null;
    try {
      raw = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (raw === null) {
      this.current = defaultSettings();
      return this.current;
    }
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      stored = null;
    }
    const newer = newerVersion(stored);
    if (newer !== null) throw new NewerSettingsError(this.file, newer);
    const whole = Settings.safeParse(stored);
    if (whole.success) {
      this.current = whole.data;
      return whole.data;
    }
    const { settings, lost } = recoverSettings(stored);
    // The file is rewritten with what could be read: the damaged one stays beside it, for the user.
    const keptAs = `${this.file}.damaged-${Date.now()}`;
    await copyFile(this.file, keptAs);
    if (lost.length > 0) {
      settings.paused = true;
      settings.recovery = { at: new Date().toISOString(), keptAs, lost };
    }
    this.current = settings;
    await this.write(settings);
    return settings;
  }

  async update(change: (s: Settings) => Settings): Promise<Settings> {
    const next = Settings.parse(change(structuredClone(await this.load())));
    this.current = next;
    await this.write(next);
    return next;
  }

  /** Serialised, so two quick updates can't interleave their renames. */
  private async write(settings: Settings): Promise<void> {
    this.writing = this.writing.then(() => writeAtomic(this.file, JSON.stringify(settings, null, 2) + '\n'));
    await this.writing;
  }
}

export async function writeAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const handle = await open(tmp, 'w', 0o600); // private: settings.json and library.json describe the user's folders
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}
