import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumSpec, generateAlbum, PLANS } from '../eval/album/generate';
import { instantMs, type AlbumSpec } from '../eval/album/spec';
import { ndcgAt, recallAt } from '../eval/metrics';
import { ANSWER_TYPES, buildQuestions, countKeyword, dateKeyword, keywordHit, type EvalQuestion } from '../eval/questions';
import { buildBlindQuestions } from '../eval/questions-blind';
import { buildBlind2Questions } from '../eval/questions-blind2';
import { buildBlind3Questions } from '../eval/questions-blind3';
import { buildBlind4Questions } from '../eval/questions-blind4';
import { buildBlind5Questions } from '../eval/questions-blind5';
import { buildBlind6Questions } from '../eval/questions-blind6';
import { buildBlind7Questions } from '../eval/questions-blind7';
import { buildBlind8Questions } from '../eval/questions-blind8';
import { buildBlind9Questions } from '../eval/questions-blind9';
import { buildBlind10Questions } from '../eval/questions-blind10';
import { buildBlind11Questions } from '../eval/questions-blind11';
import { buildBlind12Questions } from '../eval/questions-blind12';
import { buildHoldoutQuestions } from '../eval/questions-holdout';
import { buildUnseenQuestions } from '../eval/questions-unseen';
import { reverseGeocode } from '../electron/engine/place/gazetteer';

const SEED = 2024;
/** A few scenarios keep the test fast while covering photos with GPS, offsets across DST, Hawaii and screenshots. */
const SCENARIOS = ['parking', 'honolulu', 'info'] as const;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('eval album', () => {
  let base: string;
  let dir: string;
  let spec: AlbumSpec;

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-eval-album-'));
    dir = path.join(base, 'album');
    spec = await generateAlbum(dir, { seed: SEED, scenarios: [...SCENARIOS] });
  }, 60_000);

  afterAll(() => rm(base, { recursive: true, force: true }));

  it('writes every file the spec lists, and album.json', async () => {
    expect(spec.files.length).toBeGreaterThan(20);
    const written = JSON.parse(await readFile(path.join(dir, 'album.json'), 'utf8')) as AlbumSpec;
    expect(written.files.map((f) => f.name)).toEqual(spec.files.map((f) => f.name));
    for (const f of spec.files) {
      const meta = await sharp(path.join(dir, f.name)).metadata();
      expect(meta.format).toBe(f.kind === 'screenshot' ? 'png' : 'jpeg');
    }
  });

  it('photos carry the EXIF time, offset and GPS the spec says', async () => {
    const photos = spec.files.filter((f) => f.kind === 'photo');
    expect(photos.length).toBeGreaterThan(10);
    for (const f of photos) {
      const buf = await readFile(path.join(dir, f.name));
      const exif = await exifr.parse(buf, { reviveValues: false, pick: ['DateTimeOriginal', 'OffsetTimeOriginal'] });
      expect(exif.DateTimeOriginal).toBe(f.local.replace(/-/g, ':').replace('T', ' '));
      expect(exif.OffsetTimeOriginal).toBe(f.offset);
      const gps = await exifr.gps(buf);
      expect(gps.latitude).toBeCloseTo(f.gps!.lat, 4);
      expect(gps.longitude).toBeCloseTo(f.gps!.lon, 4);
    }
    // Seattle changes offset at DST; Hawaii does not.
    const offsets = new Set(photos.map((f) => f.offset));
    expect(offsets).toEqual(new Set(['-08:00', '-07:00', '-10:00']));
  });

  it('screenshots are PNGs named by their local time, with no GPS', async () => {
    const shots = spec.files.filter((f) => f.kind === 'screenshot');
    expect(shots.length).toBeGreaterThan(3);
    for (const f of shots) {
      const [date, time] = f.local.split('T') as [string, string];
      expect(f.name).toBe(`Screenshot ${date} at ${time.replace(/:/g, '.')}.png`);
      expect(f.gps).toBeNull();
      expect(await exifr.gps(path.join(dir, f.name)).catch(() => undefined)).toBeFalsy();
    }
  });

  it('is deterministic for a seed, and names match the full album', async () => {
    const again = path.join(base, 'again');
    await generateAlbum(again, { seed: SEED, scenarios: ['parking'] });
    for (const f of spec.files.filter((x) => x.scenario === 'parking')) {
      expect(sha(await readFile(path.join(again, f.name)))).toBe(sha(await readFile(path.join(dir, f.name))));
    }
    const full = albumSpec({ seed: SEED });
    const byName = new Map(full.files.map((f) => [f.name, f]));
    for (const f of spec.files) expect(byName.get(f.name)).toEqual(f);
    expect(full.files.length).toBeGreaterThanOrEqual(120);
    expect(full.files.length).toBeLessThanOrEqual(200);
  });
});

