import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveFixtures } from '../support/fixtures';
import { tempDir } from '../support/temp';
import { buildRenderer, haveChromium, launchChromium, serveFixtureLibrary, type Served } from './harness';

/**
 * The Places map and the timeline's On this day strip in Chromium, on serve mode over the fixture
 * library (three photos from one afternoon in Arezzo on 22 October 2008, one in Rome, the others
 * without GPS). The page's clock is set to 22 October 2024, so that afternoon is "on this day".
 * Every request the page makes is recorded: the map must be drawn without any leaving 127.0.0.1.
 */
const ready = haveChromium() && haveFixtures('photos/exif') && haveFixtures('faces');
const SHOTS = process.env.MNEMO_E2E_SHOTS ?? path.join(os.tmpdir(), 'mnemo-e2e-shots');

describe.skipIf(!ready)('places and on this day in Chromium', () => {
  let served: Served;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];
  const pageErrors: string[] = [];
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const markers = () => page.locator('.world-map .map-marker');
  const counts = () => markers().evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))).sort((a, b) => b - a));
  const markerAt = async (name: string) => {
    const t = await page.locator(`.map-marker[data-place^="${name}"]`).getAttribute('transform');
    const [x, y] = (t ?? '').match(/-?[\d.]+/g)!.map(Number);
    return { x: x!, y: y! };
  };

  beforeAll(async () => {
    const base = await tempDir('e2e-places');
    await mkdir(SHOTS, { recursive: true });
    const rendererDir = await buildRenderer(path.join(base, 'out'));
    served = await serveFixtureLibrary(base, rendererDir);
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    page = await context.newPage();
    await page.clock.setFixedTime(new Date('2024-10-22T12:00:00'));
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  it('opens the timeline with the memories from this day in earlier years', async () => {
    await page.goto(served.server.url);
    const strip = page.getByRole('region', { name: 'On this day' });
    await expect.poll(() => strip.locator('.thumb').count(), { timeout: 15_000 }).toBe(3);
    expect(await strip.locator('h3').allTextContents()).toEqual([expect.stringMatching(/^16 years ago · .*2008/)]);
    await expect.poll(() => strip.locator('.thumb img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await shot('on-this-day');

    // Keyboard-reachable: a thumbnail opens the memory, Esc closes it.
    await strip.locator('.thumb').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    // The title reads "Memory" until the memory has loaded.
    await expect.poll(() => page.locator('#detail-title').textContent()).toMatch(/2008/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Hidden for the day, also after a reload.
    await strip.getByRole('button', { name: 'Hide On this day for today' }).click();
    await expect.poll(() => strip.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator('.timeline-scroll .thumb').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'On this day' }).count()).toBe(0);
  });

  it('shows the places on an offline world map, with counts, and lists them', async () => {
    await page.locator('#main').focus();
    await page.keyboard.press('m');
    await expect.poll(() => page.url()).toContain('#/places');
    await expect.poll(() => markers().count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Arezzo and Rome are a few pixels apart on the whole world: however they group, four photos.
    expect((await counts()).reduce((a, b) => a + b, 0)).toBe(4);
    expect(await page.locator('.place-list li').allTextContents()).toEqual([expect.stringMatching(/^Arezzo, .*3$/), expect.stringMatching(/^Rome, .*1$/)]);
    expect(await page.locator('.world-map .map-land').getAttribute('d')).toMatch(/^M[\d.-]+/);
    await shot('places');
  });

  it('zooms and pans with the keyboard, and the markers split as it zooms in', async () => {
    const map = page.getByRole('region', { name: /Map of your places/ });
    const zoom = async () => Number(await map.getAttribute('data-zoom'));
    // Rome from the list centres the map on it at 16×, where Arezzo (~170 km away) has its own marker;
    // zoomed out one step they share one.
    await page.locator('.place-list button', { hasText: 'Rome' }).click();
    await expect.poll(zoom).toBe(16);
    await expect.poll(counts).toEqual([3, 1]);
    await map.focus();
    let steps = 0;
    for (; steps < 8 && (await counts()).length > 1; steps++) await page.keyboard.press('-');
    await expect.poll(counts).toEqual([4]);
    expect(await zoom()).toBeLessThan(16);
    expect(await zoom()).toBeGreaterThan(1);
    for (let i = 0; i < steps; i++) await page.keyboard.press('+');
    await expect.poll(counts).toEqual([3, 1]);
    expect(await zoom()).toBeCloseTo(16, 5);
    const before = await markerAt('Arezzo');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await markerAt('Arezzo')).x).toBeCloseTo(before.x + 80, 0);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await markerAt('Arezzo')).y).toBeCloseTo(before.y + 80, 0);
    expect(await page.locator('.map-marker[data-place^="Arezzo"] .map-label').textContent()).toBe('Arezzo');
    await shot('places-zoomed');
    await page.keyboard.press('0');
    await expect.poll(() => map.getAttribute('data-zoom')).toBe('1.00');
  });

  it('zooms with the wheel and pans by dragging', async () => {
    const map = page.locator('.world-map');
    const box = (await map.boundingBox())!;
    const rome = await page.locator('.place-list button', { hasText: 'Rome' }).boundingBox();
    expect(rome).not.toBeNull();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -600);
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(1.5);
    const before = await page.locator('.world-map .map-world').getAttribute('transform');
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 40, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => page.locator('.world-map .map-world').getAttribute('transform')).not.toBe(before);
    await page.getByRole('button', { name: 'Show the whole world' }).click();
    await expect.poll(() => map.getAttribute('data-zoom')).toBe('1.00');
  });

  it('a marker opens its photos; a photo opens in the detail', async () => {
    await page.getByRole('region', { name: /Map of your places/ }).focus();
    // Tab from the map reaches its first marker; Enter opens it.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-place'));
    expect(focused).toMatch(/^Arezzo/);
    await page.keyboard.press('Enter');
    const panel = page.locator('.place-photos');
    await expect.poll(() => panel.locator('.thumb').count()).toBe(4);
    await expect.poll(() => panel.locator('h2').textContent()).toMatch(/Arezzo and 1 other place · 4 photos/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('place-photos-title');

    // A town from the list opens just its photos and centres the map on it.
    await page.locator('.place-list button', { hasText: 'Arezzo' }).click();
    await expect.poll(() => panel.locator('.thumb').count()).toBe(3);
    await expect.poll(async () => Number(await page.locator('.world-map').getAttribute('data-zoom'))).toBeGreaterThanOrEqual(16);
    await expect.poll(() => panel.locator('.thumb img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await shot('places-open');
    await panel.locator('.thumb').first().click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.url()).toMatch(/m=/);
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('made no request beyond 127.0.0.1, and no uncaught error', () => {
    const origin = `http://127.0.0.1:${served.server.port}/`;
    expect(requests.length).toBeGreaterThan(10);
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
