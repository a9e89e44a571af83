import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { THUMBNAIL_WEBP } from '../../ingest/thumbnail';
import { PRIVATE_FILE_MODE } from '../../store/private-files';
import { GRID_THUMBNAIL_EDGE, gridThumbnailPath } from '../grid-thumbnail';
import type { PerceptionStage } from '../stage';

/**
 * The grid thumbnail (grid-thumbnail.ts), shrunk from the thumbnail. Made here and not beside the
 * thumbnail at ingest: its second encode cost the file lane ~2.5 CPU-ms a photo (bench:ingest fell
 * from 0.91 to 0.89 of its decode floor), and tiles show the thumbnail until it exists. Decoding a
 * 400 px thumbnail costs a few ms and needs no model, so it is always ready and quick (the runner makes
 * every memory's before any model stage runs), and old libraries get theirs from this stage too.
 *
 * The thumbnail stage (file lane) and the video stage, which write the thumbnail, make this one due
 * again. Written 0600 like the thumbnail, into the thumbnail's own (private) folder, under another
 * name first: the timeline may be reading the one it replaces.
 */
export const gridThumbnailStage: PerceptionStage = {
  name: 'grid-thumbnail',
  version: 1,
  appliesTo: (row) => row.thumbnail !== null,
  quick: true,
  ready: async () => null,
  async run(ctx) {
    const thumb = await ctx.thumbnail();
    if (!thumb || !ctx.row.thumbnail) return { skipped: 'no thumbnail' };
    const image = sharp(thumb);
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.max(width, height) <= GRID_THUMBNAIL_EDGE) return { skipped: 'the thumbnail is no larger than a grid thumbnail' };
    const webp = await image.resize(GRID_THUMBNAIL_EDGE, GRID_THUMBNAIL_EDGE, { fit: 'inside' }).webp(THUMBNAIL_WEBP).toBuffer();
    const out = path.join(ctx.libraryDir, gridThumbnailPath(ctx.row.thumbnail));
    await writeFile(`${out}.part`, webp, { mode: PRIVATE_FILE_MODE });
    await rename(`${out}.part`, out);
    return {};
  },
};
