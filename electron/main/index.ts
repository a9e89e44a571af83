import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, ipcMain, session, type BrowserWindow } from 'electron';
import { apiNames, callChannel, eventChannel, type BridgeEventName } from '../../shared/ipc';
import { EngineClient } from './engine-client';
import { forkEngine } from './engine-fork';
import { createMainWindow, denyPermissions, hardenContents, isAppUrl } from './window';

// Resolved here, in the entry, because modules shared with engine-process may be emitted into out/main/chunks/.
const here = import.meta.dirname;
const location = {
  preload: join(here, '../preload/index.cjs'),
  rendererFile: join(here, '../renderer/index.html'),
  devServerUrl: app.isPackaged ? null : (process.env.ELECTRON_RENDERER_URL ?? null),
};
const appUrl = location.devServerUrl ?? pathToFileURL(location.rendererFile).href;

if (app.requestSingleInstanceLock()) run();
else app.quit();

function run(): void {
  let window: BrowserWindow | null = null;
  const send = (name: BridgeEventName, payload: unknown): void => {
    if (window && !window.isDestroyed()) window.webContents.send(eventChannel(name), payload);
  };

  const libraryDir = process.env.MNEMO_LIBRARY ?? join(app.getPath('userData'), 'library');
  const engine = new EngineClient({
    spawn: () => forkEngine(join(here, 'engine-process.js'), libraryDir),
    onEvent: send,
    onState: (state) => send('engineState', state),
  });

  // One handler per declared call, so a new entry in apiCalls needs no edit here.
  for (const name of apiNames) {
    ipcMain.handle(callChannel(name), (event, input: unknown) => {
      const fromApp = window !== null && event.sender === window.webContents && isAppUrl(event.senderFrame?.url ?? '', appUrl);
      if (!fromApp) throw new Error(`Mnemo call "${name}" refused: it did not come from the app's window`);
      return engine.call(name, input);
    });
  }

  const openWindow = (): void => {
    const opened = createMainWindow(location);
    // A reloaded page missed earlier state events; give it the current one.
    opened.webContents.on('did-finish-load', () => send('engineState', engine.state));
    opened.on('closed', () => (window = null));
    window = opened;
  };

  app.on('web-contents-created', (_event, contents) => hardenContents(contents, appUrl));
  app.on('second-instance', () => {
    if (!window) return openWindow();
    if (window.isMinimized()) window.restore();
    window.focus();
  });
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
    denyPermissions(session.defaultSession);
    engine.start();
    openWindow();
    app.on('activate', () => {
      if (!window) openWindow();
    });
  });
}
