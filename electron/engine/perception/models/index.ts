export { ModelManager, type ModelManagerOptions, type ModelStatus, type VerifyResult } from './manager';
export { type PullOptions, type ModelDownloadProgress } from './pull-job';
export {
  defaultManifest,
  loadManifest,
  manifestSchema,
  parseManifest,
  type Manifest,
  type ModelEntry,
  type ModelFile,
  type ModelTask,
} from './manifest';
export { ChecksumError, HttpError, InsecureRedirectError, TransferError, redirectProblem, type FetchLike } from './download';
export { defaultModelsDir, resolveModelsDir } from './locations';
export { runModelsCommand, MODELS_USAGE } from './cli';
