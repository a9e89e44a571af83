/**
 * The first run (#16): what a user importing n photos waits for, in seconds from the moment the
 * folder is added. The file lane is run for real on n generated photos (2 MP JPEGs with EXIF time
 * and GPS, some with text), through Library: time to every photo on the timeline (its row saved with
 * time and place), to every row in the table (searchable by time and place, checked with one
 * time-range query), to every thumbnail. OCR and faces run after the file lane, with the real engines;
 * running them on 10,000 photos here would take hours, so their cost per photo is measured on a sample
 * of the same photos and the end of that pass is projected as one photo after another (said so in the
 * result; the lane keeps two memories in work so its workers never wait, so this is an upper bound). CLIP's cost is that of the full-size ViT-B/32 image tower with random weights
 * (scripts/make-full-size-models.ts), loaded by the engine's own loader and called as the CLIP stage
 * calls it (one 400 px thumbnail per call): the real model's weights cannot be downloaded here, its
 * cost can be measured. The background lane takes the most recent photos first, so `recent1000` is
 * when last few months' photos (the 1,000 most recent) have OCR, faces and CLIP. `projected50k`
 * scales each phase by 50k/n.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Library } from '../../electron/engine/library/library';
import { OcrPool } from '../../electron/engine/perception/ocr/engine';
import { shouldOcr, textLikelihood } from '../../electron/engine/perception/ocr/gate';
import { ClipEmbedder } from '../../electron/engine/perception/embeddings';
import { VisionWorker } from '../../electron/engine/perception/vision';
import { makeFullSizeClip } from '../../scripts/make-full-size-models';
import { gpsPosition } from '../../scripts/support/exif-gps';
import { mulberry32 } from '../../scripts/support/seeded-random';

const FIXTURES = process.env.MNEMO_FIXTURES ?? path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures');
const GENERATOR_VERSION = 1;
/** Camera photos, and photos of text (a sign, a ticket) for one file in eight. */
const PHOTO_BASES = ['photos/exif/drew_Canon_EOS_REBEL_T3i.jpg', 'photos/exif/drew_Nikon_D5000.jpg', 'photos/exif/drew_Olympus_PEN_E-P3.jpg', 'photos/exif/drew_Apple_iPhone_4.jpg'];
const TEXT_BASES = ['ocr/drew_Apple_iPhone_4_ticket.jpg', 'ocr/drew_Sony_DSC-HX5V_2_sign.jpg'];
const PLACES = [
  { lat: 60.1699, lon: 24.9384, offset: '+03:00' },
  { lat: 48.8566, lon: 2.3522, offset: '+02:00' },
  { lat: 40.7128, lon: -74.006, offset: '-04:00' },
  { lat: 35.6762, lon: 139.6503, offset: '+09:00' },
  { lat: -33.8688, lon: 151.2093, offset: '+10:00' },
];
const START_UTC = Date.UTC(2016, 0, 1);
/** Ten years of photos. */
const SPAN_MS = 10 * 365 * 86_400_000;
/** Photos the OCR and faces costs are measured on. */
const SAMPLE = 24;

export interface FirstRun {
  photos: number;
  /** Seconds from adding the folder. */
  onTimeline: number;
  searchableByTimePlace: number;
  thumbnails: number;
  /** Projected: the file lane's end plus n × the measured per-photo cost (see `projected`). */
  ocr: number;
  faces: number;
  clip: number;
  /** Projected: the 1,000 most recent photos (or all, if fewer) have OCR, faces and CLIP. */
  recent1000: number;
  projected: string[];
  ocrSecondsPerPhoto: number;
  facesSecondsPerPhoto: number;
  /** The full-size CLIP image tower with random weights (see above). */
  clipSecondsPerPhoto: number;
  projected50k: { onTimeline: number; searchableByTimePlace: number; thumbnails: number; ocr: number; faces: number; clip: number; recent1000: number };
}