describe('eval questions', () => {
  const spec = albumSpec({ seed: SEED });
  const questions = buildQuestions(spec);
  const names = new Set(spec.files.map((f) => f.name));

  it('has 40–60 questions with unique ids, every type, and gold files that exist', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(questions.length).toBeLessThanOrEqual(60);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) expect(ANSWER_TYPES, q.id).toContain(q.answer);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
    expect(new Set(questions.map((q) => q.pensieve))).toEqual(new Set(['time', 'location', 'both', 'none', 'multi']));
    for (const q of questions) {
      expect(q.gold.length, q.id).toBeGreaterThan(0);
      for (const g of q.gold) expect(names.has(g), `${q.id}: ${g}`).toBe(true);
      expect(Number.isNaN(Date.parse(q.now)), q.id).toBe(false);
    }
  });

  it('derives gold from the spec: the last parking, April cardio days, the CHI hotel', () => {
    const byId = new Map(questions.map((q) => [q.id, q]));
    const parking = spec.files.filter((f) => f.tags.includes('parking'));
    expect(byId.get('park-last-time')!.gold).toEqual([parking[parking.length - 1]!.name]);
    expect(byId.get('park-last-time')!.keywords).toEqual(['level 3', '42']);
    const april = byId.get('cardio-april-count')!;
    expect(new Set(april.gold.map((n) => spec.files.find((f) => f.name === n)!.local.slice(0, 10))).size).toBe(15);
    expect(keywordHit('You did 15 cardio sessions in April.', april.keywords, 'all')).toBe(true);
    expect(byId.get('chi-hotel')!.gold.every((n) => spec.files.find((f) => f.name === n)!.tags.includes('hilton'))).toBe(true);
  });

  it('judges keywords on tokens, with counts standalone', () => {
    expect(keywordHit('LEVEL 3 - SPOT 42, Seattle Center', ['level 3', '42'], 'all')).toBe(true);
    expect(keywordHit('Level 2 - Spot 17', ['level 3', '42'], 'all')).toBe(false);
    expect(keywordHit('on May 11, 2024', ['may 11|2024-05-11'], 'all')).toBe(true);
    expect(keywordHit('anything', [], 'all')).toBeNull();
    const fifteen = countKeyword(15);
    expect(keywordHit('15 times — on Apr 1, 2024', [fifteen], 'all')).toBe(true);
    expect(keywordHit('fifteen sessions', [fifteen], 'all')).toBe(true);
    expect(keywordHit('on Apr 15, 2024 and 2024-04-15 at 7:15', [fifteen], 'all')).toBe(false);
  });

  it('computes recall and nDCG against the gold', () => {
    expect(recallAt(['a', 'x', 'b'], ['a', 'b'], 5)).toBe(1);
    expect(recallAt(['x', 'a'], ['a', 'b', 'c', 'd', 'e', 'f'], 1)).toBe(0);
    expect(recallAt(['a', 'b', 'x', 'y', 'z'], ['a', 'b', 'c', 'd', 'e', 'f'], 5)).toBeCloseTo(0.4);
    expect(ndcgAt(['a', 'b'], ['a', 'b'], 5)).toBeCloseTo(1);
    expect(ndcgAt(['x', 'a'], ['a'], 5)).toBeCloseTo(1 / Math.log2(3));
    // Alternative evidence: any gold file found is a full hit.
    expect(recallAt(['x', 'b'], ['a', 'b'], 5, 'any')).toBe(1);
    expect(recallAt(['x', 'b'], ['a', 'b'], 1, 'any')).toBe(0);
    expect(ndcgAt(['x', 'b', 'a'], ['a', 'b'], 5, 'any')).toBeCloseTo(1 / Math.log2(3));
  });
});

describe('held-out album', () => {
  const spec = albumSpec({ plan: PLANS.holdout });
  const dev = albumSpec();
  const questions = buildHoldoutQuestions(spec);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const file = (name: string) => spec.files.find((f) => f.name === name)!;
  let base: string;

  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-eval-holdout-'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('is another life: another home, camera, naming, zones, and no place or word shared with the dev album', () => {
    expect(spec.plan).toBe('holdout');
    expect(spec.home.town).toBe('Manchester');
    expect(spec.files.length).toBeGreaterThanOrEqual(90);
    expect(spec.files.length).toBeLessThanOrEqual(130);
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+00:00', '+01:00', '+02:00']));
    const devTowns = new Set(dev.files.map((f) => f.town).filter(Boolean));
    expect(spec.files.filter((f) => f.town && devTowns.has(f.town))).toEqual([]);
    // No store, venue or brand line of the dev album reappears.
    const devLines = new Set(dev.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => devLines.has(l))).toEqual([]);
    // Nothing at all in September 2024: "in September" must reach back to 2023.
    expect(spec.files.filter((f) => f.local.startsWith('2024-09'))).toEqual([]);
    for (const f of spec.files) {
      if (f.kind === 'photo') expect(f.name).toMatch(/^PXL_\d{8}_\d{9}\.jpg$/);
      else expect(f.name).toBe(`Screenshot_${f.local.slice(0, 10).replace(/-/g, '')}-${f.local.slice(11).replace(/:/g, '')}.png`);
    }
  });

  it('has the hard cases the issue asks for, with words the user asks with absent from the pictures', () => {
    const cafe = spec.files.filter((f) => f.tags.includes('teacup-crow') && f.tags.includes('receipt'));
    expect(new Set(cafe.map((f) => f.local.slice(0, 10))).size).toBe(cafe.length);
    expect(new Set(cafe.map((f) => f.text[0]))).toEqual(new Set(['TEACUP & CROW']));
    const consoles = spec.files.filter((f) => f.tags.includes('workout'));
    expect(consoles.length).toBeGreaterThan(15);
    for (const f of consoles) expect(f.text.join(' ')).not.toMatch(/\b(cardio|workout|gym|exercise)\b/i);
    expect(spec.files.find((f) => f.tags.includes('shopping-list'))!.text[0]).toBe('Remember to buy:');
    const medicine = spec.files.find((f) => f.tags.includes('prescription'))!;
    expect(medicine.text.join(' ')).not.toMatch(/medicine/i);
    expect(spec.files.find((f) => f.tags.includes('museum') && f.tags.includes('liverpool-trip'))!.text.join(' ')).not.toMatch(/museum/i);
  });

  it('has ~60 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    // Counts over look-alike memories count days, not photos.
    const june = byId.get('workouts-june')!;
    expect(new Set(june.gold.map((n) => file(n).local.slice(0, 10))).size).toBe(6);
    expect(june.gold.length).toBeGreaterThan(6);
    expect(keywordHit('6 workouts in June', june.keywords, 'all')).toBe(true);
    expect(keywordHit('On Jun 6, 2024: DISTANCE 14.8 KM', june.keywords, 'all')).toBe(false);
    expect(byId.get('cafe-may-count')!.gold).toHaveLength(3);
    expect(byId.get('september')!.gold.every((n) => file(n).local.startsWith('2023-09'))).toBe(true);
    expect(byId.get('park-last-time')!.keywords).toEqual(['level 2', '45']);
    // UK answers write the day first.
    expect(keywordHit('due 12/09/2024', [dateKeyword('2024-09-12', { dayFirst: true })], 'all')).toBe(true);
    expect(keywordHit('on 12 September', byId.get('vet-booster')!.keywords, 'all')).toBe(true);
  });

  it('renders its new scenes and writes Pixel EXIF', async () => {
    const dir = path.join(base, 'album');
    const written = await generateAlbum(dir, { plan: PLANS.holdout, scenarios: ['class', 'barcelona'] });
    expect(written.files.some((f) => f.scene === 'whiteboard') && written.files.some((f) => f.scene === 'folder')).toBe(true);
    for (const f of written.files) {
      expect(file(f.name)).toEqual(f);
      const buf = await readFile(path.join(dir, f.name));
      if (f.kind === 'screenshot') {
        expect((await sharp(buf).metadata()).format).toBe('png');
        continue;
      }
      const exif = await exifr.parse(buf, { reviveValues: false, pick: ['Make', 'Model', 'DateTimeOriginal', 'OffsetTimeOriginal'] });
      expect(exif.Make).toBe('Google');
      expect(exif.DateTimeOriginal).toBe(f.local.replace(/-/g, ':').replace('T', ' '));
      expect(exif.OffsetTimeOriginal).toBe(f.offset);
      // Pixel names are the UTC instant.
      const utc = new Date(instantMs(f)).toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
      expect(f.name.slice(4, 19)).toBe(utc);
    }
  }, 60_000);
});

