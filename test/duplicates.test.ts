import { readFile, readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { affected, chooseRepresentative, groupDuplicates } from '../electron/engine/perception/duplicates/groups';
import {
  defaultDuplicateSettings,
  isCaptureClock,
  MOMENT_METRES,
  MOMENT_SPAN_MINUTES,
  type DuplicateItem,
} from '../electron/engine/perception/duplicates/moments';
import { hammingDistance, isInformativePhash, perceptualHash, UNINFORMATIVE_PHASH } from '../electron/engine/ingest/phash';
import { phashOfPixels, THUMBNAIL_EDGE } from '../electron/engine/ingest/thumbnail';
import { burstyLibrary, makePhoto, unitVector, vectorAtCosine } from '../bench/support/synthetic-duplicates';
import { mulberry32 } from '../scripts/support/seeded-random';
import { fixture, haveFixtures } from './support/fixtures';

// ---- helpers -------------------------------------------------------------------------------------

/** A phone screenshot of a settings list: same layout every time, rows of different text widths. */
async function makeSettingsScreenshot(seed: number): Promise<Buffer> {
  const r = mulberry32(seed);
  let rows = '';
  for (let i = 0; i < 14; i++) {
    const y = 200 + i * 150;
    rows +=
      `<rect x="60" y="${y + 40}" width="70" height="70" rx="15" fill="#8e8e93"/>` +
      `<rect x="160" y="${y + 60}" width="${Math.round(200 + r() * 400)}" height="30" fill="#111"/>` +
      `<rect x="0" y="${y + 148}" width="1170" height="2" fill="#ccc"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1170" height="2532"><rect width="1170" height="2532" fill="#f2f2f7"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

const T0 = Date.UTC(2024, 4, 11, 9, 0, 0);
const MIN = 60_000;

/** A photo taken at T0 by a camera clock (EXIF), unless told otherwise. */
function item(id: string, o: Partial<DuplicateItem> = {}): DuplicateItem {
  return { id, kind: 'photo', takenAt: T0, timeSource: 'exif', phash: null, vector: null, ...o };
}

function groupsOf(map: Map<string, string>): string[][] {
  const byGroup = new Map<string, string[]>();
  for (const [id, g] of map) byGroup.set(g, [...(byGroup.get(g) ?? []), id]);
  return [...byGroup.values()].map((m) => m.sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

// ---- perceptual hash ---------------------------------------------------------------------------

describe('perceptualHash', () => {
  let original: Buffer;
  let originalHash: string;
  beforeAll(async () => {
    original = await makePhoto(1, 2000, 1500);
    originalHash = await perceptualHash(original);
  });

  it('is 16 hex digits and carries information for a photo', () => {
    expect(originalHash).toMatch(/^[0-9a-f]{16}$/);
    expect(isInformativePhash(originalHash)).toBe(true);
  });

  it('stays put for a resized, re-encoded and slightly brightened copy', async () => {
    const copies = {
      resizedJpeg: await sharp(original).resize(800).jpeg({ quality: 60 }).toBuffer(),
      webp: await sharp(original).resize(1200).webp({ quality: 50 }).toBuffer(),
      brighter: await sharp(original).modulate({ brightness: 1.08 }).jpeg({ quality: 85 }).toBuffer(),
      gammaPng: await sharp(original).resize(640).gamma(2.2, 2.0).png().toBuffer(),
      thumbnail: await sharp(original).resize(160).jpeg({ quality: 50 }).toBuffer(),
    };
    const distances: Record<string, number> = {};
    for (const [name, buf] of Object.entries(copies)) distances[name] = hammingDistance(originalHash, await perceptualHash(buf));
    console.log('[duplicates] phash distance original → copies:', JSON.stringify(distances));
    for (const d of Object.values(distances)) expect(d).toBeLessThanOrEqual(defaultDuplicateSettings.maxHamming);
  });

  it('is far for different photos', async () => {
    const hashes = [originalHash];
    for (let seed = 2; seed <= 9; seed++) hashes.push(await perceptualHash(await makePhoto(seed, 600, 450)));
    let min = 64;
    for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) min = Math.min(min, hammingDistance(hashes[i]!, hashes[j]!));
    console.log('[duplicates] phash min distance among 9 distinct synthetic photos:', min);
    expect(min).toBeGreaterThan(2 * defaultDuplicateSettings.maxHamming);
  });

  it('keeps different screenshots of one layout apart (no false group before CLIP)', async () => {
    const hashes: string[] = [];
    for (let seed = 1; seed <= 5; seed++) hashes.push(await perceptualHash(await makeSettingsScreenshot(seed)));
    let min = 64;
    for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) min = Math.min(min, hammingDistance(hashes[i]!, hashes[j]!));
    console.log('[duplicates] phash min distance among 5 same-layout screenshots:', min);
    expect(min).toBeGreaterThan(defaultDuplicateSettings.maxHamming);
    const items = hashes.map((phash, i) => item(`s${i}`, { kind: 'screenshot', phash }));
    expect(groupDuplicates(items).size).toBe(0);
  });

  it('gives flat images the uninformative hash, which never groups', async () => {
    const red = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c00' } }).jpeg().toBuffer();
    const blue = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#03a' } }).png().toBuffer();
    const [hr, hb] = [await perceptualHash(red), await perceptualHash(blue)];
    expect(hr).toBe(UNINFORMATIVE_PHASH);
    expect(hb).toBe(UNINFORMATIVE_PHASH);
    expect(groupDuplicates([item('a', { phash: hr, takenAt: null }), item('b', { phash: hb, takenAt: null })]).size).toBe(0);
  });

  it('handles alpha and tiny images', async () => {
    const rgba = await sharp(await makePhoto(3, 300, 200)).ensureAlpha(0.5).png().toBuffer();
    expect(await perceptualHash(rgba)).toMatch(/^[0-9a-f]{16}$/);
    const tiny = await sharp(await makePhoto(4, 12, 9)).toBuffer();
    expect(await perceptualHash(tiny)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('hammingDistance counts differing bits and rejects malformed hashes', () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('f0f0f0f0f0f0f0f0', 'F0F0F0F0F0F0F0F1')).toBe(1);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(() => hammingDistance('12zz000000000000', '0000000000000000')).toThrow();
    expect(() => hammingDistance('00', '00')).toThrow();
  });

  it('hashes a 12 MP JPEG (read with shrink-on-load) within 2 bits of its 400 px thumbnail', async () => {
    // In the pipeline the thumbnail stage has already decoded the photo (HEIC and RAW included);
    // the hash it stores, from its 400 px tile's pixels, must be the photo's. What each costs: npm run bench:perceive.
    const big = await makePhoto(7, 4000, 3000);
    const { data, info } = await sharp(big).rotate().resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
    expect(hammingDistance(await perceptualHash(big), phashOfPixels(data, info.width, info.height, info.channels))).toBeLessThanOrEqual(2);
  });
});

const haveExif = haveFixtures('photos/exif');

describe.skipIf(!haveExif)('perceptualHash on fixture photos', () => {
  const dir = fixture('photos', 'exif');
  const hashOf = async (name: string): Promise<string> => perceptualHash(await readFile(fixture('photos', 'exif', name)));

  it('hashes one picture in all nine EXIF orientations near-identically after rotate()', async () => {
    const hashes: string[] = [];
    for (let o = 0; o <= 8; o++) hashes.push(await hashOf(`recurser_Landscape_${o}.jpg`));
    const ref = hashes[1]!;
    for (const h of hashes) expect(hammingDistance(ref, h)).toBeLessThanOrEqual(2);
    // Without orientation correction the stored pixels of orientation 6 (90° CW) hash far away.
    const unrotated = await sharp(await readFile(fixture('photos', 'exif', 'recurser_Landscape_6.jpg'))).jpeg().toBuffer();
    expect(hammingDistance(ref, await perceptualHash(unrotated))).toBeGreaterThan(2 * defaultDuplicateSettings.maxHamming);
  });

  it('groups only genuine copies among the fixture photos, all taken at one instant (no false groups)', async () => {
    const names = (await readdir(dir)).filter((f) => /\.(jpe?g|webp|png|tiff?)$/i.test(f));
    const items: DuplicateItem[] = [];
    for (const name of names) {
      const phash = await hashOf(name).catch(() => null);
      if (phash) items.push(item(name, { phash }));
    }
    expect(items.length).toBeGreaterThan(40);
    const groups = groupsOf(groupDuplicates(items));
    expect(groups).toEqual([
      ['drew_HTC_Desire.jpg', 'drew_HTC_Desire.webp'], // the same picture, exported twice
      Array.from({ length: 9 }, (_, o) => `recurser_Landscape_${o}.jpg`),
      ['recurser_Portrait_6.jpg', 'recurser_Portrait_8.jpg'],
    ]);
  });
});

// ---- grouping ------------------------------------------------------------------------------------

describe('groupDuplicates', () => {
  const r = mulberry32(42);
  const base = unitVector(r);

  it('(a) groups similar vectors taken within the window', () => {
    const v = vectorAtCosine(base, 0.93, r);
    const map = groupDuplicates([item('p1', { vector: base }), item('p2', { vector: v, takenAt: T0 + 5 * MIN })]);
    expect(map).toEqual(new Map([['p1', 'p1'], ['p2', 'p1']]));
  });

  it('(b) does not group the same vectors outside the window', () => {
    const v = vectorAtCosine(base, 0.93, r);
    const late = T0 + (defaultDuplicateSettings.windowMinutes + 1) * MIN;
    expect(groupDuplicates([item('p1', { vector: base }), item('p2', { vector: v, takenAt: late })]).size).toBe(0);
    // nor without a time: vectors need the time neighbourhood
    expect(groupDuplicates([item('p1', { vector: base }), item('p2', { vector: v, takenAt: null })]).size).toBe(0);
    // a wider window setting brings them together
    const wide = { ...defaultDuplicateSettings, windowMinutes: defaultDuplicateSettings.windowMinutes + 2 };
    expect(groupDuplicates([item('p1', { vector: base }), item('p2', { vector: v, takenAt: late })], wide).size).toBe(2);
  });

  it('(c) cosine 0.90 groups photos but not screenshots; kinds never group by vector', () => {
    const v = vectorAtCosine(base, 0.9, r);
    expect(cosine(base, v)).toBeCloseTo(0.9, 5);
    expect(groupDuplicates([item('a', { vector: base }), item('b', { vector: v })]).size).toBe(2);
    expect(groupDuplicates([item('a', { kind: 'screenshot', vector: base }), item('b', { kind: 'screenshot', vector: v })]).size).toBe(0);
    const same = vectorAtCosine(base, 0.99, r);
    expect(groupDuplicates([item('a', { kind: 'screenshot', vector: base }), item('b', { kind: 'screenshot', vector: same })]).size).toBe(2);
    expect(groupDuplicates([item('a', { vector: base }), item('b', { kind: 'screenshot', vector: base })]).size).toBe(0);
    expect(groupDuplicates([item('a', { vector: base }), item('b', { kind: 'video', vector: base })]).size).toBe(0);
  });

  it('(d) a threshold setting flips a borderline pair, both ways', () => {
    const at087 = [item('a', { vector: base }), item('b', { vector: vectorAtCosine(base, 0.87, r) })];
    expect(groupDuplicates(at087).size).toBe(2);
    expect(groupDuplicates(at087, { ...defaultDuplicateSettings, photoDuplicateCosine: 0.9 }).size).toBe(0);
    const at083 = [item('a', { vector: base }), item('b', { vector: vectorAtCosine(base, 0.83, r) })];
    expect(groupDuplicates(at083).size).toBe(0);
    expect(groupDuplicates(at083, { ...defaultDuplicateSettings, photoDuplicateCosine: 0.8 }).size).toBe(2);
    const shots = [item('a', { kind: 'screenshot', vector: base }), item('b', { kind: 'screenshot', vector: vectorAtCosine(base, 0.96, r) })];
    expect(groupDuplicates(shots).size).toBe(2);
    expect(groupDuplicates(shots, { ...defaultDuplicateSettings, screenshotDuplicateCosine: 0.97 }).size).toBe(0);
    // the Hamming setting too
    const h1 = 'f583c3e1ef771800';
    const h3 = 'f583c3e1ef7718e0'; // 3 bits away
    const copies = [item('a', { phash: h1, takenAt: null }), item('b', { phash: h3, takenAt: null })];
    expect(hammingDistance(h1, h3)).toBe(3);
    expect(groupDuplicates(copies).size).toBe(2);
    expect(groupDuplicates(copies, { ...defaultDuplicateSettings, maxHamming: 2 }).size).toBe(0);
    expect(groupDuplicates(copies, { ...defaultDuplicateSettings, maxHamming: 8 }).size).toBe(2); // r = 2 probes
    // settings are validated
    expect(() => groupDuplicates(copies, { ...defaultDuplicateSettings, maxHamming: 40 })).toThrow(RangeError);
    expect(() => groupDuplicates(copies, { ...defaultDuplicateSettings, photoDuplicateCosine: 1.5 })).toThrow(RangeError);
  });

  it('(e) no false group among distinct photos of one scene taken minutes apart', () => {
    // 40 different moments of one scene: every pair at cosine ~0.75–0.8, the "similar but different"
    // shots users don't want merged; plus 200 unrelated photos the same afternoon.
    const scene = unitVector(r);
    const items: DuplicateItem[] = [];
    for (let i = 0; i < 40; i++) items.push(item(`scene${i}`, { vector: vectorAtCosine(scene, 0.88, r), takenAt: T0 + i * 20_000 }));
    for (let i = 0; i < 200; i++) items.push(item(`other${i}`, { vector: unitVector(r), takenAt: T0 + i * 30_000 }));
    let maxCos = -1;
    for (let i = 0; i < 40; i++) for (let j = i + 1; j < 40; j++) maxCos = Math.max(maxCos, cosine(items[i]!.vector!, items[j]!.vector!));
    expect(maxCos).toBeLessThan(defaultDuplicateSettings.photoDuplicateCosine);
    expect(groupDuplicates(items).size).toBe(0);
  });

  it('groups near-exact copies without a capture clock by phash alone, whatever their times; videos only with videos', () => {
    const h = 'f583c3e1ef771800';
    const near = 'f583c3e1ef771803'; // 2 bits
    const items = [
      item('orig', { phash: h, takenAt: T0 }),
      item('whatsapp', { phash: near, takenAt: T0 + 90 * 24 * 60 * MIN, timeSource: 'mtime' }), // EXIF stripped: a later mtime
      item('named', { phash: h, takenAt: T0 + 2 * 24 * 60 * MIN, timeSource: 'filename', name: 'IMG-20240513-WA0001.jpg' }), // a messenger's name: the day it arrived
      item('nodate', { phash: h, takenAt: null, timeSource: null }),
      item('shot-of-it', { kind: 'screenshot', phash: near }),
      item('clip', { kind: 'video', phash: h }),
    ];
    expect(groupsOf(groupDuplicates(items))).toEqual([['named', 'nodate', 'orig', 'shot-of-it', 'whatsapp']]);
    expect(groupDuplicates([...items, item('clip2', { kind: 'video', phash: near, takenAt: null, timeSource: null })]).get('clip2')).toBe('clip');
  });

  it('needs vector agreement for two screenshots whose phashes match, when both have vectors', () => {
    const h = 'f583c3e1ef771800';
    const other = vectorAtCosine(base, 0.7, r); // a different balance on the same banking screen
    expect(groupDuplicates([item('a', { kind: 'screenshot', phash: h, vector: base }), item('b', { kind: 'screenshot', phash: h, vector: other })]).size).toBe(0);
    expect(groupDuplicates([item('a', { kind: 'screenshot', phash: h, vector: base }), item('b', { kind: 'screenshot', phash: h, vector: base })]).size).toBe(2);
    expect(groupDuplicates([item('a', { kind: 'screenshot', phash: h }), item('b', { kind: 'screenshot', phash: h })]).size).toBe(2);
  });

  it('ignores malformed hashes and vectors of another dimension', () => {
    const items = [
      item('a', { phash: 'not-a-hash', vector: base }),
      item('b', { phash: 'not-a-hash', vector: base.subarray(0, 256) }),
    ];
    expect(groupDuplicates(items).size).toBe(0);
  });

  it('chains through union-find and labels each group with its smallest id, whatever the order', () => {
    const v1 = vectorAtCosine(base, 0.9, r);
    const items = [
      item('m-3', { vector: base, takenAt: T0 }),
      item('m-1', { vector: v1, takenAt: T0 + 10 * MIN }),
      // 20 minutes from m-3 (outside its window) but a copy of m-1
      item('m-2', { vector: v1, takenAt: T0 + 20 * MIN }),
      item('z', { vector: unitVector(r), takenAt: T0 + 1 * MIN }),
    ];
    const expected = new Map([['m-3', 'm-1'], ['m-1', 'm-1'], ['m-2', 'm-1']]);
    expect(groupDuplicates(items)).toEqual(expected);
    expect(groupDuplicates([...items].reverse())).toEqual(expected);
  });

  it('incremental: affected + groupDuplicates, memory by memory, equals a full run', () => {
    const rr = mulberry32(7);
    const all: DuplicateItem[] = [];
    const scenes = Array.from({ length: 300 }, () => unitVector(rr, 64));
    for (let i = 0; i < 1500; i++) {
      const s = Math.floor(rr() * scenes.length);
      const dup = rr() < 0.3;
      const hash = Array.from({ length: 16 }, () => '0123456789abcdef'[Math.floor(rr() * 16)]).join('');
      const dated = rr() >= 0.1;
      all.push({
        id: `id${String(i).padStart(5, '0')}`,
        kind: rr() < 0.8 ? 'photo' : 'screenshot',
        takenAt: dated ? T0 + s * 37 * MIN + Math.floor(rr() * 30 * MIN) : null,
        timeSource: dated ? (rr() < 0.9 ? 'exif' : 'mtime') : null,
        phash: rr() < 0.05 ? `${hash.slice(0, 12)}${s.toString(16).padStart(4, '0')}` : hash,
        vector: dup ? vectorAtCosine(scenes[s]!, 0.97, rr) : unitVector(rr, 64),
      });
    }
    // one copy of a phash shared far away in time
    all.push({ ...all[5]!, id: 'copy-of-5', takenAt: null, timeSource: null, vector: null });
    const full = groupDuplicates(all);
    expect(full.size).toBeGreaterThan(50);

    const byId = new Map(all.map((x) => [x.id, x]));
    const light = all.map(({ vector: _v, ...rest }) => rest);
    // the library's arrival order, one memory at a time, as the duplicates stage places them
    const stored = new Map<string, string>();
    for (const [k, fresh] of light.entries()) {
      const near = affected(light.slice(0, k + 1), [fresh], stored);
      const update = groupDuplicates(near.map((x) => byId.get(x.id)!));
      for (const x of near) {
        const g = update.get(x.id);
        if (g) stored.set(x.id, g);
        else stored.delete(x.id);
      }
    }
    expect(stored).toEqual(full);
  });

  it('groups every planted burst copy with its original in a large bursty library', () => {
    // 20k keeps the test quick; the 100k timing is a figure of npm run bench:perceive.
    const { items, planted } = burstyLibrary(20_000);
    expect(planted.length).toBeGreaterThan(100);
    const map = groupDuplicates(items);
    for (const [copy, original] of planted) {
      expect(map.get(copy), copy).toBeDefined();
      expect(map.get(copy), copy).toBe(map.get(original));
    }
  });
});

describe('a group is one moment', () => {
  const r = mulberry32(99);
  const DAY = 24 * 60 * MIN;
  const display = unitVector(r);
  const h = 'f583c3e1ef771800';
  const GYM = { lat: 47.6205, lon: -122.3493 };
  /** Degrees of latitude for a distance in metres. */
  const north = (metres: number) => metres / 111_195;

  it('the same display photographed on N different days is N memories, whatever pHash and CLIP say', () => {
    const days = Array.from({ length: 9 }, (_, d) => item(`day${d}`, { phash: h, vector: display, takenAt: T0 + d * DAY + 3 * MIN * d, ...GYM }));
    expect(groupDuplicates(days).size).toBe(0);
    // nor on one day, a morning and an evening session apart
    expect(groupDuplicates([item('am', { phash: h, vector: display }), item('pm', { phash: h, vector: display, takenAt: T0 + 9 * 60 * MIN })]).size).toBe(0);
  });

  it('a 3-shot burst is one group; a retake a minute later at the same place joins it', () => {
    const shots = [
      item('burst1', { phash: h, vector: display, ...GYM }),
      item('burst2', { phash: 'f583c3e1ef771803', vector: vectorAtCosine(display, 0.97, r), takenAt: T0 + 400, ...GYM }),
      item('burst3', { phash: 'f583c3e1ef77180f', vector: vectorAtCosine(display, 0.96, r), takenAt: T0 + 900, ...GYM }),
      // GPS reads 20 m off a minute later: the same spot
      item('retake', { phash: 'f583c3e1ef771c00', vector: vectorAtCosine(display, 0.93, r), takenAt: T0 + MIN, lat: GYM.lat + north(20), lon: GYM.lon }),
    ];
    expect(groupsOf(groupDuplicates(shots))).toEqual([['burst1', 'burst2', 'burst3', 'retake']]);
  });

  it('two identical-looking receipts from different cities on the same day are two', () => {
    const receipt = unitVector(r);
    const seattle = item('seattle', { phash: h, vector: receipt, lat: 47.6062, lon: -122.3321 });
    const portland = { phash: h, vector: receipt, lat: 45.5152, lon: -122.6784 };
    expect(groupDuplicates([seattle, item('portland', { ...portland, takenAt: T0 + 4 * 60 * MIN })]).size).toBe(0);
    // even were the clocks minutes apart (a zone mix-up), places further apart than a moment's reach never link
    expect(groupDuplicates([seattle, item('portland', { ...portland, takenAt: T0 + 2 * MIN })]).size).toBe(0);
    expect(groupDuplicates([seattle, item('next-door', { phash: h, vector: receipt, takenAt: T0 + 2 * MIN, lat: 47.6062 + north(MOMENT_METRES * 2), lon: -122.3321 })]).size).toBe(0);
    // one of them without GPS: time alone decides
    expect(groupDuplicates([seattle, item('nogps', { phash: h, vector: receipt, takenAt: T0 + 2 * MIN })]).size).toBe(2);
  });

  it('chaining is bounded: look-alikes every few minutes for two hours never make a group longer than a moment', () => {
    const items = Array.from({ length: 30 }, (_, k) => item(`t${String(k).padStart(2, '0')}`, { phash: h, vector: display, takenAt: T0 + k * 4 * MIN }));
    const groups = groupsOf(groupDuplicates(items));
    expect(groups.length).toBeGreaterThan(1);
    const at = new Map(items.map((x) => [x.id, x.takenAt!]));
    for (const g of groups) {
      const times = g.map((id) => at.get(id)!);
      expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(MOMENT_SPAN_MINUTES * MIN);
    }
    // and GPS drift along a walk is bounded the same way
    const walk = Array.from({ length: 10 }, (_, k) => item(`w${k}`, { phash: h, takenAt: T0 + k * 30_000, lat: GYM.lat + north(k * 40), lon: GYM.lon }));
    for (const g of groupsOf(groupDuplicates(walk))) expect(g.length).toBeLessThanOrEqual(2);
  });

  it('a copy without a capture clock joins one occasion (the earliest it matches), never bridging several', () => {
    const days = Array.from({ length: 4 }, (_, d) => item(`day${d}`, { phash: h, vector: display, takenAt: T0 + d * DAY }));
    const copies = [
      item('sent', { phash: 'f583c3e1ef771803', takenAt: T0 + 30 * DAY, timeSource: 'mtime' }),
      item('saved', { phash: h, takenAt: null, timeSource: null }),
    ];
    expect(groupsOf(groupDuplicates([...copies, ...days]))).toEqual([['day0', 'saved', 'sent']]);
    // CLIP likeness is not identity: without a capture clock, vectors alone never group
    expect(groupDuplicates([item('a', { vector: display, timeSource: 'mtime' }), item('b', { vector: display, timeSource: 'mtime' })]).size).toBe(0);
    expect(groupDuplicates([item('a', { vector: display, timeSource: 'filename' }), item('b', { vector: display })]).size).toBe(0);
    expect(groupDuplicates([item('a', { vector: display, timeSource: 'user' }), item('b', { vector: display })]).size).toBe(2);
  });

  it('a device\'s capture name to the second is a clock; a date-only messenger name is not', () => {
    expect(isCaptureClock('filename', 'Screenshot 2024-05-11 at 06.40.10.png')).toBe(true);
    expect(isCaptureClock('filename', 'IMG_20240511_064010.jpg')).toBe(true);
    expect(isCaptureClock('filename', 'IMG-20240511-WA0001.jpg')).toBe(false);
    expect(isCaptureClock('filename', null)).toBe(false);
    expect(isCaptureClock('mtime', 'IMG_20240511_064010.jpg')).toBe(false);
    expect(isCaptureClock('exif')).toBe(true);
    expect(isCaptureClock('user')).toBe(true);
    expect(isCaptureClock(null)).toBe(false);
    // boarding passes of one airline, screenshotted on four trips: one layout, four occasions
    const passes = [11, 17, 99, 105].map((d) => {
      const local = new Date(T0 + d * DAY).toISOString().slice(0, 10);
      return item(`pass${d}`, { kind: 'screenshot', phash: h, takenAt: T0 + d * DAY, timeSource: 'filename', name: `Screenshot ${local} at 06.40.10.png` });
    });
    expect(groupDuplicates(passes).size).toBe(0);
    // and two seconds apart, the same screen twice is one
    const twice = item('pass11-again', { kind: 'screenshot', phash: h, takenAt: T0 + 11 * DAY + 2000, timeSource: 'filename', name: passes[0]!.name!.replace('06.40.10', '06.40.12') });
    expect(isCaptureClock(twice.timeSource, twice.name)).toBe(true);
    expect(groupsOf(groupDuplicates([...passes, twice]))).toEqual([['pass11', 'pass11-again']]);
  });

  it('does not depend on the input order when the bounds decide', () => {
    const items = [
      ...Array.from({ length: 20 }, (_, k) => item(`t${String(k).padStart(2, '0')}`, { phash: h, vector: display, takenAt: T0 + k * 7 * MIN })),
      item('copy', { phash: h, takenAt: null, timeSource: null }),
      ...Array.from({ length: 5 }, (_, d) => item(`d${d}`, { phash: h, takenAt: T0 + (d + 1) * DAY })),
    ];
    const expected = groupDuplicates(items);
    const rr = mulberry32(5);
    for (let trial = 0; trial < 5; trial++) {
      const shuffled = [...items].sort(() => rr() - 0.5);
      expect(groupDuplicates(shuffled)).toEqual(expected);
    }
  });

  it('an incremental update splits a stored group that spans several occasions (an older rule\'s)', () => {
    const days = Array.from({ length: 5 }, (_, d) => item(`day${d}`, { phash: h, vector: display, takenAt: T0 + d * DAY }));
    const burst = item('day0-b', { phash: h, vector: display, takenAt: T0 + 2000 });
    const all = [...days, burst];
    const stored = new Map(all.map((x) => [x.id, 'day0'])); // what pHash-at-any-time grouping left
    const near = affected(all, [days[3]!], stored);
    expect(near.map((x) => x.id).sort()).toEqual(all.map((x) => x.id).sort());
    expect(groupsOf(groupDuplicates(near))).toEqual([['day0', 'day0-b']]);
  });
});

describe('chooseRepresentative', () => {
  it('prefers resolution, then file size, then the earliest, then the smallest id', () => {
    const m = (id: string, width: number | null, height: number | null, size: number, takenAt: number | null) => ({ id, width, height, size, takenAt });
    expect(chooseRepresentative([m('small', 800, 600, 9e6, 1), m('big', 4000, 3000, 1e6, 2), m('nodims', null, null, 2e7, 0)])).toBe('big');
    expect(chooseRepresentative([m('a', 4000, 3000, 1e6, 1), m('b', 3000, 4000, 3e6, 2)])).toBe('b');
    expect(chooseRepresentative([m('late', 100, 100, 5, 9), m('early', 100, 100, 5, 3), m('undated', 100, 100, 5, null)])).toBe('early');
    expect(chooseRepresentative([m('y', 1, 1, 1, null), m('x', 1, 1, 1, null)])).toBe('x');
    expect(() => chooseRepresentative([])).toThrow();
  });
});
