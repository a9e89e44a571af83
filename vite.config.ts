import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

// Run as `electron-vite build -c ./vite.config.ts`: electron-vite refuses the bare name "vite.config.ts".
const root = fileURLToPath(new URL('.', import.meta.url));
const at = (path: string): string => resolve(root, path);

/**
 * The dev server needs inline scripts (React refresh), injected styles and a websocket (HMR); the
 * built page keeps the strict policy from renderer/index.html untouched.
 */
function relaxCspForDev(): Plugin {
  return {
    name: 'mnemo:dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(
        "default-src 'self';",
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'self' ws:;",
      ),
  };
}

export default defineConfig({
  main: {
    // A data file becomes one JSON.parse of a string, not a module of one export per key: the
    // translation tables (qa/lexicon/translations/) hold 15–29k keys each, and Portuguese's chunk
    // loaded in 305 ms as a module of that many bindings, in 102 ms as the parse.
    json: { namedExports: false, stringify: true },
    build: {
      // Dependencies (LanceDB, sharp, apache-arrow, chokidar…) stay in node_modules: native
      // binaries can't be bundled, and LanceDB must share apache-arrow's single instance.
      externalizeDeps: true,
      rolldownOptions: {
        input: {
          index: at('electron/main/index.ts'),
          'engine-process': at('electron/main/engine-process.ts'),
          // Node loads worker files itself: the vision worker must sit beside the engine's chunk.
          'vision.worker': at('electron/engine/perception/vision/vision.worker.mjs'),
        },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload can require only 'electron': bundle everything else into one CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: at('electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  // No `base`: electron-vite builds the renderer with base './', so the page finds its assets both as
  // file:// in the app and under serve mode's secret path prefix (/<prefix>/); test/build.test.ts checks it.
  renderer: {
    root: at('renderer'),
    build: {
      // electron-vite leaves the renderer unminified: 1 MB of script parsed and compiled before the
      // timeline's first paint, on a 2-core laptop a real part of it.
      minify: true,
      rolldownOptions: { input: at('renderer/index.html') },
    },
    plugins: [react(), relaxCspForDev()],
  },
});
