/**
 * A failure with a reason a person can read. `transient` failures (file busy, too many open files)
 * are retried with back-off; the rest are permanent and shown in status until the user retries.
 */
export class StageError extends Error {
  constructor(message: string, readonly transient = false) {
    super(message);
    this.name = 'StageError';
  }
}

const TRANSIENT_CODES = new Set(['EBUSY', 'EMFILE', 'ENFILE', 'EAGAIN', 'ETIMEDOUT', 'EIO']);

/** Turn whatever a library threw into a readable StageError. */
export function toStageError(err: unknown): StageError {
  if (err instanceof StageError) return err;
  const code = (err as NodeJS.ErrnoException | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  if (code === 'EACCES' || code === 'EPERM') return new StageError('cannot read the file: permission denied');
  if (code === 'EISDIR') return new StageError('is a folder, not a file');
  // Retried: space may come back (the user empties the trash), and nothing about the file is wrong.
  if (code === 'ENOSPC' || isDiskFull(message)) return new StageError('the disk is full: no space left to write what was read from this file', true);
  if (code && TRANSIENT_CODES.has(code)) return new StageError(`file temporarily unavailable (${code})`, true);
  return new StageError(readable(message));
}

/** libvips and friends speak in their own words; say what they mean. */
function readable(message: string): string {
  if (/pixel limit/i.test(message)) return 'image too large to decode safely (pixel count over the limit)';
  if (/premature end|truncated|unexpected end|end of (jpeg|file)|not enough data/i.test(message)) return 'the file is truncated: it ends before the image data does';
  // libvips sometimes reports a truncated or corrupt JPEG only as its failOn warning.
  if (/warning treated as error/i.test(message)) return 'the file is truncated or damaged: its image data is incomplete';
  if (/unsupported image format|bad seek|no decode/i.test(message)) return `this image format cannot be decoded here (${message.trim()})`;
  return message.trim().split('\n')[0] ?? 'unknown error';
}

/** Whether an error says the disk is full, in Node's words or the database's ("os error 28"). */
export function isDiskFull(message: string): boolean {
  return /ENOSPC|no space left on device|os error 28/i.test(message);
}
