import type { SidecarKind } from '../../watch/scope';

export type { SidecarKind };

/**
 * How Google Takeout names a photo's JSON sidecar, as tools that read Takeout exports have
 * worked it out (google-photos-takeout-helper's json matching, and the 2024+ `supplemental-metadata`
 * exports):
 *
 * - `IMG_0042.jpg` → `IMG_0042.jpg.json`, or since 2024 `IMG_0042.jpg.supplemental-metadata.json`;
 * - the name before `.json` is cut to 46 characters (51 with `.json`; some exports cut at 47), so
 *   long names end `…jp.json` or `….supplemental-metad.json`, `….supp.json`;
 * - a duplicate's `(1)` moves behind the extension: `IMG_0042(1).jpg` → `IMG_0042.jpg(1).json`, or
 *   `IMG_0042.jpg.supplemental-metadata(1).json`;
 * - an edited copy (`IMG_0042-edited.jpg`, localised: `-bearbeitet`, `-modifié`…) has no sidecar of
 *   its own and shares the original's;
 * - very old exports drop the extension: `IMG_0042.json`.
 */

/** The stem before `.json` is cut to this many characters; some exports cut one later. */
const STEM_LIMITS = [46, 47] as const;
const SUPPLEMENTAL = '.supplemental-metadata';

/**
 * Suffixes Google Photos gives an edited copy, by language. Only these are stripped: a generic
 * "-word" rule would also strip real names ("IMG-holiday.jpg").
 */
const EDITED_SUFFIXES = ['-edited', '-effects', '-smile', '-mix', '-edytowane', '-bearbeitet', '-bewerkt', '-編集済み', '-modificato', '-modifié', '-ha editado', '-editat'];

/** A duplicate counter just before the extension: "IMG_0042(1).jpg". */
const COUNTER_BEFORE_EXT = /^(.*)(\(\d+\))(\.[^.]+)$/;

/** Every name the media file's Takeout sidecar may have, most likely first, without duplicates. */
export function takeoutSidecarNames(mediaName: string): string[] {
  const name = mediaName.normalize('NFC');
  const out = new Set<string>();
  const add = (stem: string): void => {
    out.add(`${stem}.json`);
    for (const limit of STEM_LIMITS) if ([...stem].length > limit) out.add(`${[...stem].slice(0, limit).join('')}.json`);
  };
  const withSuffixes = (base: string, counter: string): void => {
    add(`${base}${counter}`);
    add(`${base}${SUPPLEMENTAL}${counter}`);
  };

  for (const base of [name, ...uneditedNames(name)]) {
    const counted = COUNTER_BEFORE_EXT.exec(base);
    if (counted) {
      const [, stem, counter, ext] = counted as unknown as [string, string, string, string];
      // The counter moves behind the extension, or behind the whole sidecar stem.
      withSuffixes(`${stem}${ext}`, counter);
      // Some duplicates do have their own, unmoved sidecar ("IMG_0042(1).jpg.json").
      withSuffixes(base, '');
    } else {
      withSuffixes(base, '');
    }
  }
  const dot = name.lastIndexOf('.');
  if (dot > 0) out.add(`${name.slice(0, dot)}.json`);
  return [...out];
}

/** The original's name for an edited copy ("IMG_0042-edited.jpg" → "IMG_0042.jpg"), if it is one. */
function uneditedNames(name: string): string[] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return [];
  const stem = name.slice(0, dot);
  const ext = name.slice(dot);
  const out: string[] = [];
  for (const suffix of EDITED_SUFFIXES) {
    // "IMG_0042-edited(1).jpg": the counter stays.
    const m = new RegExp(`^(.*)${escape(suffix)}(\\(\\d+\\))?$`, 'iu').exec(stem);
    if (m?.[1]) out.push(`${m[1]}${m[2] ?? ''}${ext}`);
  }
  return out;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Names of XMP sidecars: darktable and digiKam append (`IMG_0042.jpg.xmp`), Lightroom replaces (`IMG_0042.xmp`). */
export function xmpSidecarNames(mediaName: string): string[] {
  const dot = mediaName.lastIndexOf('.');
  return dot > 0 ? [`${mediaName}.xmp`, `${mediaName.slice(0, dot)}.xmp`] : [`${mediaName}.xmp`];
}
