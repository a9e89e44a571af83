import path from 'node:path';
import { defaultLibraryDir } from '../../settings/locations';

/**
 * Where downloaded models live when neither --models nor MNEMO_MODELS says: beside the default
 * library in the OS app-data folder (`~/.local/share/mnemo/models`, `~/Library/Application
 * Support/Mnemo/models`, `%APPDATA%\Mnemo\models`), shared by every library.
 */
export function defaultModelsDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  return path.join(path.dirname(defaultLibraryDir(env, platform)), 'models');
}

export function resolveModelsDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(flag ?? env.MNEMO_MODELS ?? defaultModelsDir(env));
}