export async function measureFirstRun(n: number, workDir: string, log: (msg: string) => void = () => undefined): Promise<FirstRun> {
  const files = await ensurePhotos(path.join(workDir, 'first-run'), n, log);
  const base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-first-run-'));
  const root = path.join(base, 'photos');
  await mkdir(root);
  // Hard links: a fresh root without copying, and the file lane reads them like any photo.
  const { link } = await import('node:fs/promises');
  await Promise.all(files.map((f, i) => link(f, path.join(root, `IMG_${String(i).padStart(6, '0')}.jpg`))));
  const lib = await Library.open(path.join(base, 'library'));
  let listed = 0;
  let thumbed = 0;
  const inTable = new Set<string>();
  const at: { onTimeline?: number; searchable?: number; thumbnails?: number } = {};
  const t0 = performance.now();
  const since = () => (performance.now() - t0) / 1000;
  lib.writer.onSaved((row) => {
    if (row.thumbnail === null && row.taken_at !== null && ++listed === n) at.onTimeline = since();
    if (row.thumbnail !== null && ++thumbed === n) at.thumbnails = since();
  });
  lib.db.onMemoriesWritten((rows) => {
    for (const row of rows) if (row.taken_at !== null) inTable.add(row.id);
    if (inTable.size === n && at.searchable === undefined) at.searchable = since();
  });
  try {
    await lib.addRoots([root]);
    await lib.idle();
    const found = await lib.db.memoriesWhere(`taken_at >= ${START_UTC} AND taken_at < ${START_UTC + SPAN_MS} AND place_country_code IS NOT NULL`, ['id']);
    if (found.length !== n) throw new Error(`a time and place query found ${found.length} of ${n} photos`);
  } finally {
    await lib.close();
    await rm(base, { recursive: true, force: true });
  }
  if (at.onTimeline === undefined || at.searchable === undefined || at.thumbnails === undefined) throw new Error('a milestone was never reached');
  log(`file lane: timeline ${at.onTimeline.toFixed(1)} s, table ${at.searchable.toFixed(1)} s, thumbnails ${at.thumbnails.toFixed(1)} s`);

  const sample = await Promise.all(files.slice(0, SAMPLE).map((f) => readFile(f)));
  const ocrPerPhoto = await ocrCost(sample);
  const facesPerPhoto = await facesCost(sample);
  const clipPerPhoto = await clipCost(sample, path.join(workDir, 'full-size-models'));
  log(`per photo: OCR ${ocrPerPhoto.toFixed(2)} s (gate included), faces ${facesPerPhoto.toFixed(2)} s, CLIP ${clipPerPhoto.toFixed(3)} s (full-size, random weights)`);
  // The background lane runs OCR, faces and CLIP on one memory before the next: all finish together.
  const heavy = (count: number, lane: number) => lane + count * (ocrPerPhoto + facesPerPhoto + clipPerPhoto);
  const scale = 50_000 / n;
  return {
    photos: n,
    onTimeline: round(at.onTimeline),
    searchableByTimePlace: round(at.searchable),
    thumbnails: round(at.thumbnails),
    ocr: round(heavy(n, at.thumbnails)),
    faces: round(heavy(n, at.thumbnails)),
    clip: round(heavy(n, at.thumbnails)),
    recent1000: round(heavy(Math.min(n, 1000), at.thumbnails)),
    projected: ['ocr', 'faces', 'clip', 'recent1000'],
    ocrSecondsPerPhoto: round(ocrPerPhoto, 3),
    facesSecondsPerPhoto: round(facesPerPhoto, 3),
    clipSecondsPerPhoto: round(clipPerPhoto, 4),
    projected50k: {
      onTimeline: round(at.onTimeline * scale),
      searchableByTimePlace: round(at.searchable * scale),
      thumbnails: round(at.thumbnails * scale),
      ocr: round(heavy(50_000, at.thumbnails * scale)),
      faces: round(heavy(50_000, at.thumbnails * scale)),
      clip: round(heavy(50_000, at.thumbnails * scale)),
      recent1000: round(heavy(1000, at.thumbnails * scale)),
    },
  };
}

/** The OCR stage's own work per photo: the gate on every photo, recognition where it says so. */
async function ocrCost(sample: Buffer[]): Promise<number> {
  const pool = await OcrPool.create();
  try {
    const t0 = performance.now();
    for (const bytes of sample) {
      const likelihood = (await textLikelihood(bytes).catch(() => null))?.score ?? null;
      if (shouldOcr({ kind: 'photo', likelihood })) await pool.recognize(bytes).catch(() => null);
    }
    return (performance.now() - t0) / 1000 / sample.length;
  } finally {
    await pool.close();
  }
}

async function facesCost(sample: Buffer[]): Promise<number> {
  const vision = await VisionWorker.create();
  try {
    await vision.analyze(sample[0]!).catch(() => null); // model load and warm-up are not per photo
    const t0 = performance.now();
    for (const bytes of sample) await vision.analyze(bytes).catch(() => null);
    return (performance.now() - t0) / 1000 / sample.length;
  } finally {
    await vision.close();
  }
}

