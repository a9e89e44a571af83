import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { defaultManifest, type Manifest } from '../../electron/engine/perception/models';
import { makeTinyModels } from '../../scripts/make-tiny-models';
import { makeTinyWhisperModel } from '../../scripts/make-tiny-whisper';
import { mkdir } from 'node:fs/promises';

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(dir, rel)));
    else if (!entry.name.startsWith('.')) out.push(rel);
  }
  return out;
}

/**
 * Tiny CLIP and MiniLM models written into a models folder as if downloaded (`clip-tiny/`,
 * `minilm-tiny/`), and a manifest naming them, so the engine's real loading and inference run.
 */
export async function installTinyModels(modelsDir: string): Promise<Manifest> {
  await makeTinyModels(modelsDir);
  await mkdir(path.join(modelsDir, 'whisper-tiny'), { recursive: true });
  await makeTinyWhisperModel(path.join(modelsDir, 'whisper-tiny', 'ggml-tiny-random.bin'));
  const entry = async (id: string, task: 'clip' | 'text-embedding' | 'speech') => ({
    id,
    task,
    name: `${id} (generated for tests)`,
    size: 1,
    source: { repo: 'mnemo/tests', revision: 'generated', homepage: 'http://127.0.0.1/', license: null },
    files: (await filesUnder(path.join(modelsDir, id))).map((p) => ({ path: p, url: `http://127.0.0.1:9/${id}/${p}`, size: null, sha256: null })),
  });
  // The shipped entries stay, so the defaults are known (and missing) as in a real install.
  return { version: 1, models: [...defaultManifest().models, await entry('clip-tiny', 'clip'), await entry('minilm-tiny', 'text-embedding'), await entry('whisper-tiny', 'speech')] } as Manifest;
}
