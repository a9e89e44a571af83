import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The user's Pictures folder. On Linux this honours XDG user-dirs (a localised desktop may call it
 * "Bilder" or "Images"), elsewhere the OS convention.
 */
export function picturesFolder(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  const home = env.HOME ?? env.USERPROFILE ?? os.homedir();
  if (platform === 'linux') {
    const configHome = env.XDG_CONFIG_HOME ?? path.join(home, '.config');
    const fromUserDirs = readXdgUserDir(path.join(configHome, 'user-dirs.dirs'), 'XDG_PICTURES_DIR', home);
    if (fromUserDirs) return fromUserDirs;
  }
  return path.join(home, 'Pictures');
}

function readXdgUserDir(file: string, key: string, home: string): string | null {
  if (!existsSync(file)) return null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = new RegExp(`^${key}="(.*)"\\s*$`).exec(line.trim());
    if (match?.[1]) return match[1].replace(/^\$HOME/, home);
  }
  return null;
}

/** Where a library lives when neither --library nor MNEMO_LIBRARY says: the OS app-data folder. */
export function defaultLibraryDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  const home = env.HOME ?? env.USERPROFILE ?? os.homedir();
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Mnemo', 'library');
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Mnemo', 'library');
  return path.join(env.XDG_DATA_HOME ?? path.join(home, '.local', 'share'), 'mnemo', 'library');
}

export function resolveLibraryDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(flag ?? env.MNEMO_LIBRARY ?? defaultLibraryDir(env));
}
