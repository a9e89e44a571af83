import { useEffect } from 'react';
import { NAV_ITEMS } from './Nav';
import { useAppStore } from './context';

/** Typing in a field, or a dialog open: single-key shortcuts stay out of the way. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** One key per view (shown in the nav) and "/" for search, when no field has the focus. */
export function useShortcuts(): void {
  const store = useAppStore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (store.getState().route.memory) return;
      if (event.key === '/') {
        event.preventDefault();
        window.dispatchEvent(new Event('mnemo:focus-search'));
        return;
      }
      const item = NAV_ITEMS.find((i) => i.key === event.key.toLowerCase());
      if (!item) return;
      event.preventDefault();
      store.getState().navigate({ view: item.view });
      // The view's heading gets the focus, so screen readers announce where the user went.
      requestAnimationFrame(() => document.getElementById('main')?.focus());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