/** The CLIP stage's work per photo: its 400 px thumbnail through the image tower, one per call. */
async function clipCost(sample: Buffer[], modelsDir: string): Promise<number> {
  const clip = await ClipEmbedder.load(await makeFullSizeClip(modelsDir));
  const thumbs = await Promise.all(sample.map((bytes) => sharp(bytes).rotate().resize(400, 400, { fit: 'inside' }).webp().toBuffer()));
  await clip.embedImages([thumbs[0]!]); // the first call sets up the session's buffers
  const t0 = performance.now();
  for (const thumb of thumbs) await clip.embedImages([thumb]);
  return (performance.now() - t0) / 1000 / thumbs.length;
}

/** n photos under dir (cached between runs): bases encoded once, each file its own EXIF segment. */
async function ensurePhotos(dir: string, n: number, log: (msg: string) => void): Promise<string[]> {
  const manifest = path.join(dir, 'manifest.json');
  const made = existsSync(manifest) ? (JSON.parse(await readFile(manifest, 'utf8')) as { version: number; count: number }) : null;
  const files = Array.from({ length: n }, (_, i) => path.join(dir, String(Math.floor(i / 1000)), `P${String(i).padStart(6, '0')}.jpg`));
  if (made?.version === GENERATOR_VERSION && made.count >= n) return files;
  log(`generating ${n} photos in ${path.relative(process.cwd(), dir)} (cached for later runs)…`);
  await rm(dir, { recursive: true, force: true });
  const photoBases = await Promise.all(PHOTO_BASES.map((b) => base(b, 1600)));
  const textBases = await Promise.all(TEXT_BASES.map((b) => base(b, 1600)));
  const rnd = mulberry32(0xf175);
  for (let i = 0; i < n; i++) {
    const withText = i % 8 === 0;
    const body = withText ? textBases[i % textBases.length]! : photoBases[Math.floor(rnd() * photoBases.length)]!;
    const place = PLACES[Math.floor(rnd() * PLACES.length)]!;
    const utc = new Date(START_UTC + Math.floor(rnd() * SPAN_MS));
    const local = exifDate(new Date(utc.getTime() + offsetMinutes(place.offset) * 60_000));
    const app1 = await exifSegment({
      IFD0: { Make: 'Bench', Model: 'FirstRun', DateTime: local },
      IFD2: { DateTimeOriginal: local, OffsetTimeOriginal: place.offset },
      IFD3: gpsPosition(place.lat + (rnd() - 0.5) * 0.04, place.lon + (rnd() - 0.5) * 0.04),
    });
    const file = files[i]!;
    if (i % 1000 === 0) await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.concat([Buffer.from([0xff, 0xd8]), app1, body]));
    await utimes(file, utc, utc);
    if ((i + 1) % 2000 === 0) log(`  ${i + 1}/${n}`);
  }
  await writeFile(`${manifest}.tmp`, JSON.stringify({ version: GENERATOR_VERSION, count: n }));
  await rename(`${manifest}.tmp`, manifest);
  return files;
}

/** A fixture photo at `edge` px, as JPEG without its head segments (each file gets its own EXIF). */
async function base(rel: string, edge: number): Promise<Buffer> {
  const jpeg = await sharp(path.join(FIXTURES, rel)).rotate().resize(edge, edge, { fit: 'inside' }).jpeg({ quality: 88 }).toBuffer();
  let at = 2;
  while (jpeg[at] === 0xff && (jpeg[at + 1] === 0xe0 || jpeg[at + 1] === 0xe1)) at += 2 + jpeg.readUInt16BE(at + 2);
  return jpeg.subarray(at);
}

/** An APP1 Exif segment written by libvips on an 8×8 image and cut out of it. */
async function exifSegment(exif: Record<string, Record<string, string>>): Promise<Buffer> {
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).withExif(exif).jpeg().toBuffer();
  for (let at = 2; at < tiny.length; ) {
    const length = tiny.readUInt16BE(at + 2);
    if (tiny[at + 1] === 0xe1) return tiny.subarray(at, at + 2 + length);
    at += 2 + length;
  }
  throw new Error('libvips wrote no Exif segment');
}

function exifDate(d: Date): string {
  const p = (v: number) => String(v).padStart(2, '0');
  return `${d.getUTCFullYear()}:${p(d.getUTCMonth() + 1)}:${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  return sign * ((h ?? 0) * 60 + (m ?? 0));
}

function round(v: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
