import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../electron/engine/index';
import { Library } from '../electron/engine/library/library';
import { parseTakeout } from '../electron/engine/ingest/sidecars/takeout';
import { takeoutSidecarNames, xmpSidecarNames } from '../electron/engine/ingest/sidecars/takeout-names';
import { parseXmp } from '../electron/engine/ingest/sidecars/xmp';
import { SidecarFinder } from '../electron/engine/ingest/sidecars/sidecars';
import { parseSidecars } from '../electron/engine/store/memory-view';
import { withCheckedOutputs } from './support/checked-engine';
import { makeJpeg } from './support/media';
import { tempDir, waitFor } from './support/temp';

/** A JPEG with no EXIF at all, as Takeout hands many of them back. */
const bareJpeg = (seed: number): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 40 } } }).jpeg().toBuffer();

const takeoutJson = (o: { taken?: number; lat?: number; lon?: number; exifLat?: number; exifLon?: number; description?: string; people?: string[] }): string =>
  JSON.stringify({
    title: 'IMG.jpg',
    description: o.description ?? '',
    creationTime: { timestamp: '1700000000', formatted: 'Nov 14, 2023, 10:13:20 PM UTC' },
    ...(o.taken !== undefined ? { photoTakenTime: { timestamp: String(o.taken), formatted: '' } } : {}),
    geoData: { latitude: o.lat ?? 0, longitude: o.lon ?? 0, altitude: 0, latitudeSpan: 0, longitudeSpan: 0 },
    geoDataExif: { latitude: o.exifLat ?? 0, longitude: o.exifLon ?? 0, altitude: 0, latitudeSpan: 0, longitudeSpan: 0 },
    ...(o.people ? { people: o.people.map((name) => ({ name })) } : {}),
  });

