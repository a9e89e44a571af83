import type { Library } from '../library/library';
import type { Handlers } from './types';

/** Which folders are watched: roots, exclusions, pause, and retrying what failed. */
export function folderHandlers(lib: Library): Handlers<'getSettings' | 'addRoot' | 'removeRoot' | 'setExclusions' | 'pauseRoot' | 'pauseAll' | 'retryErrors'> {
  return {
    getSettings: () => lib.settings(),
    addRoot: ({ path }) => lib.addRoots([path]),
    removeRoot: ({ path }) => lib.removeRoot(path),
    setExclusions: ({ folders, patterns }) => lib.setExclusions(folders, patterns),
    pauseRoot: ({ path, paused }) => lib.pauseRoot(path, paused),
    pauseAll: ({ paused }) => lib.pauseAll(paused),
    async retryErrors() {
      return { retried: await lib.retryFailed() };
    },
  };
}
