import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Settings, defaultSettings } from '../../../shared/settings';

/**
 * settings.json with atomic writes: write a temp file, fsync, rename over the old one, so a crash
 * mid-write leaves either the old or the new settings, never half of one.
 */
export class SettingsFile {
  private current: Settings | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(readonly file: string) {}

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
    const parsed = safeParse(raw);
    if (!parsed) {
      // Keep the unreadable file for the user rather than silently overwriting it.
      await rename(this.file, `${this.file}.corrupt-${Date.now()}`);
      this.current = defaultSettings();
      return this.current;
    }
    this.current = parsed;
    return parsed;
  }

  async update(change: (s: Settings) => Settings): Promise<Settings> {
    const next = Settings.parse(change(structuredClone(await this.load())));
    this.current = next;
    // Serialise writes so two quick updates can't interleave their renames.
    this.writing = this.writing.then(() => writeAtomic(this.file, JSON.stringify(next, null, 2) + '\n'));
    await this.writing;
    return next;
  }
}

function safeParse(raw: string): Settings | null {
  try {
    const result = Settings.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
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
