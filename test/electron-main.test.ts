import { EventEmitter } from 'node:events';
import { statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import type { ApiName, NotificationName } from '../shared/contract';
import { TRASH_CHANNEL } from '../shared/desktop';
import { apiNames, callChannel, notificationChannel } from '../shared/ipc';
import type { Engine } from '../electron/engine/engine';
import { contractApi } from '../electron/engine/handlers/contract';
import type { Handlers } from '../electron/engine/handlers/types';
import { serveEngine } from '../electron/main/engine-host';

/**
 * Electron main's entry (electron/main/index.ts) run in Node against a stand-in for the `electron`
 * module — nothing here can launch Electron — with the real EngineClient, engine host and media
 * code behind it: the fake `utilityProcess.fork` runs `serveEngine` in this process over a message
 * channel that structured-clones like the real one.
 */

/** What the tests read of a window the stand-in BrowserWindow made. */
interface FakeWindow extends EventEmitter {
  options: BrowserWindowConstructorOptions;
  loaded: string | null;
  webContents: EventEmitter & { sent: Array<[string, unknown]> };
}
/** The handlers main installs on the session: called here with stand-in arguments. */
type Handler<R> = (...args: unknown[]) => R;
/** Electron types a utility process's env as an empty interface; main passes a process env. */
type ForkOptions = { env?: NodeJS.ProcessEnv };

const fake = vi.hoisted(() => {
  const order: string[] = [];
  const handlers = new Map<string, (event: unknown, input: unknown) => unknown>();
  const appEvents = new Map<string, Array<(...args: unknown[]) => void>>();
  const windows: FakeWindow[] = [];
  const menus: { app: MenuItemConstructorOptions[][]; tray: MenuItemConstructorOptions[][] } = { app: [], tray: [] };
  const state = {
    protocolHandler: null as null | ((request: Request) => Promise<Response>),
    beforeRequest: null as null | ((details: { url: string }, cb: (r: { cancel: boolean }) => void) => void),
    permissionRequest: null as null | Handler<void>,
    permissionCheck: null as null | Handler<boolean>,
    deviceCheck: null as null | Handler<boolean>,
    spellcheck: true as boolean,
    forked: [] as Array<{ modulePath: string; options: ForkOptions }>,
    spawnChild: null as null | ((modulePath: string, options: ForkOptions) => EventEmitter),
    quitCalls: 0,
    userData: '',
    readyResolve: null as null | (() => void),
  };
  return { order, handlers, appEvents, windows, menus, state };
});

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events');
  const { order, handlers, appEvents, windows, menus, state } = fake;
  const ready = new Promise<void>((resolve) => (state.readyResolve = resolve));
  const app = {
    isPackaged: false,
    enableSandbox: () => order.push('enableSandbox'),
    requestSingleInstanceLock: () => (order.push('requestSingleInstanceLock'), true),
    on: (event: string, listener: (...args: unknown[]) => void) => {
      appEvents.set(event, [...(appEvents.get(event) ?? []), listener]);
      return app;
    },
    whenReady: () => ready,
    isReady: () => order.includes('ready'),
    getPath: (name: string) => (name === 'appData' ? process.env.FAKE_APP_DATA! : state.userData),
    setPath: (name: string, value: string) => {
      order.push(`setPath:${name}`);
      if (name === 'userData') state.userData = value;
    },
    quit: () => {
      state.quitCalls += 1;
      const event = { defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
      for (const l of appEvents.get('before-quit') ?? []) l(event);
    },
  };
  class BrowserWindow extends EventEmitter {
    webContents = Object.assign(new EventEmitter(), { sent: [] as Array<[string, unknown]>, send(channel: string, payload: unknown) { this.sent.push([channel, payload]); } });
    options: BrowserWindowConstructorOptions;
    loaded: string | null = null;
    constructor(options: BrowserWindowConstructorOptions) {
      super();
      this.options = options;
      windows.push(this);
    }
    loadFile(file: string) { this.loaded = `file:${file}`; return Promise.resolve(); }
    loadURL(url: string) { this.loaded = url; return Promise.resolve(); }
    isDestroyed() { return false; }
    isMinimized() { return false; }
    isMaximized() { return false; }
    isFullScreen() { return false; }
    getNormalBounds() { return { x: 10, y: 20, width: 900, height: 700 }; }
    maximize() {}
    restore() {}
    show() {}
    focus() {}
  }
  return {
    app,
    BrowserWindow,
    ipcMain: { handle: (channel: string, handler: (event: unknown, input: unknown) => unknown) => void handlers.set(channel, handler) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown) => order.push(`registerSchemes:${JSON.stringify(schemes)}`),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        order.push(`handle:${scheme}`);
        state.protocolHandler = handler;
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: Handler<void>) => (state.permissionRequest = h),
        setPermissionCheckHandler: (h: Handler<boolean>) => (state.permissionCheck = h),
        setDevicePermissionHandler: (h: Handler<boolean>) => (state.deviceCheck = h),
        setSpellCheckerEnabled: (on: boolean) => (state.spellcheck = on),
        webRequest: { onBeforeRequest: (l: NonNullable<typeof state.beforeRequest>) => (state.beforeRequest = l) },
      },
    },
    screen: {
      getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
      getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
    },
    Menu: {
      buildFromTemplate: (template: MenuItemConstructorOptions[]) => ({ template }),
      setApplicationMenu: (menu: { template: MenuItemConstructorOptions[] }) => void menus.app.push(menu.template),
    },
    Tray: class {
      constructor() {}
      on() {}
      isDestroyed() { return false; }
      setContextMenu(menu: { template: MenuItemConstructorOptions[] }) { menus.tray.push(menu.template); }
      setToolTip() {}
    },
    nativeImage: { createFromPath: () => ({ isEmpty: () => false, resize: () => ({}) }) },
    nativeTheme: { shouldUseDarkColors: false },
    utilityProcess: {
      fork: (modulePath: string, _args: string[], options: ForkOptions) => {
        state.forked.push({ modulePath, options });
        return state.spawnChild!(modulePath, options);
      },
    },
  };
});