describe('unseen album', () => {
  const spec = albumSpec({ plan: PLANS.unseen });
  const others = [albumSpec(), albumSpec({ plan: PLANS.holdout })];
  const questions = buildUnseenQuestions(spec);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const file = (name: string) => spec.files.find((f) => f.name === name)!;
  const day = (name: string) => file(name).local.slice(0, 10);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is a third life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('unseen');
    expect(spec.home.town).toBe('Melbourne');
    expect(spec.files.length).toBeGreaterThanOrEqual(90);
    expect(spec.files.length).toBeLessThanOrEqual(120);
    // AEDT and AEST at home, NZDT on holiday: daylight saving ends in April down here.
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+11:00', '+10:00', '+13:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const stamp = `${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}`;
      if (f.kind === 'photo') expect(f.name).toBe(`${stamp}.jpg`);
      else expect(f.name).toBe(`Screenshot_${stamp}_${f.text[0]}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('has the look-alike and hard cases, with the words the user asks with absent from the pictures', () => {
    const kiosk = text('climbing');
    expect(kiosk.length).toBeGreaterThanOrEqual(10);
    for (const t of kiosk) expect(t).not.toMatch(/\b(climb\w*|gym|workout|exercise)\b/i);
    const cafe = spec.files.filter((f) => f.tags.includes('little-magpie'));
    expect(new Set(cafe.map((f) => f.text.slice(0, 3).join('|'))).size).toBe(1);
    expect(new Set(cafe.map((f) => f.local.slice(0, 10))).size).toBe(cafe.length);
    expect(spec.files.filter((f) => f.tags.includes('to-do')).map((f) => f.text[0])).toEqual(["Don't forget:", "Don't forget:"]);
    expect(spec.files.find((f) => f.tags.includes('packing-list'))!.text[0]).toBe('To pack:');
    expect(text('prescription').join(' ')).not.toMatch(/chemist|medication/i);
    expect(text('museum').join(' ')).not.toMatch(/museum/i);
    expect(text('nursery').join(' ')).not.toMatch(/garden centre/i);
    expect(text('coworking').join(' ')).not.toMatch(/cowork/i);
    // Bills carry the restaurant's name as their first, largest line.
    for (const f of spec.files.filter((x) => x.tags.includes('restaurant'))) {
      expect(f.scene, f.name).toBe('folder');
      expect(f.text[0]!.toLowerCase(), f.name).toBe(String(f.facts.restaurant).toLowerCase());
    }
  });

  it('has ~50 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
    // Counts over look-alike memories count days; workouts span the pool and the bouldering gym.
    const may = byId.get('workouts-may')!;
    expect(new Set(may.gold.map((n) => file(n).tags.includes('pool') ? 'pool' : 'climbing'))).toEqual(new Set(['pool', 'climbing']));
    expect(keywordHit(`${new Set(may.gold.map(day)).size} workouts in May`, may.keywords, 'all')).toBe(true);
    expect(keywordHit('On 13/05/2025: ADULT SWIM $7.90', may.keywords, 'all')).toBe(false);
    expect(byId.get('swims-february')!.gold.every((n) => day(n).startsWith('2025-02'))).toBe(true);
    expect(byId.get('swims-last-month')!.gold.every((n) => day(n).startsWith('2025-05'))).toBe(true);
    // "The last …" is the latest memory; "last summer" in Melbourne is the January holiday.
    expect(day(byId.get('workout-last')!.gold[0]!)).toBe(spec.files.filter((f) => f.tags.includes('workout')).at(-1)!.local.slice(0, 10));
    expect(byId.get('holiday-last-summer')!.gold.every((n) => day(n).startsWith('2025-01'))).toBe(true);
    expect(file(byId.get('todo-list')!.gold[0]!).local.startsWith('2025-06')).toBe(true);
    expect(byId.get('park-last-time')!.keywords).toEqual(['level 5', '502']);
    // Answers may write the day first, as Australians do.
    expect(keywordHit('Due back 21/06/2025', byId.get('library-due')!.keywords, 'all')).toBe(true);
    expect(keywordHit('Sat 4 Jan to Thu 9 Jan: 6 days', byId.get('nz-duration')!.keywords, 'any')).toBe(true);
  });

  it('renders a Samsung camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.unseen, 'queenstown', 'samsung');
  }, 60_000);
});

describe('blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind });
  const others = [albumSpec(), albumSpec({ plan: PLANS.holdout }), albumSpec({ plan: PLANS.unseen })];
  const questions = buildBlindQuestions(spec);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const file = (name: string) => spec.files.find((f) => f.name === name)!;
  const day = (name: string) => file(name).local.slice(0, 10);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is a fourth life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('blind');
    expect(spec.home.town).toBe('Cape Town');
    expect(spec.files.length).toBeGreaterThanOrEqual(80);
    expect(spec.files.length).toBeLessThanOrEqual(120);
    // SAST all year at home and in Johannesburg, +04:00 in Mauritius; no daylight saving anywhere.
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+02:00', '+04:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const [date, time] = [f.local.slice(0, 10).replace(/-/g, ''), f.local.slice(11).replace(/:/g, '')];
      expect(f.name).toBe(f.kind === 'photo' ? `IMG${date}${time}.jpg` : `Screenshot_${date}-${time}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('has the look-alike and hard cases, with the words the user asks with absent from the pictures', () => {
    const runs = text('5k');
    expect(runs.length).toBeGreaterThanOrEqual(10);
    for (const t of runs) expect(t).not.toMatch(/\b(run|running|jog\w*|workout|exercise)\b/i);
    const studio = text('class');
    expect(new Set(spec.files.filter((f) => f.tags.includes('class')).map((f) => f.local.slice(0, 10))).size).toBe(studio.length);
    for (const t of [...studio, ...text('timetable')]) expect(t).not.toMatch(/\b(yoga|workout|gym)\b/i);
    const fuel = spec.files.filter((f) => f.tags.includes('fuel'));
    expect(new Set(fuel.map((f) => f.text.slice(0, 2).join('|'))).size).toBe(1);
    expect(fuel.map((f) => f.text.join(' ')).join(' ')).not.toMatch(/petrol|gas\b/i);
    expect(text('prescription').join(' ')).not.toMatch(/antibiotic|medic/i);
    expect(text('vacuum').join(' ')).not.toMatch(/vacuum/i);
    expect(text('gallery').join(' ')).not.toMatch(/museum/i);
    expect(text('farm-stall').join(' ')).not.toMatch(/farm stall/i);
    expect(text('whale-watching').join(' ')).not.toMatch(/whale/i);
    // Screenshot lines stay short enough for the phone's width.
    for (const f of spec.files.filter((x) => x.kind === 'screenshot')) for (const l of f.text) expect(l.length, f.name).toBeLessThanOrEqual(26);
    // Bills carry the restaurant's name as their first, largest line.
    for (const f of spec.files.filter((x) => x.tags.includes('restaurant'))) {
      expect(f.scene, f.name).toBe('folder');
      expect(f.text[0]!.toLowerCase(), f.name).toBe(String(f.facts.restaurant));
    }
  });

  it('has ~50 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
    // Counts over look-alike memories count days; August's workouts span the 5K and the studio.
    const august = byId.get('workouts-august')!;
    expect(new Set(august.gold.map((n) => (file(n).tags.includes('5k') ? '5k' : 'studio')))).toEqual(new Set(['5k', 'studio']));
    expect(keywordHit(`${new Set(august.gold.map(day)).size} workouts in August`, august.keywords, 'all')).toBe(true);
    expect(keywordHit('On Sat 8 Aug 2026: Time 28:44', august.keywords, 'all')).toBe(false);
    expect(byId.get('runs-may')!.gold.every((n) => day(n).startsWith('2026-05'))).toBe(true);
    // June's petrol is the sum of June's slips, written as the rand groups it or not.
    const june = byId.get('petrol-june')!;
    expect(june.gold.length).toBe(2);
    const total = june.gold.reduce((t, n) => t + Number(file(n).facts.total), 0);
    expect(keywordHit(`R ${total.toFixed(2).replace(/^(\d)(\d{3})/, '$1 $2')} in June`, june.keywords, 'all')).toBe(true);
    expect(keywordHit(`${total.toFixed(2)}`, june.keywords, 'all')).toBe(true);
    // "The last …" is the latest memory; the fastest 5K is the smallest time; "last winter" in Cape Town is the July holiday.
    expect(day(byId.get('run-last')!.gold[0]!)).toBe(spec.files.filter((f) => f.tags.includes('5k')).at(-1)!.local.slice(0, 10));
    const times = spec.files.filter((f) => f.tags.includes('5k')).map((f) => String(f.facts.time)).sort();
    expect(byId.get('run-best-time')!.keywords).toEqual([times[0]]);
    expect(byId.get('holiday-last-winter')!.gold.every((n) => day(n).startsWith('2026-07'))).toBe(true);
    expect(byId.get('park-last-time')!.keywords).toEqual(['level P3|P3', 'row F']);
    expect(byId.get('yoga-last-teacher')!.keywords).toEqual(['Themba']);
    // Answers may write the day first, or the year first as till slips do.
    expect(keywordHit('Last filled up on 2026/10/19', byId.get('petrol-last')!.keywords, 'all')).toBe(true);
    expect(keywordHit('Due back 07/11/2026', byId.get('library-due')!.keywords, 'all')).toBe(true);
    expect(keywordHit('Sat 4 Jul to Sat 11 Jul: 8 days', byId.get('mauritius-duration')!.keywords, 'any')).toBe(true);
  });

  it('renders a OnePlus camera roll: EXIF make and IMG<local time> names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind, 'joburg', 'OnePlus');
  }, 60_000);
});

