import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { TRASH_CHANNEL } from '../shared/desktop';
import { apiNames, callChannel, notificationChannel } from '../shared/ipc';
import { appMenuTemplate, PauseState, trayMenuTemplate, type MenuActions } from '../electron/main/app-menu';
import { isRequestAllowed } from '../electron/main/network-policy';
import { keepWindowState, loadWindowState, placeWindow, saveWindowState, type WindowState } from '../electron/main/window-state';
import { tempDir } from './support/temp';

let dir = '';
beforeAll(async () => {
  dir = await tempDir('electron-shell');
});

describe('window state', () => {
  const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];

  it('saves atomically and reads back; a missing, corrupt or foreign file gives null', () => {
    const file = path.join(dir, 'state', 'window-state.json');
    expect(loadWindowState(file)).toBeNull();
    const state: WindowState = { version: 1, x: 5, y: 6, width: 800, height: 600, maximized: true };
    saveWindowState(file, state);
    expect(loadWindowState(file)).toEqual(state);
    expect(readdirSync(path.dirname(file))).toEqual(['window-state.json']); // no temp file left
    writeFileSync(file, '{"version":1,"width":8');
    expect(loadWindowState(file)).toBeNull();
    writeFileSync(file, JSON.stringify({ version: 2, width: 1, height: 1, maximized: false }));
    expect(loadWindowState(file)).toBeNull();
  });

  it('a failed write leaves the previous file whole', () => {
    const file = path.join(dir, 'keep', 'window-state.json');
    saveWindowState(file, { version: 1, width: 800, height: 600, maximized: false });
    mkdirSync(`${file}.${process.pid}.tmp`); // the temp name is taken by a folder: the write fails
    expect(() => saveWindowState(file, { version: 1, width: 1, height: 1, maximized: false })).toThrow();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ width: 800 });
  });

  it('restores bounds that are on a display, and pulls them fully onto it', () => {
    expect(placeWindow({ version: 1, x: 100, y: 50, width: 1000, height: 700, maximized: false }, screen)).toEqual({ version: 1, x: 100, y: 50, width: 1000, height: 700, maximized: false });
    // Hanging off the right edge: moved back on.
    expect(placeWindow({ version: 1, x: 1500, y: 50, width: 1000, height: 700, maximized: false }, screen)).toMatchObject({ x: 920, y: 50 });
    // On a second monitor.
    const two = [...screen, { x: 1920, y: 0, width: 2560, height: 1440 }];
    expect(placeWindow({ version: 1, x: 2000, y: 100, width: 2000, height: 1200, maximized: true }, two)).toEqual({ version: 1, x: 2000, y: 100, width: 2000, height: 1200, maximized: true });
  });

  it('forgets a position on a display that is gone, and shrinks to fit a smaller screen', () => {
    expect(placeWindow({ version: 1, x: 3000, y: 100, width: 2000, height: 1200, maximized: false }, screen)).toEqual({ version: 1, width: 1920, height: 1080, maximized: false });
    expect(placeWindow(null, [{ x: 0, y: 0, width: 1024, height: 700 }])).toEqual({ version: 1, width: 1024, height: 700, maximized: false });
    expect(placeWindow({ version: 1, width: 10, height: 10, maximized: false }, screen)).toMatchObject({ width: 640, height: 480 });
  });

  it('saves the normal bounds shortly after a move or resize, and at once on close', () => {
    vi.useFakeTimers();
    const file = path.join(dir, 'kept', 'window-state.json');
    const window = Object.assign(new EventEmitter(), {
      bounds: { x: 1, y: 2, width: 700, height: 500 },
      maximized: false,
      getNormalBounds() { return this.bounds; },
      isMaximized() { return this.maximized; },
      isFullScreen: () => false,
      isDestroyed: () => false,
    });
    keepWindowState(window, file, { debounceMs: 300 });
    window.emit('resize');
    expect(existsSync(file)).toBe(false);
    vi.advanceTimersByTime(300);
    expect(loadWindowState(file)).toMatchObject({ x: 1, y: 2, width: 700 });
    window.bounds = { x: 9, y: 9, width: 900, height: 650 };
    window.maximized = true;
    window.emit('maximize');
    window.emit('close');
    expect(loadWindowState(file)).toEqual({ version: 1, x: 9, y: 9, width: 900, height: 650, maximized: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
});

describe('menus and pausing', () => {
  const actions = (): MenuActions & { log: string[] } => {
    const log: string[] = [];
    return { log, togglePause: () => log.push('toggle'), showWindow: () => log.push('show'), quit: () => log.push('quit') };
  };
  const items = (template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    template.flatMap((m) => [m, ...(Array.isArray(m.submenu) ? m.submenu : [])]);

  it('has a pause item in the app menu and the tray, disabled while the engine has not said', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const a = actions();
      const unknown = items(appMenuTemplate({ paused: null, platform, dev: false }, a)).find((i) => i.id === 'toggle-pause');
      expect(unknown, platform).toMatchObject({ label: 'Pause Indexing', enabled: false });
      const paused = items(appMenuTemplate({ paused: true, platform, dev: false }, a)).find((i) => i.id === 'toggle-pause')!;
      expect(paused).toMatchObject({ label: 'Resume Indexing', enabled: true });
      (paused.click as () => void)();
      expect(a.log).toEqual(['toggle']);
    }
    const tray = trayMenuTemplate({ paused: false, platform: 'linux', dev: false }, actions());
    expect(tray.map((i) => i.label ?? i.type)).toEqual(['Show Mnemo', 'Pause Indexing', 'separator', 'Quit Mnemo']);
  });

  it('keeps developer tools out of packaged builds, and has no links to the web', () => {
    const packaged = JSON.stringify(items(appMenuTemplate({ paused: false, platform: 'linux', dev: false }, actions())));
    expect(packaged).not.toContain('toggleDevTools');
    expect(packaged).not.toMatch(/https?:/);
    expect(JSON.stringify(appMenuTemplate({ paused: false, platform: 'linux', dev: true }, actions()))).toContain('toggleDevTools');
  });

  it('PauseState toggles through pauseAll, follows outside changes and ignores clicks while unknown or busy', async () => {
    const changes: Array<boolean | null> = [];
    const sent: boolean[] = [];
    const state = new PauseState(async (paused) => {
      sent.push(paused);
      return { paused };
    }, (p) => changes.push(p));
    await state.toggle();
    expect(sent).toEqual([]); // unknown yet
    state.update(false);
    await Promise.all([state.toggle(), state.toggle()]);
    expect(sent).toEqual([true]);
    expect(state.paused).toBe(true);
    state.update(null);
    expect(changes).toEqual([false, true, null]);
  });
});

describe('network policy of the window', () => {
  const policy = { rendererDir: '/app/out/renderer', devServerUrl: null };
  it('allows the built page, its assets and app media only', () => {
    expect(isRequestAllowed('file:///app/out/renderer/index.html', policy)).toBe(true);
    expect(isRequestAllowed('file:///app/out/renderer/assets/index-abc.js', policy)).toBe(true);
    expect(isRequestAllowed('mnemo-media://thumb/abc', policy)).toBe(true);
    expect(isRequestAllowed('data:image/png;base64,AAAA', policy)).toBe(true);
    for (const url of [
      'file:///app/out/renderer/../main/index.js',
      'file:///app/out/renderer-evil/x.js',
      'file:///etc/passwd',
      'file:///home/me/Pictures/secret.jpg',
      'https://fonts.gstatic.com/s/inter.woff2',
      'https://a.tile.openstreetmap.org/1/0/0.png',
      'http://127.0.0.1:11434/api/tags',
      'ws://localhost:5173/',
      'ftp://example.com/',
      'chrome://settings',
      'not a url',
    ]) {
      expect(isRequestAllowed(url, policy), url).toBe(false);
    }
  });

  it('under `npm run dev` also allows the dev server and its HMR socket, nothing else', () => {
    const dev = { ...policy, devServerUrl: 'http://localhost:5173/' };
    expect(isRequestAllowed('http://localhost:5173/src/main.tsx', dev)).toBe(true);
    expect(isRequestAllowed('ws://localhost:5173/?token=x', dev)).toBe(true);
    expect(isRequestAllowed('http://localhost:5174/', dev)).toBe(false);
    expect(isRequestAllowed('https://example.com/', dev)).toBe(false);
  });
});

describe('preload', () => {
  it('exposes exactly the typed API as window.mnemo (one function per call plus on) and the trash as window.mnemoDesktop, nothing of ipcRenderer', async () => {
    vi.resetModules();
    const exposed: Record<string, unknown> = {};
    const invoked: Array<[string, unknown]> = [];
    const listeners = new Map<string, (event: unknown, payload: unknown) => void>();
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (exposed[key] = value) },
      ipcRenderer: {
        invoke: async (channel: string, input: unknown) => void invoked.push([channel, input]),
        on: (channel: string, l: (event: unknown, payload: unknown) => void) => listeners.set(channel, l),
        removeListener: (channel: string) => listeners.delete(channel),
      },
    }));
    await import('../electron/preload/index');
    vi.doUnmock('electron');
    expect(Object.keys(exposed)).toEqual(['mnemo', 'mnemoDesktop']);
    const desktop = exposed.mnemoDesktop as Record<string, unknown>;
    expect(Object.keys(desktop)).toEqual(['trashFiles']);
    const files = [{ memoryId: 'm1', path: '/photos/a.jpg' }];
    await (desktop.trashFiles as (f: unknown) => Promise<unknown>)(files);
    expect(invoked.splice(0)).toEqual([[TRASH_CHANNEL, files]]);
    const bridge = exposed.mnemo as Record<string, unknown>;
    expect(Object.keys(bridge).sort()).toEqual([...apiNames, 'on'].sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
    await (bridge.status as (i: unknown) => Promise<unknown>)({});
    expect(invoked).toEqual([[callChannel('status'), {}]]);
    const payloads: unknown[] = [];
    const off = (bridge.on as (n: string, l: (p: unknown) => void) => () => void)('answerDelta', (p) => payloads.push(p));
    // The page's listener gets the payload only, never Electron's event object (which carries `sender`).
    listeners.get(notificationChannel('answerDelta'))!({ sender: 'ipc internals' }, { conversationId: 'c', delta: 'x' });
    expect(payloads).toEqual([{ conversationId: 'c', delta: 'x' }]);
    off();
    expect(listeners.has(notificationChannel('answerDelta'))).toBe(false);
    expect(() => (bridge.on as (n: string, l: () => void) => void)('not-a-notification', () => undefined)).toThrow(/Unknown Mnemo notification/);
  });
});
