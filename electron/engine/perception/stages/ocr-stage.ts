import { StageError } from '../../pipeline/stage-error';
import { OcrInputError } from '../ocr/engine';
import { shouldOcr, textLikelihood } from '../ocr/gate';
import type { PerceptionServices } from '../services';
import type { PerceptionContext, PerceptionStage } from '../stage';

const DECODABLE = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff', 'gif']);

/**
 * Text in photos and screenshots (tesseract.js with the English data shipped in npm). The gate reads
 * the 400 px thumbnail (~13 ms; recall 18/20 on the text fixtures, the misses a screenshot — always
 * read anyway — and a Chinese sign the English data cannot read) so a 30k library spends its OCR time
 * on the ~10 % of photos with text. Screenshots skip the gate.
 */
export function ocrStage(services: PerceptionServices): PerceptionStage {
  return {
    name: 'ocr',
    version: 1,
    invalidates: ['text'],
    appliesTo: (row) => row.kind !== 'video',
    ready: async () => null,
    async run(ctx) {
      const thumb = await ctx.thumbnail();
      const likelihood = ctx.row.kind === 'screenshot' || !thumb ? null : (await textLikelihood(thumb).catch(() => null))?.score ?? null;
      const kind = ctx.row.kind === 'screenshot' ? 'screenshot' : 'photo';
      if (!shouldOcr({ kind, likelihood: kind === 'screenshot' ? null : likelihood })) {
        return { skipped: `no text likely (gate ${likelihood === null ? 'n/a' : likelihood.toFixed(2)})` };
      }
      const image = await pickImage(ctx);
      if (!image) return { skipped: 'nothing to read' };
      const pool = await services.ocr();
      try {
        const result = await pool.recognize(image, ctx.signal);
        const text = result.text.trim();
        return {
          ocr_text: text || null,
          ocr_json: JSON.stringify({ confidence: result.confidence, lines: result.lines }),
        };
      } catch (err) {
        if (err instanceof OcrInputError) throw new StageError(err.message);
        throw err;
      }
    },
  };
}

/** OCR wants pixels: the original when sharp can decode it, else the thumbnail (HEIC, RAW). */
async function pickImage(ctx: PerceptionContext): Promise<Buffer | null> {
  if (ctx.row.format && DECODABLE.has(ctx.row.format)) return ctx.file();
  return ctx.thumbnail();
}
