import { utilityProcess } from 'electron';
import type { EngineChild } from './engine-client';

/** Forks the engine's utility process. `modulePath` comes from the entry, which knows where it was emitted. */
export function forkEngine(modulePath: string, libraryDir: string): EngineChild {
  const child = utilityProcess.fork(modulePath, [], {
    serviceName: 'Mnemo engine',
    env: { ...process.env, MNEMO_LIBRARY: libraryDir },
    stdio: 'inherit',
  });
  return {
    postMessage: (message) => child.postMessage(message),
    kill: () => child.kill(),
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.on('exit', listener),
  };
}
