import type { MnemoBridge } from '../../shared/ipc';

declare global {
  interface Window {
    /** Set by the preload; absent when the page is opened outside the app. */
    mnemo?: MnemoBridge;
  }
}

// `window` is absent when Node-side tests import the store, which uses describeError below.
export const mnemo: MnemoBridge | null = typeof window === 'undefined' ? null : (window.mnemo ?? null);

/** Electron wraps errors thrown by main's handlers in "Error invoking remote method …"; keep the cause. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Error invoking remote method '[^']*': (?:Error: )?/, '');
}
