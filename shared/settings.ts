import { z } from 'zod';

/**
 * Defaults chosen for a CPU-only laptop (2 cores, 8 GB) that must also run the rest of the engine:
 * - `qwen2.5vl:3b` (~3.2 GB): the small VLM that reads text in photos best (Qwen2.5-VL-3B reports
 *   DocVQA ~93, TextVQA ~79, far above llava-phi3 and moondream), and Pensieve's recall questions hinge
 *   on text — names, prices, signs. It takes several images per message (video frames) and follows a
 *   JSON schema reliably. Needs Ollama ≥ 0.7.
 * - `qwen2.5:3b` (~1.9 GB, the instruct build): the best-following 3B text model on Ollama for
 *   schema-bound JSON, 32k context for event windows, multilingual like the photo libraries it reads.
 *   Same family as the VLM, so prompts behave alike.
 * - 5 minutes: the first call loads the model (tens of seconds from disk) and a 768 px image is ~700
 *   prompt tokens, which two cores evaluate in a minute or more.
 */
export const defaultLlmSettings = {
  url: 'http://127.0.0.1:11434',
  visionModel: 'qwen2.5vl:3b',
  textModel: 'qwen2.5:3b',
  timeoutMs: 300_000,
  maxContextTokens: 8192,
};

/**
 * Where Ollama runs and which models Mnemo asks it for, as stored (missing or broken fields fall back
 * to the defaults, field by field).
 */
export const LlmSettingsSchema = z.object({
  /** Ollama's base URL. Anything but a loopback address sends photos off this machine. */
  url: z.string().trim().pipe(z.url({ protocol: /^https?$/ })).catch(defaultLlmSettings.url),
  /** Vision-language model: captions and atomic contexts per photo and video. */
  visionModel: z.string().trim().min(1).catch(defaultLlmSettings.visionModel),
  /** Ollama's text model (an LLM): events, knowledge, question answering. */
  textModel: z.string().trim().min(1).catch(defaultLlmSettings.textModel),
  /** Per HTTP request (each attempt, not the whole retried call); streams: the longest silence. */
  timeoutMs: z.number().int().min(1_000).max(3_600_000).catch(defaultLlmSettings.timeoutMs),
  /**
   * Largest context window (`num_ctx`) Mnemo asks Ollama for. Each request asks for what its prompt
   * and reply need, up to this; prompts are packed to fit it. Memory grows with it (the KV cache of
   * a 3B model at 8k is ~300 MB), so it is a setting for machines with more to spare.
   */
  maxContextTokens: z.number().int().min(2_048).max(131_072).catch(defaultLlmSettings.maxContextTokens),
});
export type LlmSettings = z.infer<typeof LlmSettingsSchema>;

/**
 * Perception: which downloadable models to use (ids from models/manifest.json) and the duplicate
 * thresholds. OmniQuery grouped near-duplicates at CLIP cosine 0.85 (0.95 for screenshots, whose
 * layouts look alike); Immich users complain of false groups, so both are settings.
 */
/**
 * Text recognition languages Mnemo ships (tesseract codes; each is an npm `@tesseract.js-data/*`
 * package), with the ISO 639-1 language of each for matching the system locale.
 */
export const OCR_LANGUAGES = [
  { code: 'eng', name: 'English', locale: 'en' },
  { code: 'fra', name: 'French', locale: 'fr' },
  { code: 'jpn', name: 'Japanese', locale: 'ja' },
  { code: 'kor', name: 'Korean', locale: 'ko' },
  { code: 'chi_sim', name: 'Chinese (simplified)', locale: 'zh' },
  { code: 'tha', name: 'Thai', locale: 'th' },
] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number]['code'];
const OcrLanguageCode = z.enum(OCR_LANGUAGES.map((l) => l.code) as [OcrLanguage, ...OcrLanguage[]]);

/**
 * English (signs, receipts and screens carry Latin text almost everywhere) plus the system locale's
 * language when Mnemo ships data for it. Each added language costs a recognition pass on images
 * that are not plainly Latin text, so the default stays at one or two.
 */
export function defaultOcrLanguages(locale: string = Intl.DateTimeFormat().resolvedOptions().locale): OcrLanguage[] {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  const own = OCR_LANGUAGES.find((l) => l.locale === language);
  return own && own.code !== 'eng' ? ['eng', own.code] : ['eng'];
}

export const defaultPerceptionSettings = {
  clipModel: 'clip-vit-b32',
  textEmbeddingModel: 'minilm-l6-v2',
  speechModel: 'whisper-base-en',
  photoDuplicateCosine: 0.85,
  screenshotDuplicateCosine: 0.95,
  ocrLanguages: defaultOcrLanguages(),
};