describe('second blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind2 });
  const others = (['dev', 'holdout', 'unseen', 'fresh', 'novel', 'blind'] as const).map((id) => albumSpec({ plan: PLANS[id] }));
  const questions = buildBlind2Questions(spec);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is another life: its own home, camera naming, one half-hour zone, towns and printed lines', () => {
    expect(spec.plan).toBe('blind2');
    expect(spec.home.town).toBe('Bengaluru');
    expect(spec.files.length).toBeGreaterThanOrEqual(110);
    expect(spec.files.length).toBeLessThanOrEqual(130);
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+05:30']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const stamp = `${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}`;
      if (f.kind === 'photo') expect(f.name).toMatch(new RegExp(`^IMG_${stamp}\\d{3}\\.jpg$`));
      else expect(f.name).toBe(`Screenshot_${stamp.replace('_', '-')}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    for (const t of text('lesson-card')) expect(t).not.toMatch(/piano/i);
    for (const t of text('ride')) expect(t).not.toMatch(/cycl|bike|bicycle/i);
    expect(text('lpg').join(' ')).not.toMatch(/gas|cylinder/i);
    expect(text('admit-card').join(' ')).not.toMatch(/german/i);
    expect(new Set(spec.files.filter((f) => f.tags.includes('vet') && f.tags.includes('receipt')).map((f) => f.text[0]))).toEqual(new Set(['HAPPY TAILS VETERINARY CLINIC']));
  });

  it('has ~55 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
  });

  it('renders a Motorola camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind2, 'coorg', 'motorola');
  }, 60_000);
});

describe('third blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind3 });
  const others = (['dev', 'holdout', 'unseen', 'fresh', 'novel', 'blind', 'blind2'] as const).map((id) => albumSpec({ plan: PLANS[id] }));
  const questions = buildBlind3Questions(spec);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is another life: its own home, camera naming, one zone, towns and printed lines', () => {
    expect(spec.plan).toBe('blind3');
    expect(spec.home.town).toBe('Nairobi');
    expect(spec.files.length).toBeGreaterThanOrEqual(105);
    expect(spec.files.length).toBeLessThanOrEqual(125);
    // East Africa Time all year, in Kenya and Uganda alike.
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+03:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const stamp = `${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}`;
      if (f.kind === 'photo') expect(f.name).toMatch(new RegExp(`^IMG_${stamp}_\\d{3}\\.jpg$`));
      else expect(f.name).toBe(`Screenshot_${stamp.replace('_', '-')}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    const sheets = text('song-sheet');
    expect(sheets.length).toBeGreaterThanOrEqual(10);
    for (const t of sheets) expect(t).not.toMatch(/\b(choir|rehearsal|practice|singing)\b/i);
    expect(text('token').join(' ')).not.toMatch(/electricity|power/i);
    expect(text('tailor').join(' ')).not.toMatch(/fundi/i);
    expect(text('train').join(' ')).not.toMatch(/\bSGR\b/);
  });

  it('has ~55 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
  });

  it('renders a Tecno camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind3, 'kampala', 'TECNO');
  }, 60_000);
});


