import sharp from 'sharp';
import { expect } from 'vitest';
import { estimateTokens, imageTokens } from '../../electron/engine/llm/budget';
import type { RecordedRequest } from './ollama-server';

/** Role markers per chat message, as budget.ts counts them. */
const MESSAGE_OVERHEAD = 8;

/** A received chat request's prompt, estimated from what was actually sent: every message and image. */
export async function promptTokensOf(request: RecordedRequest): Promise<number> {
  let tokens = 0;
  for (const m of (request.body?.messages ?? []) as Array<{ content: string; images?: string[] }>) {
    tokens += estimateTokens(m.content) + MESSAGE_OVERHEAD;
    for (const image of m.images ?? []) {
      const meta = await sharp(Buffer.from(image, 'base64')).metadata();
      tokens += imageTokens(meta.width ?? 0, meta.height ?? 0);
    }
  }
  return tokens;
}

/**
 * The request states its own window, and that window holds its prompt and its reply's allowance:
 * `num_ctx` ≥ prompt + `num_predict`, within `max`. Returns the figures for further checks.
 */
export async function expectFits(request: RecordedRequest, max: number): Promise<{ numCtx: number; numPredict: number; prompt: number }> {
  const options = request.body?.options ?? {};
  const numCtx = options.num_ctx as number;
  const numPredict = options.num_predict as number;
  expect(numCtx, `num_ctx on ${request.path}`).toBeTypeOf('number');
  expect(numPredict, `num_predict on ${request.path}`).toBeGreaterThan(0);
  const prompt = await promptTokensOf(request);
  expect(numCtx).toBeGreaterThanOrEqual(prompt + numPredict);
  expect(numCtx).toBeLessThanOrEqual(max);
  return { numCtx, numPredict, prompt };
}
