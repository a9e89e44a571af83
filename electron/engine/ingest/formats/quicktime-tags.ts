/**
 * The capture tags of QuickTime metadata boxes, as text: Apple's keyed metadata (moov/meta) and the
 * user-data atoms (moov/udta). Decoding the values is quicktime-values.ts's.
 */
import { type BoxHeader, childrenStart, firstBox, readFullBoxHeader, readU32BE, walkBoxes } from './isobmff';

/** The tags a metadata box holds: creation date and location as written, make and model trimmed. */
export interface CaptureTags {
  creationDate: string | undefined;
  location: string | undefined;
  make: string | null;
  model: string | null;
  /** Apple's Live Photo pairing key: the still carries the same one in its MakerNote. */
  contentIdentifier?: string | null;
}

/** What a box that is not the metadata expected says: nothing. */
const NO_TAGS: CaptureTags = { creationDate: undefined, location: undefined, make: null, model: null };

/** Apple writes ~5-20 keys; a count in the millions is garbage. */
const MAX_KEYS = 1024;

/** Apple keyed metadata (moov/meta/keys + ilst), as written by iPhones and AVFoundation. */
const KEY_CREATION_DATE = 'com.apple.quicktime.creationdate';
const KEY_LOCATION = 'com.apple.quicktime.location.ISO6709';
const KEY_CONTENT_IDENTIFIER = 'com.apple.quicktime.content.identifier';
const KEYS_MAKE = ['com.apple.quicktime.make', 'com.android.manufacturer'];
const KEYS_MODEL = ['com.apple.quicktime.model', 'com.android.model'];

/** QuickTime/iTunes user-data atoms ('©' is 0xA9). */
const ATOM_LOCATION = '\u00a9xyz';
const ATOM_DAY = '\u00a9day';
const ATOM_MAKE = '\u00a9mak';
const ATOM_MODEL = '\u00a9mod';

/** Well-known types of an ilst 'data' atom. */
const DATA_TYPE_UTF8 = 1;
const DATA_TYPE_UTF16 = 2;
const DATA_TYPE_IMPLICIT = 0;
/** 'data' atom: size, 'data', type indicator (4), locale (4). */
const DATA_ATOM_HEADER_BYTES = 16;
/** QuickTime text user data: u16 length, u16 language code, then text. */
const UDTA_TEXT_HEADER_BYTES = 4;

/** moov/meta with Apple 'keys' + 'ilst' (mdta handler). */
export function readKeyedTags(buf: Uint8Array): CaptureTags {
  const meta = firstBox(buf);
  if (meta === null || meta.type !== 'meta') return NO_TAGS;
  let keys: string[] = [];
  let ilst: BoxHeader | null = null;
  for (const box of walkBoxes(buf, childrenStart(buf, meta), meta.end)) {
    if (box.type === 'keys') keys = readKeys(buf, box);
    if (box.type === 'ilst') ilst = box;
  }
  const values = new Map<string, string>();
  if (ilst !== null) {
    for (const item of walkBoxes(buf, ilst.bodyStart, ilst.end)) {
      const key = keys[item.typeCode - 1]; // item types are 1-based key indexes
      if (key === undefined) continue;
      const text = readDataAtom(buf, item);
      if (text !== null) values.set(key, text);
    }
  }
  return {
    creationDate: values.get(KEY_CREATION_DATE),
    location: values.get(KEY_LOCATION),
    make: firstValue(values, KEYS_MAKE),
    model: firstValue(values, KEYS_MODEL),
    contentIdentifier: values.get(KEY_CONTENT_IDENTIFIER)?.trim() || null,
  };
}

function firstValue(values: Map<string, string>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const v = values.get(key)?.trim();
    if (v) return v;
  }
  return null;
}