describe('fourth blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind4 });
  const others = (['dev', 'holdout', 'unseen', 'fresh', 'novel', 'blind', 'blind2', 'blind3'] as const).map((id) => albumSpec({ plan: PLANS[id] }));
  const questions = buildBlind4Questions(spec);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is another life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('blind4');
    expect(spec.home.town).toBe('Dublin');
    expect(spec.files.length).toBeGreaterThanOrEqual(100);
    expect(spec.files.length).toBeLessThanOrEqual(125);
    // GMT, then Irish (and British) summer time from 29 March; EDT in Boston.
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+00:00', '+01:00', '-04:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const stamp = `${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}`;
      if (f.kind === 'photo') expect(f.name).toBe(`IMG_${stamp}.jpg`);
      else expect(f.name).toMatch(new RegExp(`^Screenshot_${stamp}_[a-z]+(\\.[a-z]+)+( \\(\\d+\\))?\\.png$`));
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    expect(text('running-order').length).toBeGreaterThanOrEqual(10);
    for (const t of text('running-order')) expect(t).not.toMatch(/\b(choir|sing\w*|rehears\w*|practi[cs]e)\b/i);
    expect(text('chalk-board').length).toBeGreaterThanOrEqual(10);
    for (const t of text('chalk-board')) expect(t).not.toMatch(/\b(swim\w*|sea)\b/i);
    expect(text('pharmacy').join(' ')).not.toMatch(/chemist/i);
    expect(text('dentist').join(' ')).not.toMatch(/dentist/i);
    expect(text('ferry-out').join(' ')).not.toMatch(/\b(boat|wales)\b/i);
    for (const f of spec.files.filter((x) => x.tags.includes('restaurant'))) {
      expect(f.scene, f.name).toBe('folder');
      expect(f.text[0]!.toLowerCase(), f.name).toBe(String(f.facts.restaurant).toLowerCase());
    }
  });

  it('has ~55 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
  });

  it('renders a Huawei camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind4, 'galway', 'HUAWEI');
  }, 60_000);
});

describe('fifth blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind5 });
  const others = (Object.keys(PLANS) as Array<keyof typeof PLANS>).filter((p) => p !== 'blind5').map((p) => albumSpec({ plan: PLANS[p] }));
  const questions = buildBlind5Questions(spec);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is another life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('blind5');
    expect(spec.home.town).toBe('Auckland');
    expect(spec.files.length).toBeGreaterThanOrEqual(110);
    expect(spec.files.length).toBeLessThanOrEqual(125);
    // NZST, then NZDT from the last Sunday of September; the Cook Islands across the date line.
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+12:00', '+13:00', '-10:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    const outdoor = new Set(['beach', 'sea', 'park', 'city', 'stadium']);
    for (const f of spec.files) {
      const stamp = `${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}`;
      if (f.kind === 'photo') expect(f.name).toBe(`P_${stamp}${outdoor.has(f.scene) ? '_vHDR_Auto' : ''}.jpg`);
      else expect(f.name).toBe(`Screenshot_${stamp.replace('_', '-')}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    expect(text('netball').length).toBeGreaterThanOrEqual(12);
    for (const t of text('netball')) expect(t).not.toMatch(/netball/i);
    expect(text('bridge').length).toBeGreaterThanOrEqual(10);
    for (const t of text('bridge')) expect(t).not.toMatch(/bridge/i);
    expect(text('scooter').join(' ')).not.toMatch(/deposit/i);
    expect(text('doctor').join(' ')).not.toMatch(/doctor/i);
  });

  it('has ~55 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
  });

  it('renders an Asus camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind5, 'wellington', 'asus');
  }, 60_000);
});

/**
 * One scenario of a phone album rendered: every file as the spec says, screenshots PNGs with no GPS,
 * photos with the phone's EXIF make and local time.
 */
describe('sixth blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind6 });
  const others = (Object.keys(PLANS) as Array<keyof typeof PLANS>).filter((p) => p !== 'blind6').map((p) => albumSpec({ plan: PLANS[p] }));
  const questions = buildBlind6Questions(spec);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is another life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('blind6');
    expect(spec.home.town).toBe('Chicago');
    expect(spec.files.length).toBeGreaterThanOrEqual(110);
    expect(spec.files.length).toBeLessThanOrEqual(125);
    // CST and CDT at home (and MDT in Denver, the same offset as CST), EDT on the Michigan shore.
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['-06:00', '-05:00', '-04:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const stamp = `${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}`;
      if (f.kind === 'photo') expect(f.name).toBe(`IMG_${stamp}.jpg`);
      else expect(f.name).toBe(`Screenshot_${stamp.replace('_', '-')}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    for (const t of text('score-sheet')) expect(t).not.toMatch(/bowling/i);
    for (const t of [...text('class'), ...text('showcase')]) expect(t).not.toMatch(/improv|comedy/i);
    expect(text('city-sticker').join(' ')).not.toMatch(/sticker/i);
    expect(text('music-club').join(' ')).not.toMatch(/jazz/i);
    expect(text('team-dinner').join(' ')).not.toMatch(/team/i);
  });

  it('has ~55 labelled questions whose gold derives from the spec, no answer type over a third', () => {
    expectLabelledQuestions(questions, spec);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
    for (const type of ANSWER_TYPES) expect(questions.filter((q) => q.answer === type).length, type).toBeLessThanOrEqual(questions.length / 3);
    expect(questions.filter((q) => q.answer === 'name' || q.answer === 'list').length).toBeGreaterThanOrEqual(10);
  });

  it('renders a Nothing camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind6, 'denver', 'Nothing');
  }, 60_000);
});

