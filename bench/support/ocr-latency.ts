import path from 'node:path';
import sharp from 'sharp';
import type { OcrPool } from '../../electron/engine/perception/ocr/engine';
import { textLikelihood } from '../../electron/engine/perception/ocr/gate';

/**
 * Two speed figures that used to be test assertions (test/ocr.test.ts): what the OCR gate costs on a
 * full-size camera photo, and how soon aborting running OCR gives its slots back.
 */

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** The gate on a 12 MP JPEG (a fixture enlarged to 4000×3000): median of 5 after a warm-up. */
export async function gateOn12Mp(fixtures: string): Promise<{ medianMs: number; kb: number }> {
  const big = await sharp(path.join(fixtures, 'photos', 'exif', 'ianare_gps_DSCN0010.jpg')).resize(4000, 3000).jpeg({ quality: 92 }).toBuffer();
  await textLikelihood(big);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push((await textLikelihood(big)).ms);
  return { medianMs: median(times), kb: big.length >> 10 };
}

/**
 * Milliseconds from aborting `pool.size` running recognitions of a dense page to all of them
 * rejecting. They are aborted `intoMs` after they start, so tesseract is inside the page (a
 * scenario, not synchronisation: the figure is the same wherever the job is).
 */
export async function abortLatencyMs(pool: OcrPool, page: Buffer, intoMs = 1_000): Promise<number> {
  const controllers = Array.from({ length: pool.size }, () => new AbortController());
  const running = controllers.map((c) => pool.recognize(page, c.signal).catch(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, intoMs));
  const t0 = performance.now();
  for (const c of controllers) c.abort();
  await Promise.all(running);
  return performance.now() - t0;
}
