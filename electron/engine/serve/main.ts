import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openEngine } from '../index';
import { resolveLibraryDir } from '../settings/locations';
import { startServer } from './server';
import { warmFirstPage } from '../library/warm';

const USAGE = `mnemo serve — the Mnemo window in your browser, from this machine only

Usage: npm run serve -- [--library <dir>] [--port <n>] [--no-watch]

Options:
  --library <dir>   library folder (else MNEMO_LIBRARY, else the OS app-data folder)
  --port <n>        port on 127.0.0.1 (default: a free one)
  --no-watch        serve the library without watching its roots
`;

const repo = path.resolve(import.meta.dirname, '../../..');
const rendererDir = path.join(repo, 'out', 'renderer');

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      library: { type: 'string' },
      port: { type: 'string' },
      'no-watch': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`--port is not a port number: ${values.port}`);
  const libraryDir = resolveLibraryDir(values.library);

  if (!existsSync(path.join(rendererDir, 'index.html'))) await buildRenderer();

  const engine = await openEngine({ libraryDir });
  void warmFirstPage(engine);
  let warning: string | null = null;
  if (!values['no-watch']) {
    try {
      await engine.startWatching();
    } catch (error) {
      // The library still answers; the page shows the warning, as the app does.
      warning = `Watching the folders failed: ${error instanceof Error ? error.message : String(error)}`;
      process.stderr.write(`mnemo serve: ${warning}\n`);
    }
  }
  const server = await startServer({ engine, rendererDir, libraryDir, port, warning }).catch(async (error: unknown) => {
    await engine.close();
    throw error;
  });
  process.stdout.write(`Mnemo is serving ${libraryDir} at ${server.url}\n`);

  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  // A second Ctrl+C while closing means "now".
  process.once('SIGINT', () => process.exit(130));
  process.stderr.write('mnemo serve: stopping…\n');
  await server.close();
  await engine.close();
  return 0;
}

/** The first run of a fresh checkout has no built renderer: build it rather than serve nothing. */
async function buildRenderer(): Promise<void> {
  process.stderr.write(`mnemo serve: ${path.relative(repo, rendererDir)}/index.html is missing; building the app once (npm run build)…\n`);
  const cli = path.join(repo, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  // Build output goes to stderr so stdout stays the one line with the URL.
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', '-c', './vite.config.ts'], { cwd: repo, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0 || !existsSync(path.join(rendererDir, 'index.html'))) {
    throw new Error(`building the renderer failed (exit ${code}); run \`npm run build\` and look at its output`);
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`mnemo serve: ${(err as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    process.stderr.write(`mnemo serve: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
    process.exit(1);
  },
);