describe('seventh blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind7 });
  const others = (Object.keys(PLANS) as Array<keyof typeof PLANS>).filter((p) => p !== 'blind7').map((p) => albumSpec({ plan: PLANS[p] }));
  const questions = buildBlind7Questions(spec);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is another life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('blind7');
    expect(spec.home.town).toBe('Brisbane');
    expect(spec.files.length).toBeGreaterThanOrEqual(110);
    expect(spec.files.length).toBeLessThanOrEqual(125);
    // Queensland keeps +10:00; Adelaide and Hobart were on summer time when she was there.
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+10:00', '+10:30', '+11:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const [date, time] = f.local.split('T') as [string, string];
      if (f.kind === 'photo') expect(f.name).toBe(`IMG${date.replace(/-/g, '')}${time.replace(/:/g, '')}.jpg`);
      else expect(f.name).toMatch(new RegExp(`^Screenshot_${date}-${time.replace(/:/g, '-')}-\\d{2}_[0-9a-f]{32}\\.png$`));
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    expect(text('score-sheet').length).toBeGreaterThanOrEqual(10);
    for (const t of text('score-sheet')) expect(t).not.toMatch(/trivia|quiz/i);
    for (const t of text('green-hire')) expect(t).not.toMatch(/bowl/i);
    expect(text('registration').join(' ')).not.toMatch(/\brego\b/i);
  });

  it('has ~55 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
  });

  it('renders an OPPO camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind7, 'cairns', 'OPPO');
  }, 60_000);
});

