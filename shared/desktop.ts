import { z } from 'zod';

/**
 * What only the desktop app offers the page, beside the engine's API: moving files to the OS trash
 * (Electron's shell.trashItem, in main: the engine never deletes a file). Main checks every path
 * against its memory before it moves anything, so the page cannot name arbitrary files.
 */
export const TrashRequest = z.array(z.object({ memoryId: z.string().min(1), path: z.string().min(1) })).min(1).max(1000);
export type TrashRequest = z.infer<typeof TrashRequest>;

export interface MnemoDesktop {
  trashFiles(files: TrashRequest): Promise<{ trashed: number }>;
}

export const TRASH_CHANNEL = 'mnemo:desktop:trashFiles';
