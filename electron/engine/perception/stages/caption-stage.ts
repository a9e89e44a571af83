import { describePhoto, describeVideo, MAX_VIDEO_FRAMES } from '../../llm/describe';
import { sampleFrames } from '../../video/ffmpeg';
import { LlmUnavailableError } from '../../llm/errors';
import { StageError } from '../../pipeline/stage-error';
import type { PerceptionServices } from '../services';
import type { PerceptionContext, PerceptionStage } from '../stage';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Formats sharp decodes itself; others (HEIC, RAW) go to the model as their thumbnail. */
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff', 'gif']);

/**
 * Caption and atomic contexts from the local VLM (Ollama), one call per photo. OCR runs first so the
 * model can correct what it read. Ollama down or the model missing: the stage waits with the reason.
 */
export function captionStage(services: PerceptionServices): PerceptionStage {
  return {
    name: 'caption',
    version: 1,
    // OCR's text and a video's transcript go into the prompt; a stage that cannot run is not waited for.
    needs: ['ocr', 'video', 'speech'],
    invalidates: ['text'],
    appliesTo: () => true,
    ready: () => services.llm.ready('vision'),
    async run(ctx) {
      const client = await services.llm.client();
      try {
        let described;
        const motion = ctx.row.kind === 'video' ? null : ctx.row.motion_path;
        if (ctx.row.kind === 'video') {
          // OmniQuery's sampling: frames from the first 10 s; describeVideo keeps four of them.
          const frames = await sampleFrames(ctx.row.path, { signal: ctx.signal }).catch(() => []);
          if (frames.length === 0 && !ctx.row.transcript) return { skipped: 'no frames or speech to describe' };
          described = await describeVideo(client, client.settings.visionModel, frames, ctx.row.transcript, hints(ctx), ctx.signal);
        } else if (motion) {
          // A Live Photo: the still, then moments of its MOV around it, and what was said.
          const image = await pickImage(ctx);
          const frames = await sampleFrames(motion, { signal: ctx.signal, count: MAX_VIDEO_FRAMES - 1 }).catch(() => []);
          const all = image ? [image, ...frames] : frames;
          if (all.length === 0 && !ctx.row.transcript) return { skipped: 'no frames or speech to describe' };
          described = await describeVideo(client, client.settings.visionModel, all, ctx.row.transcript, hints(ctx), ctx.signal);
        } else {
          const image = await pickImage(ctx);
          if (!image) return { skipped: 'nothing the model can look at' };
          described = await describePhoto(client, client.settings.visionModel, image, hints(ctx), ctx.signal);
        }
        const { contexts } = described;
        return {
          caption: contexts.caption || null,
          description: contexts.description || null,
          contexts_json: JSON.stringify(contexts),
        };
      } catch (err) {
        services.llm.noteFailure(err);
        if (err instanceof LlmUnavailableError) throw new StageError(err.reason, true);
        throw err;
      }
    },
  };
}

async function pickImage(ctx: PerceptionContext): Promise<Buffer | null> {
  if (ctx.row.format && DECODABLE.has(ctx.row.format)) return ctx.file();
  return ctx.thumbnail();
}

function hints(ctx: PerceptionContext): { takenAt?: string; place?: string; ocrText?: string } {
  const out: { takenAt?: string; place?: string; ocrText?: string } = {};
  const local = ctx.row.taken_at_local;
  if (local) {
    const weekday = WEEKDAYS[new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay()];
    out.takenAt = `${local.replace('T', ' ').slice(0, 16)} (${weekday})`;
  }
  if (ctx.row.place_label) out.place = ctx.row.place_label;
  if (ctx.row.ocr_text) out.ocrText = ctx.row.ocr_text;
  return out;
}
