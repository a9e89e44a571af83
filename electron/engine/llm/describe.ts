import { AtomicContexts, tidyContexts } from './atomic-contexts';
import type { GenerationOptions, LlmClient } from './client';
import { FRAME_PIXELS, PHOTO_PIXELS, toModelJpeg } from './image';
import type { LlmUsage } from './usage';

export { AtomicContexts } from './atomic-contexts';

/** Metadata the model may use as context (never as something it saw). */
export interface DescribeHints {
  /** Local wall-clock time, e.g. "2024-05-11 18:40 (Saturday)". */
  takenAt?: string;
  /** "Kyoto, Japan". */
  place?: string;
  /** What OCR read; the model corrects it against the image. */
  ocrText?: string;
}

export interface Described {
  contexts: AtomicContexts;
  usage: LlmUsage;
}

/**
 * Four frames: qwen2.5vl at 448² is ~256 tokens a frame, so four plus the prompt fit in a minute
 * or two of CPU. OmniQuery sampled 10 frames of the first 10 s with a cloud model; on-device the
 * caption only needs what the video is about, and the transcript carries what was said.
 */
export const MAX_VIDEO_FRAMES = 4;
const MAX_OCR_CHARS = 1_500;
const MAX_TRANSCRIPT_CHARS = 3_000;
/** The reply: a description, recall questions and lists; the client sizes the window around it and the images. */
const OPTIONS: GenerationOptions = { maxTokens: 1024 };

export async function describePhoto(
  client: LlmClient,
  model: string,
  image: Buffer,
  hints: DescribeHints,
  signal?: AbortSignal,
): Promise<Described> {
  const jpeg = await toModelJpeg(image, PHOTO_PIXELS);
  const { value, usage } = await client.generateJson({
    model,
    template: 'describe-photo',
    vars: hintVars(hints),
    images: [jpeg],
    schema: AtomicContexts,
    options: OPTIONS,
    ...(signal ? { signal } : {}),
  });
  return { contexts: tidyContexts(value), usage };
}

export async function describeVideo(
  client: LlmClient,
  model: string,
  frames: Buffer[],
  transcript: string | null,
  hints: DescribeHints,
  signal?: AbortSignal,
): Promise<Described> {
  const said = transcript?.trim() ?? '';
  if (frames.length === 0 && said === '') throw new Error('a video needs frames or a transcript to describe');
  const picked = evenly(frames, MAX_VIDEO_FRAMES);
  const jpegs: Buffer[] = [];
  for (const frame of picked) jpegs.push(await toModelJpeg(frame, FRAME_PIXELS));
  const { value, usage } = await client.generateJson({
    model,
    template: 'describe-video',
    vars: {
      ...hintVars(hints),
      frameCount: String(jpegs.length),
      transcript: clip(said, MAX_TRANSCRIPT_CHARS),
    },
    images: jpegs,
    schema: AtomicContexts,
    options: OPTIONS,
    ...(signal ? { signal } : {}),
  });
  return { contexts: tidyContexts(value), usage };
}

function hintVars(h: DescribeHints): Record<string, string> {
  return {
    takenAt: h.takenAt?.trim() ?? '',
    place: h.place?.trim() ?? '',
    ocrText: clip(h.ocrText?.trim() ?? '', MAX_OCR_CHARS),
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)} …`;
}

/** `n` items spread over the list, first and last included. */
export function evenly<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  if (n <= 1) return items.slice(0, n);
  return Array.from({ length: n }, (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))] as T);
}
