/**
 * The novel album (eval/album/novel/): a fifth life whose continent, town, camera naming, zones and
 * printed lines differ from the other tuning albums', with the category words its questions use
 * absent from the pictures, and gold that derives from the spec.
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
import { buildNovelQuestions } from '../eval/questions-novel';
import { reverseGeocode } from '../electron/engine/place/gazetteer';

describe('novel album', () => {
  const spec = albumSpec({ plan: PLANS.novel });
  const others = [albumSpec(), albumSpec({ plan: PLANS.holdout }), albumSpec({ plan: PLANS.unseen }), albumSpec({ plan: PLANS.fresh })];
  const questions = buildNovelQuestions(spec);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const file = (name: string) => spec.files.find((f) => f.name === name)!;
  const text = (tag: string) => spec.files.filter((f) => f.tags.includes(tag)).map((f) => f.text.join(' '));

  it('is a fifth life: its own home, camera naming, zones, towns and printed lines', () => {
    expect(spec.plan).toBe('novel');
    expect(spec.home.town).toBe('Singapore');
    expect(spec.files.length).toBeGreaterThanOrEqual(80);
    expect(new Set(spec.files.map((f) => f.offset))).toEqual(new Set(['+08:00', '+09:00']));
    const otherTowns = new Set(others.flatMap((a) => a.files.map((f) => f.town)).filter(Boolean));
    expect(spec.files.filter((f) => f.town && otherTowns.has(f.town))).toEqual([]);
    const otherLines = new Set(others.flatMap((a) => a.files.flatMap((f) => f.text.filter((l) => /[A-Za-z]{4}/.test(l)))));
    // Only the apps' own chrome may repeat another album's line.
    expect(new Set(spec.files.flatMap((f) => f.text).filter((l) => otherLines.has(l)))).toEqual(new Set(['Booking confirmed', 'Boarding pass']));
    const photos = spec.files.filter((f) => f.kind === 'photo');
    // A counter, not a clock, names the photos: in capture order, with no date in the name.
    expect(photos.map((f) => f.name)).toEqual(photos.map((_, i) => `DSC_${String(412 + i).padStart(4, '0')}.JPG`));
    for (const f of spec.files.filter((x) => x.kind === 'screenshot')) expect(f.name).toBe(`Screenshot_${f.local.slice(0, 10).replace(/-/g, '')}_${f.local.slice(11).replace(/:/g, '')}.png`);
    expect(new Set(spec.files.map((f) => f.name)).size).toBe(spec.files.length);
  });

  it('puts every photo in the town the offline gazetteer names for its GPS', () => {
    for (const f of spec.files.filter((x) => x.gps)) expect(reverseGeocode(f.gps!.lat, f.gps!.lon)?.city, f.name).toBe(f.town);
  });

  it('keeps the words its questions ask with off the pictures', () => {
    expect(text('dragon-boat').join(' ')).not.toMatch(/dragon|boat|paddl/i);
    expect(text('time-card').join(' ')).not.toMatch(/shelter|volunteer(ing)? at/i);
    expect(text('aircon').join(' ')).not.toMatch(/air con|conditioner|cleaning/i);
    expect(text('employment-pass').join(' ')).not.toMatch(/permit|work pass/i);
    expect(text('bcls').join(' ')).not.toMatch(/cpr|resuscitation/i);
    expect(text('shinkansen').join(' ')).not.toMatch(/bullet/i);
    expect(text('coach').join(' ')).not.toMatch(/\bbus\b|coach/i);
    expect(text('food-delivery').join(' ')).not.toMatch(/takeaway/i);
  });

  it('has labelled questions of every answer type whose gold derives from the spec', () => {
    expect(questions.length).toBeGreaterThanOrEqual(50);
    expect(questions.length).toBeLessThanOrEqual(60);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.answer))).toEqual(new Set(ANSWER_TYPES));
    const per = (t: string) => questions.filter((q) => q.answer === t).length;
    expect(per('count')).toBeGreaterThanOrEqual(6);
    expect(per('yesno')).toBeGreaterThanOrEqual(4);
    expect(per('date')).toBeGreaterThanOrEqual(7);
    expect(per('number')).toBeGreaterThanOrEqual(5);
    expect(per('duration')).toBeGreaterThanOrEqual(3);
    expect(per('name')).toBeGreaterThanOrEqual(10);
    expect(per('identifier')).toBeGreaterThanOrEqual(6);
    expect(per('list')).toBeGreaterThanOrEqual(3);
    for (const q of questions) {
      expect(q.gold.length, q.id).toBeGreaterThan(0);
      for (const g of q.gold) expect(instantMs(file(g)), q.id).toBeLessThan(Date.parse(q.now));
    }
    // "Since New Year" is January to March; "last December" from May is December 2025.
    expect(byId.get('paddling-since-new-year')!.gold.every((n) => file(n).local >= '2026-01-01')).toBe(true);
    expect(byId.get('shelter-december')!.gold.map((n) => file(n).local.slice(0, 7))).toEqual(['2025-12', '2025-12']);
    expect(keywordHit('No — you took the coach (Delima Express, seat 14)', byId.get('melaka-train')!.keywords, 'all')).toBe(true);
    expect(keywordHit('Yes, you went by coach', byId.get('melaka-train')!.keywords, 'all')).toBe(false);
    expect(keywordHit('No — the last session before it was SAT 6/12', byId.get('paddling-before-japan')!.keywords, 'all')).toBe(true);
    expect(keywordHit('Collect: 22/10 after 5pm', byId.get('tailor-collect')!.keywords, 'all')).toBe(true);
    expect(keywordHit('DATE OF EXPIRY: 14-02-2028', byId.get('work-permit-expiry')!.keywords, 'all')).toBe(true);
  });

  it('renders a Sony camera roll: EXIF make and dates, counter names, screenshots the engine can date', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'mnemo-eval-novel-'));
    try {
      const written = await generateAlbum(path.join(base, 'album'), { plan: PLANS.novel, scenarios: ['melaka'] });
      expect(written.files.some((f) => f.kind === 'screenshot') && written.files.some((f) => f.scene === 'folder')).toBe(true);
      for (const f of written.files) {
        const buf = await readFile(path.join(base, 'album', f.name));
        if (f.kind === 'screenshot') {
          expect(f).toEqual(file(f.name));
          expect((await sharp(buf).metadata()).format).toBe('png');
          expect(parseFilenameDate(f.name)?.local, f.name).toBe(f.local);
          continue;
        }
        // A counter name carries no date: the engine must read EXIF.
        expect(parseFilenameDate(f.name), f.name).toBeNull();
        const exif = await exifr.parse(buf, { reviveValues: false, pick: ['Make', 'DateTimeOriginal', 'OffsetTimeOriginal'] });
        expect(exif.Make).toBe('Sony');
        expect(exif.DateTimeOriginal).toBe(f.local.replace(/-/g, ':').replace('T', ' '));
        expect(exif.OffsetTimeOriginal).toBe(f.offset);
      }
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  }, 60_000);
});
