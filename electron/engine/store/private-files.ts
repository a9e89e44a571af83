import { chmod, mkdir, stat } from 'node:fs/promises';

/**
 * The library holds captions, OCR text, faces and thumbnails of someone's photos: nobody else on the
 * machine may read it. Its folders are 0700 and the files Mnemo writes there 0600. The folder's mode
 * is the real barrier — other users cannot even look inside — which is what protects the files
 * LanceDB writes itself (with the process umask, usually 0644) inside `db.lancedb/`; the file modes
 * are the second line, for a file copied out or a folder whose mode someone loosened. Windows has no
 * such modes (its ACLs already keep a user's app data to that user): nothing is changed there.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** mkdir -p, every folder it creates 0700. */
export async function mkdirPrivate(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** An existing folder readable or enterable by others (a library made by an older build) made 0700. */
export async function tightenDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const { mode } = await stat(dir);
  if ((mode & 0o077) !== 0) await chmod(dir, mode & PRIVATE_DIR_MODE);
}
