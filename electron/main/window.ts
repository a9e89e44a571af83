import { BrowserWindow, nativeTheme, type Session, type WebContents } from 'electron';
import { defaultSizing, type WindowState } from './window-state';

export interface RendererLocation {
  preload: string;
  /** The dev server's URL under `electron-vite dev`, otherwise null and the built file is loaded. */
  devServerUrl: string | null;
  rendererFile: string;
}

/** The one window. `state` comes from placeWindow (saved bounds fitted to today's displays). */
export function createMainWindow(location: RendererLocation, state: WindowState, icon: string | null): BrowserWindow {
  const window = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: defaultSizing.minWidth,
    minHeight: defaultSizing.minHeight,
    title: 'Mnemo',
    show: false,
    ...(icon ? { icon } : {}),
    // Matches the page background so the window does not flash white in dark mode.
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#17181b' : '#f7f7f4',
    webPreferences: {
      // The preload exposes exactly the typed API (shared/ipc.ts createBridge) through contextBridge.
      preload: location.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // Middle-click opens links in new windows; none are allowed anyway, this removes the path.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  if (location.devServerUrl) void window.loadURL(location.devServerUrl);
  else void window.loadFile(location.rendererFile);
  return window;
}

/** The page the app loaded (ignoring query and hash), so a reload is allowed and nothing else is. */
export function isAppUrl(url: string, appUrl: string): boolean {
  try {
    const a = new URL(url);
    const b = new URL(appUrl);
    return a.protocol === b.protocol && a.host === b.host && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/** For every webContents: the app never navigates away, opens windows or embeds webviews. */
export function hardenContents(contents: WebContents, appUrl: string): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault();
  });
  // Sub-frames too (the page has none; an injected one must not navigate anywhere either).
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Mnemo needs no camera, notifications, devices or other web permissions; deny every check and request. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
