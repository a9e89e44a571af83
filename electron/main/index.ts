import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, ipcMain, Menu, nativeImage, protocol, screen, session, shell, Tray, type BrowserWindow } from 'electron';
import { TRASH_CHANNEL } from '../../shared/desktop';
import { Memory } from '../../shared/memory';
import { apiNames, callChannel, notificationChannel, type BridgeNotificationName } from '../../shared/ipc';
import { resolveLibraryDir } from '../engine/settings/locations';
import { MEDIA_SCHEME } from '../engine/media/media-answer';
import { appMenuTemplate, PauseState, trayMenuTemplate, trayTooltip, type MenuActions } from './app-menu';
import { EngineClient } from './engine-client';
import { forkEngine } from './engine-fork';
import { createMediaHandler, mediaScheme } from './media-protocol';
import { isRequestAllowed, type NetworkPolicy } from './network-policy';
import { trashFiles } from './trash';
import { createMainWindow, denyPermissions, hardenContents, isAppUrl } from './window';
import { keepWindowState, loadWindowState, placeWindow } from './window-state';

// Resolved here, in the entry, because modules shared with engine-process may be emitted into out/main/chunks/.
const here = import.meta.dirname;
const location = {
  preload: join(here, '../preload/index.cjs'),
  rendererFile: join(here, '../renderer/index.html'),
  devServerUrl: app.isPackaged ? null : (process.env.ELECTRON_RENDERER_URL ?? null),
};
const appUrl = location.devServerUrl ?? pathToFileURL(location.rendererFile).href;
const network: NetworkPolicy = { rendererDir: join(here, '../renderer'), devServerUrl: location.devServerUrl };
// Shipped beside app.asar (electron-builder extraResources); in a checkout, the repo's resources/.
const iconFile = app.isPackaged ? join(process.resourcesPath, 'icon.png') : join(here, '../../resources/icon.png');

// One folder for the window's own data in development and in the package (the npm name is lower case).
app.setPath('userData', join(app.getPath('appData'), 'Mnemo'));
// Both must happen before `ready`: every renderer sandboxed, and the media scheme's privileges.
app.enableSandbox();
protocol.registerSchemesAsPrivileged([mediaScheme]);

if (app.requestSingleInstanceLock()) run();
else app.quit();