export const PerceptionSettingsSchema = z.object({
  /** CLIP: image search and near-duplicates. */
  clipModel: z.string().min(1).catch(defaultPerceptionSettings.clipModel),
  /** The sentence embedder (text vectors for search and answers); not an LLM, see `llm.textModel`. */
  textEmbeddingModel: z.string().min(1).catch(defaultPerceptionSettings.textEmbeddingModel),
  speechModel: z.string().min(1).catch(defaultPerceptionSettings.speechModel),
  photoDuplicateCosine: z.number().min(0.5).max(1).catch(defaultPerceptionSettings.photoDuplicateCosine),
  screenshotDuplicateCosine: z.number().min(0.5).max(1).catch(defaultPerceptionSettings.screenshotDuplicateCosine),
  /** Tesseract language packs read in photos; unknown codes or an empty list fall back to the default. */
  ocrLanguages: z.array(OcrLanguageCode).min(1).transform((codes) => [...new Set(codes)]).catch(() => [...defaultPerceptionSettings.ocrLanguages]),
});
export type PerceptionSettings = z.infer<typeof PerceptionSettingsSchema>;

/**
 * What the API accepts to change the LLM settings: every field checked, nothing replaced by a
 * default (that leniency is only for reading a stored file), unknown keys refused.
 */
export const LlmSettingsInput = z.strictObject({
  url: z.string().trim().pipe(z.url({ protocol: /^https?$/, error: 'the Ollama URL must be an http:// or https:// address' })),
  visionModel: z.string().trim().min(1),
  textModel: z.string().trim().min(1),
  timeoutMs: z.number().int().min(1_000).max(3_600_000),
  maxContextTokens: z.number().int().min(2_048).max(131_072),
}).partial();

/** What the API accepts to change the perception settings (strict, like LlmSettingsInput). */
export const PerceptionSettingsInput = z.strictObject({
  clipModel: z.string().trim().min(1),
  textEmbeddingModel: z.string().trim().min(1),
  speechModel: z.string().trim().min(1),
  photoDuplicateCosine: z.number().min(0.5).max(1),
  screenshotDuplicateCosine: z.number().min(0.5).max(1),
  ocrLanguages: z.array(OcrLanguageCode).min(1, 'choose at least one text recognition language').transform((codes) => [...new Set(codes)]),
}).partial();

/**
 * A settings file that could not be read whole: what was lost, and where the damaged file was kept.
 * While it is set the library stays paused, so no folder the user excluded is indexed by mistake.
 */
export const SettingsRecovery = z.object({
  /** ISO time of the recovery. */
  at: z.string(),
  /** The damaged file, kept beside settings.json. */
  keptAs: z.string(),
  /** The settings that could not be read (e.g. "excludedFolders"), or the whole file. */
  lost: z.array(z.string()),
});
export type SettingsRecovery = z.infer<typeof SettingsRecovery>;

/**
 * Builds before the rename stored the sentence embedder as `perception.textModel`: read it into
 * `textEmbeddingModel` (the old key is then dropped, so the next save writes the new name).
 */
function renamedPerceptionFields(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  const { textModel, ...rest } = stored as Record<string, unknown>;
  return 'textEmbeddingModel' in rest || textModel === undefined ? rest : { ...rest, textEmbeddingModel: textModel };
}

/** Persisted library settings (settings.json in the library folder, written atomically). */
export const Settings = z.object({
  version: z.literal(1),
  /** Watched folders (the whitelist). Absolute paths. */
  roots: z.array(z.string()),
  /** Absolute folders never indexed, inside any root. */
  excludedFolders: z.array(z.string()),
  /** Glob patterns (picomatch, matched against the path relative to its root) never indexed. */
  excludedPatterns: z.array(z.string()),
  /** Roots whose work is paused. */
  pausedRoots: z.array(z.string()),
  /** Pause everything. */
  paused: z.boolean(),
  /** Set once the user's Pictures folder has been offered as the first root. */
  defaultRootApplied: z.boolean(),
  /** Ollama: URL and models. Older settings files without it get the defaults. */
  llm: LlmSettingsSchema.default(() => ({ ...defaultLlmSettings })),
  perception: z.preprocess(renamedPerceptionFields, PerceptionSettingsSchema).default(() => ({ ...defaultPerceptionSettings, ocrLanguages: [...defaultPerceptionSettings.ocrLanguages] })),
  /** Set when a damaged file was recovered; cleared when the user resumes indexing. */
  recovery: SettingsRecovery.nullable().default(null),
});
export type Settings = z.infer<typeof Settings>;

export const defaultSettings = (): Settings => ({
  version: 1,
  roots: [],
  excludedFolders: [],
  excludedPatterns: [],
  pausedRoots: [],
  paused: false,
  defaultRootApplied: false,
  llm: { ...defaultLlmSettings },
  perception: { ...defaultPerceptionSettings, ocrLanguages: [...defaultPerceptionSettings.ocrLanguages] },
  recovery: null,
});
