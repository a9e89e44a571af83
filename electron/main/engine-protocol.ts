import { z } from 'zod';
import { MEDIA_KINDS } from '../engine/media/media-access';

/**
 * Messages between Electron main and the engine's utility process. Both sides parse what they
 * receive: a message that does not fit is a bug worth a clear error, not a silent undefined.
 */

export const ToEngine = z.discriminatedUnion('type', [
  /** `name` and `input` are checked in the engine process by `handleCall`, the one trust boundary. */
  z.object({ type: z.literal('call'), id: z.number().int(), name: z.string(), input: z.unknown() }),
  /**
   * A media URL (`mnemo-media://<kind>/<memoryId>`) to answer: the engine process, which holds the
   * library, checks it and names the file (a `MediaAnswer` in a `result`); main streams the bytes.
   * Not part of the renderer's API: a path never reaches the page.
   */
  z.object({ type: z.literal('media'), id: z.number().int(), kind: z.enum(MEDIA_KINDS), memoryId: z.string() }),
  /** Flush and exit; main waits a grace period, then kills. */
  z.object({ type: z.literal('close') }),
]);
export type ToEngine = z.infer<typeof ToEngine>;

export const FromEngine = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), warning: z.string().nullable() }),
  z.object({ type: z.literal('result'), id: z.number().int(), value: z.unknown() }),
  z.object({ type: z.literal('error'), id: z.number().int(), message: z.string() }),
  z.object({ type: z.literal('notification'), name: z.string(), payload: z.unknown() }),
  /** Sent just before the process exits on an unrecoverable error, so main can say why it crashed. */
  z.object({ type: z.literal('fatal'), message: z.string() }),
]);
export type FromEngine = z.infer<typeof FromEngine>;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
