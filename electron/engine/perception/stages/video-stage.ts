import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { StageError } from '../../pipeline/stage-error';
import { dropReplacedThumbnail, encodeThumbnail, phashOfPixels, THUMBNAIL_EDGE, thumbnailPath } from '../../ingest/thumbnail';
import { utcToLocal } from '../../store/local-time';
import { mkdirPrivate, PRIVATE_FILE_MODE } from '../../store/private-files';
import { extractPoster, FfmpegError, probeMedia } from '../../video/ffmpeg';
import type { PerceptionStage } from '../stage';

/**
 * A video's poster frame (its thumbnail, so CLIP, faces and duplicates can look at it), its duration
 * and size, and — for containers QuickTime metadata did not date (MPEG, MKV, WebM) — ffmpeg's
 * creation time. ffmpeg ships inside an npm package, so this is always ready.
 */
export const videoStage: PerceptionStage = {
  name: 'video',
  version: 1,
  invalidates: ['grid-thumbnail', 'clip', 'faces', 'duplicates'],
  appliesTo: (row) => row.kind === 'video',
  ready: async () => null,
  async run(ctx) {
    let info;
    let poster;
    try {
      info = await probeMedia(ctx.row.path, { signal: ctx.signal });
      poster = info.hasVideo ? await extractPoster(ctx.row.path, undefined, { signal: ctx.signal }) : null;
    } catch (err) {
      if (err instanceof FfmpegError) throw new StageError(err.message);
      throw err;
    }
    const patch: Awaited<ReturnType<PerceptionStage['run']>> = {
      duration_sec: ctx.row.duration_sec ?? info.durationSec,
      width: ctx.row.width ?? info.width,
      height: ctx.row.height ?? info.height,
    };
    if (poster) {
      // Video frames have no alpha. Hashed from the tile's pixels, as photos are (thumbnail.ts): a
      // JPEG tile's own hash (its decode shrinks on load) lands 2–4 bits from its original's, a WebP's 0–2.
      const rel = thumbnailPath(ctx.row.id, 'jpg');
      const out = path.join(ctx.libraryDir, rel);
      await mkdirPrivate(path.dirname(out));
      const { data, info } = await sharp(poster)
        .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const thumb = await encodeThumbnail(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }), 'jpg');
      await writeFile(out, thumb, { mode: PRIVATE_FILE_MODE });
      await dropReplacedThumbnail(ctx.libraryDir, ctx.row.thumbnail, rel);
      patch.thumbnail = rel;
      patch.phash = phashOfPixels(data, info.width, info.height, info.channels);
    }
    if (ctx.row.time_source === 'mtime' && info.creationTime) {
      const ms = info.creationTime.getTime();
      Object.assign(patch, { taken_at: ms, taken_at_local: utcToLocal(ms, 0), tz_offset_min: null, time_source: 'quicktime' });
    }
    return patch;
  },
};
