import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** A scene with edges at every scale (shapes over noise), larger than a shot so shots can be cut from it shifted. */
async function scene(width: number, height: number, seed: number): Promise<Buffer> {
  let s = seed;
  const rand = (): number => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const shapes = Array.from({ length: 40 }, () => {
    const [x, y, r] = [rand() * width, rand() * height, 20 + rand() * 120];
    const fill = `rgb(${Math.floor(rand() * 255)},${Math.floor(rand() * 255)},${Math.floor(rand() * 255)})`;
    return rand() < 0.5 ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>` : `<rect x="${x}" y="${y}" width="${r * 1.5}" height="${r}" fill="${fill}"/>`;
  }).join('');
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`);
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 140, b: 160 }, noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .composite([{ input: svg }])
    .png()
    .toBuffer();
}

export interface BurstShot {
  file: string;
  blurred: boolean;
}

/**
 * A burst of near-identical shots seconds apart, as a phone names them (`IMG_YYYYMMDD_HHMMSS.jpg`):
 * each cut from one scene a few pixels apart with its own noise; shot `blurredIndex` is motion-blurred.
 */
export async function writeBurst(dir: string, options: { shots?: number; blurredIndex?: number; seed?: number; start?: string } = {}): Promise<BurstShot[]> {
  const shots = options.shots ?? 4;
  const blurredIndex = options.blurredIndex ?? 0;
  const [W, H] = [1200, 900];
  const base = await scene(W + 40, H + 40, options.seed ?? 7);
  const start = options.start ?? '20240511_153000';
  const out: BurstShot[] = [];
  for (let i = 0; i < shots; i++) {
    const second = String(Number(start.slice(-2)) + i).padStart(2, '0');
    const file = path.join(dir, `IMG_${start.slice(0, -2)}${second}.jpg`);
    let shot = sharp(base).extract({ left: 10 + i * 3, top: 10 + i * 2, width: W, height: H });
    if (i === blurredIndex) shot = shot.blur(6);
    const noisy = await shot
      .composite([{ input: { create: { width: W, height: H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 }, noise: { type: 'gaussian', mean: 0, sigma: 4 + i } } }, blend: 'over' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    await writeFile(file, noisy);
    out.push({ file, blurred: i === blurredIndex });
  }
  return out;
}
