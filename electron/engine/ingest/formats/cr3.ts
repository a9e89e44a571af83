/**
 * EXIF from Canon CR3 raws, which exifr 7.1.3 rejects as "Unknown file format".
 *
 * CR3 is ISO-BMFF (major brand 'crx '). Canon keeps the metadata in a uuid box inside moov, as
 * standalone TIFFs: CMT1 = IFD0, CMT2 = Exif IFD, CMT3 = maker notes, CMT4 = GPS IFD.
 */
import { findBox, findBoxPath } from './isobmff';
import { isTiffHeader } from './tiff';

export const CANON_METADATA_UUID = '85c0b687-820f-11e0-8111-f4ce462b6a48';
const CR3_BRAND = 'crx ';
const FTYP_MAJOR_BRAND_OFFSET = 8;

export interface Cr3Exif {
  /** CMT1: a TIFF whose IFD0 holds Make, Model, Orientation, DateTime… */
  ifd0: Uint8Array | null;
  /** CMT2: a TIFF whose first IFD is the Exif IFD (DateTimeOriginal, OffsetTime*, exposure…). */
  exif: Uint8Array | null;
  /** CMT4: a TIFF whose first IFD is the GPS IFD. */
  gps: Uint8Array | null;
}

export function isCr3(buf: Uint8Array): boolean {
  const ftyp = findBox(buf, 'ftyp', 0, Math.min(buf.length, 4096));
  if (ftyp === null || ftyp.offset !== 0 || ftyp.bodyStart + 4 > ftyp.end) return false;
  const brand = String.fromCharCode(...buf.subarray(FTYP_MAJOR_BRAND_OFFSET, FTYP_MAJOR_BRAND_OFFSET + 4));
  return brand === CR3_BRAND;
}

/** Views into `buf`; each is null when missing, truncated or not a TIFF. Non-CR3 input gives all nulls. */
export function extractCr3Exif(buf: Uint8Array): Cr3Exif {
  const none: Cr3Exif = { ifd0: null, exif: null, gps: null };
  if (!isCr3(buf)) return none;
  const canon = findBoxPath(buf, ['moov', CANON_METADATA_UUID]);
  if (canon === null) return none;
  const tiff = (type: string): Uint8Array | null => {
    const box = findBox(buf, type, canon.bodyStart, canon.end);
    if (box === null || box.truncated) return null;
    const body = buf.subarray(box.bodyStart, box.end);
    return isTiffHeader(body) ? body : null;
  };
  return { ifd0: tiff('CMT1'), exif: tiff('CMT2'), gps: tiff('CMT4') };
}
