import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { parseStages } from '../electron/engine/store/memory-view';
import { Database } from '../electron/engine/store/database';
import { gpsPosition } from '../scripts/support/exif-gps';
import { tempDir } from './support/temp';

/**
 * Issue #20 on generated photos: look-alike pictures taken on different occasions (the same machine
 * display after every workout, two identical receipts) are separate memories that counts, "last time"
 * and search see one by one; a burst and a retake stay one group. The pictures are rendered once per
 * subject and written with different EXIF times and GPS, so their pixels — and pHashes — are the same.
 */

const GYM = { lat: 47.6205, lon: -122.3493 };
const SEATTLE = { lat: 47.6062, lon: -122.3321 };
const PORTLAND = { lat: 45.5152, lon: -122.6784 };
/** Degrees of latitude for a distance in metres. */
const north = (metres: number) => metres / 111_195;

function panelSvg(lines: string[], tint: string): string {
  const text = lines
    .map((line, i) => `<text x="512" y="${300 + i * 90}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold" text-anchor="middle" fill="#111">${line}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">` +
    `<rect width="1024" height="768" fill="${tint}"/><rect x="40" y="60" width="180" height="640" fill="#333"/>` +
    `<rect x="150" y="180" width="724" height="420" rx="20" fill="#f4f4ee" stroke="#222" stroke-width="12"/>${text}</svg>`
  );
}

const DISPLAY = panelSvg(['TREADMILL', 'CARDIO 30 MIN', 'DIST 3.1 MI'], '#5a6b7c');
const RECEIPT = panelSvg(['COFFEE ROASTERS', 'LATTE 4.50', 'TOTAL 4.50'], '#b9a27f');

interface Shot {
  name: string;
  svg: string;
  local: string;
  gps: { lat: number; lon: number };
}

const TREADMILL_DAYS = ['2024-04-02', '2024-04-04', '2024-04-06', '2024-04-08', '2024-04-10', '2024-04-12'];
const SHOTS: Shot[] = [
  ...TREADMILL_DAYS.map((day, i) => ({ name: `treadmill-${i + 1}.jpg`, svg: DISPLAY, local: `${day}T07:10:00`, gps: GYM })),
  // a retake a minute later, its GPS fix 20 m off
  { name: 'treadmill-3-retake.jpg', svg: DISPLAY, local: '2024-04-06T07:11:00', gps: { lat: GYM.lat + north(20), lon: GYM.lon } },
  // a 3-shot burst with the last session's first shot
  { name: 'treadmill-6-burst-2.jpg', svg: DISPLAY, local: '2024-04-12T07:10:01', gps: GYM },
  { name: 'treadmill-6-burst-3.jpg', svg: DISPLAY, local: '2024-04-12T07:10:02', gps: GYM },
  // the same-looking receipt in two cities on one day
  { name: 'receipt-seattle.jpg', svg: RECEIPT, local: '2024-04-20T08:30:00', gps: SEATTLE },
  { name: 'receipt-portland.jpg', svg: RECEIPT, local: '2024-04-20T15:45:00', gps: PORTLAND },
];

async function writeShot(dir: string, shot: Shot): Promise<void> {
  await sharp(Buffer.from(shot.svg))
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 13' },
      IFD2: { DateTimeOriginal: shot.local.replace(/-/g, ':').replace('T', ' '), OffsetTimeOriginal: '-07:00' },
      IFD3: gpsPosition(shot.gps.lat, shot.gps.lon),
    })
    .jpeg({ quality: 88 })
    .toFile(path.join(dir, shot.name));
}

describe('look-alike photos on different occasions are different moments, through the engine', () => {
  let base: string;
  let photos: string;
  let engine: Engine;

  beforeAll(async () => {
    base = await tempDir('duplicate-moments');
    photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    for (const shot of SHOTS) await writeShot(photos, shot);
    engine = await openEngine({ libraryDir: path.join(base, 'library'), modelsDir: path.join(base, 'models') });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
  }, 300_000);

  afterAll(() => engine?.close());

  const groupsByName = async (): Promise<Map<string, string | null>> => {
    const { memories } = await engine.listMemories({});
    return new Map(memories.map((m) => [path.basename(m.path), m.duplicateGroup]));
  };

  /** Names that share a group, each group sorted, as a sorted list; lone memories left out. */
  const groupedNames = (groups: Map<string, string | null>): string[][] => {
    const by = new Map<string, string[]>();
    for (const [name, group] of groups) if (group) by.set(group, [...(by.get(group) ?? []), name].sort());
    return [...by.values()].sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  };

  const EXPECTED_GROUPS = [
    ['treadmill-3-retake.jpg', 'treadmill-3.jpg'],
    ['treadmill-6-burst-2.jpg', 'treadmill-6-burst-3.jpg', 'treadmill-6.jpg'],
  ];

  it('gives each occasion its own memory: the burst and the retake group, the daily display and the two receipts do not', async () => {
    const groups = await groupsByName();
    expect(groups.size).toBe(SHOTS.length);
    expect(groupedNames(groups)).toEqual(EXPECTED_GROUPS);
  });

  it('counts the sessions, not the groups', async () => {
    const out = await engine.ask({ question: 'How many times did I use the treadmill?', now: '2024-05-01T12:00:00Z', noLlm: true });
    expect(out.analysis.aggregation).toBe('count');
    expect(out.answer).toMatch(/^6 times/);
    // one reference per occasion: the burst and the retake stand once each
    expect(out.references.map((r) => r.takenAtLocal?.slice(0, 10)).sort()).toEqual(TREADMILL_DAYS);
  }, 60_000);

  it('search finds the same-looking receipt from both cities', async () => {
    const found = await engine.search({ text: 'coffee roasters latte' });
    const names = found.results.map((r) => path.basename(r.path));
    expect(names).toEqual(expect.arrayContaining(['receipt-seattle.jpg', 'receipt-portland.jpg']));
  });

  it('regroups a library grouped by the old rule when it opens (stage version bump)', async () => {
    await engine.close();
    const libraryDir = path.join(base, 'library');
    const db = await Database.open(libraryDir);
    const rows = await db.memoriesWhere('deleted_at IS NULL');
    expect(rows.every((r) => parseStages(r).duplicates?.version === 2)).toBe(true);
    // What version 1 left: every look-alike in one group, whatever the day.
    const display = rows.filter((r) => path.basename(r.path).startsWith('treadmill'));
    const receipts = rows.filter((r) => path.basename(r.path).startsWith('receipt'));
    const label = (members: typeof rows) => members.map((r) => r.id).sort()[0]!;
    for (const members of [display, receipts]) {
      for (const r of members) {
        r.duplicate_group = label(members);
        r.stages_json = JSON.stringify({ ...parseStages(r), duplicates: { status: 'done', version: 1 } });
      }
    }
    await db.upsertMemories([...display, ...receipts]);
    await db.close();

    engine = await openEngine({ libraryDir, modelsDir: path.join(base, 'models') });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    expect(groupedNames(await groupsByName())).toHaveLength(2); // the old groups, before the regrouping
    await engine.indexOnce([photos]);
    expect(groupedNames(await groupsByName())).toEqual(EXPECTED_GROUPS);
    const out = await engine.ask({ question: 'How many times did I use the treadmill?', now: '2024-05-01T12:00:00Z', noLlm: true });
    expect(out.answer).toMatch(/^6 times/);
  }, 300_000);
});
