/**
 * Long edge of the grid thumbnail, the tile's image on displays up to 1.25× (timeline tiles are
 * ~170 CSS px). Decoding images is most of what a scroll costs the page, and the 400 px thumbnail
 * has 4× the pixels of a 200 px one.
 */
export const GRID_THUMBNAIL_EDGE = 200;

/**
 * Where the grid thumbnail of a thumbnail (its path under the library) lies: beside it, so the
 * stored thumbnail path names both and the database needs no column. Sharp-free: media-access.ts
 * (Electron main too) reads it. Memories the grid-thumbnail stage has not reached yet and those
 * whose thumbnail is no larger than it have none; whoever serves it falls back to the thumbnail.
 */
export function gridThumbnailPath(thumbnail: string): string {
  return thumbnail.replace(/(\.[A-Za-z0-9]+)?$/, '.grid.webp');
}

/** Whether a served file is a grid thumbnail, not the thumbnail standing in for one. */
export function isGridThumbnail(file: string): boolean {
  return file.endsWith('.grid.webp');
}
