import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memory } from '../shared/memory';
import { Library } from '../electron/engine/library/library';
import { toMemory } from '../electron/engine/store/memory-view';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

interface Expected {
  file: string;
  exif_DateTimeOriginal: string | null;
  gps_lat: number | null;
  gps_lon: number | null;
}

describe.skipIf(!haveFixtures('photos/exif'))('ingest of the real photo fixtures against exiftool', () => {
  const dir = fixture('photos', 'exif');
  let library: Library;
  let byFile: Map<string, Memory>;
  let expected: Expected[];

  beforeAll(async () => {
    expected = (JSON.parse(readFileSync(path.join(dir, 'expected_exiftool.json'), 'utf8')) as { files: Expected[] }).files;
    library = await Library.open(await tempDir('fixtures'));
    await library.addRoots([dir]);
    await library.idle();
    const rows = await library.db.memoriesWhere('deleted_at IS NULL');
    byFile = new Map(rows.map((r) => toMemory(r, () => null)).flatMap((m) => m.paths.map((p) => [path.basename(p), m] as const)));
  }, 180_000);

  afterAll(() => library?.close());

  it('lists every file, as a memory or a memory with an error', () => {
    const media = readdirSync(dir).filter((f) => !f.endsWith('.json') && !f.endsWith('.md') && f !== 'reference');
    expect(media.length).toBe(81);
    const missing = media.filter((f) => !byFile.has(f));
    expect(missing).toEqual([]);
  });

  it('reads the same wall-clock capture time as exiftool for at least 95% of files with DateTimeOriginal', () => {
    const withDate = expected.filter((e) => e.exif_DateTimeOriginal);
    const mismatches = withDate.filter((e) => {
      const want = e.exif_DateTimeOriginal!.replace(/^(\d{4}):(\d{2}):(\d{2}) /, '$1-$2-$3T');
      const got = byFile.get(e.file);
      return got?.takenAtLocal !== want || got.timeSource !== 'exif';
    });
    const ratio = 1 - mismatches.length / withDate.length;
    console.log(`capture time: ${withDate.length - mismatches.length}/${withDate.length} match exiftool; mismatches: ${mismatches.map((m) => m.file).join(', ') || 'none'}`);
    expect(withDate.length).toBe(50);
    expect(ratio).toBeGreaterThanOrEqual(0.95);
  });

  it('reads the same GPS coordinates as exiftool (±1e-4°) for at least 95% of files with GPS', () => {
    const withGps = expected.filter((e) => e.gps_lat !== null && e.gps_lon !== null);
    const mismatches = withGps.filter((e) => {
      const got = byFile.get(e.file);
      return !got || got.lat === null || got.lon === null || Math.abs(got.lat - e.gps_lat!) > 1e-4 || Math.abs(got.lon - e.gps_lon!) > 1e-4;
    });
    console.log(`GPS: ${withGps.length - mismatches.length}/${withGps.length} match exiftool; mismatches: ${mismatches.map((m) => m.file).join(', ') || 'none'}`);
    expect(withGps.length).toBe(25);
    expect(1 - mismatches.length / withGps.length).toBeGreaterThanOrEqual(0.95);
  });

  it('names the place of every photo with real GPS coordinates', () => {
    // 0,0 is what a phone writes with no fix ("null island"), not a place.
    const withGps = expected.filter((e) => e.gps_lat !== null && e.gps_lon !== null && !(e.gps_lat === 0 && e.gps_lon === 0));
    const unnamed = withGps.filter((e) => !byFile.get(e.file)?.place?.label);
    expect(unnamed.map((e) => e.file)).toEqual([]);
    expect(byFile.get('drew_Apple_iPhone_4.jpg')?.place?.city).toBe('Rome');
    expect(byFile.get('ianare_HMD_Nokia_8.3_5G.jpg')?.place?.label).toBe('Helsinki, Uusimaa, Finland');
  });

  it('keeps time zone offsets and converts to UTC with them', () => {
    const pixel = byFile.get('exiftool_Google_Pixel8Pro.jpg');
    expect(pixel?.offset).toBe('+02:00');
    expect(pixel?.takenAt).toBe('2023-10-06T20:53:51.000Z');
    const iphone = byFile.get('ianare_IMG_5195.HEIC');
    expect(iphone?.offset).toBe('-05:00');
    expect(iphone?.takenAt).toBe('2021-04-11T20:47:53.000Z');
  });

  it('fails the corrupted files readably, and only them', () => {
    const errors = [...byFile.values()].filter((m) => m.status === 'error');
    const names = new Set(errors.flatMap((m) => m.paths.map((p) => path.basename(p))));
    for (const corrupt of ['ianare_corrupted.jpg', 'drew_corrupt_ItemInfoBox.heif', 'drew_corrupt_processBoxes.heif']) {
      expect(names.has(corrupt), corrupt).toBe(true);
    }
    for (const m of errors) {
      expect(m.error).toMatch(/^\w+: [A-Za-z]/);
      expect(m.error).not.toMatch(/\n|\bat \S+:\d+/); // a sentence, not a stack trace
    }
    // Formats people really have decode to thumbnails: HEIC, WebP, AVIF, TIFF, PNG, JPEG. All JPEG
    // tiles: the HEIC decode and this TIFF carry an alpha channel, opaque throughout.
    for (const ok of ['drew_IMG_2927.HEIC', 'drew_HTC_Desire.webp', 'drew_Issue_649_canon.avif', 'ianare_Cremieux11.tiff', 'drew_sampleWithExifData.png', 'drew_Apple_iPhone_4.jpg']) {
      expect(byFile.get(ok)?.thumbnail, ok).toMatch(/\.jpg$/);
    }
  });

  it('gives RAW files (CR3, DNG) a time and a memory row', () => {
    expect(byFile.get('exiftool_CanonRaw.cr3')?.takenAtLocal).toBe('2018-02-21T12:08:56');
    expect(byFile.get('exiftool_DNG.dng')?.takenAtLocal).toBe('2005-08-03T18:59:18');
  });

  it('displays quarter-turned photos with swapped dimensions', () => {
    const portrait = byFile.get('recurser_Portrait_6.jpg');
    const landscape = byFile.get('recurser_Landscape_6.jpg');
    expect(portrait?.width).toBeLessThan(portrait?.height ?? 0);
    expect(landscape?.width).toBeGreaterThan(landscape?.height ?? 0);
  });
});
