import { describe, expect, it } from 'vitest';
import { looksLikeScreenshotName, parseExifDate, parseFilenameDate, parseOffset } from '../electron/engine/ingest/time-parse';
import { localToUtcMs } from '../electron/engine/store/local-time';
import { extractDateRange, occurrenceText, previousOccurrence } from '../electron/engine/search/date-range';

describe('capture times from EXIF, XMP and QuickTime text', () => {
  it('reads EXIF and ISO forms with and without a zone', () => {
    expect(parseExifDate('2011:01:13 14:33:39')).toEqual({ local: '2011-01-13T14:33:39', offsetMinutes: null });
    expect(parseExifDate('2013-07-05T03:18:27Z')).toEqual({ local: '2013-07-05T03:18:27', offsetMinutes: 0 });
    expect(parseExifDate('2019-07-24T11:25:40+0300')).toEqual({ local: '2019-07-24T11:25:40', offsetMinutes: 180 });
    expect(parseExifDate('2020:05:04 18:39:11.123-04:00')).toEqual({ local: '2020-05-04T18:39:11', offsetMinutes: -240 });
  });

  it('rejects unset camera clocks and impossible dates', () => {
    expect(parseExifDate('0000:00:00 00:00:00')).toBeNull();
    expect(parseExifDate('2021:02:31 10:00:00')).toBeNull();
    expect(parseExifDate('2021:13:01 10:00:00')).toBeNull();
    expect(parseExifDate('    :  :     :  :  ')).toBeNull();
  });

  it('converts a wall clock to UTC with its offset', () => {
    expect(new Date(localToUtcMs('2023-10-06T22:53:51', 120)).toISOString()).toBe('2023-10-06T20:53:51.000Z');
    expect(new Date(localToUtcMs('2023-10-06T22:53:51', null)).toISOString()).toBe('2023-10-06T22:53:51.000Z');
    expect(parseOffset('+05:45')).toBe(345);
    expect(parseOffset('-0330')).toBe(-210);
    expect(parseOffset('+25:00')).toBeNull();
  });
});

describe('capture times from file names', () => {
  const cases: Array<[string, string | null, number | null]> = [
    ['Screenshot 2024-05-11 at 06.12.00.png', '2024-05-11T06:12:00', null],
    ['Screen Shot 2020-01-02 at 3.04.05 PM.png', '2020-01-02T15:04:05', null],
    ['Screenshot_20240511-061200.png', '2024-05-11T06:12:00', null],
    ['Screenshot_2024-05-11-06-12-00-123_com.android.chrome.jpg', '2024-05-11T06:12:00', null],
    ['IMG_20240511_061200.jpg', '2024-05-11T06:12:00', null],
    ['VID_20240511_061200.mp4', '2024-05-11T06:12:00', null],
    ['20240511_061200.jpg', '2024-05-11T06:12:00', null],
    ['PXL_20240511_061200123.jpg', '2024-05-11T06:12:00', 0],
    ['IMG-20240511-WA0001.jpg', '2024-05-11T12:00:00', null],
    ['IMG_1234.JPG', null, null],
    ['holiday.jpg', null, null],
  ];
  it.each(cases)('%s', (name, local, offset) => {
    const parsed = parseFilenameDate(name);
    expect(parsed?.local ?? null).toBe(local);
    if (local) expect(parsed?.offsetMinutes).toBe(offset);
  });

  it('recognises screenshot names in several languages', () => {
    expect(looksLikeScreenshotName('Screenshot 2024-05-11 at 06.12.00.png')).toBe(true);
    expect(looksLikeScreenshotName('Bildschirmfoto 2024-05-11 um 06.12.00.png')).toBe(true);
    expect(looksLikeScreenshotName('IMG_0001.JPG')).toBe(false);
  });
});

