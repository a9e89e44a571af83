import { defaultRoute, formatHash, parseHash, type Route } from '../routes';
import type { SliceCreator } from './store';

/** The page's hash, behind an interface so tests need no window. */
export interface HashHistory {
  read(): string;
  /** replace: change the current entry instead of adding one (typing in the search bar). */
  write(hash: string, replace: boolean): void;
  listen(onChange: () => void): () => void;
}

export interface NavSlice {
  route: Route;
  /** Go somewhere; fields not given are reset (the detail closes unless `memory` is given). */
  navigate(to: Partial<Route> & Pick<Route, 'view'>, options?: { replace?: boolean }): void;
  /** Change only some fields of the current route (open or close the detail, edit the search). */
  patchRoute(patch: Partial<Route>, options?: { replace?: boolean }): void;
  /** Re-read the route after the hash changed (back/forward, a typed URL). */
  syncRoute(): void;
}

export const browserHistory = (): HashHistory => ({
  read: () => window.location.hash,
  write: (hash, replace) => {
    if (window.location.hash === hash) return;
    if (replace) window.history.replaceState(null, '', hash);
    else window.history.pushState(null, '', hash);
  },
  listen: (onChange) => {
    window.addEventListener('hashchange', onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      window.removeEventListener('hashchange', onChange);
      window.removeEventListener('popstate', onChange);
    };
  },
});

export const navSlice: SliceCreator<NavSlice> = (_api, set, get, env) => {
  const go = (route: Route, replace: boolean): void => {
    env.history.write(formatHash(route), replace);
    set({ route });
  };
  return {
    route: env.history.read() ? parseHash(env.history.read()) : defaultRoute,
    navigate: (to, options) => go({ ...defaultRoute, ...to }, options?.replace ?? false),
    patchRoute: (patch, options) => go({ ...get().route, ...patch }, options?.replace ?? false),
    syncRoute: () => set({ route: parseHash(env.history.read()) }),
  };
};
