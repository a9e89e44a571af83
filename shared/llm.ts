import { z } from 'zod';

export const LlmStatus = z.object({
  url: z.string(),
  /** False when photos would leave this machine: the UI warns. */
  loopback: z.boolean(),
  reachable: z.boolean(),
  version: z.string().nullable(),
  reason: z.string().nullable(),
  models: z.array(z.string()),
  visionModel: z.object({ name: z.string(), present: z.boolean() }),
  textModel: z.object({ name: z.string(), present: z.boolean() }),
});
export type LlmStatus = z.infer<typeof LlmStatus>;

/**
 * The `pullProgress` notification: a model download (an Ollama pull or a model-manager download) in
 * one shape for the UI. The engine's own shapes are OllamaPullProgress and ModelDownloadProgress.
 */
export const PullProgress = z.object({
  source: z.enum(['ollama', 'models']),
  id: z.string(),
  status: z.string(),
  completed: z.number().nullable(),
  total: z.number().nullable(),
  done: z.boolean(),
  error: z.string().nullable(),
});
export type PullProgress = z.infer<typeof PullProgress>;
