import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { recoverSettings } from '../electron/engine/settings/recover';
import { unspacedGrams } from '../electron/engine/store/text-grams';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chooseReading } from '../electron/engine/perception/ocr/choose';
import { OcrPool } from '../electron/engine/perception/ocr/engine';
import { languagePlan } from '../electron/engine/perception/ocr/recognizer';
import type { Reading } from '../electron/engine/perception/ocr/result';
import { OcrLanguages, toggledLanguages } from '../renderer/src/views/settings/OcrLanguages';
import { defaultOcrLanguages, defaultSettings } from '../shared/settings';
import { fixture, haveFixtures } from './support/fixtures';
import { tempDir } from './support/temp';

describe('OCR languages: setting, plan and CJK search terms', () => {
  it('defaults to English plus the locale language when a pack ships for it', () => {
    expect(defaultOcrLanguages('ja-JP')).toEqual(['eng', 'jpn']);
    expect(defaultOcrLanguages('ko_KR')).toEqual(['eng', 'kor']);
    expect(defaultOcrLanguages('en-GB')).toEqual(['eng']);
    expect(defaultOcrLanguages('de-DE')).toEqual(['eng']);
  });

  it('recovers a damaged list to the default and keeps a valid one', () => {
    const stored = { ...defaultSettings(), perception: { ...defaultSettings().perception } };
    const valid = recoverSettings({ ...stored, perception: { ...stored.perception, ocrLanguages: ['eng', 'jpn', 'kor', 'jpn'] } });
    expect(valid.settings.perception.ocrLanguages).toEqual(['eng', 'jpn', 'kor']);
    for (const broken of [['xyz'], [], 'jpn', 7]) {
      const r = recoverSettings({ ...stored, perception: { ...stored.perception, ocrLanguages: broken } });
      expect(r.settings.perception.ocrLanguages).toEqual(defaultOcrLanguages());
      expect(r.settings.perception.clipModel).toBe(stored.perception.clipModel);
    }
  });

  it('reads Latin packs together and each other script with them', () => {
    expect(languagePlan(['eng'])).toEqual(['eng']);
    expect(languagePlan(['eng', 'jpn', 'kor'])).toEqual(['eng', 'jpn+eng', 'kor+eng']);
    expect(languagePlan(['jpn', 'fra', 'eng'])).toEqual(['fra+eng', 'jpn+fra+eng']);
    expect(languagePlan(['tha'])).toEqual(['tha']);
  });

  it('cuts unspaced scripts into bigrams, ignoring the spaces OCR puts between characters', () => {
    expect(unspacedGrams('港 区 を')).toEqual(['港区', '区を']);
    expect(unspacedGrams('서울 Seoul')).toEqual(['서울']);
    expect(unspacedGrams('禁')).toEqual(['禁']);
    expect(unspacedGrams('The quick brown fox 12')).toEqual([]);
  });
});

/** A reading made of words at given places (x in units of 100 px on one row). */
function reading(words: Array<[text: string, confidence: number, x: number]>): Reading {
  const ws = words.map(([text, confidence, x]) => ({ text, confidence, bbox: { x0: x * 100, y0: 0, x1: x * 100 + 90, y1: 40 } }));
  const chars = (t: string) => t.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return {
    lines: [],
    words: ws,
    kept: ws.map((w) => w.confidence),
    quality: ws.reduce((q, w) => q + (chars(w.text) * w.confidence) / 100, 0),
    rawWords: ws.length,
    rawConfidence: 0,
  };
}

describe('choosing between readings in different scripts', () => {
  const latin = reading([['Seoul', 96, 1], ['56Km', 87, 2], ['205Km', 83, 3]]);

  it('keeps the script reading that read words where the Latin one read nothing', () => {
    const korean = reading([['서울', 80, 0], ['Seoul', 96, 1], ['56Km', 87, 2], ['205Km', 83, 3]]);
    // More expected correct characters, all of them Latin ("Al" is the Hangul misread): no evidence of Japanese.
    const japanese = reading([['Al', 84, 0], ['Seoul', 92, 1], ['Pyeongyan', 86, 4], ['56Km', 91, 2], ['205Km', 92, 3]]);
    expect(japanese.quality).toBeGreaterThan(korean.quality);
    expect(latin.quality).toBeGreaterThan(korean.quality - 2);
    expect(chooseReading([latin, japanese, korean], true)).toBe(korean);
  });

  it('keeps the Latin reading when a script pack only misreads Latin words', () => {
    const thai = reading([['พ”', 82, 1], ['56Km', 87, 2], ['205Km', 83, 3]]);
    expect(chooseReading([latin, thai], true)).toBe(latin);
    expect(chooseReading([latin], true)).toBe(latin);
  });

  it('without a Latin pack keeps the reading with most expected correct characters', () => {
    const a = reading([['서울', 80, 0]]);
    const b = reading([['서울특별시', 70, 0]]);
    expect(chooseReading([a, b], false)).toBe(b);
  });
});