function run(): void {
  let window: BrowserWindow | null = null;
  let tray: Tray | null = null;
  const send = (name: BridgeNotificationName, payload: unknown): void => {
    if (window && !window.isDestroyed()) window.webContents.send(notificationChannel(name), payload);
  };

  // The same library as the CLI and `npm run serve` (MNEMO_LIBRARY, else the OS app-data folder).
  const libraryDir = resolveLibraryDir(undefined);
  const engine = new EngineClient({
    spawn: () => forkEngine(join(here, 'engine-process.js'), libraryDir),
    onNotification: (name, payload) => {
      if (name === 'progress') pause.update(pausedOf(payload));
      send(name, payload);
    },
    onState: (state) => {
      send('engineState', state);
      if (state.state === 'ready') {
        void engine.call('getSettings', {}).then((settings) => pause.update(pausedOf(settings)), () => undefined);
      } else pause.update(null);
    },
  });

  const pause = new PauseState(
    async (paused) => {
      const settings = await engine.call('pauseAll', { paused });
      // The window shows the pause from `progress`; tell it now rather than at the next batch.
      void engine.call('status', {}).then((status) => send('progress', status), () => undefined);
      return { paused: pausedOf(settings) ?? paused };
    },
    () => refreshMenus(),
  );

  const actions: MenuActions = {
    togglePause: () => void pause.toggle().catch((error: unknown) => console.error('[mnemo] pausing failed:', error)),
    showWindow: () => showWindow(),
    quit: () => app.quit(),
  };
  const menuState = () => ({ paused: pause.paused, platform: process.platform, dev: !app.isPackaged });
  const refreshMenus = (): void => {
    if (!app.isReady()) return;
    Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(menuState(), actions)));
    if (tray && !tray.isDestroyed()) {
      tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(menuState(), actions)));
      tray.setToolTip(trayTooltip(menuState()));
    }
  };

  // One handler per declared call, so a new entry in apiCalls needs no edit here.
  for (const name of apiNames) {
    ipcMain.handle(callChannel(name), (event, input: unknown) => {
      const fromApp = window !== null && event.sender === window.webContents && isAppUrl(event.senderFrame?.url ?? '', appUrl);
      if (!fromApp) throw new Error(`Mnemo call "${name}" refused: it did not come from the app's window`);
      return engine.call(name, input);
    });
  }
  ipcMain.handle(TRASH_CHANNEL, (event, input: unknown) => {
    const fromApp = window !== null && event.sender === window.webContents && isAppUrl(event.senderFrame?.url ?? '', appUrl);
    if (!fromApp) throw new Error('moving files to the trash refused: the request did not come from the app\'s window');
    return trashFiles(input, {
      pathsOf: async (memoryId) => Memory.nullable().parse(await engine.call('getMemory', { id: memoryId }))?.paths ?? null,
      trashItem: (file) => shell.trashItem(file),
    });
  });

  const stateFile = join(app.getPath('userData'), 'window-state.json');
  const openWindow = (): void => {
    const displays = screen.getAllDisplays();
    const primary = screen.getPrimaryDisplay();
    // The primary display first: placeWindow falls back to it.
    const areas = [primary, ...displays.filter((d) => d.id !== primary.id)].map((d) => d.workArea);
    const opened = createMainWindow(location, placeWindow(loadWindowState(stateFile), areas), existsSync(iconFile) ? iconFile : null);
    keepWindowState(opened, stateFile, { onError: (error) => console.error('[mnemo] saving the window state failed:', error) });
    // A reloaded page missed earlier engineState notifications; give it the current one.
    opened.webContents.on('did-finish-load', () => send('engineState', engine.state));
    opened.on('closed', () => (window = null));
    window = opened;
  };
  const showWindow = (): void => {
    if (!window) return openWindow();
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };

  app.on('web-contents-created', (_event, contents) => hardenContents(contents, appUrl));
  app.on('second-instance', () => showWindow());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting) return;
    // Let the engine flush its writes before the app goes away.
    event.preventDefault();
    quitting = true;
    void engine.stop().finally(() => app.quit());
  });

  void app.whenReady().then(() => {
    const ses = session.defaultSession;
    denyPermissions(ses);
    ses.setSpellCheckerEnabled(false);
    ses.webRequest.onBeforeRequest((details, callback) => {
      const allowed = isRequestAllowed(details.url, network);
      if (!allowed) console.warn(`[mnemo] blocked a request from the window: ${details.url.slice(0, 200)}`);
      callback({ cancel: !allowed });
    });
    protocol.handle(MEDIA_SCHEME, createMediaHandler((kind, memoryId) => engine.media(kind, memoryId)));
    engine.start();
    refreshMenus();
    tray = createTray();
    refreshMenus();
    openWindow();
    app.on('activate', () => {
      if (!window) openWindow();
    });
  });

  function createTray(): Tray | null {
    try {
      const image = nativeImage.createFromPath(iconFile);
      if (image.isEmpty()) return null;
      const created = new Tray(image.resize({ width: process.platform === 'darwin' ? 18 : 22 }));
      created.on('click', () => showWindow());
      return created;
    } catch (error) {
      // No system tray (some Linux desktops): the app menu still has the pause item.
      console.warn('[mnemo] no tray icon:', error);
      return null;
    }
  }
}

function pausedOf(value: unknown): boolean | null {
  const paused = (value as { paused?: unknown } | null)?.paused;
  return typeof paused === 'boolean' ? paused : null;
}
