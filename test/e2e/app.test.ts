import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveFixtures } from '../support/fixtures';
import { tempDir } from '../support/temp';
import { buildRenderer, haveChromium, launchChromium, serveFixtureLibrary, type Served } from './harness';

/**
 * The app in a real browser: serve mode on a library indexed from the shared fixtures, driven by
 * Chromium. Each view is opened and photographed; screenshots land in MNEMO_E2E_SHOTS (default
 * <tmp>/mnemo-e2e-shots) for a person to look at.
 */
const ready = haveChromium() && haveFixtures('photos/exif') && haveFixtures('faces');
const SHOTS = process.env.MNEMO_E2E_SHOTS ?? path.join(os.tmpdir(), 'mnemo-e2e-shots');

/** The thumbnail batch URLs `page` asks for from now on. */
function batchesAskedBy(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/thumbs?')) urls.push(request.url());
  });
  return urls;
}

/** The long edge of each image's decoded picture. */
const naturalEdges = (images: Locator): Promise<number[]> =>
  images.evaluateAll((imgs) => imgs.map((i) => Math.max((i as HTMLImageElement).naturalWidth, (i as HTMLImageElement).naturalHeight)));

describe.skipIf(!ready)('the app in Chromium, on serve mode', () => {
  let served: Served;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let origin: string;
  const pageErrors: string[] = [];
  const nameOf = (file: string) => served.engine.listMemories({}).then(({ memories }) => memories.find((m) => m.path.endsWith(file))!);
  const shot = (name: string, p: Page = page) => p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
  const dialog = () => page.getByRole('dialog');
  /** A view's one-key shortcut, pressed with the focus outside any text field. */
  const shortcut = async (key: string) => {
    await page.locator('#main').focus();
    await page.keyboard.press(key);
  };

  beforeAll(async () => {
    const base = await tempDir('e2e');
    await mkdir(SHOTS, { recursive: true });
    const [rendererDir] = await Promise.all([buildRenderer(path.join(base, 'out')), mkdir(path.join(base, 'photos'), { recursive: true })]);
    served = await serveFixtureLibrary(base, rendererDir);
    origin = `http://127.0.0.1:${served.server.port}`;
    // The fixture photos are years apart, so no event is inferred: make one to rename later.
    if ((await served.engine.listEvents({})).events.length === 0) {
      await served.engine.createEvent({ name: 'Rome trip', start: '2011-01-13', end: '2011-01-13' });
    }
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    console.info(`[e2e] screenshots in ${SHOTS}`);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  it('refuses a missing or wrong token, and has nothing outside its secret path prefix', async () => {
    const stranger = await browser.newContext();
    const p = await stranger.newPage();
    const base = served.server.base;
    try {
      // Outside the prefix, even the right token gets a 404 and no cookie.
      for (const target of [`${origin}/`, `${origin}/?token=${served.server.token}`, `${origin}/api/call/status`]) {
        expect((await p.goto(target))?.status(), target).toBe(404);
      }
      expect(await stranger.cookies()).toEqual([]);
      const bare = await p.goto(base);
      expect(bare?.status()).toBe(401);
      expect(await p.textContent('body')).toContain('Missing or wrong Mnemo token');
      expect((await p.goto(`${base}?token=${'x'.repeat(64)}`))?.status()).toBe(401);
      const { memories } = await served.engine.listMemories({ limit: 1 });
      expect((await p.goto(`${base}media/thumb/${memories[0]!.id}`))?.status()).toBe(401);
      const call = await p.evaluate(async (target) => {
        const r = await fetch(target, { method: 'POST', headers: { Authorization: 'Bearer wrong', 'Content-Type': 'application/json' }, body: '{}' });
        return r.status;
      }, `${base}api/call/status`);
      expect(call).toBe(401);
      expect(await stranger.cookies()).toEqual([]);
    } finally {
      await stranger.close();
    }
  });

  it('another server on 127.0.0.1 never receives the token cookie, and cannot spoil it by planting one', async () => {
    // A dev server or notebook on another port: cookies ignore ports, so only the cookie's Path keeps ours from it.
    const seen: string[] = [];
    const name = `mnemo-token-${served.server.port}`;
    const other = http.createServer((req, res) => {
      seen.push(req.headers.cookie ?? '');
      // It plants a cookie of our name (it may not know our path; `/` reaches every path).
      res.writeHead(200, { 'Content-Type': 'text/html', 'Set-Cookie': `${name}=planted; Path=/` });
      res.end('<!doctype html><title>other</title><p>another local server</p>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const elsewhere = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const visitor = await browser.newContext();
    const p = await visitor.newPage();
    try {
      await p.goto(served.server.url);
      await expect.poll(() => p.locator('.timeline-scroll .thumb img').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      for (const target of [`${elsewhere}/`, `${elsewhere}/api/call/status`, `${elsewhere}/some/deep/path`]) await p.goto(target);
      // Three pages, and perhaps the browser's own favicon request.
      expect(seen.length).toBeGreaterThanOrEqual(3);
      for (const header of seen) expect(header).not.toContain(served.server.token);

      // Back in Mnemo the browser now sends the planted cookie beside ours: pictures still load, by cookie.
      await p.goto(served.server.base);
      const thumbs = p.locator('.timeline-scroll .thumb img');
      await expect.poll(() => thumbs.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
      expect((await visitor.cookies()).filter((c) => c.name === name).map((c) => c.value).sort()).toEqual(['planted', served.server.token].sort());
    } finally {
      await visitor.close();
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('shows the timeline: every memory as a thumbnail, grouped by day, newest first', async () => {
    const batches = batchesAskedBy(page);
    await page.goto(served.server.url);
    const thumbs = page.locator('.timeline-scroll .thumb img');
    await expect.poll(() => thumbs.count(), { timeout: 15_000 }).toBeGreaterThan(2);
    // The token left the address bar once the cookie was set, and the cookie is for the secret prefix only.
    expect(page.url()).not.toContain('token=');
    expect(page.url().startsWith(served.server.base)).toBe(true);
    expect(await context.cookies()).toEqual([
      expect.objectContaining({ name: `mnemo-token-${served.server.port}`, path: `/${served.server.prefix}/`, httpOnly: true, sameSite: 'Strict' }),
    ]);
    expect(await page.locator('.day-head h2').first().textContent()).toMatch(/2012/);
    await expect.poll(() => page.locator('.day-head .chip', { hasText: 'Rome trip' }).count()).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByName('mnemo:timeline-first-paint').length)).toBe(1);
    const decoded = () => thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0));
    await expect.poll(decoded).toBe(true);
    // Each picture is its batch's, made into a data URL in a worker (thumb-loader.ts); a URL the
    // page could not show would have fallen back to the thumbnail's own address.
    expect(new Set(await thumbs.evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).protocol)))).toEqual(new Set(['data:']));
    expect(page.workers().map((w) => w.url()).filter((url) => /thumb-worker/.test(url))).toHaveLength(1);
    // At device scale 1 the tiles show grid thumbnails: no image larger than one was decoded.
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.map((url) => new URL(url).searchParams.get('kind'))).toEqual(batches.map(() => 'grid'));
    expect(Math.max(...(await naturalEdges(thumbs)))).toBeLessThanOrEqual(200);
    await shot('timeline');
    const scroller = page.locator('.timeline-scroll');
    const tiles = page.locator('.timeline-scroll [data-memory]');
    const seen = new Set<string | null>();

    // The grid is windowed, and while a scroll flies the rows in sight may still be placeholders:
    // step down half a screen at a time, collecting tiles, until every memory has been shown once.
    await expect
      .poll(async () => {
        for (const id of await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-memory')))) seen.add(id);
        await scroller.evaluate((el) => el.scrollBy(0, Math.max(1, el.clientHeight / 2)));
        return seen.size;
      }, { timeout: 15_000 })
      .toBe(8);
    // The oldest day (three photos from one afternoon in Arezzo) is last.
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => page.locator('.day-head h2').last().textContent()).toMatch(/2008/);
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    await expect.poll(decoded).toBe(true);
    await shot('timeline-end');
    await page.locator('.timeline-scroll').evaluate((el) => el.scrollTo(0, 0));
  });

  it('opens a memory, steps with the arrow keys and closes with Esc', async () => {
    await page.locator('.timeline-scroll .thumb').first().click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await expect.poll(() => page.locator('.detail-info h3', { hasText: 'Caption' }).count()).toBe(1);
    const first = await page.locator('#detail-title').textContent();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('#detail-title').textContent()).not.toBe(first);
    await expect.poll(() => page.url()).toMatch(/m=/);
    await shot('detail');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    expect(page.url()).not.toMatch(/m=/);
  });

  it('corrects an annotation, marks it "edited by you", and keeps it after a reload', async () => {
    const rome = await nameOf('drew_Apple_iPhone_4.jpg');
    await page.locator(`.timeline-scroll [data-memory="${rome.id}"]`).click();
    await page.getByRole('button', { name: 'Edit caption' }).click();
    await page.getByRole('textbox', { name: 'Caption' }).fill('Dinner in Rome');
    await page.getByRole('button', { name: 'Save' }).click();
    const caption = page.locator('.field', { has: page.locator('h3', { hasText: 'Caption' }) });
    await expect.poll(() => caption.locator('.field-value').textContent()).toBe('Dinner in Rome');
    expect(await caption.textContent()).toContain('Edited by you');
    expect((await served.engine.getMemory({ id: rome.id }))?.corrections.caption).toBe('Dinner in Rome');

    await page.reload();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await expect.poll(() => caption.locator('.field-value').textContent(), { timeout: 10_000 }).toBe('Dinner in Rome');
    expect(await caption.textContent()).toContain('Edited by you');
    await shot('detail-edited');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('searches as you type and shows the matching line', async () => {
    await page.keyboard.press('/');
    await page.keyboard.type('tavolo');
    // The run's first search: with the machine loaded (load average ~25 on 2 cores) it took over the default 5 s.
    await expect.poll(() => page.locator('.result-why').allTextContents(), { timeout: 15_000 }).toEqual([expect.stringContaining('Tavolo 30')]);
    expect(page.url()).toContain('#/search?q=tavolo');
    await shot('search');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.url()).toContain('#/timeline');
  });

  it('filters the timeline in the engine: the days, their counts and the grid follow the filter', async () => {
    const summary = page.locator('.view-head .muted').first();
    await expect.poll(() => summary.textContent()).toMatch(/^8 memories/);
    await page.locator('.filters-toggle summary').click();
    await page.getByLabel('Place').fill('arezzo');
    await expect.poll(() => summary.textContent()).toMatch(/^3 memories · 1 day$/);
    await expect.poll(() => page.locator('.day-head h2').allTextContents()).toEqual([expect.stringMatching(/2008/)]);
    await expect.poll(() => page.locator('.timeline-scroll [data-memory]').count()).toBe(3);
    await shot('timeline-filtered');
    await page.getByLabel('Place').fill('nowhere at all');
    await expect.poll(() => page.getByRole('heading', { name: 'No memories match these filters' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => summary.textContent()).toMatch(/^8 memories/);
    await page.locator('.filters-toggle summary').click();
  });

  it('answers a question without an LLM, with references; a reference opens and can be marked wrong', async () => {
    await page.getByRole('link', { name: /Chat/ }).click();
    await page.getByRole('textbox', { name: 'Your question' }).fill('Where was I in January 2011?');
    await page.keyboard.press('Enter');
    const turn = page.locator('.turn').last();
    await expect.poll(() => turn.locator('.answer-text').textContent(), { timeout: 20_000 }).toContain('Rome');
    expect(await turn.locator('.searched').textContent()).toContain('January 2011');
    const reference = turn.locator('.reference .thumb').first();
    await expect.poll(() => reference.count()).toBe(1);
    await shot('chat');
    await reference.click();
    await expect.poll(() => page.locator('.detail-info .field', { hasText: 'Dinner in Rome' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await turn.getByRole('button', { name: 'Wrong?' }).click();
    await expect.poll(() => turn.locator('.reference button[aria-pressed="true"]').count()).toBe(1);

    // A follow-up continues the conversation (its place carries over) and gets its own answer.
    await page.getByRole('textbox', { name: 'Your question' }).fill('What about October 2008?');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.turn').count()).toBe(2);
    await expect.poll(() => page.locator('.turn').last().locator('.answer-text').textContent(), { timeout: 20_000 }).toContain('Arezzo');
    await expect.poll(() => page.locator('.turn').last().locator('.reference').count()).toBe(3);
  });

  it('renames an event', async () => {
    await shortcut('e');
    await page.getByRole('link', { name: 'Rome trip' }).click();
    await expect.poll(() => page.locator('.event-detail .thumb').count()).toBeGreaterThan(0);
    await shot('event');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Roman holiday');
    await page.getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => page.locator('#event-title').textContent()).toBe('Roman holiday');
    expect((await served.engine.listEvents({})).events.map((e) => e.name)).toContain('Roman holiday');
    await page.getByRole('link', { name: '← All events' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Roman holiday' }).count()).toBe(1);
    await shot('events');
  });

  it('pauses and resumes a folder', async () => {
    await shortcut('s');
    const folder = served.photos;
    await page.getByRole('button', { name: `Pause ${folder}` }).click();
    await expect.poll(async () => (await served.engine.getSettings({})).pausedRoots).toEqual([folder]);
    await expect.poll(() => page.locator('.roots .badge-paused').count()).toBe(1);
    await shot('settings');
    await page.getByRole('button', { name: `Resume ${folder}` }).click();
    await expect.poll(async () => (await served.engine.getSettings({})).pausedRoots).toEqual([]);
    await expect.poll(() => page.locator('.roots .badge-paused').count()).toBe(0);
  });

  it('names a person and adds a fact', async () => {
    await shortcut('p');
    await expect.poll(() => page.locator('.person').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.person .face img').first().evaluate((i) => (i as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await shot('people');
    await page.locator('.person a').first().click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Barack');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => page.locator('#person-title').textContent()).toBe('Barack');
    await shot('person');

    await shortcut('k');
    await page.getByRole('textbox', { name: 'Statement' }).fill('I went to Rome in 2011');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.locator('.fact-statement').allTextContents()).toContain('I went to Rome in 2011');
    await shot('knowledge');
  });

  it('reads in the dark theme at 200 % zoom, without sideways scrolling', async () => {
    // 200 % zoom of a 1280×800 window: half the CSS pixels, each drawn twice as large.
    const zoomed = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, colorScheme: 'dark' });
    const p = await zoomed.newPage();
    try {
      const batches = batchesAskedBy(p);
      await p.goto(served.server.url);
      await expect.poll(() => p.locator('.timeline-scroll .thumb img').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      // At 2× the tiles need the 400 px thumbnails.
      expect(batches.length).toBeGreaterThan(0);
      expect(batches.map((url) => new URL(url).searchParams.get('kind'))).toEqual(batches.map(() => null));
      await expect.poll(async () => Math.max(...(await naturalEdges(p.locator('.timeline-scroll .thumb img'))))).toBeGreaterThan(200);
      const overflow = () => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      // The nav is a row above the view here: all its views on one line, not a second one for the last.
      const navRows = await p.locator('.nav li').evaluateAll((items) => new Set(items.map((li) => (li as HTMLElement).offsetTop)).size);
      expect(navRows).toBe(1);
      await shot('zoom-dark-timeline', p);
      await p.locator('.timeline-scroll .thumb').first().click();
      await expect.poll(() => p.getByRole('dialog').isVisible()).toBe(true);
      await shot('zoom-dark-detail', p);
      await p.keyboard.press('Escape');
      await p.keyboard.press('s');
      expect(await overflow()).toBeLessThanOrEqual(0);
      await shot('zoom-dark-settings', p);
    } finally {
      await zoomed.close();
    }
  });

  it('ran without uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
