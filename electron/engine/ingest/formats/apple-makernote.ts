/**
 * The Live Photo pairing key in an iPhone still: Apple's MakerNote (Exif tag 0x927C) starts with
 * "Apple iOS\0", a version, "MM", then a big-endian IFD whose offsets count from the MakerNote's
 * start; tag 0x0011 is the ContentIdentifier, a UUID string the paired MOV carries as
 * com.apple.quicktime.content.identifier (exiftool's Apple tag table). exifr returns the MakerNote
 * only as bytes, so it is read here.
 */
import { isTiffHeader } from './tiff';

const TAG_EXIF_IFD = 0x8769;
const TAG_MAKER_NOTE = 0x927c;
const TAG_CONTENT_IDENTIFIER = 0x0011;
const TYPE_ASCII = 2;
const TYPE_UNDEFINED = 7;
const APPLE_HEADER = 'Apple iOS\0';
/** "Apple iOS\0", u16 version, "MM". */
const APPLE_IFD_START = 14;
const IFD_ENTRY_BYTES = 12;
const MAX_ENTRIES = 512;
/** A UUID is 36 characters; anything much longer is not this tag. */
const MAX_IDENTIFIER_BYTES = 128;

/** The ContentIdentifier from an EXIF TIFF block, or null when there is none. */
export function appleContentIdentifier(tiff: Uint8Array): string | null {
  if (!isTiffHeader(tiff)) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const le = tiff[0] === 0x49;
  const exifIfd = findEntry(view, view.getUint32(4, le), TAG_EXIF_IFD, le);
  if (!exifIfd) return null;
  const note = findEntry(view, exifIfd.value, TAG_MAKER_NOTE, le);
  if (!note || (note.type !== TYPE_UNDEFINED && note.type !== 1) || note.count <= APPLE_IFD_START) return null;
  const start = note.value;
  if (start + note.count > tiff.length) return null;
  const makerNote = tiff.subarray(start, start + note.count);
  if (new TextDecoder('latin1').decode(makerNote.subarray(0, APPLE_HEADER.length)) !== APPLE_HEADER) return null;
  const noteView = new DataView(makerNote.buffer, makerNote.byteOffset, makerNote.byteLength);
  const id = findEntry(noteView, APPLE_IFD_START, TAG_CONTENT_IDENTIFIER, false);
  if (!id || id.type !== TYPE_ASCII || id.count > MAX_IDENTIFIER_BYTES) return null;
  const at = id.count <= 4 ? id.entryAt + 8 : id.value;
  if (at + id.count > makerNote.length) return null;
  const text = new TextDecoder().decode(makerNote.subarray(at, at + id.count)).replace(/\0+$/, '').trim();
  return text || null;
}

interface Entry {
  type: number;
  count: number;
  /** The value, or the offset of the value when it does not fit in four bytes. */
  value: number;
  entryAt: number;
}

function findEntry(view: DataView, ifd: number, tag: number, le: boolean): Entry | null {
  if (ifd < 0 || ifd + 2 > view.byteLength) return null;
  const count = view.getUint16(ifd, le);
  if (count > MAX_ENTRIES) return null;
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * IFD_ENTRY_BYTES;
    if (at + IFD_ENTRY_BYTES > view.byteLength) return null;
    if (view.getUint16(at, le) !== tag) continue;
    return { type: view.getUint16(at + 2, le), count: view.getUint32(at + 4, le), value: view.getUint32(at + 8, le), entryAt: at };
  }
  return null;
}
