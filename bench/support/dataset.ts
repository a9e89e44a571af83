/**
 * The ingest benchmark's photo set: camera-like 12-megapixel JPEGs with EXIF time and GPS, cached
 * under bench/.work/ so reruns skip generation.
 *
 * Encoding a thousand 12 MP JPEGs would take longer than the benchmark itself, so a handful of base
 * images are encoded once (real fixture photos upscaled to 4000×3000, blended with a second photo and
 * with sensor-like noise, so they weigh what a phone JPEG weighs: ~3–5 MB). Every file is then a base
 * with its own EXIF APP1 segment spliced in right after SOI: the bytes differ, so every file has its
 * own content hash (the engine's identity), its own capture time and its own place.
 */
import { existsSync } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { gpsPosition } from '../../scripts/support/exif-gps';
import { mulberry32 } from '../../scripts/support/seeded-random';

export const WIDTH = 4000;
export const HEIGHT = 3000;
/** Bump when the generator changes: a cached set from another version is regenerated. */
const GENERATOR_VERSION = 3;
const FIXTURES = '/work/shared/fixtures/photos/exif';

/** Base images: a main photo, a second one blended over it, and how much noise (grain ⇒ file size). */
const BASES: Array<{ main: string; blend: string; sigma: number; quality: number; make: string; model: string }> = [
  { main: 'ianare_jolla.jpg', blend: 'drew_Canon_EOS_REBEL_T3i.jpg', sigma: 16, quality: 92, make: 'Jolla', model: 'Jolla' },
  { main: 'ianare_HMD_Nokia_8.3_5G.jpg', blend: 'drew_Olympus_PEN_E-P3.jpg', sigma: 14, quality: 92, make: 'HMD Global', model: 'Nokia 8.3 5G' },
  { main: 'drew_Nokia_Lumia_800.jpg', blend: 'drew_Kodak_ProBack.jpg', sigma: 18, quality: 90, make: 'Nokia', model: 'Lumia 800' },
  { main: 'drew_Samsung_SM-J327T1.jpg', blend: 'drew_Nikon_D5000.jpg', sigma: 15, quality: 93, make: 'samsung', model: 'SM-J327T1' },
  { main: 'ianare_30-type_error.jpg', blend: 'drew_JVC_GR-DC2000.jpg', sigma: 17, quality: 91, make: 'Canon', model: 'Canon EOS 5D' },
  { main: 'ianare_67-0_length_string.jpg', blend: 'ianare_45-gps_ifd.jpg', sigma: 13, quality: 94, make: 'Google', model: 'Pixel 7' },
  { main: 'drew_Reconyx_HF2_trailcam.jpg', blend: 'drew_Panasonic_DMC-LC40.jpg', sigma: 19, quality: 90, make: 'RECONYX', model: 'HF2 PRO COVERT' },
  { main: 'drew_Kodak_DC3400.jpg', blend: 'drew_Apple_iPhone_4.jpg', sigma: 16, quality: 92, make: 'Apple', model: 'iPhone 13' },
  { main: 'drew_Apple_iPhone_4.jpg', blend: 'recurser_Landscape_0.jpg', sigma: 15, quality: 93, make: 'Apple', model: 'iPhone 4' },
  { main: 'drew_Panasonic_DMC-LC40.jpg', blend: 'drew_Sony_DSC-HX5V_2.jpg', sigma: 17, quality: 91, make: 'Panasonic', model: 'DMC-LC40' },
];