describe('the languages in the Settings view', () => {
  it('toggles a language, keeps the canonical order and never empties the list', () => {
    expect(toggledLanguages(['eng'], 'kor', true)).toEqual(['eng', 'kor']);
    expect(toggledLanguages(['kor', 'eng'], 'jpn', true)).toEqual(['eng', 'jpn', 'kor']);
    expect(toggledLanguages(['eng', 'kor'], 'eng', false)).toEqual(['kor']);
    expect(toggledLanguages(['kor'], 'kor', false)).toBeNull();
  });

  it('renders one labelled checkbox per language, the last checked one locked', () => {
    const html = renderToStaticMarkup(createElement(OcrLanguages, { value: ['jpn'], onChange: () => {} }));
    expect(html).toMatch(/<legend>[^<]+<\/legend>/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(6);
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/><span>Japanese<\/span>/);
    expect(html).toMatch(/<input type="checkbox"\/><span>Korean<\/span>/);
  });
});

describe.skipIf(!haveFixtures('ocr'))('OCR pools with several languages', () => {
  it('reads an image the same whatever combination the worker read with before', async () => {
    const korean = await readFile(fixture('ocr', 'easyocr_korean.png'));
    const alone = await OcrPool.create({ size: 1, languages: ['eng', 'kor'] });
    const mixed = await OcrPool.create({ size: 1, languages: ['eng', 'jpn', 'kor'] });
    try {
      const expected = await alone.recognize(korean);
      // The Japanese pass leaves CJK layout settings behind unless they are reset (recognizer.ts GLOBAL_PARAM_DEFAULTS).
      await mixed.recognize(await readFile(fixture('ocr', 'easyocr_japanese.jpg')));
      expect((await mixed.recognize(korean)).text).toBe(expected.text);
      expect(expected.text).toMatch(/[\p{Script=Hangul}]/u);
    } finally {
      await Promise.all([alone.close(), mixed.close()]);
    }
  }, 300_000);

  it('retires a pool: held requests finish, new ones are refused, then it closes', async () => {
    const pool = await OcrPool.create({ size: 1 });
    const page = await readFile(fixture('ocr', 'tess_phototest.tif'));
    const order: string[] = [];
    const held = pool.recognize(page).then((r) => order.push(`read ${r.text.length > 0}`));
    const retired = pool.retire().then(() => order.push('closed'));
    await expect(pool.recognize(page)).rejects.toThrow(/closed/);
    await Promise.all([held, retired]);
    expect(order).toEqual(['read true', 'closed']);
    expect(pool.active).toBe(0);
  }, 120_000);
});

describe.skipIf(!haveFixtures('ocr'))('OCR in Japanese and Korean through the engine', () => {
  let engine: Engine;
  let libraryDir: string;

  beforeAll(async () => {
    const base = await tempDir('ocr-languages');
    const photos = path.join(base, 'photos');
    await mkdir(photos, { recursive: true });
    await copyFile(fixture('ocr', 'easyocr_japanese.jpg'), path.join(photos, 'sign-ja.jpg'));
    await copyFile(fixture('ocr', 'easyocr_korean.png'), path.join(photos, 'sign-ko.png'));
    await copyFile(fixture('ocr', 'tess_phototest.tif'), path.join(photos, 'scan.tif'));
    libraryDir = path.join(base, 'library');
    engine = await openEngine({ libraryDir, modelsDir: path.join(base, 'models') });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.setPerceptionSettings({ ocrLanguages: ['eng', 'jpn', 'kor'] });
    await engine.indexOnce([photos]);
  }, 600_000);

  afterAll(() => engine?.close());

  const byName = async (name: string) => (await engine.listMemories({})).memories.find((m) => m.path.endsWith(name))!;
  const firstFound = async (text: string) => path.basename((await engine.search({ text })).results[0]?.path ?? '');

  it('keeps the languages in settings.json', async () => {
    const stored = JSON.parse(await readFile(path.join(libraryDir, 'settings.json'), 'utf8')) as { perception: { ocrLanguages: string[] } };
    expect(stored.perception.ocrLanguages).toEqual(['eng', 'jpn', 'kor']);
  });

  it('reads the signs in their own scripts and the English page in English', async () => {
    expect((await byName('sign-ja.jpg')).ocrText?.replace(/\s+/g, '')).toMatch(/禁止/);
    expect((await byName('scan.tif')).ocrText).toMatch(/quick brown dog/i);
  });

  it('finds the Japanese sign by its Japanese words', async () => {
    expect(await firstFound('禁止')).toBe('sign-ja.jpg');
    expect(await firstFound('港区')).toBe('sign-ja.jpg');
  });

  it('finds the Korean sign by its Korean words', async () => {
    expect((await byName('sign-ko.png')).ocrText).toMatch(/[\p{Script=Hangul}]/u);
    expect(await firstFound('서울')).toBe('sign-ko.png');
  });

  it('still finds Latin words as before', async () => {
    expect(await firstFound('quick brown dog')).toBe('scan.tif');
  });
});