describe('explicit dates in a search', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const range = (q: string) => {
    const r = extractDateRange(q, now).range;
    return r && [new Date(r.from).toISOString().slice(0, 10), new Date(r.to).toISOString().slice(0, 10)];
  };
  it('widens to the precision of the words', () => {
    expect(range('photos from May 2024')).toEqual(['2024-05-01', '2024-05-31']);
    expect(range('in April')).toEqual(['2024-04-01', '2024-04-30']);
    expect(range('January 13, 2011')).toEqual(['2011-01-13', '2011-01-13']);
    expect(range('Seattle 2011')).toEqual(['2011-01-01', '2011-12-31']);
    expect(range('yesterday')).toEqual(['2024-06-14', '2024-06-14']);
    expect(range('last week')).toEqual(['2024-06-03', '2024-06-09']);
    expect(range('Honolulu')).toBeNull();
  });
  it('leaves the other words for text search', () => {
    expect(extractDateRange('beach photos from May 2024', now).rest).toBe('beach photos');
  });
});

describe('vague and recurring times in a question', () => {
  const now = new Date('2024-09-01T12:00:00Z'); // a Sunday
  const parse = (q: string) => {
    const r = extractDateRange(q, now).range;
    return r && { from: new Date(r.from).toISOString().slice(0, 10), to: new Date(r.to).toISOString().slice(0, 10), soft: r.soft ?? false, recurs: r.recurs?.label ?? null };
  };
  it('reads vague phrases as soft windows', () => {
    expect(parse('a few weeks ago')).toEqual({ from: '2024-07-28', to: '2024-08-18', soft: true, recurs: null });
    expect(parse('a couple of months ago')).toMatchObject({ from: '2024-06-02', to: '2024-08-02', soft: true });
    expect(parse('about 3 weeks ago')).toMatchObject({ from: '2024-08-08', to: '2024-08-15', soft: true });
    expect(parse('around May')).toEqual({ from: '2024-05-01', to: '2024-05-31', soft: true, recurs: 'May' });
    expect(parse('in early June')).toEqual({ from: '2024-06-01', to: '2024-06-10', soft: true, recurs: 'early June' });
    expect(parse('late February 2023')).toEqual({ from: '2023-02-21', to: '2023-02-28', soft: true, recurs: null });
    expect(parse('the middle of October')).toMatchObject({ from: '2023-10-11', to: '2023-10-20' });
    expect(parse('recently')).toMatchObject({ from: '2024-08-01', to: '2024-09-01', soft: true });
    expect(extractDateRange('where did I eat recently', now).rest).toBe('where did I eat');
  });
  it('reads seasons (northern), the last one ended and this one begun', () => {
    expect(parse('last summer')).toEqual({ from: '2024-06-01', to: '2024-08-31', soft: true, recurs: 'summer' });
    expect(parse('last winter')).toEqual({ from: '2023-12-01', to: '2024-02-29', soft: true, recurs: 'winter' });
    expect(parse('this winter')).toMatchObject({ from: '2023-12-01', to: '2024-02-29', recurs: null });
    expect(parse('in the fall of 2022')).toEqual({ from: '2022-09-01', to: '2022-11-30', soft: true, recurs: null });
    expect(parse('the summer of 2023')).toMatchObject({ from: '2023-06-01', to: '2023-08-31', recurs: null });
    expect(parse('did I fall')).toBeNull();
    expect(parse('where did I eat spring rolls')).toBeNull();
  });
  it('reads a season asked about ahead as the coming one, within a planning lead, and "next summer" always', () => {
    // now is 2024-09-01: the winter from December is ahead; one asked of the past is the last one.
    expect(parse('Will my pass still be good in the winter?')).toEqual({ from: '2024-12-01', to: '2025-02-28', soft: true, recurs: null });
    expect(parse('What are we doing this winter?')).toMatchObject({ from: '2024-12-01', recurs: null });
    expect(parse('Where did we go in the winter?')).toEqual({ from: '2023-12-01', to: '2024-02-29', soft: true, recurs: 'winter' });
    // Spring is seven months off: past the lead, a bare one is the last.
    expect(parse('Will I need a coat in the spring?')).toMatchObject({ from: '2024-03-01', recurs: 'spring' });
    expect(parse('next summer')).toEqual({ from: '2025-06-01', to: '2025-08-31', soft: true, recurs: null });
    expect(parse('the coming spring')).toMatchObject({ from: '2025-03-01', to: '2025-05-31' });
  });
  it('reads "the weekend" as the one under way, else the one just gone, or the coming one when asked ahead', () => {
    const on = (q: string, at: string) => {
      const r = extractDateRange(q, new Date(at)).range!;
      return new Date(r.from).toISOString().slice(0, 10);
    };
    // Thursday 2025-09-04: the weekend just gone, unless the question looks ahead.
    expect(on('What did we do on the weekend?', '2025-09-04T10:00:00Z')).toBe('2025-08-30');
    expect(on('What are we doing on the weekend?', '2025-09-04T10:00:00Z')).toBe('2025-09-06');
    // Saturday: the weekend under way.
    expect(on('What did we do on the weekend?', '2025-09-06T10:00:00Z')).toBe('2025-09-06');
    expect(on('this weekend', '2025-09-04T10:00:00Z')).toBe('2025-09-06');
  });
  it('reads seasons south of the equator six months apart, the one over New Year named by its January', () => {
    const south = (q: string) => {
      const r = extractDateRange(q, now, { southern: true }).range;
      return r && { from: new Date(r.from).toISOString().slice(0, 10), to: new Date(r.to).toISOString().slice(0, 10) };
    };
    expect(south('last summer')).toEqual({ from: '2023-12-01', to: '2024-02-29' });
    expect(south('last winter')).toEqual({ from: '2024-06-01', to: '2024-08-31' });
    expect(south('the summer of 2024')).toEqual({ from: '2023-12-01', to: '2024-02-29' });
    expect(south('in the spring of 2022')).toEqual({ from: '2022-09-01', to: '2022-11-30' });
  });
  it('marks a bare month or weekday as recurring, a dated one not', () => {
    expect(parse('in March')).toEqual({ from: '2024-03-01', to: '2024-03-31', soft: false, recurs: 'March' });
    expect(parse('on Saturday')).toEqual({ from: '2024-08-31', to: '2024-08-31', soft: false, recurs: 'Saturday' });
    expect(parse('March 2023')).toMatchObject({ recurs: null });
    expect(parse('Saturday March 23')).toMatchObject({ from: '2024-03-23', recurs: null });
    expect(parse('yesterday')).toMatchObject({ soft: false, recurs: null });
  });
  it('reads a bare weekday asked mid-week as the one that has been, not a date a year back', () => {
    // A Wednesday: the coming Saturday is in the future, the one asked about is three days ago.
    const r = extractDateRange('what did I do on Saturday', new Date('2030-06-12T12:00:00Z')).range!;
    expect([new Date(r.from).toISOString().slice(0, 10), new Date(r.to).toISOString().slice(0, 10)]).toEqual(['2030-06-08', '2030-06-08']);
    expect(new Date(r.from).getUTCDay()).toBe(6);
  });
  it('steps a recurring period back, month ends kept', () => {
    const feb = { from: Date.UTC(2024, 1, 1), to: Date.UTC(2024, 2, 1) - 1 };
    const back = previousOccurrence(feb, { every: 'year', label: 'February' }, 1);
    expect([new Date(back.from).toISOString(), new Date(back.to).toISOString()]).toEqual(['2023-02-01T00:00:00.000Z', '2023-02-28T23:59:59.999Z']);
    expect(occurrenceText(back, { every: 'year', label: 'February' })).toBe('February 2023');
    expect(occurrenceText({ from: Date.UTC(2022, 11, 1), to: Date.UTC(2023, 2, 1) - 1 }, { every: 'year', label: 'winter' })).toBe('winter 2022–23');
    const sat = previousOccurrence({ from: Date.UTC(2024, 7, 31), to: Date.UTC(2024, 8, 1) - 1 }, { every: 'week', label: 'Saturday' }, 2);
    expect(occurrenceText(sat, { every: 'week', label: 'Saturday' })).toBe('Saturday, 2024-08-17');
  });
});
