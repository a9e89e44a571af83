import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { TRASH_CHANNEL, type MnemoDesktop } from '../../shared/desktop';
import { callChannel, createBridge, notificationChannel } from '../../shared/ipc';

// Only the typed API crosses into the page: no ipcRenderer, no Node, no raw IPC event objects.
const bridge = createBridge({
  invoke: (name, input) => ipcRenderer.invoke(callChannel(name), input),
  subscribe: (name, listener) => {
    const channel = notificationChannel(name);
    const handler = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
    ipcRenderer.on(channel, handler);
    return () => void ipcRenderer.removeListener(channel, handler);
  },
});

contextBridge.exposeInMainWorld('mnemo', bridge);

// The desktop's own offers, absent in a browser: the page checks for it before showing them.
const desktop: MnemoDesktop = { trashFiles: (files) => ipcRenderer.invoke(TRASH_CHANNEL, files) };
contextBridge.exposeInMainWorld('mnemoDesktop', desktop);