const xmp = (inner: string, attrs = ''): string => `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"
 xmlns:lr="http://ns.adobe.com/lightroom/1.0/" xmlns:exif="http://ns.adobe.com/exif/1.0/" ${attrs}>
${inner}
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

describe('Takeout sidecar names', () => {
  // [media file, a sidecar name Takeout gives it]
  const cases: Array<[string, string]> = [
    ['IMG_0042.jpg', 'IMG_0042.jpg.json'],
    ['IMG_0042.jpg', 'IMG_0042.jpg.supplemental-metadata.json'],
    // Very old exports drop the extension.
    ['IMG_0042.jpg', 'IMG_0042.json'],
    // A duplicate's counter moves behind the extension, or behind the whole stem.
    ['IMG_0042(1).jpg', 'IMG_0042.jpg(1).json'],
    ['IMG_0042(1).jpg', 'IMG_0042.jpg.supplemental-metadata(1).json'],
    ['IMG_0042(12).jpg', 'IMG_0042.jpg(12).json'],
    // An edited copy shares the original's.
    ['IMG_0042-edited.jpg', 'IMG_0042.jpg.json'],
    ['IMG_0042-bearbeitet.jpg', 'IMG_0042.jpg.supplemental-metadata.json'],
    // The stem before .json is cut at 46 characters (47 in some exports).
    ['PXL_20230704_120145123.PORTRAIT.ORIGINAL_IMAGE.jpg', 'PXL_20230704_120145123.PORTRAIT.ORIGINAL_IMAGE.json'],
    ['VID_20200930_155021_LS.mp4', 'VID_20200930_155021_LS.mp4.supplemental-metada.json'],
    ['VID_20200930_155021_LS.mp4', 'VID_20200930_155021_LS.mp4.supplemental-metadat.json'],
    ['a_rather_long_holiday_photo_name_from_2019_trip.jpg', 'a_rather_long_holiday_photo_name_from_2019_tri.json'],
  ];
  it.each(cases)('%s may have %s', (media, sidecar) => {
    expect(takeoutSidecarNames(media)).toContain(sidecar);
  });

  // Names that must not be taken for the media file's sidecar.
  const wrong: Array<[string, string]> = [
    ['IMG_0042.jpg', 'IMG_0043.jpg.json'],
    ['IMG_0042.jpg', 'IMG_0042.jpg(1).json'],
    ['IMG_0042(1).jpg', 'IMG_0042(2).jpg.json'],
    ['IMG_0042-holiday.jpg', 'IMG_0042.jpg.json'],
    ['IMG_0042.jpg', 'metadata.json'],
  ];
  it.each(wrong)('%s never has %s', (media, sidecar) => {
    expect(takeoutSidecarNames(media)).not.toContain(sidecar);
  });

  it('the exact name is tried first', () => {
    expect(takeoutSidecarNames('IMG_0042.jpg')[0]).toBe('IMG_0042.jpg.json');
    expect(xmpSidecarNames('IMG_0042.CR2')).toEqual(['IMG_0042.CR2.xmp', 'IMG_0042.xmp']);
  });
});

describe('reading sidecars', () => {
  it('Takeout: photoTakenTime, geoData with 0,0 meaning none (then geoDataExif), description, people', () => {
    const s = parseTakeout('/x/a.jpg.json', takeoutJson({ taken: 1560600000, exifLat: 48.8584, exifLon: 2.2945, description: 'picnic', people: ['Ana'] }))!;
    expect(s.instantMs).toBe(1560600000 * 1000);
    expect([s.lat, s.lon]).toEqual([48.8584, 2.2945]);
    expect(s.description).toBe('picnic');
    expect(s.people).toEqual(['Ana']);
    const none = parseTakeout('/x/b.jpg.json', takeoutJson({ taken: 1560600000 }))!;
    expect([none.lat, none.lon]).toEqual([null, null]);
    // An album's metadata or another tool's JSON is not a photo sidecar.
    expect(parseTakeout('/x/c.json', JSON.stringify({ title: 'Trip', access: 'protected' }))).toBeNull();
    expect(() => parseTakeout('/x/d.jpg.json', '{"photoTakenTime": ')).toThrow(/not valid JSON/);
  });

  it('XMP: title, description (entities decoded), keywords from dc:subject and lr:hierarchicalSubject, rating, time and GPS', async () => {
    const s = await parseXmp('/x/a.xmp', Buffer.from(xmp(
      `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Harbour at dusk</rdf:li></rdf:Alt></dc:title>
       <dc:description><rdf:Alt><rdf:li xml:lang="x-default">Blue bicycle &amp; the bakery</rdf:li></rdf:Alt></dc:description>
       <dc:subject><rdf:Bag><rdf:li>bicycle</rdf:li></rdf:Bag></dc:subject>
       <lr:hierarchicalSubject><rdf:Bag><rdf:li>Things|Vehicles|tandem</rdf:li><rdf:li>Family|Ana</rdf:li></rdf:Bag></lr:hierarchicalSubject>`,
      'xmp:Rating="4" exif:GPSLatitude="33,51.5S" exif:GPSLongitude="151,12,36E" exif:DateTimeOriginal="2019-06-02T14:05:00+10:00"',
    )));
    expect(s.title).toBe('Harbour at dusk');
    expect(s.description).toBe('Blue bicycle & the bakery');
    expect(s.keywords).toEqual(['bicycle', 'tandem', 'Ana']);
    expect(s.rating).toBe(4);
    expect(s.captured).toEqual({ local: '2019-06-02T14:05:00', offsetMinutes: 600 });
    expect(s.lat).toBeCloseTo(-33.8583, 3);
    expect(s.lon).toBeCloseTo(151.21, 3);
    await expect(parseXmp('/x/b.xmp', Buffer.from('not xml at all'))).rejects.toThrow(/no XMP packet/);
  });

  it('finds sidecars whatever their case, and the photos a sidecar belongs to', async () => {
    const dir = await tempDir('sidecar-find');
    for (const name of ['IMG_0042(1).JPG', 'IMG_0042.JPG', 'IMG_0042.JPG(1).json', 'IMG_0042.XMP', 'IMG_9999.jpg']) await writeFile(path.join(dir, name), name.endsWith('json') ? takeoutJson({ taken: 1 }) : name.endsWith('XMP') ? xmp('') : 'x');
    const finder = new SidecarFinder();
    const found = await finder.read(path.join(dir, 'IMG_0042(1).JPG'));
    expect(found.found.map((s) => [s.source, path.basename(s.path)])).toEqual([['takeout', 'IMG_0042.JPG(1).json']]);
    const media = (f: string) => !/\.(json|xmp)$/i.test(f);
    expect(await finder.mediaFor(path.join(dir, 'IMG_0042.JPG(1).json'), media)).toEqual([path.join(dir, 'IMG_0042(1).JPG')]);
    // Lightroom names a duplicate's XMP after it ("IMG_0042(1).xmp"): this one is IMG_0042.JPG's alone.
    expect(await finder.mediaFor(path.join(dir, 'IMG_0042.XMP'), media)).toEqual([path.join(dir, 'IMG_0042.JPG')]);
  });
});

describe('a library with sidecars', () => {
  let engine: Engine;
  let photos: string;
  const TAKEN = Date.UTC(2019, 5, 15, 12, 0, 0) / 1000;

  beforeAll(async () => {
    const base = await tempDir('sidecars');
    photos = path.join(base, 'Takeout', 'Photos from 2019');
    await mkdir(photos, { recursive: true });
    // Stripped of EXIF, a duplicate whose counter moved in the sidecar's name.
    await writeFile(path.join(photos, 'IMG_0042(1).jpg'), await bareJpeg(1));
    await writeFile(path.join(photos, 'IMG_0042.jpg(1).json'), takeoutJson({ taken: TAKEN, lat: 48.8584, lon: 2.2945, description: 'Picnic with the marmalade sandwiches' }));
    // The file's own EXIF wins over the sidecar's time and place.
    await writeFile(path.join(photos, 'IMG_0050.jpg'), await makeJpeg({ seed: 50, dateTimeOriginal: '2021:03:04 05:06:07', lat: 51.5007, lon: -0.1246 }));
    await writeFile(path.join(photos, 'IMG_0050.jpg.supplemental-metadata.json'), takeoutJson({ taken: TAKEN, lat: 48.8584, lon: 2.2945 }));
    await writeFile(path.join(photos, 'DSC_0007.jpg'), await bareJpeg(7));
    await writeFile(path.join(photos, 'DSC_0007.xmp'), xmp('<dc:description><rdf:Alt><rdf:li xml:lang="x-default">Lighthouse keeper waving</rdf:li></rdf:Alt></dc:description><dc:subject><rdf:Bag><rdf:li>seaside</rdf:li></rdf:Bag></dc:subject>', 'xmp:Rating="5"'));
    await writeFile(path.join(photos, 'DSC_0008.jpg'), await bareJpeg(8));
    await writeFile(path.join(photos, 'DSC_0008.jpg.xmp'), '<x:xmpmeta><rdf:RDF><rdf:Description');
    engine = withCheckedOutputs(await openEngine({ libraryDir: path.join(base, 'library'), modelsDir: path.join(base, 'models') }));
    await engine.setLlmSettings({ url: 'http://127.0.0.1:9' });
    await engine.indexOnce([path.join(base, 'Takeout')]);
  }, 60_000);

  afterAll(() => engine?.close());

  const byName = async (name: string) => (await engine.listMemories({})).memories.find((m) => path.basename(m.path) === name)!;

  it('a photo without EXIF takes the Takeout sidecar\'s time and place, and its description is searchable', async () => {
    const m = await byName('IMG_0042(1).jpg');
    expect(m.timeSource).toBe('takeout');
    expect(m.takenAt).toBe(new Date(TAKEN * 1000).toISOString());
    expect([m.lat, m.lon]).toEqual([48.8584, 2.2945]);
    expect(m.place?.countryCode).toBe('FR');
    expect(m.sidecars).toEqual([expect.objectContaining({ source: 'takeout', description: 'Picnic with the marmalade sandwiches' })]);
    const found = await engine.search({ text: 'marmalade sandwiches' });
    expect(found.results.map((r) => r.id)).toEqual([m.id]);
  });

  it('the file\'s own EXIF wins over the sidecar', async () => {
    const m = await byName('IMG_0050.jpg');
    expect(m.timeSource).toBe('exif');
    expect(m.takenAtLocal).toBe('2021-03-04T05:06:07');
    expect(m.lat).toBeCloseTo(51.5007, 3);
  });

  it('an XMP description and keywords are searchable and shown as from the sidecar; a broken XMP is an error of its photo alone', async () => {
    const m = await byName('DSC_0007.jpg');
    expect(m.sidecars).toEqual([{ source: 'xmp', path: path.join(photos, 'DSC_0007.xmp'), title: null, description: 'Lighthouse keeper waving', keywords: ['seaside'], people: [], rating: 5 }]);
    expect((await engine.search({ text: 'lighthouse keeper' })).results.map((r) => r.id)).toEqual([m.id]);
    const broken = await byName('DSC_0008.jpg');
    expect(broken.status).toBe('error');
    expect(broken.error).toMatch(/^sidecar: the XMP sidecar .*DSC_0008\.jpg\.xmp cannot be read/);
    expect(broken.thumbnail).not.toBeNull();
    expect(m.status).toBe('ok');
  });
});

describe('a watched sidecar', () => {
  let library: Library;
  let root: string;

  beforeAll(async () => {
    const base = await tempDir('sidecar-watch');
    root = path.join(base, 'Pictures');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'P1.jpg'), await bareJpeg(21));
    library = await Library.open(path.join(base, 'library'));
    await library.addRoots([root]);
    await library.idle();
    await library.startWatching();
  }, 60_000);

  afterAll(() => library?.close());

  const sidecarsOf = async () => {
    await library.writer.flush();
    const [row] = await library.db.memoriesWhere(null);
    return { sidecars: parseSidecars(row!.sidecars_json), search: row!.search_text, timeSource: row!.time_source };
  };

  it('a sidecar that appears, then changes, is read again', async () => {
    expect((await sidecarsOf()).sidecars).toEqual([]);
    const file = path.join(root, 'P1.xmp');
    await writeFile(file, xmp('<dc:subject><rdf:Bag><rdf:li>aquarium</rdf:li></rdf:Bag></dc:subject>', 'exif:DateTimeOriginal="2015-08-09T10:11:12"'));
    await waitFor(async () => (await sidecarsOf()).search.includes('aquarium'), 15_000, 'the new sidecar read');
    expect((await sidecarsOf()).timeSource).toBe('xmp');
    await writeFile(file, xmp('<dc:subject><rdf:Bag><rdf:li>planetarium</rdf:li></rdf:Bag></dc:subject>'));
    await waitFor(async () => (await sidecarsOf()).search.includes('planetarium'), 15_000, 'the changed sidecar read');
    const now = await sidecarsOf();
    expect(now.search).not.toContain('aquarium');
    expect(now.sidecars[0]?.keywords).toEqual(['planetarium']);
  });
});
