import type { MemoryRow } from '../store/schema';

/**
 * The video a memory has sound and moving frames in: a video's own file, or a Live Photo still's
 * MOV (ingest/live-photos.ts), whose speech and frames belong to the still's memory. null: none.
 */
export function motionSource(row: Pick<MemoryRow, 'kind' | 'path'> & Partial<Pick<MemoryRow, 'motion_path'>>): string | null {
  if (row.kind === 'video') return row.path;
  return row.motion_path ?? null;
}