/** Places with the UTC offset they keep from April to September (DST included). */
const PLACES: Array<{ name: string; cc: string; lat: number; lon: number; offset: string }> = [
  { name: 'Helsinki', cc: 'FI', lat: 60.1699, lon: 24.9384, offset: '+03:00' },
  { name: 'Paris', cc: 'FR', lat: 48.8566, lon: 2.3522, offset: '+02:00' },
  { name: 'Lisbon', cc: 'PT', lat: 38.7223, lon: -9.1393, offset: '+01:00' },
  { name: 'Reykjavik', cc: 'IS', lat: 64.1466, lon: -21.9426, offset: '+00:00' },
  { name: 'New York', cc: 'US', lat: 40.7128, lon: -74.006, offset: '-04:00' },
  { name: 'Vancouver', cc: 'CA', lat: 49.2827, lon: -123.1207, offset: '-07:00' },
  { name: 'Mexico City', cc: 'MX', lat: 19.4326, lon: -99.1332, offset: '-06:00' },
  { name: 'São Paulo', cc: 'BR', lat: -23.5505, lon: -46.6333, offset: '-03:00' },
  { name: 'Cape Town', cc: 'ZA', lat: -33.9249, lon: 18.4241, offset: '+02:00' },
  { name: 'Istanbul', cc: 'TR', lat: 41.0082, lon: 28.9784, offset: '+03:00' },
  { name: 'Mumbai', cc: 'IN', lat: 19.076, lon: 72.8777, offset: '+05:30' },
  { name: 'Kathmandu', cc: 'NP', lat: 27.7172, lon: 85.324, offset: '+05:45' },
  { name: 'Bangkok', cc: 'TH', lat: 13.7563, lon: 100.5018, offset: '+07:00' },
  { name: 'Tokyo', cc: 'JP', lat: 35.6762, lon: 139.6503, offset: '+09:00' },
  { name: 'Sydney', cc: 'AU', lat: -33.8688, lon: 151.2093, offset: '+10:00' },
  { name: 'Honolulu', cc: 'US', lat: 21.3069, lon: -157.8583, offset: '-10:00' },
  { name: 'Rome', cc: 'IT', lat: 41.9028, lon: 12.4964, offset: '+02:00' },
  { name: 'Kyoto', cc: 'JP', lat: 35.0116, lon: 135.7681, offset: '+09:00' },
];

/** Photos per trip (consecutive files share a place), and the time between two photos. */
const FILES_PER_TRIP = 40;
const START_UTC = Date.UTC(2024, 2, 1, 6, 0, 0);
const STEP_MS = 5.1 * 3600_000;

export interface DatasetFile {
  /** Relative to the dataset folder. */
  rel: string;
  size: number;
  base: number;
  /** What the EXIF says, for checking the engine's reading. */
  dateTimeOriginal: string;
  offset: string;
  lat: number;
  lon: number;
  place: string;
  countryCode: string;
  orientation: number;
}

interface Manifest {
  version: number;
  files: DatasetFile[];
}

export interface Dataset {
  dir: string;
  files: DatasetFile[];
  /** Seconds spent generating in this call (0 when the cache was complete). */
  generatedSec: number;
  generatedFiles: number;
}

/** The first `count` files of the set, generating whatever is missing or stale. */
export async function ensureDataset(workDir: string, count: number, log: (msg: string) => void): Promise<Dataset> {
  const dir = path.join(workDir, 'dataset');
  const manifestFile = path.join(dir, 'manifest.json');
  let manifest: Manifest = { version: GENERATOR_VERSION, files: [] };
  if (existsSync(manifestFile)) {
    const loaded = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    if (loaded.version === GENERATOR_VERSION) manifest = loaded;
  }
  if (manifest.files.length === 0 && existsSync(dir)) await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });

  const started = performance.now();
  const todo: number[] = [];
  for (let i = 0; i < count; i++) {
    const known = manifest.files[i];
    const ok = known ? await stat(path.join(dir, known.rel)).then((s) => s.size === known.size, () => false) : false;
    if (!ok) todo.push(i);
  }
  if (todo.length > 0) {
    log(`generating ${todo.length} of ${count} photos in ${path.relative(process.cwd(), dir)} (cached for later runs)…`);
    const bases = await ensureBases(dir, log);
    let done = 0;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < todo.length) {
        const i = todo[next++]!;
        manifest.files[i] = await writeFileFor(dir, i, bases);
        if (++done % 100 === 0) log(`  ${done}/${todo.length} files`);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await writeFile(`${manifestFile}.tmp`, JSON.stringify(manifest));
    await rename(`${manifestFile}.tmp`, manifestFile);
  }
  return {
    dir,
    files: manifest.files.slice(0, count),
    generatedSec: todo.length > 0 ? (performance.now() - started) / 1000 : 0,
    generatedFiles: todo.length,
  };
}

/**
 * A folder of hard links to the first files of the set, laid out by month like a camera import:
 * a fresh root for each run without copying gigabytes.
 */
export async function linkRoot(dataset: Dataset, root: string): Promise<string[]> {
  await rm(root, { recursive: true, force: true });
  const out: string[] = [];
  const made = new Set<string>();
  for (const file of dataset.files) {
    const target = path.join(root, file.rel);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      await mkdir(parent, { recursive: true });
      made.add(parent);
    }
    await link(path.join(dataset.dir, file.rel), target);
    out.push(target);
  }
  return out;
}

