import sharp from 'sharp';
import { gpsPosition } from '../../scripts/support/exif-gps';

export interface JpegOptions {
  /** Distinct seeds give distinct pixels, so distinct content hashes. */
  seed: number;
  width?: number;
  height?: number;
  /** EXIF wall clock, "YYYY:MM:DD HH:MM:SS". */
  dateTimeOriginal?: string;
  offset?: string;
  lat?: number;
  lon?: number;
}

/** A real JPEG with real EXIF (written by libvips), for tests that need many distinct photos. */
export async function makeJpeg(o: JpegOptions): Promise<Buffer> {
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'MnemoTest', Model: 'Cam' } };
  if (o.dateTimeOriginal) exif.IFD2 = { DateTimeOriginal: o.dateTimeOriginal, ...(o.offset ? { OffsetTimeOriginal: o.offset } : {}) };
  if (o.lat !== undefined && o.lon !== undefined) {
    exif.IFD3 = gpsPosition(o.lat, o.lon);
  }
  const color = { r: (o.seed * 37) % 256, g: (o.seed * 91) % 256, b: Math.floor(o.seed / 256) % 256 };
  return sharp({ create: { width: o.width ?? 64, height: o.height ?? 48, channels: 3, background: color } })
    .withExif(exif)
    .jpeg({ quality: 80 })
    .toBuffer();
}
