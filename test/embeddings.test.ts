import path from 'node:path';
import { env } from '@huggingface/transformers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClipEmbedder, ImageInputError, TextEmbedder, dot } from '../electron/engine/perception/embeddings';
import { makeTinyModels } from '../scripts/make-tiny-models';
import { tempDir } from './support/temp';

// The tiny models have the real layout and I/O names, so this is the production loading and
// inference path (transformers.js on onnxruntime-node, sharp preprocessing), on random weights.

let clipDir = '';
let textDir = '';
let clip: ClipEmbedder;
let text: TextEmbedder;

const norm = (v: Float32Array): number => Math.sqrt(dot(v, v));
const maxDiff = (a: Float32Array, b: Float32Array): number => a.reduce((m, x, i) => Math.max(m, Math.abs(x - (b[i] as number))), 0);

/** A test picture: `kind` picks the pattern, `hue` its colours. */
async function picture(kind: 'gradient' | 'stripes' | 'blocks', hue: number, width = 320, height = 240): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const v =
        kind === 'gradient'
          ? (x / width) * 255
          : kind === 'stripes'
            ? (Math.floor(x / 20) % 2) * 255
            : ((Math.floor(x / 80) + Math.floor(y / 60)) % 2) * 255;
      raw[i] = (v + hue) % 256;
      raw[i + 1] = (y / height) * 255;
      raw[i + 2] = (255 - v + hue * 2) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

beforeAll(async () => {
  const dir = await tempDir('tiny-models');
  const started = performance.now();
  ({ clipDir, textDir } = await makeTinyModels(dir));
  const generated = performance.now();
  [clip, text] = await Promise.all([ClipEmbedder.load(clipDir), TextEmbedder.load(textDir)]);
  const loaded = performance.now();
  console.log(`tiny models: generated in ${(generated - started).toFixed(0)} ms, both loaded in ${(loaded - generated).toFixed(0)} ms`);
});

afterAll(async () => {
  await clip?.dispose();
  await text?.dispose();
});

describe('ClipEmbedder (tiny CLIP, real code path)', () => {
  it('has the configured width and gives unit vectors for images and texts', async () => {
    expect(clip.dim).toBe(32);
    const [img] = await clip.embedImages([await picture('gradient', 0)]);
    const [txt] = await clip.embedTexts(['a dog on the beach']);
    for (const v of [img, txt]) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v?.length).toBe(32);
      expect(norm(v as Float32Array)).toBeCloseTo(1, 5);
    }
  });

  it('identical pictures give identical vectors, different pictures different ones', async () => {
    const a = await picture('gradient', 0);
    const aRecompressed = await sharp(a).png({ compressionLevel: 0 }).toBuffer();
    const aAsWebp = await sharp(a).webp({ lossless: true }).toBuffer();
    const b = await picture('stripes', 90);
    const c = await picture('blocks', 180);
    const [va, va2, vaPng, vaWebp, vb, vc] = (await clip.embedImages([a, a, aRecompressed, aAsWebp, b, c])) as Float32Array[];
    expect(maxDiff(va as Float32Array, va2 as Float32Array)).toBe(0);
    // Same pixels in another file: the same vector (WebP decodes through libwebp's scaled decoder: nearly).
    expect(maxDiff(va as Float32Array, vaPng as Float32Array)).toBe(0);
    expect(dot(va as Float32Array, vaWebp as Float32Array)).toBeGreaterThan(0.999);
    expect(dot(va as Float32Array, vb as Float32Array)).toBeLessThan(0.99);
    expect(dot(va as Float32Array, vc as Float32Array)).toBeLessThan(0.99);
    expect(dot(vb as Float32Array, vc as Float32Array)).toBeLessThan(0.99);
  });

  it('a batch of 3 equals three single calls (images and texts)', async () => {
    const imgs = [await picture('gradient', 10), await picture('stripes', 40, 500, 200), await picture('blocks', 70, 120, 400)];
    const batch = await clip.embedImages(imgs);
    for (let i = 0; i < imgs.length; i++) {
      const [single] = await clip.embedImages([imgs[i] as Buffer]);
      expect(maxDiff(batch[i] as Float32Array, single as Float32Array)).toBeLessThan(1e-5);
    }
    // Different lengths, so the batch is padded: padding must not change anything.
    const texts = ['sunset', 'a dog on the beach at sunset with friends', 'parking ticket'];
    const tb = await clip.embedTexts(texts);
    for (let i = 0; i < texts.length; i++) {
      const [single] = await clip.embedTexts([texts[i] as string]);
      expect(maxDiff(tb[i] as Float32Array, single as Float32Array)).toBeLessThan(1e-5);
    }
  });

  it('the same text twice gives the same vector; different texts differ', async () => {
    const [a, a2, b] = (await clip.embedTexts(['hotel in Paris', 'hotel in Paris', 'receipt'])) as Float32Array[];
    expect(maxDiff(a as Float32Array, a2 as Float32Array)).toBe(0);
    expect(dot(a as Float32Array, b as Float32Array)).toBeLessThan(0.99);
  });

  it('applies EXIF orientation, handles alpha, grey and tiny images', async () => {
    const upright = await picture('blocks', 30, 300, 200);
    // Store the pixels turned a quarter counter-clockwise and tag orientation 6 ("rotate 90° CW to view").
    const turned = await sharp(upright).rotate(-90).jpeg({ quality: 100 }).withMetadata({ orientation: 6 }).toBuffer();
    const turnedUntagged = await sharp(upright).rotate(-90).png().toBuffer();
    const opaque = await sharp(upright).ensureAlpha(1).png().toBuffer();
    const rgba = await sharp(upright).ensureAlpha(0.5).png().toBuffer();
    const grey = await sharp(upright).greyscale().png().toBuffer();
    const tiny = await sharp(upright).resize(5, 3).png().toBuffer();
    const [vu, vt, vtu, vo, va, vg, vs] = (await clip.embedImages([upright, turned, turnedUntagged, opaque, rgba, grey, tiny])) as Float32Array[];
    expect(dot(vu as Float32Array, vt as Float32Array)).toBeGreaterThan(0.99);
    expect(dot(vu as Float32Array, vt as Float32Array)).toBeGreaterThan(dot(vu as Float32Array, vtu as Float32Array));
    // Alpha is dropped and the RGB kept (libvips resizes premultiplied, hence "nearly" for half-transparent).
    expect(maxDiff(vu as Float32Array, vo as Float32Array)).toBeLessThan(1e-6);
    expect(dot(vu as Float32Array, va as Float32Array)).toBeGreaterThan(0.999);
    for (const v of [vg, vs]) expect(norm(v as Float32Array)).toBeCloseTo(1, 5);
  });

  it('an unreadable image is reported with its index; the others still embed', async () => {
    const good = await picture('gradient', 5);
    const bad = Buffer.from('this is not an image');
    await expect(clip.embedImages([good, bad])).rejects.toMatchObject({ name: 'ImageInputError', index: 1 });
    const settled = await clip.embedImagesSettled([bad, good]);
    expect(settled[0]).toBeInstanceOf(ImageInputError);
    const [alone] = await clip.embedImages([good]);
    expect(maxDiff(settled[1] as Float32Array, alone as Float32Array)).toBeLessThan(1e-5);
  });

  it('loads without the network, and the fp32 files with quantized: false', async () => {
    expect(env.allowRemoteModels).toBe(false);
    await expect(env.fetch('https://huggingface.co/x')).rejects.toThrow(/disabled/);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('network used'));
    const disabled = env.fetch;
    const envFetch = vi.fn(disabled);
    env.fetch = envFetch;
    try {
      const fp32 = await ClipEmbedder.load(clipDir, { quantized: false });
      const [v] = await fp32.embedTexts(['a dog']);
      expect(v?.length).toBe(32);
      await fp32.dispose();
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(envFetch).not.toHaveBeenCalled();
    } finally {
      env.fetch = disabled;
      fetchSpy.mockRestore();
    }
  });

  it('a folder without the model fails naming the missing files, without trying a download', async () => {
    const empty = path.join(path.dirname(clipDir), 'no-such-model');
    await expect(ClipEmbedder.load(empty)).rejects.toMatchObject({
      name: 'ModelFilesMissingError',
      missing: expect.arrayContaining(['config.json', 'onnx/vision_model_quantized.onnx', 'onnx/text_model_quantized.onnx']),
    });
    await expect(TextEmbedder.load(empty)).rejects.toThrow(/no-such-model.*onnx\/model_quantized\.onnx/);
  });

  it('embeds a reasonable number of images per second', async () => {
    const imgs = await Promise.all(Array.from({ length: 24 }, (_, i) => picture(i % 2 ? 'stripes' : 'blocks', i * 10)));
    const started = performance.now();
    const vs = await clip.embedImages(imgs);
    const seconds = (performance.now() - started) / 1000;
    const texts = Array.from({ length: 200 }, (_, i) => `photo ${i} of a dog on the beach in summer`);
    const t0 = performance.now();
    await clip.embedTexts(texts);
    const textSeconds = (performance.now() - t0) / 1000;
    console.log(`tiny CLIP: ${(imgs.length / seconds).toFixed(0)} images/s (320×240 PNG), ${(texts.length / textSeconds).toFixed(0)} texts/s`);
    expect(vs).toHaveLength(24);
  });
});