/**
 * Reads every file once, so the run measures the ingest's CPU and not the disk. The set is "in the
 * page cache" only while something touches it: these VMs page out file pages left alone for about
 * a minute (DAMON reclaim), and a cold run reads the disk and costs ~2 CPU-ms more a file.
 */
export async function warmPageCache(paths: string[]): Promise<number> {
  const t0 = performance.now();
  const buffer = Buffer.allocUnsafe(8 * 1024 * 1024);
  for (const file of paths) {
    const handle = await open(file, 'r');
    try {
      while ((await handle.read(buffer, 0, buffer.length, null)).bytesRead > 0);
    } finally {
      await handle.close();
    }
  }
  return (performance.now() - t0) / 1000;
}

// ---------------------------------------------------------------------------------------------

interface Base {
  /** The JPEG after SOI with any APP0/APP1 removed: scan data and tables only. */
  body: Buffer;
  make: string;
  model: string;
}

async function ensureBases(dir: string, log: (msg: string) => void): Promise<Base[]> {
  const baseDir = path.join(dir, 'bases');
  await mkdir(baseDir, { recursive: true });
  const out: Base[] = [];
  for (const [i, spec] of BASES.entries()) {
    const file = path.join(baseDir, `base-${i}.jpg`);
    if (!existsSync(file)) {
      const t = performance.now();
      await writeFile(`${file}.tmp`, await renderBase(spec));
      await rename(`${file}.tmp`, file);
      log(`  base ${i + 1}/${BASES.length} (${spec.main}) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    out.push({ body: stripHead(await readFile(file)), make: spec.make, model: spec.model });
  }
  return out;
}

async function renderBase(spec: (typeof BASES)[number]): Promise<Buffer> {
  const layer = async (name: string, alpha: number | null, flop: boolean) => {
    let p = sharp(path.join(FIXTURES, name)).rotate().resize(WIDTH, HEIGHT, { fit: 'cover' }).removeAlpha();
    if (flop) p = p.flop();
    if (alpha !== null) p = p.ensureAlpha(alpha);
    const { data, info } = await p.raw().toBuffer({ resolveWithObject: true });
    return { input: data, raw: { width: info.width, height: info.height, channels: info.channels as 3 | 4 } };
  };
  const main = await layer(spec.main, null, false);
  const blend = await layer(spec.blend, 0.3, true);
  const noise = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: spec.sigma } },
  })
    .raw()
    .toBuffer();
  return sharp(main.input, { raw: main.raw })
    .composite([
      { input: blend.input, raw: blend.raw, blend: 'over' },
      { input: noise, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'soft-light' },
    ])
    .jpeg({ quality: spec.quality })
    .toBuffer();
}

/** Everything after SOI and the leading APP0/APP1 segments. */
function stripHead(jpeg: Buffer): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('base is not a JPEG');
  let at = 2;
  while (jpeg[at] === 0xff && (jpeg[at + 1] === 0xe0 || jpeg[at + 1] === 0xe1)) at += 2 + jpeg.readUInt16BE(at + 2);
  return jpeg.subarray(at);
}

async function writeFileFor(dir: string, i: number, bases: Base[]): Promise<DatasetFile> {
  const rnd = mulberry32(0x5eed + i * 7919);
  const baseIndex = Math.floor(rnd() * bases.length);
  const base = bases[baseIndex]!;
  const trip = Math.floor(i / FILES_PER_TRIP);
  // Every other trip is home (Helsinki); the others cycle through the world in a scrambled order.
  const place = trip % 2 === 0 ? PLACES[0]! : PLACES[1 + ((trip * 7) % (PLACES.length - 1))]!;
  const lat = round6(place.lat + (rnd() - 0.5) * 0.04);
  const lon = round6(place.lon + (rnd() - 0.5) * 0.04);
  const utcMs = START_UTC + i * STEP_MS + Math.floor(rnd() * 3 * 3600_000);
  const offsetMin = parseOffset(place.offset);
  const local = exifDate(new Date(utcMs + offsetMin * 60_000));
  const utc = new Date(utcMs);
  const orientation = rnd() < 0.2 ? 6 : 1;
  const subSec = String(Math.floor(rnd() * 1000)).padStart(3, '0');

  const app1 = await exifSegment({
    IFD0: { Make: base.make, Model: base.model, Software: 'bench-gen 1.0', DateTime: local },
    IFD2: {
      DateTimeOriginal: local,
      DateTimeDigitized: local,
      OffsetTime: place.offset,
      OffsetTimeOriginal: place.offset,
      OffsetTimeDigitized: place.offset,
      SubSecTimeOriginal: subSec,
      ExposureTime: `1/${[60, 125, 250, 500, 1000][Math.floor(rnd() * 5)]}`,
      FNumber: `${[18, 28, 40, 56][Math.floor(rnd() * 4)]}/10`,
      ISOSpeedRatings: String([50, 100, 200, 400, 800][Math.floor(rnd() * 5)]),
      FocalLength: '681/100',
      Flash: '16',
    },
    IFD3: {
      GPSVersionID: '2 2 0 0',
      ...gpsPosition(lat, lon),
      GPSAltitudeRef: '0',
      GPSAltitude: `${Math.floor(rnd() * 30000)}/100`,
      GPSTimeStamp: `${utc.getUTCHours()}/1 ${utc.getUTCMinutes()}/1 ${utc.getUTCSeconds()}/1`,
      GPSDateStamp: exifDate(utc).slice(0, 10),
    },
  }, orientation);

  const month = local.slice(0, 7).replace(':', '-');
  const rel = path.join(month, `IMG_${String(i + 1).padStart(5, '0')}.JPG`);
  const target = path.join(dir, rel);
  await mkdir(path.dirname(target), { recursive: true });
  const bytes = Buffer.concat([Buffer.from([0xff, 0xd8]), app1, base.body]);
  await writeFile(target, bytes);
  // The file's clock agrees with the camera's, as after a copy that keeps times.
  await utimes(target, utc, utc);
  return {
    rel, size: bytes.length, base: baseIndex, dateTimeOriginal: local, offset: place.offset, lat, lon,
    place: place.name, countryCode: place.cc, orientation,
  };
}

/**
 * An APP1 Exif segment (marker, length and body) built by libvips on an 8×8 image and cut out of
 * it. libvips rewrites a few tags from the image it saves, so those are patched back to what a
 * 4000×3000 camera file says.
 */
async function exifSegment(exif: Record<string, Record<string, string>>, orientation: number): Promise<Buffer> {
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } }).jpeg().withExif(exif).toBuffer();
  let at = 2;
  while (at + 4 <= tiny.length && tiny[at] === 0xff) {
    const marker = tiny[at + 1]!;
    const length = tiny.readUInt16BE(at + 2);
    if (marker === 0xe1 && tiny.toString('latin1', at + 4, at + 10) === 'Exif\0\0') {
      const segment = Buffer.from(tiny.subarray(at, at + 2 + length));
      patchTiff(segment.subarray(10), orientation);
      return segment;
    }
    if (marker === 0xda) break;
    at += 2 + length;
  }
  throw new Error('libvips wrote no Exif APP1 segment');
}

function patchTiff(tiff: Buffer, orientation: number): void {
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const w16 = (v: number, o: number) => (le ? tiff.writeUInt16LE(v, o) : tiff.writeUInt16BE(v, o));
  const w32 = (v: number, o: number) => (le ? tiff.writeUInt32LE(v, o) : tiff.writeUInt32BE(v, o));
  const setValue = (entry: number, value: number) => {
    if (u16(entry + 2) === 3) w16(value, entry + 8);
    else if (u16(entry + 2) === 4) w32(value, entry + 8);
  };
  const walk = (ifd: number, visit: (tag: number, entry: number) => void) => {
    const n = u16(ifd);
    for (let k = 0; k < n; k++) visit(u16(ifd + 2 + k * 12), ifd + 2 + k * 12);
  };
  walk(u32(4), (tag, entry) => {
    if (tag === 0x0112) setValue(entry, orientation);
    if (tag === 0x011a || tag === 0x011b) {
      const at = u32(entry + 8);
      w32(72, at);
      w32(1, at + 4);
    }
    if (tag === 0x8769) {
      walk(u32(entry + 8), (t, e) => {
        if (t === 0xa002) setValue(e, WIDTH);
        if (t === 0xa003) setValue(e, HEIGHT);
      });
    }
  });
}

function exifDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}:${p(d.getUTCMonth() + 1)}:${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

function parseOffset(offset: string): number {
  const m = /^([+-])(\d\d):(\d\d)$/.exec(offset)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