let base = '';
let photo = '';
const engineCalls: Array<{ name: string; input: unknown }> = [];
const engineListeners = new Map<string, Array<(payload: unknown) => void>>();
let paused = false;
let closed = 0;

function fakeEngine(): Engine {
  const answer = async (name: string, input: unknown): Promise<unknown> => {
    engineCalls.push({ name, input });
    switch (name) {
      case 'getSettings':
        return { paused, roots: [base] };
      case 'pauseAll':
        paused = (input as { paused: boolean }).paused;
        return { paused, roots: [base] };
      case 'status':
        return { paused, library: path.join(base, 'library') };
      case 'ask':
        for (const delta of ['Level 3, ', 'spot 42']) emit('answerDelta', { conversationId: 'c1', delta });
        emit('pullProgress', { source: 'ollama', id: 'qwen2.5:3b', status: 'success', completed: null, total: null, done: true, error: null });
        return { answer: 'Level 3, spot 42' };
      default:
        return { echo: name };
    }
  };
  const emit = (name: string, payload: unknown) => engineListeners.get(name)?.forEach((l) => l(payload));
  // Behind the engine's own input validation, as in openEngine: main and the host pass input on unchecked.
  const calls = contractApi(Object.fromEntries(apiNames.map((name) => [name, (input: unknown) => answer(name, input)])) as unknown as Handlers<ApiName>);
  return {
    ...calls,
    onNotification: (name: NotificationName, listener: (payload: unknown) => void) => {
      engineListeners.set(name, [...(engineListeners.get(name) ?? []), listener]);
      return () => undefined;
    },
    startWatching: async () => undefined,
    indexOnce: async () => ({ indexed: 0, errors: 0, pending: {} }),
    mediaMemory: async () => null,
    thumbnailNow: async () => null,
    close: async () => void (closed += 1),
  } as Engine;
}

const children: EventEmitter[] = [];

/** Device and inode of the checked file, as the media service puts them in its answer. */
function checkedIdentity(file: string): { dev: string; ino: string } {
  const info = statSync(file, { bigint: true });
  return { dev: String(info.dev), ino: String(info.ino) };
}

/** A child whose other end is `serveEngine` over the fake engine; messages are structured-cloned, asynchronously. */
function engineChild() {
  const child = new EventEmitter() as EventEmitter & { postMessage(m: unknown): void; kill(): boolean };
  children.push(child);
  let toHost: (event: { data: unknown }) => void = () => undefined;
  child.postMessage = (message) => setImmediate(() => toHost({ data: structuredClone(message) }));
  child.kill = () => (child.emit('exit', 9), true);
  serveEngine(
    {
      on: (_event, listener) => (toHost = listener),
      postMessage: (message) => setImmediate(() => child.emit('message', structuredClone(message))),
    },
    async () => fakeEngine(),
    (code) => setImmediate(() => child.emit('exit', code)),
    {
      media: () => async (kind, memoryId) =>
        memoryId === 'a'.repeat(32)
          ? { ok: true, path: photo, ...checkedIdentity(photo), contentType: 'image/jpeg', cacheControl: 'private, no-cache' }
          : { ok: false, status: 404, reason: 'no-memory', message: `no memory ${memoryId} (${kind})` },
    },
  );
  return child;
}

