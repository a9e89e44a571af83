import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu and the tray menu as plain templates (Electron-free, so tests can read them).
 * Both carry the one command the app adds: pause or resume indexing (the engine's `pauseAll`).
 */

export interface MenuState {
  /** null while the engine has not said (starting, restarting): the item is shown disabled. */
  paused: boolean | null;
  platform: NodeJS.Platform;
  /** Development builds keep the reload and developer-tools items. */
  dev: boolean;
}

export interface MenuActions {
  togglePause(): void;
  showWindow(): void;
  quit(): void;
}

export function pauseItem(state: MenuState, actions: MenuActions): MenuItemConstructorOptions {
  return {
    id: 'toggle-pause',
    label: state.paused ? 'Resume Indexing' : 'Pause Indexing',
    enabled: state.paused !== null,
    accelerator: 'CmdOrCtrl+Shift+P',
    click: () => actions.togglePause(),
  };
}

export function appMenuTemplate(state: MenuState, actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = state.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (mac) {
    template.push({
      label: 'Mnemo',
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        pauseItem(state, actions),
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { label: 'Quit Mnemo', accelerator: 'Cmd+Q', click: () => actions.quit() },
      ],
    });
  } else {
    template.push({
      label: '&File',
      submenu: [pauseItem(state, actions), { type: 'separator' }, { label: 'Quit', accelerator: 'Ctrl+Q', click: () => actions.quit() }],
    });
  }
  // Edit roles give text fields their shortcuts (copy/paste) on macOS.
  template.push({ role: 'editMenu' });
  template.push({
    label: '&View',
    submenu: [
      ...(state.dev ? ([{ role: 'reload' }, { role: 'toggleDevTools' }, { type: 'separator' }] as MenuItemConstructorOptions[]) : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  template.push({ role: 'windowMenu' });
  // No Help menu with web links: Mnemo opens nothing on the network by itself.
  return template;
}

export function trayMenuTemplate(state: MenuState, actions: MenuActions): MenuItemConstructorOptions[] {
  return [
    { label: 'Show Mnemo', click: () => actions.showWindow() },
    pauseItem(state, actions),
    { type: 'separator' },
    { label: 'Quit Mnemo', click: () => actions.quit() },
  ];
}

export function trayTooltip(state: Pick<MenuState, 'paused'>): string {
  return state.paused ? 'Mnemo — indexing paused' : 'Mnemo';
}

/**
 * Whether indexing is paused, as main knows it: read from the engine when it is ready, kept in step
 * with `progress` notifications (the renderer can pause too), and flipped by the menu through `pauseAll`.
 */
export class PauseState {
  private value: boolean | null = null;
  private busy = false;

  constructor(
    private readonly setPaused: (paused: boolean) => Promise<{ paused: boolean }>,
    private readonly onChange: (paused: boolean | null) => void,
  ) {}

  get paused(): boolean | null {
    return this.value;
  }

  /** From `getSettings` once the engine is ready, from each `progress` notification, or null when the engine is gone. */
  update(paused: boolean | null): void {
    if (paused === this.value) return;
    this.value = paused;
    this.onChange(paused);
  }

  async toggle(): Promise<void> {
    if (this.value === null || this.busy) return;
    this.busy = true;
    try {
      const settings = await this.setPaused(!this.value);
      this.update(settings.paused);
    } finally {
      this.busy = false;
    }
  }
}
