import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumSpec, generateAlbum } from '../eval/album/generate';
import type { AlbumSpec } from '../eval/album/spec';
import { ndcgAt, recallAt } from '../eval/metrics';
import { buildQuestions, countKeyword, keywordHit } from '../eval/questions';

const SEED = 2024;
/** A few scenarios keep the test fast while covering photos with GPS, offsets across DST, Hawaii and screenshots. */
const SCENARIOS = ['parking', 'honolulu', 'info'] as const;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('eval album', () => {
  let base: string;
  let dir: string;
  let spec: AlbumSpec;

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-eval-album-'));
    dir = path.join(base, 'album');
    spec = await generateAlbum(dir, { seed: SEED, scenarios: [...SCENARIOS] });
  }, 60_000);

  afterAll(() => rm(base, { recursive: true, force: true }));

  it('writes every file the spec lists, and album.json', async () => {
    expect(spec.files.length).toBeGreaterThan(20);
    const written = JSON.parse(await readFile(path.join(dir, 'album.json'), 'utf8')) as AlbumSpec;
    expect(written.files.map((f) => f.name)).toEqual(spec.files.map((f) => f.name));
    for (const f of spec.files) {
      const meta = await sharp(path.join(dir, f.name)).metadata();
      expect(meta.format).toBe(f.kind === 'screenshot' ? 'png' : 'jpeg');
    }
  });

  it('photos carry the EXIF time, offset and GPS the spec says', async () => {
    const photos = spec.files.filter((f) => f.kind === 'photo');
    expect(photos.length).toBeGreaterThan(10);
    for (const f of photos) {
      const buf = await readFile(path.join(dir, f.name));
      const exif = await exifr.parse(buf, { reviveValues: false, pick: ['DateTimeOriginal', 'OffsetTimeOriginal'] });
      expect(exif.DateTimeOriginal).toBe(f.local.replace(/-/g, ':').replace('T', ' '));
      expect(exif.OffsetTimeOriginal).toBe(f.offset);
      const gps = await exifr.gps(buf);
      expect(gps.latitude).toBeCloseTo(f.gps!.lat, 4);
      expect(gps.longitude).toBeCloseTo(f.gps!.lon, 4);
    }
    // Seattle changes offset at DST; Hawaii does not.
    const offsets = new Set(photos.map((f) => f.offset));
    expect(offsets).toEqual(new Set(['-08:00', '-07:00', '-10:00']));
  });

  it('screenshots are PNGs named by their local time, with no GPS', async () => {
    const shots = spec.files.filter((f) => f.kind === 'screenshot');
    expect(shots.length).toBeGreaterThan(3);
    for (const f of shots) {
      const [date, time] = f.local.split('T') as [string, string];
      expect(f.name).toBe(`Screenshot ${date} at ${time.replace(/:/g, '.')}.png`);
      expect(f.gps).toBeNull();
      expect(await exifr.gps(path.join(dir, f.name)).catch(() => undefined)).toBeFalsy();
    }
  });

  it('is deterministic for a seed, and names match the full album', async () => {
    const again = path.join(base, 'again');
    await generateAlbum(again, { seed: SEED, scenarios: ['parking'] });
    for (const f of spec.files.filter((x) => x.scenario === 'parking')) {
      expect(sha(await readFile(path.join(again, f.name)))).toBe(sha(await readFile(path.join(dir, f.name))));
    }
    const full = albumSpec({ seed: SEED });
    const byName = new Map(full.files.map((f) => [f.name, f]));
    for (const f of spec.files) expect(byName.get(f.name)).toEqual(f);
    expect(full.files.length).toBeGreaterThanOrEqual(120);
    expect(full.files.length).toBeLessThanOrEqual(200);
  });
});

describe('eval questions', () => {
  const spec = albumSpec({ seed: SEED });
  const questions = buildQuestions(spec);
  const names = new Set(spec.files.map((f) => f.name));

  it('has 40–60 questions with unique ids, every type, and gold files that exist', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(questions.length).toBeLessThanOrEqual(60);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
    expect(new Set(questions.map((q) => q.pensieve))).toEqual(new Set(['time', 'location', 'both', 'none', 'multi']));
    for (const q of questions) {
      expect(q.gold.length, q.id).toBeGreaterThan(0);
      for (const g of q.gold) expect(names.has(g), `${q.id}: ${g}`).toBe(true);
      expect(Number.isNaN(Date.parse(q.now)), q.id).toBe(false);
    }
  });

  it('derives gold from the spec: the last parking, April cardio days, the CHI hotel', () => {
    const byId = new Map(questions.map((q) => [q.id, q]));
    const parking = spec.files.filter((f) => f.tags.includes('parking'));
    expect(byId.get('park-last-time')!.gold).toEqual([parking[parking.length - 1]!.name]);
    expect(byId.get('park-last-time')!.keywords).toEqual(['level 3', '42']);
    const april = byId.get('cardio-april-count')!;
    expect(new Set(april.gold.map((n) => spec.files.find((f) => f.name === n)!.local.slice(0, 10))).size).toBe(15);
    expect(keywordHit('You did 15 cardio sessions in April.', april.keywords, 'all')).toBe(true);
    expect(byId.get('chi-hotel')!.gold.every((n) => spec.files.find((f) => f.name === n)!.tags.includes('hilton'))).toBe(true);
  });

  it('judges keywords on tokens, with counts standalone', () => {
    expect(keywordHit('LEVEL 3 - SPOT 42, Seattle Center', ['level 3', '42'], 'all')).toBe(true);
    expect(keywordHit('Level 2 - Spot 17', ['level 3', '42'], 'all')).toBe(false);
    expect(keywordHit('on May 11, 2024', ['may 11|2024-05-11'], 'all')).toBe(true);
    expect(keywordHit('anything', [], 'all')).toBeNull();
    const fifteen = countKeyword(15);
    expect(keywordHit('15 times — on Apr 1, 2024', [fifteen], 'all')).toBe(true);
    expect(keywordHit('fifteen sessions', [fifteen], 'all')).toBe(true);
    expect(keywordHit('on Apr 15, 2024 and 2024-04-15 at 7:15', [fifteen], 'all')).toBe(false);
  });

  it('computes recall and nDCG against the gold', () => {
    expect(recallAt(['a', 'x', 'b'], ['a', 'b'], 5)).toBe(1);
    expect(recallAt(['x', 'a'], ['a', 'b', 'c', 'd', 'e', 'f'], 1)).toBe(0);
    expect(recallAt(['a', 'b', 'x', 'y', 'z'], ['a', 'b', 'c', 'd', 'e', 'f'], 5)).toBeCloseTo(0.4);
    expect(ndcgAt(['a', 'b'], ['a', 'b'], 5)).toBeCloseTo(1);
    expect(ndcgAt(['x', 'a'], ['a'], 5)).toBeCloseTo(1 / Math.log2(3));
    // Alternative evidence: any gold file found is a full hit.
    expect(recallAt(['x', 'b'], ['a', 'b'], 5, 'any')).toBe(1);
    expect(recallAt(['x', 'b'], ['a', 'b'], 1, 'any')).toBe(0);
    expect(ndcgAt(['x', 'b', 'a'], ['a', 'b'], 5, 'any')).toBeCloseTo(1 / Math.log2(3));
  });
});
