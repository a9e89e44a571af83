import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The window's size, position and maximized state, kept in `<userData>/window-state.json` and
 * written atomically (temp file, fsync, rename): a crash mid-write leaves the old file, never half
 * of one. Electron-free; window.ts wires it to a BrowserWindow.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const WindowState = z.object({
  version: z.literal(1),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowState>;

export interface WindowSizing {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

export const defaultSizing: WindowSizing = { width: 1120, height: 780, minWidth: 640, minHeight: 480 };

/** The saved state, or null when there is none or it is unreadable (then the defaults apply). */
export function loadWindowState(file: string): WindowState | null {
  try {
    const parsed = WindowState.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveWindowState(file: string, state: WindowState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify(state, null, 2) + '\n');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/**
 * Where to open the window: the saved bounds when enough of them is on a display that exists now
 * (a monitor may have been unplugged, or the resolution lowered), sized to fit that display;
 * otherwise the default size, centred by the OS (no x/y).
 */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rect[], sizing: WindowSizing = defaultSizing): WindowState {
  const fallback: WindowState = { version: 1, width: sizing.width, height: sizing.height, maximized: saved?.maximized ?? false };
  const primary = workAreas[0];
  if (primary) {
    fallback.width = Math.min(fallback.width, primary.width);
    fallback.height = Math.min(fallback.height, primary.height);
  }
  if (!saved) return fallback;
  const width = Math.max(sizing.minWidth, saved.width);
  const height = Math.max(sizing.minHeight, saved.height);
  if (saved.x === undefined || saved.y === undefined) {
    return { ...fallback, width: primary ? Math.min(width, primary.width) : width, height: primary ? Math.min(height, primary.height) : height };
  }
  const rect = { x: saved.x, y: saved.y, width, height };
  const display = workAreas.find((area) => grabbable(rect, area));
  if (!display) return { ...fallback, width: primary ? Math.min(width, primary.width) : width, height: primary ? Math.min(height, primary.height) : height };
  const fitWidth = Math.min(width, display.width);
  const fitHeight = Math.min(height, display.height);
  // Pull the window fully onto that display.
  const x = clamp(rect.x, display.x, display.x + display.width - fitWidth);
  const y = clamp(rect.y, display.y, display.y + display.height - fitHeight);
  return { version: 1, x, y, width: fitWidth, height: fitHeight, maximized: saved.maximized };
}

/** At least a title bar's worth of the window (100×40 px) is inside the work area. */
function grabbable(rect: Rect, area: Rect): boolean {
  const w = Math.min(rect.x + rect.width, area.x + area.width) - Math.max(rect.x, area.x);
  const h = Math.min(rect.y + rect.height, area.y + area.height) - Math.max(rect.y, area.y);
  return w >= Math.min(100, rect.width) && h >= Math.min(40, rect.height);
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/** The slice of BrowserWindow the keeper uses; tests pass a fake. */
export interface TrackedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  isDestroyed(): boolean;
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
}

/**
 * Saves the window's state shortly after it stops moving or resizing, and at once when it closes.
 * The normal (un-maximized) bounds are kept, so un-maximizing after a restart restores them.
 */
export function keepWindowState(window: TrackedWindow, file: string, options: { debounceMs?: number; onError?: (error: unknown) => void } = {}): { flush(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: WindowState | null = null;

  const capture = (): void => {
    if (window.isDestroyed() || window.isFullScreen()) return;
    const bounds = window.getNormalBounds();
    last = { version: 1, x: Math.round(bounds.x), y: Math.round(bounds.y), width: Math.round(bounds.width), height: Math.round(bounds.height), maximized: window.isMaximized() };
  };
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    capture();
    if (!last) return;
    try {
      saveWindowState(file, last);
    } catch (error) {
      options.onError?.(error);
    }
  };
  const schedule = (): void => {
    capture();
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 500);
  };

  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) window.on(event, schedule);
  window.on('close', flush);
  return { flush };
}