describe('eighth blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind8 });
  const others = (Object.keys(PLANS) as Array<keyof typeof PLANS>).filter((p) => p !== 'blind8').map((p) => albumSpec({ plan: PLANS[p] }));
  const questions = buildBlind8Questions(spec);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is another life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('blind8');
    expect(spec.home.town).toBe('Vancouver');
    expect(spec.files.length).toBeGreaterThanOrEqual(110);
    expect(spec.files.length).toBeLessThanOrEqual(125);
    // PST then PDT at home and in San Diego, MDT in Alberta.
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['-08:00', '-07:00', '-06:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const [date, time] = [f.local.slice(0, 10).replace(/-/g, ''), f.local.slice(11).replace(/:/g, '')];
      expect(f.name).toBe(f.kind === 'photo' ? `IMG_${date}_${time}.jpg` : `Screenshot_${date.slice(0, 4)}_${date.slice(4)}_${time}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    expect(text('score-card').length).toBeGreaterThanOrEqual(10);
    for (const t of text('score-card')) expect(t).not.toMatch(/curl|stone|rink/i);
    expect(text('sign-out').length).toBeGreaterThanOrEqual(10);
    for (const t of text('sign-out')) expect(t).not.toMatch(/sail/i);
    expect(text('plumber').join(' ')).not.toMatch(/sink|leak/i);
    expect(text('lift-ticket').join(' ')).not.toMatch(/\bski/i);
    for (const f of spec.files.filter((x) => x.kind === 'screenshot')) for (const l of f.text) expect(l.length, f.name).toBeLessThanOrEqual(26);
  });

  it('has ~55 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
    // No answer type over a third of the questions; names and lists together at least ten.
    const per = (a: string) => questions.filter((q) => q.answer === a).length;
    for (const a of new Set(questions.map((q) => q.answer))) expect(per(a), a).toBeLessThanOrEqual(questions.length / 3);
    expect(per('name') + per('list')).toBeGreaterThanOrEqual(10);
  });

  it('renders a vivo camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind8, 'sandiego', 'vivo');
  }, 60_000);
});

async function expectCameraRoll(spec: AlbumSpec, plan: (typeof PLANS)[keyof typeof PLANS], scenario: string, make: string): Promise<void> {
  const base = await mkdtemp(path.join(os.tmpdir(), `mnemo-eval-${spec.plan}-`));
  const byName = new Map(spec.files.map((f) => [f.name, f]));
  try {
    const written = await generateAlbum(path.join(base, 'album'), { plan, scenarios: [scenario] });
    expect(written.files.some((f) => f.kind === 'screenshot') && written.files.some((f) => f.scene === 'folder')).toBe(true);
    for (const f of written.files) {
      expect(byName.get(f.name)).toEqual(f);
      const buf = await readFile(path.join(base, 'album', f.name));
      if (f.kind === 'screenshot') {
        expect((await sharp(buf).metadata()).format).toBe('png');
        expect(await exifr.gps(buf).catch(() => undefined)).toBeFalsy();
        continue;
      }
      const exif = await exifr.parse(buf, { reviveValues: false, pick: ['Make', 'DateTimeOriginal', 'OffsetTimeOriginal'] });
      expect(exif.Make).toBe(make);
      expect(exif.DateTimeOriginal).toBe(f.local.replace(/-/g, ':').replace('T', ' '));
      expect(exif.OffsetTimeOriginal).toBe(f.offset);
    }
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

/** A held-out question set's shape: 45–60 questions, unique ids, every answer type and Pensieve kind, gold that exists and precedes the question's "now". */
function expectLabelledQuestions(questions: EvalQuestion[], spec: AlbumSpec): void {
  const byName = new Map(spec.files.map((f) => [f.name, f]));
  expect(questions.length).toBeGreaterThanOrEqual(45);
  expect(questions.length).toBeLessThanOrEqual(60);
  expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  expect(new Set(questions.map((q) => q.pensieve))).toEqual(new Set(['time', 'location', 'both', 'none', 'multi']));
  expect(new Set(questions.map((q) => q.answer))).toEqual(new Set(ANSWER_TYPES));
  for (const q of questions) {
    expect(q.gold.length, q.id).toBeGreaterThan(0);
    for (const g of q.gold) {
      const f = byName.get(g);
      expect(f, `${q.id}: ${g}`).toBeDefined();
      expect(instantMs(f!), q.id).toBeLessThan(Date.parse(q.now));
    }
  }
}

describe('ninth blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind9 });
  const others = (['dev', 'holdout', 'unseen', 'fresh', 'novel', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7', 'blind8'] as const).map((id) => albumSpec({ plan: PLANS[id] }));
  const questions = buildBlind9Questions(spec);
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is another life: its own home, camera naming, one zone, towns and printed lines', () => {
    expect(spec.plan).toBe('blind9');
    expect(spec.home.town).toBe('Pasig City');
    expect(spec.files.length).toBeGreaterThanOrEqual(110);
    expect(spec.files.length).toBeLessThanOrEqual(130);
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+08:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town)).map((f) => f.town)).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const stamp = `${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}`;
      if (f.kind === 'photo') expect(f.name).toBe(`${stamp}.jpg`);
      else expect(f.name).toMatch(new RegExp(`^Screenshot_${stamp}_[A-Za-z ]+\\.png$`));
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    const wrong = spec.files.filter((f) => f.gps).map((f) => [f.name, f.town, reverseGeocode(f.gps!.lat, f.gps!.lon)?.city]).filter(([, town, city]) => town !== city);
    expect(wrong).toEqual([]);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    for (const t of text('court-booking')) expect(t).not.toMatch(/badminton/i);
    for (const t of text('year-end-party')) expect(t).not.toMatch(/christmas/i);
    expect(text('ferry').join(' ')).not.toMatch(/boat/i);
    expect(text('rfid').join(' ')).not.toMatch(/toll/i);
    expect(text('salon').join(' ')).not.toMatch(/haircut/i);
    expect(spec.files.filter((f) => f.tags.includes('dentist') && f.tags.includes('receipt')).map((f) => f.text.join(' ')).join(' ')).not.toMatch(/clean/i);
    expect(new Set(spec.files.filter((f) => f.tags.includes('vet') && f.tags.includes('receipt')).map((f) => f.text[0]))).toEqual(new Set(['KAPITOLYO ANIMAL CLINIC']));
  });

  it('has 55–60 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(questions.length).toBeGreaterThanOrEqual(55);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
  });

  it('renders a Samsung camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind9, 'davao', 'samsung');
  }, 60_000);
});

describe('tenth blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind10 });
  const others = (Object.keys(PLANS) as Array<keyof typeof PLANS>).filter((p) => p !== 'blind10').map((p) => albumSpec({ plan: PLANS[p] }));
  const questions = buildBlind10Questions(spec);
  const text = (...tags: string[]) => spec.files.filter((f) => tags.every((t) => f.tags.includes(t))).map((f) => f.text.join(' ')).join(' ');

  it('is another life: its own home, camera naming, two zones with summer time, towns and printed lines', () => {
    expect(spec.plan).toBe('blind10');
    expect(spec.home.town).toBe('Alvalade');
    expect(spec.files.length).toBeGreaterThanOrEqual(80);
    expect(spec.files.length).toBeLessThanOrEqual(130);
    // Lisbon: +00:00 until the last Sunday of March, +01:00 after; the Azores an hour behind.
    for (const f of spec.files) {
      const summer = f.local >= '2027-03-28';
      const azores = f.tags.includes('azores-trip') && !(f.kind === 'screenshot' && f.tags.includes('flight-out'));
      expect(f.offset, f.name).toBe(azores ? (summer ? '+00:00' : '-01:00') : summer ? '+01:00' : '+00:00');
    }
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town)).map((f) => f.town)).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const day = f.local.slice(0, 10);
      const clock = f.local.slice(11);
      if (f.kind === 'photo') expect(f.name).toBe(`IMG_${day.replace(/-/g, '')}_${clock.replace(/:/g, '')}.jpg`);
      else expect(f.name).toMatch(new RegExp(`^Screenshot_${day}-${clock.replace(/:/g, '-')}-\\d{3}_[a-z]+(\\.[a-z]+)+\\.png$`));
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    const wrong = spec.files.filter((f) => f.gps).map((f) => [f.name, f.town, reverseGeocode(f.gps!.lat, f.gps!.lon)?.city]).filter(([, town, city]) => town !== city);
    expect(wrong).toEqual([]);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    expect(text('parking', 'fine')).not.toMatch(/ticket/i);
    expect(text('payslip')).not.toMatch(/take-home|net pay/i);
    expect(text('removals')).not.toMatch(/mover/i);
    expect(text('vet')).not.toMatch(/rabies|jab|ear/i);
    expect(text('boat-trip')).not.toMatch(/cave/i);
    expect(text('recipe')).not.toMatch(/pudding|rice/i);
    expect(text('grocery')).not.toMatch(/\bcod\b/i);
    expect(text('walk').trim()).toBe('');
  });

  it('has 55–60 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(questions.length).toBeGreaterThanOrEqual(55);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
  });

  it('renders a Xiaomi camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind10, 'azores', 'Xiaomi');
  }, 60_000);
});

describe('eleventh blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind11 });
  const others = (Object.keys(PLANS) as Array<keyof typeof PLANS>).filter((p) => p !== 'blind11').map((p) => albumSpec({ plan: PLANS[p] }));
  const questions = buildBlind11Questions(spec);
  const text = (...tags: string[]) => spec.files.filter((f) => tags.every((t) => f.tags.includes(t))).map((f) => f.text.join(' ')).join(' ');

  it('is another life: its own home, camera naming, two zones without summer time, towns and printed lines', () => {
    expect(spec.plan).toBe('blind11');
    expect(spec.home.town).toBe('Coyoacán');
    expect(spec.files.length).toBeGreaterThanOrEqual(80);
    expect(spec.files.length).toBeLessThanOrEqual(130);
    // Central Mexico is -06:00 all year; Quintana Roo (Tulum) -05:00, except the boarding pass screenshotted at home.
    for (const f of spec.files) {
      const tulum = f.tags.includes('tulum-trip') && !(f.kind === 'screenshot' && f.tags.includes('flight-out'));
      expect(f.offset, f.name).toBe(tulum ? '-05:00' : '-06:00');
    }
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town)).map((f) => f.town)).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    for (const f of spec.files) {
      const day = f.local.slice(0, 10).replace(/-/g, '');
      const clock = f.local.slice(11).replace(/:/g, '');
      if (f.kind === 'photo') expect(f.name).toMatch(new RegExp(`^IMG_${day}_${clock}\\d{3}\\.jpg$`));
      else expect(f.name).toBe(`Screenshot_${day}-${clock}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    const wrong = spec.files.filter((f) => f.gps).map((f) => [f.name, f.town, reverseGeocode(f.gps!.lat, f.gps!.lon)?.city]).filter(([, town, city]) => town !== city);
    expect(wrong).toEqual([]);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    expect(text('pool')).not.toMatch(/swim/i);
    expect(text('electricity', 'bill')).not.toMatch(/light|electricity/i);
    expect(text('payslip')).not.toMatch(/take-home|net pay/i);
    expect(text('notice', 'campaign')).not.toMatch(/spay|neuter/i);
    expect(text('grocery')).not.toMatch(/avocado|litter/i);
    expect(text('order', 'online')).not.toMatch(/cat tower/i);
    expect(text('smog-check')).not.toMatch(/sticker|emission/i);
    expect(text('ride')).not.toMatch(/taxi/i);
    expect(text('toll')).not.toMatch(/toll/i);
    expect(text('run').trim()).toBe('');
  });

  it('has 55–60 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(questions.length).toBeGreaterThanOrEqual(55);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
  });

  it('renders a Motorola camera roll: EXIF make and local-time names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind11, 'tulum', 'motorola');
  }, 60_000);
});