const invoke = (name: string, input: unknown, sender?: unknown, url?: string) => {
  const window = fake.windows[0]!;
  const event = { sender: sender ?? window.webContents, senderFrame: { url: url ?? window.loaded?.replace(/^file:/, 'file://') } };
  return Promise.resolve().then(() => fake.handlers.get(callChannel(name as never))!(event, input));
};
const sentNotifications = (name: string) => fake.windows[0]!.webContents.sent.filter(([channel]) => channel === notificationChannel(name as never)).map(([, p]) => p);

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-electron-main-'));
  photo = path.join(base, 'photo.jpg');
  await writeFile(photo, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
  process.env.FAKE_APP_DATA = path.join(base, 'appData');
  process.env.MNEMO_LIBRARY = path.join(base, 'library');
  fake.state.spawnChild = () => engineChild();
  await import('../electron/main/index');
  fake.order.push('ready');
  fake.state.readyResolve!();
  await vi.waitFor(() => expect(fake.windows).toHaveLength(1));
  await vi.waitFor(() => expect(sentNotifications('engineState')).toContainEqual({ state: 'ready', warning: null }));
});

afterAll(async () => {
  delete process.env.MNEMO_LIBRARY;
  await rm(base, { recursive: true, force: true });
});

describe('electron main: start-up', () => {
  it('sandboxes every renderer and registers the media scheme before ready, and takes the single-instance lock', () => {
    const ready = fake.order.indexOf('ready');
    expect(fake.order.indexOf('enableSandbox')).toBeLessThan(ready);
    const registered = fake.order.findIndex((o) => o.startsWith('registerSchemes:'));
    expect(registered).toBeGreaterThanOrEqual(0);
    expect(registered).toBeLessThan(ready);
    expect(JSON.parse(fake.order[registered]!.slice('registerSchemes:'.length))).toEqual([
      { scheme: 'mnemo-media', privileges: expect.objectContaining({ standard: true, secure: true, stream: true, bypassCSP: false, corsEnabled: false }) },
    ]);
    // userData is fixed before the lock (which lives there) is taken.
    expect(fake.order.indexOf('setPath:userData')).toBeLessThan(fake.order.indexOf('requestSingleInstanceLock'));
    expect(fake.order.indexOf('handle:mnemo-media')).toBeGreaterThan(ready);
  });

  it('opens one window with the secure web preferences and the remembered size', () => {
    const [window] = fake.windows;
    expect(fake.windows).toHaveLength(1);
    expect(window!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(window!.options.webPreferences?.preload).toMatch(/preload[/\\]index\.cjs$/);
    expect(window!.loaded).toMatch(/^file:.*renderer[/\\]index\.html$/);
    expect(window!.options).toMatchObject({ width: 1120, height: 780 });
  });

  it('forks the engine in a utility process with the library folder', () => {
    expect(fake.state.forked[0]!.modulePath).toMatch(/engine-process\.js$/);
    expect(fake.state.forked[0]!.options.env?.MNEMO_LIBRARY).toBe(path.join(base, 'library'));
  });

  it('denies every permission, disables the spellchecker (no dictionary downloads) and filters requests', () => {
    const answers: boolean[] = [];
    fake.state.permissionRequest!({}, 'media', (ok: boolean) => answers.push(ok));
    expect(answers).toEqual([false]);
    expect(fake.state.permissionCheck!({}, 'notifications')).toBe(false);
    expect(fake.state.deviceCheck!({})).toBe(false);
    expect(fake.state.spellcheck).toBe(false);
    const decide = (url: string) => {
      let cancel: boolean | undefined;
      fake.state.beforeRequest!({ url }, (r) => (cancel = r.cancel));
      return cancel;
    };
    expect(decide('https://fonts.googleapis.com/css')).toBe(true);
    expect(decide('https://tile.openstreetmap.org/1/1/1.png')).toBe(true);
    expect(decide('file:///etc/passwd')).toBe(true);
    expect(decide(`mnemo-media://thumb/${'a'.repeat(32)}`)).toBe(false);
    expect(decide(fake.windows[0]!.loaded!.replace(/^file:/, 'file://'))).toBe(false);
  });
});

describe('electron main: IPC and notifications', () => {
  it('has one handler per contract call (and the desktop-only trash) and forwards calls to the engine process, which validates them', async () => {
    expect([...fake.handlers.keys()].sort()).toEqual([...apiNames.map((n) => callChannel(n)), TRASH_CHANNEL].sort());
    await expect(invoke('listMemories', { limit: 3 })).resolves.toEqual({ echo: 'listMemories' });
    expect(engineCalls.at(-1)).toEqual({ name: 'listMemories', input: { offset: 0, limit: 3 } });
    await expect(invoke('addRoot', { path: 42 })).rejects.toThrow(/Invalid input for Mnemo call "addRoot"/);
    await expect(invoke('listMemories', { limit: -1 })).rejects.toThrow(/"listMemories"/);
  });

  it('refuses calls from anything but the app’s own page', async () => {
    await expect(invoke('status', {}, { other: true })).rejects.toThrow(/did not come from the app's window/);
    await expect(invoke('status', {}, undefined, 'https://evil.example/')).rejects.toThrow(/did not come from the app's window/);
  });

  it('delivers streamed answers and pull progress to the window as notifications', async () => {
    await invoke('ask', { question: 'Where did I park?' });
    await vi.waitFor(() => expect(sentNotifications('pullProgress')).toHaveLength(1));
    expect(sentNotifications('answerDelta')).toEqual([
      { conversationId: 'c1', delta: 'Level 3, ' },
      { conversationId: 'c1', delta: 'spot 42' },
    ]);
  });
});

describe('electron main: media protocol', () => {
  it('streams the file the engine process names, and passes its refusals on', async () => {
    const ok = await fake.state.protocolHandler!(new Request(`mnemo-media://original/${'a'.repeat(32)}`));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]));
    const missing = await fake.state.protocolHandler!(new Request(`mnemo-media://thumb/${'b'.repeat(32)}`));
    expect(missing.status).toBe(404);
    expect((await fake.state.protocolHandler!(new Request('mnemo-media://thumb/..%2fsettings.json'))).status).toBe(400);
  });
});