describe('TextEmbedder (tiny MiniLM, real code path)', () => {
  it('has the configured width and gives unit vectors', async () => {
    expect(text.dim).toBe(24);
    const [v] = await text.embed(['receipt from the hotel']);
    expect(v?.length).toBe(24);
    expect(norm(v as Float32Array)).toBeCloseTo(1, 5);
  });

  it('same string → same vector; a batch of 3 equals three singles (padding masked)', async () => {
    const texts = ['coffee', 'the parking ticket from the airport in the morning', 'Wedding in Hawaii 2024'];
    const batch = await text.embed([...texts, 'coffee']);
    expect(maxDiff(batch[0] as Float32Array, batch[3] as Float32Array)).toBe(0);
    for (let i = 0; i < texts.length; i++) {
      const [single] = await text.embed([texts[i] as string]);
      expect(maxDiff(batch[i] as Float32Array, single as Float32Array)).toBeLessThan(1e-5);
    }
  });

  it('texts sharing most words are closer than unrelated ones', async () => {
    const [a, b, c] = (await text.embed(['a dog on the beach', 'a dog on the sand', 'parking receipt total price'])) as Float32Array[];
    expect(dot(a as Float32Array, b as Float32Array)).toBeGreaterThan(dot(a as Float32Array, c as Float32Array));
  });

  it('handles empty input, empty strings, unknown characters and long texts', async () => {
    expect(await text.embed([])).toEqual([]);
    const long = 'word '.repeat(2000);
    const vs = await text.embed(['', '東京 🦓 café', long]);
    for (const v of vs) expect(norm(v)).toBeCloseTo(1, 5);
  });

  it('embeds a reasonable number of texts per second', async () => {
    const texts = Array.from({ length: 500 }, (_, i) => `screenshot ${i} of a receipt with the total price and a map of the city`);
    const started = performance.now();
    const vs = await text.embed(texts);
    const seconds = (performance.now() - started) / 1000;
    console.log(`tiny MiniLM: ${(texts.length / seconds).toFixed(0)} texts/s`);
    expect(vs).toHaveLength(500);
  });
});
