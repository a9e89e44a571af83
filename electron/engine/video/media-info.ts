/**
 * What `ffmpeg -i <file>` prints about its input (there is no ffprobe in @ffmpeg-installer), parsed
 * into the facts the video stages need. Pure: takes the stderr text, so it is unit-testable.
 */
export interface MediaInfo {
  durationSec: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
  /** Display size: already swapped when the stream is rotated 90° / 270° (as frames come out). */
  width: number | null;
  height: number | null;
  /** Clockwise display rotation in degrees (0, 90, 180, 270) from the rotate tag / display matrix. */
  rotation: number;
  creationTime: Date | null;
  /** Timestamp of the container's start (MPEG-TS/PS often start at 0.5–1.4 s), seconds. */
  startSec: number;
  /** ffmpeg's name for the container, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `mpeg`, `wav`. */
  container: string | null;
}

interface StreamBlock {
  kind: string;
  details: string;
  body: string;
}

export function parseMediaInfo(stderr: string): MediaInfo | null {
  const inputAt = stderr.search(/^Input #0, /m);
  if (inputAt < 0) return null;
  const text = stderr.slice(inputAt).split(/^Output #0|^At least one output file/m)[0] ?? '';

  const container = /^Input #0, (.+?), from /m.exec(text)?.[1] ?? null;

  const dur = /^\s+Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/m.exec(text);
  const durationSec = dur ? Number(dur[1]) * 3600 + Number(dur[2]) * 60 + Number(dur[3]) : null;
  const start = /^\s+Duration: .*?, start: (-?\d+(?:\.\d+)?)/m.exec(text);
  const startSec = start ? Number(start[1]) : 0;

  const streams = streamBlocks(text);
  // Cover art in audio files shows up as a video stream marked "(attached pic)": not a video.
  const video = streams.find((s) => s.kind === 'Video' && !/\(attached pic\)/.test(s.details));
  const audio = streams.find((s) => s.kind === 'Audio');

  let width: number | null = null;
  let height: number | null = null;
  let rotation = 0;
  if (video) {
    // "568x320" but not the codec tag "0x31637661": sizes stand alone between separators.
    const size = /(?:^|[\s,])(\d{1,5})x(\d{1,5})(?=[\s,[]|$)/.exec(video.details);
    if (size) {
      width = Number(size[1]);
      height = Number(size[2]);
    }
    rotation = streamRotation(video.body);
    if ((rotation === 90 || rotation === 270) && width !== null && height !== null) [width, height] = [height, width];
  }

  const header = text.slice(0, firstStreamIndex(text));
  return {
    durationSec: durationSec !== null && Number.isFinite(durationSec) && durationSec > 0 ? durationSec : null,
    hasAudio: audio !== undefined,
    hasVideo: video !== undefined,
    width,
    height,
    rotation,
    creationTime: creationTime(header) ?? creationTime(video?.body ?? '') ?? creationTime(audio?.body ?? ''),
    startSec: Number.isFinite(startSec) ? startSec : 0,
    container,
  };
}

function firstStreamIndex(text: string): number {
  const i = text.search(/^\s+Stream #0:/m);
  return i < 0 ? text.length : i;
}

function streamBlocks(text: string): StreamBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: StreamBlock[] = [];
  let current: StreamBlock | null = null;
  for (const line of lines) {
    const m = /^\s+Stream #0:\d+[^:]*: (\w+): (.*)$/.exec(line);
    if (m) {
      current = { kind: m[1]!, details: m[2]!, body: '' };
      blocks.push(current);
    } else if (current) {
      current.body += `${line}\n`;
    }
  }
  return blocks;
}

function streamRotation(body: string): number {
  const tag = /^\s+rotate\s*:\s*(-?\d+(?:\.\d+)?)\s*$/m.exec(body);
  // The display matrix states the counter-clockwise angle to undo; the rotate tag is clockwise.
  const matrix = /displaymatrix: rotation of (-?\d+(?:\.\d+)?) degrees/.exec(body);
  const degrees = tag ? Number(tag[1]) : matrix ? -Number(matrix[1]) : 0;
  const normal = ((Math.round(degrees / 90) * 90) % 360 + 360) % 360;
  return normal;
}

/**
 * Creation time from container metadata. Apple's `com.apple.quicktime.creationdate` is the capture
 * start with the camera's zone; `creation_time` is the (UTC) file creation. Zero dates (QuickTime's
 * 1904 epoch, Unix 1970) written by tools that never set them are treated as absent.
 */
function creationTime(section: string): Date | null {
  const keys = ['com.apple.quicktime.creationdate', 'creation_time', 'date'];
  for (const key of keys) {
    const m = new RegExp(`^\\s+${key.replace(/\./g, '\\.')}\\s*:\\s*(.+?)\\s*$`, 'm').exec(section);
    if (!m) continue;
    const date = parseMetaDate(m[1]!);
    if (date) return date;
  }
  return null;
}

export function parseMetaDate(raw: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(raw.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const ms = frac ? Math.round(Number(`0${frac}`) * 1000) : 0;
  let offsetMin = 0;
  if (zone && zone !== 'Z') {
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
    offsetMin = (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3]));
  }
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms) - offsetMin * 60_000;
  const date = new Date(utc);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1971) return null;
  return date;
}
