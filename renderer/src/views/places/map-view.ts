/**
 * The map's pan and zoom as one affine step from the projection's base coordinates to screen
 * pixels: screen = base × k + (x, y). Pure, so the component only wires events to it.
 */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

/** The base drawing (the projected world) and the element it is shown in, in pixels. */
export interface MapFrame {
  baseWidth: number;
  baseHeight: number;
  width: number;
  height: number;
}

/** How far one can zoom in: street blocks are not what a town-level map is for. */
export const MAX_ZOOM = 64;
export const ZOOM_STEP = 1.6;

/** The whole world, centred in the element. */
export function fitView(frame: MapFrame): MapView {
  const k = Math.min(frame.width / frame.baseWidth, frame.height / frame.baseHeight);
  return { k, x: (frame.width - frame.baseWidth * k) / 2, y: (frame.height - frame.baseHeight * k) / 2 };
}

/** Never smaller than the whole world, nor so far off that the world's middle leaves the screen. */
export function clampView(view: MapView, frame: MapFrame): MapView {
  const min = fitView(frame).k;
  const k = Math.min(min * MAX_ZOOM, Math.max(min, view.k));
  const w = frame.baseWidth * k;
  const h = frame.baseHeight * k;
  // The world always covers the element's centre lines: it can't be dragged out of sight.
  const clamp = (v: number, size: number, extent: number) => Math.min(size / 2, Math.max(size / 2 - extent, v));
  return { k, x: clamp(view.x, frame.width, w), y: clamp(view.y, frame.height, h) };
}

/** Zoom by `factor` keeping the screen point (cx, cy) where it is (the cursor, or the centre). */
export function zoomAt(view: MapView, frame: MapFrame, factor: number, cx: number, cy: number): MapView {
  const next = clampView({ ...view, k: view.k * factor }, frame);
  const f = next.k / view.k;
  return clampView({ k: next.k, x: cx - (cx - view.x) * f, y: cy - (cy - view.y) * f }, frame);
}

export function panBy(view: MapView, frame: MapFrame, dx: number, dy: number): MapView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, frame);
}

/** Centre a base point at zoom `k` (at least the current one). */
export function centreOn(view: MapView, frame: MapFrame, bx: number, by: number, k: number): MapView {
  const kk = Math.max(view.k, k);
  return clampView({ k: kk, x: frame.width / 2 - bx * kk, y: frame.height / 2 - by * kk }, frame);
}
