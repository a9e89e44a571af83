/**
 * The fresh album (eval/album/fresh/): a fourth life whose town, camera naming, zones and printed
 * lines differ from the other tuning albums', with the category words its questions use absent from
 * the pictures, and gold that derives from the spec.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseFilenameDate } from '../electron/engine/ingest/time-parse';
import { albumSpec, generateAlbum, PLANS } from '../eval/album/generate';
import { instantMs } from '../eval/album/spec';
import { ANSWER_TYPES, keywordHit } from '../eval/questions';
import { buildFreshQuestions } from '../eval/questions-fresh';
import { reverseGeocode } from '../electron/engine/place/gazetteer';

describe('fresh album', () => {
  const spec = albumSpec({ plan: PLANS.fresh });
  const others = [albumSpec(), albumSpec({ plan: PLANS.holdout }), albumSpec({ plan: PLANS.unseen })];
  const questions = buildFreshQuestions(spec);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const file = (name: string) => spec.files.find((f) => f.name === name)!;
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is a fourth life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('fresh');
    expect(spec.home.town).toBe('Toronto');
    expect(spec.files.length).toBeGreaterThanOrEqual(80);
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['-05:00', '-04:00', '+00:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    // Only the apps' own chrome may repeat another album's line.
    expect(new Set(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l)))).toEqual(new Set(['Booking confirmed', 'Boarding pass']));
    for (const f of spec.files) {
      if (f.kind === 'photo') expect(f.name).toBe(`IMG_${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}.jpg`);
      else expect(f.name).toMatch(new RegExp(`^Screenshot_${f.local.slice(0, 10)}-${f.local.slice(11).replace(/:/g, '-')}-\\d{3}_[a-z.]+\\.png$`));
    }
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words its questions ask with off the pictures', () => {
    expect(text('tennis').join(' ')).not.toMatch(/tennis/i);
    expect(text('kiln-tag').join(' ')).not.toMatch(/pottery|class/i);
    expect(text('vet').join(' ')).not.toMatch(/checkup/i);
    expect(text('electricity').join(' ')).not.toMatch(/power|electric company/i);
    expect(text('pharmacy').join(' ')).not.toMatch(/drugstore/i);
    expect(text('concert').join(' ')).not.toMatch(/\bgig\b|concert/i);
    // A court booking is screenshotted before the game: its file date is not the day played.
    for (const f of spec.files.filter((x) => x.tags.includes('booking') && x.tags.includes('tennis'))) expect(f.local.slice(0, 10) < String(f.facts.date)).toBe(true);
  });

  it('has labelled questions of every answer type whose gold derives from the spec', () => {
    expect(questions.length).toBeGreaterThanOrEqual(50);
    expect(questions.length).toBeLessThanOrEqual(60);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.answer))).toEqual(new Set(ANSWER_TYPES));
    const per = (t: string) => questions.filter((q) => q.answer === t).length;
    expect(per('count')).toBeGreaterThanOrEqual(5);
    expect(per('yesno')).toBeGreaterThanOrEqual(3);
    expect(per('number')).toBeGreaterThanOrEqual(5);
    expect(per('duration')).toBeGreaterThanOrEqual(4);
    expect(per('list')).toBeGreaterThanOrEqual(3);
    expect(per('date')).toBeGreaterThanOrEqual(6);
    expect(per('name')).toBeGreaterThanOrEqual(12);
    expect(per('identifier')).toBeGreaterThanOrEqual(8);
    for (const q of questions) {
      expect(q.gold.length, q.id).toBeGreaterThan(0);
      for (const g of q.gold) expect(instantMs(file(g)), q.id).toBeLessThan(Date.parse(q.now));
    }
    // Counts go by the day played, not the day booked; "last winter" from September is Dec–Feb.
    expect(byId.get('tennis-june')!.gold.map((n) => String(file(n).facts.date).slice(0, 7))).toEqual(['2025-06', '2025-06', '2025-06']);
    expect(byId.get('pottery-last-winter')!.gold.every((n) => file(n).local < '2025-03-01')).toBe(true);
    expect(keywordHit('No — you flew with Porter (PD 441)', byId.get('mtl-train')!.keywords, 'any')).toBe(true);
    expect(keywordHit('Return 19.07.2025 10:00 KEF', byId.get('iceland-car-return')!.keywords, 'all')).toBe(true);
    expect(keywordHit('DIESEL 38,61 L', byId.get('iceland-fuel')!.keywords, 'all')).toBe(true);
  });

  it('renders a Xiaomi camera roll: EXIF make, local-time names, MIUI screenshots the engine can date', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-eval-fresh-'));
    try {
      const written = await generateAlbum(path.join(base, 'album'), { plan: PLANS.fresh, scenarios: ['montreal'] });
      expect(written.files.some((f) => f.kind === 'screenshot') && written.files.some((f) => f.scene === 'folder')).toBe(true);
      for (const f of written.files) {
        expect(f).toEqual(file(f.name));
        const buf = await readFile(path.join(base, 'album', f.name));
        if (f.kind === 'screenshot') {
          expect((await sharp(buf).metadata()).format).toBe('png');
          expect(parseFilenameDate(f.name)?.local, f.name).toBe(f.local);
          continue;
        }
        const exif = await exifr.parse(buf, { reviveValues: false, pick: ['Make', 'DateTimeOriginal', 'OffsetTimeOriginal'] });
        expect(exif.Make).toBe('Xiaomi');
        expect(exif.DateTimeOriginal).toBe(f.local.replace(/-/g, ':').replace('T', ' '));
        expect(exif.OffsetTimeOriginal).toBe(f.offset);
      }
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  }, 60_000);
});
