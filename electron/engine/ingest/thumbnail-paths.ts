import path from 'node:path';

/** Where thumbnails lie under the library folder. Sharp-free: media-access.ts (Electron main too) reads it. */
export function thumbnailPath(id: string): string {
  return path.join('thumbs', id.slice(0, 2), `${id}.webp`);
}

/**
 * Where the grid thumbnail of a thumbnail (its path under the library) lies: beside it, so the
 * stored thumbnail path names both and the database needs no column. Libraries made before it
 * existed, video posters and images no larger than the grid thumbnail have none; whoever serves it
 * falls back to the thumbnail (media-access.ts).
 */
export function gridThumbnailPath(thumbnail: string): string {
  return thumbnail.replace(/(\.[A-Za-z0-9]+)?$/, '.grid.webp');
}
