import { BrowserWindow, nativeTheme, type Session, type WebContents } from 'electron';

export interface RendererLocation {
  preload: string;
  /** The dev server's URL under `electron-vite dev`, otherwise null and the built file is loaded. */
  devServerUrl: string | null;
  rendererFile: string;
}

export function createMainWindow(location: RendererLocation): BrowserWindow {
  const window = new BrowserWindow({
    width: 1120,
    height: 780,
    minWidth: 640,
    minHeight: 480,
    title: 'Mnemo',
    show: false,
    // Matches the page background so the window does not flash white in dark mode.
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#17181b' : '#f7f7f4',
    webPreferences: {
      preload: location.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
    },
  });
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
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Mnemo needs no camera, notifications or other web permissions; deny both the check and the request. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