describe('electron main: engine crash', () => {
  it('tells the window, restarts the utility process with back-off, and is ready again', async () => {
    const forks = fake.state.forked.length;
    const before = sentNotifications('engineState').length;
    // The engine process dies the way a native crash ends it.
    const lastChild = children.at(-1)!;
    lastChild.emit('exit', 134);
    await vi.waitFor(() => expect(sentNotifications('engineState').slice(before)).toContainEqual(expect.objectContaining({ state: 'restarting', attempt: 1, delayMs: 1000 })));
    await expect(invoke('status', {})).rejects.toThrow(/restarting/);
    await vi.waitFor(() => expect(fake.state.forked.length).toBe(forks + 1), { timeout: 3_000 });
    await vi.waitFor(() => expect(sentNotifications('engineState').at(-1)).toEqual({ state: 'ready', warning: null }));
    await expect(invoke('status', {})).resolves.toMatchObject({ library: path.join(base, 'library') });
  });
});

describe('electron main: pause from the menu, and quitting', () => {
  const pauseItem = (template: MenuItemConstructorOptions[]): MenuItemConstructorOptions | undefined =>
    template.flatMap((m) => (Array.isArray(m.submenu) ? m.submenu : [m])).find((i) => i.id === 'toggle-pause');
  /** Main's menu items ignore the arguments Electron passes to click. */
  const clickPause = (template: MenuItemConstructorOptions[]): void => {
    const click = pauseItem(template)?.click as (() => void) | undefined;
    if (!click) throw new Error('the menu has no clickable Pause item');
    click();
  };

  it('shows Pause Indexing once the engine is ready, and toggles pauseAll from the menu and the tray', async () => {
    await vi.waitFor(() => expect(pauseItem(fake.menus.app.at(-1)!)).toMatchObject({ label: 'Pause Indexing', enabled: true }));
    clickPause(fake.menus.tray.at(-1)!);
    await vi.waitFor(() => expect(pauseItem(fake.menus.app.at(-1)!)).toMatchObject({ label: 'Resume Indexing' }));
    expect(engineCalls.filter((c) => c.name === 'pauseAll').at(-1)?.input).toEqual({ paused: true });
    // The window hears about it too.
    await vi.waitFor(() => expect(sentNotifications('progress').at(-1)).toMatchObject({ paused: true }));
    clickPause(fake.menus.app.at(-1)!);
    await vi.waitFor(() => expect(pauseItem(fake.menus.tray.at(-1)!)).toMatchObject({ label: 'Pause Indexing' }));
  });

  it('follows a pause made in the window (progress notifications)', async () => {
    for (const l of engineListeners.get('progress') ?? []) l({ paused: true });
    await vi.waitFor(() => expect(pauseItem(fake.menus.app.at(-1)!)).toMatchObject({ label: 'Resume Indexing' }));
  });

  it('saves the window state and lets the engine close before quitting', async () => {
    const window = fake.windows[0]!;
    window.emit('close');
    const { loadWindowState } = await import('../electron/main/window-state');
    expect(fake.state.userData).toBe(path.join(base, 'appData', 'Mnemo'));
    expect(loadWindowState(path.join(base, 'appData', 'Mnemo', 'window-state.json'))).toEqual({ version: 1, x: 10, y: 20, width: 900, height: 700, maximized: false });
    fake.state.quitCalls = 0;
    const { app } = await import('electron');
    app.quit();
    // The first quit is held back until the engine has closed; then main quits for real.
    await vi.waitFor(() => expect(closed).toBe(1));
    await vi.waitFor(() => expect(fake.state.quitCalls).toBe(2));
  });
});
