import { copyFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../../electron/engine/index';
import { startServer, type RunningServer } from '../../electron/engine/serve/server';
import { writeBurst, type BurstShot } from '../support/burst';
import { fixture, haveFixtures } from '../support/fixtures';
import { tempDir } from '../support/temp';
import { buildRenderer, haveChromium, launchChromium } from './harness';

/**
 * Duplicate review and faces drawn by hand, in Chromium on serve mode: a burst with one blurred
 * shot, a file copied into a second folder, and a wide shot whose far-away face the detector misses.
 * Screenshots land in MNEMO_E2E_SHOTS (default <tmp>/mnemo-e2e-shots).
 */
const ready = haveChromium() && haveFixtures('faces');
const SHOTS = process.env.MNEMO_E2E_SHOTS ?? path.join(os.tmpdir(), 'mnemo-e2e-shots');
const FAR = { canvas: { width: 5000, height: 3600 }, pasted: { left: 3000, top: 1500, width: 160, height: 200 } };

describe.skipIf(!ready)('duplicate review and drawn faces in Chromium', () => {
  let engine: Engine;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let burst: BurstShot[];
  let far: string;
  const pageErrors: string[] = [];
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
  const idOf = async (file: string) => (await engine.listMemories({})).memories.find((m) => m.paths.includes(file))?.id;

  beforeAll(async () => {
    const base = await tempDir('e2e-dupes');
    await mkdir(SHOTS, { recursive: true });
    const photos = path.join(base, 'photos');
    await mkdir(path.join(photos, 'backup'), { recursive: true });
    const [rendererDir] = await Promise.all([buildRenderer(path.join(base, 'out')), Promise.resolve()]);
    burst = await writeBurst(photos, { shots: 4, blurredIndex: 0 });
    for (const f of ['fr_obama.jpg', 'fr_obama2.jpg']) await copyFile(fixture('faces', f), path.join(photos, f));
    await copyFile(fixture('faces', 'fr_biden.jpg'), path.join(photos, 'backup', 'fr_biden.jpg'));
    await copyFile(fixture('faces', 'fr_biden.jpg'), path.join(photos, 'fr_biden.jpg'));
    far = path.join(photos, 'far_away.jpg');
    const background = await sharp(fixture('faces', 'human_background.jpg')).resize(FAR.canvas.width, FAR.canvas.height, { fit: 'cover' }).toBuffer();
    const person = await sharp(fixture('faces', 'fr_obama3.jpg')).resize(FAR.pasted.width, FAR.pasted.height, { fit: 'cover' }).toBuffer();
    await sharp(background).composite([{ input: person, left: FAR.pasted.left, top: FAR.pasted.top }]).jpeg({ quality: 92 }).toFile(far);
    const libraryDir = path.join(base, 'library');
    engine = await openEngine({ libraryDir, modelsDir: path.join(base, 'models') });
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([photos]);
    const barack = (await engine.listPeople({})).people.find((p) => p.memoryCount === 2)!;
    await engine.namePerson({ id: barack.id, name: 'Barack' });
    server = await startServer({ engine, rendererDir, libraryDir });
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await engine?.close();
  });

  it('reviews the exact copy and the burst, keeps the suggested shot with Enter, and unhides one', async () => {
    await page.locator('#main').focus();
    await page.keyboard.press('d');
    await page.getByRole('heading', { name: 'Duplicates', level: 1 }).waitFor();
    await page.getByText('group 1 of 2').waitFor();
    await expect(page.getByRole('heading', { name: /The same file, 2 copies/ }).isVisible()).resolves.toBe(true);
    await shot('duplicates-exact');
    // Serve mode in a browser: no trash offer (only the desktop app can move files to the OS trash).
    expect(await page.getByRole('button', { name: /to the trash/ }).count()).toBe(0);

    await page.keyboard.press('ArrowRight');
    await page.getByText('group 2 of 2').waitFor();
    const suggested = page.locator('.dup-suggested');
    await expect(suggested.getByText(/Suggested: sharpest/).isVisible()).resolves.toBe(true);
    const blurredName = path.basename(burst.find((b) => b.blurred)!.file);
    expect(await suggested.textContent()).not.toContain(blurredName);
    await shot('duplicates-similar');

    // 1–9 choose, and the choice moves back to the suggestion by choosing it.
    const names = await page.locator('.dup-member .dup-choice').allTextContents();
    const blurredIndex = names.findIndex((n) => n.includes(blurredName)) + 1;
    await page.keyboard.press(String(blurredIndex));
    await expect(page.locator('.dup-chosen').textContent()).resolves.toContain(blurredName);
    await expect(page.getByRole('button', { name: `Keep shot ${blurredIndex}, hide 3 others` }).isVisible()).resolves.toBe(true);
    const suggestedIndex = (await page.locator('.dup-member').evaluateAll((cards) => cards.findIndex((c) => c.classList.contains('dup-suggested')))) + 1;
    await page.keyboard.press(String(suggestedIndex));
    await page.locator('#duplicates-title').click();
    const ids = await Promise.all(burst.map((b) => idOf(b.file)));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Hidden (3)' }).waitFor();
    const listed = (await engine.listMemories({})).memories.map((m) => m.id);
    expect(ids.filter((id) => id && listed.includes(id))).toHaveLength(1);
    await shot('duplicates-resolved');

    await page.getByRole('button', { name: `Show ${blurredName} again` }).click();
    await page.getByRole('heading', { name: 'Hidden (2)' }).waitFor();
    expect((await engine.listMemories({})).memories.map((m) => m.id)).toContain(ids[0]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('draws a box with the mouse around the face the detector missed, and gives it to Barack', async () => {
    const id = (await idOf(far))!;
    const barackBefore = (await engine.listPeople({})).people.find((p) => p.name === 'Barack')!;
    expect(barackBefore.faces.some((f) => f.memoryId === id)).toBe(false);
    await page.evaluate((memory) => {
      location.hash = `#/timeline?m=${memory}`;
    }, id);
    const dialog = page.getByRole('dialog');
    const canvas = dialog.locator('.face-canvas');
    const picture = canvas.locator('img');
    const drawn = canvas.locator('.face-box.drawn');
    const save = dialog.getByRole('button', { name: 'Save face' });
    const startDrawing = async () => {
      await dialog.getByRole('button', { name: 'Draw a face' }).click();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await drawn.count()).toBe(0);
      await dialog.getByLabel('Whose face is this?').selectOption({ label: 'Barack' });
      expect(await save.isDisabled()).toBe(true);
    };

    // From the keyboard: focusing the picture puts a box in the middle, the arrows move it.
    await startDrawing();
    await canvas.focus();
    const placed = (await drawn.boundingBox())!;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await drawn.boundingBox())!.x).toBeGreaterThan(placed.x);
    expect(await save.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // With the mouse, on a fresh drawing: from a little above-left of the pasted face to a little below-right of it.
    await startDrawing();
    const shown = (await picture.boundingBox())!;
    // A flick, one move between press and release: the box must not be lost to a render not yet done.
    await page.mouse.move(shown.x + 10, shown.y + 10);
    await page.mouse.down();
    await page.mouse.move(shown.x + 60, shown.y + 60);
    await page.mouse.up();
    await drawn.waitFor();
    expect(await picture.boundingBox()).toEqual(shown);
    const { canvas: size, pasted } = FAR;
    const toPage = (x: number, y: number) => ({ x: shown.x + (x / size.width) * shown.width, y: shown.y + (y / size.height) * shown.height });
    const from = toPage(pasted.left - 20, pasted.top - 20);
    const to = toPage(pasted.left + pasted.width + 20, pasted.top + pasted.height + 20);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    // The picture stays where it was while the box appears, and the box is where the pointer went.
    expect(await picture.boundingBox()).toEqual(shown);
    const box = (await drawn.boundingBox())!;
    for (const [got, want] of [
      [box.x, from.x],
      [box.y, from.y],
      [box.x + box.width, to.x],
      [box.y + box.height, to.y],
    ]) {
      expect(Math.abs(got! - want!)).toBeLessThan(3);
    }
    expect(await save.isEnabled()).toBe(true);
    await shot('faces-drawing');

    await save.click();
    await dialog.getByRole('button', { name: 'Draw a face' }).waitFor();
    const barack = (await engine.listPeople({})).people.find((p) => p.name === 'Barack')!;
    expect(barack.id).toBe(barackBefore.id);
    expect(barack.faceCount).toBe(barackBefore.faceCount + 1);
    expect(barack.faces.some((f) => f.memoryId === id)).toBe(true);
    await dialog.getByRole('link', { name: 'Barack' }).waitFor();
    await shot('faces-saved');

    // A narrow window (or 200 % zoom): the picture and the form follow each other in one scroll.
    await page.setViewportSize({ width: 640, height: 400 });
    await dialog.getByRole('button', { name: 'Draw a face' }).click();
    await canvas.focus();
    await drawn.waitFor();
    await save.scrollIntoViewIfNeeded();
    await expect(save.isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shot('faces-drawing-narrow');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
