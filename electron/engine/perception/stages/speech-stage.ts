import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StageError } from '../../pipeline/stage-error';
import { extractAudio16k, FfmpegError } from '../../video/ffmpeg';
import { transcribeSpeech } from '../../video/speech';
import type { PerceptionServices } from '../services';
import type { PerceptionStage } from '../stage';
import { motionSource } from '../motion';

/** Longest stretch of a video transcribed: long recordings are rare and whisper on 2 cores is slow. */
const MAX_AUDIO_SEC = 15 * 60;

/**
 * What is said in a video or a Live Photo's MOV, with whisper.cpp (the model comes from the model manager). Speech
 * detection runs first and hallucination filters after: silence stores nothing, not invented words.
 */
export function speechStage(services: PerceptionServices): PerceptionStage {
  return {
    name: 'speech',
    version: 1,
    needs: ['video'],
    invalidates: ['text'],
    appliesTo: (row) => motionSource(row) !== null,
    ready: async () => services.models.whyMissing((await services.settings()).perception.speechModel),
    async run(ctx) {
      const source = motionSource(ctx.row);
      if (!source) return { skipped: 'no video' };
      const dir = await mkdtemp(path.join(os.tmpdir(), 'mnemo-audio-'));
      try {
        const wav = path.join(dir, 'audio.wav');
        try {
          await extractAudio16k(source, wav, { signal: ctx.signal, maxSec: MAX_AUDIO_SEC });
        } catch (err) {
          if (err instanceof FfmpegError && /no audio|does not contain any stream|Output file #0 does not contain/i.test(err.message)) return { skipped: 'no audio track' };
          if (err instanceof FfmpegError) throw new StageError(err.message);
          throw err;
        }
        const { transcript } = await transcribeSpeech(await services.transcriber(), wav, ctx.signal);
        if (!transcript) return { skipped: 'no speech', transcript: null, transcript_json: null };
        return { transcript: transcript.text, transcript_json: JSON.stringify(transcript.segments) };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