/** keys: version/flags, entry_count, then entries of (size, namespace, name). */
function readKeys(buf: Uint8Array, box: BoxHeader): string[] {
  const full = readFullBoxHeader(buf, box);
  if (full === null || full.bodyStart + 4 > box.end) return [];
  const count = readU32BE(buf, full.bodyStart);
  const keys: string[] = [];
  let at = full.bodyStart + 4;
  for (let i = 0; i < count && i < MAX_KEYS && at + 8 <= box.end; i++) {
    const size = readU32BE(buf, at);
    if (size < 8 || at + size > box.end) break;
    keys.push(new TextDecoder().decode(buf.subarray(at + 8, at + size)));
    at += size;
  }
  return keys;
}

/** The text of the first 'data' atom inside an ilst item, or null if it is not text. */
function readDataAtom(buf: Uint8Array, item: BoxHeader): string | null {
  for (const data of walkBoxes(buf, item.bodyStart, item.end)) {
    if (data.type !== 'data' || data.offset + DATA_ATOM_HEADER_BYTES > data.end) continue;
    const typeIndicator = readU32BE(buf, data.bodyStart) & 0x00ff_ffff; // top byte is a reserved "set"
    const value = buf.subarray(data.offset + DATA_ATOM_HEADER_BYTES, data.end);
    if (typeIndicator === DATA_TYPE_UTF8 || typeIndicator === DATA_TYPE_IMPLICIT) return decodeText(value, 'utf-8');
    if (typeIndicator === DATA_TYPE_UTF16) return decodeText(value, 'utf-16be');
    return null;
  }
  return null;
}

function decodeText(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16be'): string {
  // TextDecoder in Node lacks utf-16be; swap to LE.
  if (encoding === 'utf-16be') {
    const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
    for (let i = 0; i + 1 < bytes.length; i += 2) {
      swapped[i] = bytes[i + 1]!;
      swapped[i + 1] = bytes[i]!;
    }
    return new TextDecoder('utf-16le').decode(swapped).replace(/\0+$/, '');
  }
  return new TextDecoder('utf-8').decode(bytes).replace(/\0+$/, '');
}

/**
 * moov/udta: QuickTime text atoms (©xyz from Android/Samsung, ©day, ©mak, ©mod) hold a u16 length and
 * language before the text; iTunes-style writers nest them in udta/meta/ilst with 'data' atoms instead.
 */
export function readUserDataTags(buf: Uint8Array): CaptureTags {
  const udta = firstBox(buf);
  if (udta === null || udta.type !== 'udta') return NO_TAGS;
  const values = new Map<string, string>();
  const collect = (item: BoxHeader): void => {
    if (values.has(item.type)) return;
    const text = readDataAtom(buf, item) ?? readUdtaText(buf, item);
    if (text !== null) values.set(item.type, text);
  };
  let contentIdentifier: string | null = null;
  for (const box of walkBoxes(buf, udta.bodyStart, udta.end)) {
    if (box.type === 'meta') {
      // ffmpeg (-movflags use_metadata_tags) writes Apple's keyed metadata here rather than in moov/meta.
      contentIdentifier ??= readKeyedTags(buf.subarray(box.offset, box.end)).contentIdentifier ?? null;
      for (const inner of walkBoxes(buf, childrenStart(buf, box), box.end)) {
        if (inner.type !== 'ilst') continue;
        for (const item of walkBoxes(buf, inner.bodyStart, inner.end)) collect(item);
      }
    } else if (box.type.startsWith('\u00a9')) {
      collect(box);
    }
  }
  return {
    creationDate: values.get(ATOM_DAY),
    location: values.get(ATOM_LOCATION),
    make: values.get(ATOM_MAKE)?.trim() || null,
    model: values.get(ATOM_MODEL)?.trim() || null,
    contentIdentifier,
  };
}

function readUdtaText(buf: Uint8Array, box: BoxHeader): string | null {
  if (box.bodyStart + UDTA_TEXT_HEADER_BYTES > box.end) return null;
  const length = (buf[box.bodyStart]! << 8) | buf[box.bodyStart + 1]!;
  const from = box.bodyStart + UDTA_TEXT_HEADER_BYTES;
  return decodeText(buf.subarray(from, Math.min(box.end, from + length)), 'utf-8');
}
