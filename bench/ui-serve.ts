/**
 * The engine and serve bridge of `npm run bench:ui`, in a process of its own (as the app's engine
 * is), so its CPU time is read from /proc for it alone. Also copied into a temporary checkout of an
 * older commit (`--baseline`): it imports only what every version of the engine has, openEngine
 * and startServer. Prints one JSON line with the page's URL, the token and the base, then serves
 * until stdin closes. A line `watch` on stdin starts watching the roots (the background lanes) and
 * is answered `watching`: the timeline's own scrolls are measured before, with the engine idle.
 *
 *   tsx bench/ui-serve.ts <libraryDir> <rendererDir> [--watch]
 */
import { openEngine } from '../electron/engine/index';
import { startServer } from '../electron/engine/serve/server';

async function main(): Promise<void> {
  const [libraryDir, rendererDir, ...rest] = process.argv.slice(2);
  if (!libraryDir || !rendererDir) throw new Error('usage: ui-serve.ts <libraryDir> <rendererDir> [--watch]');
  const engine = await openEngine({ libraryDir });
  // As `npm run serve` does, where this checkout has it (an older baseline does not: it runs without).
  await import('../electron/engine/library/warm').then(
    (warm: { warmFirstPage: (e: typeof engine) => Promise<void> }) => void warm.warmFirstPage(engine),
    () => undefined,
  );
  await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
  // Watching starts the background lane (models); the benchmark points HOME at its own folder, so
  // the default root offered to a first start is not the user's.
  if (rest.includes('--watch')) await engine.startWatching();
  const server = await startServer({ engine, rendererDir, libraryDir });
  process.stdout.write(`${JSON.stringify({ url: server.url, base: server.base, token: server.token })}\n`);
  let lines = '';
  process.stdin.on('data', (chunk: Buffer) => {
    lines += chunk.toString('utf8');
    for (let end = lines.indexOf('\n'); end !== -1; end = lines.indexOf('\n')) {
      const line = lines.slice(0, end).trim();
      lines = lines.slice(end + 1);
      if (line === 'watch') void engine.startWatching().then(() => process.stdout.write('watching\n'));
    }
  });
  await new Promise<void>((resolve) => process.stdin.once('end', resolve));
  await server.close();
  await engine.close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`ui-serve: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
