/**
 * The full-size stand-ins (scripts/make-full-size-models.ts) are only worth their figures if they
 * have the real models' shapes. Counted from the encoded graphs, against the sizes published for
 * the real checkpoints (`sum(p.numel())`: CLIP ViT-B/32 151,277,313 = 87,849,216 vision + 63,428,096
 * text + logit_scale; all-MiniLM-L6-v2 22,713,216), not against the generator's
 * own arithmetic. The CLIP text tower (63.43 M) is left out to keep this file fast.
 */
import { describe, expect, it } from 'vitest';
import { bertOnnx, clipVisionOnnx, MINILM_L6, VIT_B32 } from '../scripts/make-full-size-models';
import { mulberry32 } from '../scripts/support/seeded-random';
import { parameterCount } from '../scripts/support/transformer-onnx';

describe('full-size model stand-ins', () => {
  it('CLIP ViT-B/32 image tower has the parameters of CLIPVisionModelWithProjection', { timeout: 60_000 }, () => {
    expect(parameterCount(clipVisionOnnx(VIT_B32, mulberry32(1)))).toBe(87_849_216);
  });

  it('MiniLM-L6 has the parameters of all-MiniLM-L6-v2 without its unused pooler', { timeout: 60_000 }, () => {
    // 22,713,216 in the checkpoint, less the pooler's 384 × 384 + 384 that the feature-extraction export drops.
    expect(parameterCount(bertOnnx(MINILM_L6, mulberry32(1)))).toBe(22_713_216 - (384 * 384 + 384));
  });
});