describe('twelfth blind album', () => {
  const spec = albumSpec({ plan: PLANS.blind12 });
  const others = (Object.keys(PLANS) as Array<keyof typeof PLANS>).filter((p) => p !== 'blind12').map((p) => albumSpec({ plan: PLANS[p] }));
  const questions = buildBlind12Questions(spec);
  const text = (...tags: string[]) => spec.files.filter((f) => tags.every((t) => f.tags.includes(t))).map((f) => f.text.join(' ')).join(' ');

  it('is another life: its own home, camera naming, three zones, towns and printed lines', () => {
    expect(spec.plan).toBe('blind12');
    expect(spec.home.town).toBe('Tucson');
    expect(spec.files.length).toBeGreaterThanOrEqual(110);
    expect(spec.files.length).toBeLessThanOrEqual(130);
    // Arizona keeps MST all year; the cruise is on Pacific standard time, Utah on mountain daylight time.
    for (const f of spec.files) {
      const pacific = f.kind === 'photo' && f.tags.includes('baja-cruise') && !f.tags.includes('fuel');
      const utah = f.kind === 'photo' && f.tags.includes('rv-trip') && (f.gps === null || f.gps.lat > 37);
      const atSea = f.kind === 'screenshot' && f.tags.includes('ship-app');
      expect(f.offset, f.name).toBe(pacific || atSea ? '-08:00' : utah ? '-06:00' : '-07:00');
    }
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town)).map((f) => f.town)).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    expect(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l))).toEqual([]);
    const photos = spec.files.filter((f) => f.kind === 'photo');
    expect(photos.map((f) => f.name)).toEqual(photos.map((_, i) => `IMG_${3104 + i}.JPG`));
    for (const f of spec.files.filter((x) => x.kind === 'screenshot')) {
      const h = Number(f.local.slice(11, 13));
      expect(f.name).toBe(`Screenshot ${f.local.slice(0, 10)} at ${h % 12 === 0 ? 12 : h % 12}.${f.local.slice(14, 16)}.${f.local.slice(17, 19)} ${h < 12 ? 'AM' : 'PM'}.png`);
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    const wrong = spec.files.filter((f) => f.gps).map((f) => [f.name, f.town, reverseGeocode(f.gps!.lat, f.gps!.lon)?.city]).filter(([, town, city]) => town !== city);
    expect(wrong).toEqual([]);
  });

  it('keeps the words people ask with off the pictures they are about', () => {
    expect(text('pharmacy', 'label')).not.toMatch(/cholesterol|thyroid|blood pressure/i);
    expect(text('cardiologist')).not.toMatch(/heart doctor|cardiologist/i);
    expect(text('class')).not.toMatch(/painting|art class/i);
    expect(text('baja-cruise', 'program')).not.toMatch(/dress-up|formal/i);
    expect(text('rv-trip', 'return')).not.toMatch(/extra charge/i);
    expect(text('family-visit', 'museum')).not.toMatch(/grandkid|grandchild/i);
    expect(text('hoodoos').trim()).toBe('');
  });

  it('has 55–60 labelled questions whose gold derives from the spec', () => {
    expectLabelledQuestions(questions, spec);
    expect(questions.length).toBeGreaterThanOrEqual(55);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['direct', 'contextual', 'hybrid']));
  });

  it('renders an iPhone camera roll: EXIF make and numbered names, screenshots without metadata', async () => {
    await expectCameraRoll(spec, PLANS.blind12, 'cruise', 'Apple');
  }, 60_000);
});
