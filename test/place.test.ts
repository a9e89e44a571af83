import { describe, expect, it } from 'vitest';
import {
  MAX_PLACE_DISTANCE_KM,
  type Place,
  findPlacesInText,
  placeLabel,
  reverseGeocode,
} from '../electron/engine/place/gazetteer';
import { distanceKm, withinKm } from '../electron/engine/place/geo';

function geocode(lat: number, lon: number): Place {
  const place = reverseGeocode(lat, lon);
  if (!place) throw new Error(`no place for ${lat},${lon}`);
  return place;
}

const summary = (p: Place) => ({ city: p.city, region: p.region, countryCode: p.countryCode });

describe('reverseGeocode', () => {
  it('names the city, region and country of well-known points', () => {
    expect(summary(geocode(47.61, -122.33))).toEqual({ city: 'Seattle', region: 'Washington', countryCode: 'US' });
    expect(placeLabel(geocode(47.61, -122.33))).toBe('Seattle, Washington, United States');
    expect(placeLabel(geocode(21.28, -157.83))).toBe('Honolulu, Hawaii, United States');
    expect(summary(geocode(48.8566, 2.3522))).toEqual({ city: 'Paris', region: 'Île-de-France', countryCode: 'FR' });
    expect(geocode(48.8566, 2.3522).country).toBe('France');
    expect(summary(geocode(-33.87, 151.21))).toEqual({ city: 'Sydney', region: 'New South Wales', countryCode: 'AU' });
    expect(summary(geocode(41.853, 12.4888))).toEqual({ city: 'Rome', region: 'Lazio', countryCode: 'IT' });
  });

  it('reports coordinates and great-circle distance of the place', () => {
    const seattle = geocode(47.61, -122.33);
    expect(seattle.lat).toBeCloseTo(47.606, 2);
    expect(seattle.lon).toBeCloseTo(-122.332, 2);
    expect(seattle.distanceKm).toBeGreaterThan(0);
    expect(seattle.distanceKm).toBeLessThan(1);
  });

  it('labels Tokyo once although city and prefecture share the name', () => {
    const tokyo = geocode(35.68, 139.69);
    expect(summary(tokyo)).toEqual({ city: 'Tokyo', region: 'Tokyo', countryCode: 'JP' });
    expect(placeLabel(tokyo)).toBe('Tokyo, Japan');
  });

  it('names the city, not its neighbourhood', () => {
    // 60.1467,24.9068 is Lauttasaari, an island district of Helsinki ~3 km from the centre,
    // which GeoNames lists as a neighbourhood (PPLX) of Helsinki.
    expect(summary(geocode(60.1467, 24.9068))).toEqual({ city: 'Helsinki', region: 'Uusimaa', countryCode: 'FI' });
    // Helsinki airport itself lies in Vantaa.
    expect(geocode(60.3172, 24.9633).city).toBe('Vantaa');
  });

  it('names the big city a point lies in, not a tiny place whose point is nearer', () => {
    // Vatican City's gazetteer point is nearer than Rome's to much of central Rome.
    expect(summary(geocode(41.9, 12.5))).toEqual({ city: 'Rome', region: 'Lazio', countryCode: 'IT' });
    expect(summary(geocode(41.89, 12.51))).toEqual({ city: 'Rome', region: 'Lazio', countryCode: 'IT' });
    expect(geocode(41.8992, 12.4731).city).toBe('Rome'); // Piazza Navona: 1.6 km from Vatican City's point
    expect(geocode(41.8897, 12.47).city).toBe('Rome'); // Trastevere
    expect(geocode(41.9031, 12.4663).city).toBe('Rome'); // Castel Sant'Angelo, 1 km from it
    // Inside the small place itself, it is the answer.
    const stPeters = geocode(41.9029, 12.4534);
    expect(stPeters.city).toBe('Vatican City');
    expect(stPeters.countryCode).toBe('VA');
    expect(geocode(41.9065, 12.4536).city).toBe('Vatican City'); // Vatican Museums
  });

  it('keeps towns next to a big city that are real places of their own', () => {
    expect(geocode(48.9362, 2.3574).city).toBe('Saint-Denis'); // 9 km from Paris's point
    expect(geocode(48.8352, 2.241).city).toBe('Boulogne-Billancourt');
    expect(geocode(41.8006, 12.6016).city).toBe('Ciampino'); // Rome's airport town
    // Across a state border a big neighbour does not take the point: Panchkula (Haryana) lies
    // within Chandigarh's reach.
    expect(summary(geocode(30.69438, 76.81775))).toEqual({ city: 'Panchkula', region: 'Haryana', countryCode: 'IN' });
  });

  it('names the city rather than a district GeoNames lists as a town of its own', () => {
    expect(geocode(51.50169, -0.04962).city).toBe('London'); // Poplar
    expect(geocode(22.61646, 88.31728).city).toBe('Kolkata');
  });

  it('returns null far from any town', () => {
    expect(reverseGeocode(10, -150)).toBeNull(); // mid-Pacific
    expect(reverseGeocode(-40, -10)).toBeNull(); // South Atlantic
  });

  it('returns null for missing and invalid coordinates', () => {
    expect(reverseGeocode(0, 0)).toBeNull();
    expect(reverseGeocode(Number.NaN, 10)).toBeNull();
    expect(reverseGeocode(10, Number.NaN)).toBeNull();
    expect(reverseGeocode(Number.POSITIVE_INFINITY, 0)).toBeNull();
    expect(reverseGeocode(91, 0)).toBeNull();
    expect(reverseGeocode(0, 180.5)).toBeNull();
  });

  it('enforces the distance cutoff', () => {
    // Longyearbyen is Svalbard's only town in the gazetteer.
    const near = geocode(78.3, 14.0);
    expect(near.city).toBe('Longyearbyen');
    expect(near.distanceKm).toBeLessThanOrEqual(MAX_PLACE_DISTANCE_KM);
    expect(reverseGeocode(79.5, 15.65)).toBeNull();
  });

  it('finds towns across the antimeridian', () => {
    // Beringovskiy is at 179.35°E, Egvekinot at 179.12°W (Chukotka, Russia).
    const west = geocode(63.06, -179.99);
    expect(west.city).toBe('Beringovskiy');
    expect(west.distanceKm).toBeLessThan(40);
    const east = geocode(66.32, 179.99);
    expect(east.city).toBe('Egvekinot');
    expect(east.distanceKm).toBeLessThan(45);
    // 0.02° of longitude across the date line is ~1 km at 63°N, not a trip round the world.
    const eastOfLine = geocode(63.06, 179.99);
    expect(eastOfLine.city).toBe('Beringovskiy');
    expect(west.distanceKm - eastOfLine.distanceKm).toBeCloseTo(1.0, 1);
  });

  it('works near the poles', () => {
    // At 78°N 50 km spans ~2.3° of longitude: a fixed-width search box would miss this.
    expect(geocode(78.3, 14.0).distanceKm).toBeGreaterThan(30);
    expect(geocode(-77.85, 166.67).city).toBe('McMurdo Station');
    expect(reverseGeocode(90, 0)).toBeNull();
    expect(reverseGeocode(-90, 45)).toBeNull();
  });
});

describe('placeLabel', () => {
  const base: Place = { city: '', region: null, country: '', countryCode: '', lat: 0, lon: 0, distanceKm: 0 };

  it('skips a repeated part', () => {
    expect(placeLabel(geocode(1.29, 103.85))).toBe('Singapore');
    expect(placeLabel({ ...base, city: 'Singapore', region: 'Singapore', country: 'Singapore' })).toBe('Singapore');
  });

  it('skips a missing region or city', () => {
    expect(placeLabel({ ...base, city: 'Hanoi', country: 'Vietnam' })).toBe('Hanoi, Vietnam');
    expect(placeLabel({ ...base, region: 'Hawaii', country: 'United States' })).toBe('Hawaii, United States');
    expect(placeLabel({ ...base, country: 'France' })).toBe('France');
  });
});

describe('findPlacesInText', () => {
  const find = (text: string) => findPlacesInText(text).map(summary);

  it('finds a city in a question', () => {
    expect(find('what hotel did I stay at in Honolulu?')).toEqual([
      { city: 'Honolulu', region: 'Hawaii', countryCode: 'US' },
    ]);
  });

  it('finds a region', () => {
    const [hawaii, ...rest] = findPlacesInText('my second trip to Hawaii');
    expect(rest).toEqual([]);
    expect(hawaii).toMatchObject({ city: '', region: 'Hawaii', countryCode: 'US', distanceKm: 0 });
    // Represented by its most populous town.
    expect(hawaii!.lat).toBeCloseTo(21.3, 1);
  });

  it('finds a country', () => {
    expect(findPlacesInText('waterfalls in Iceland')).toEqual([
      expect.objectContaining({ city: '', region: null, country: 'Iceland', countryCode: 'IS' }),
    ]);
  });

  it('finds nothing in text without places', () => {
    expect(findPlacesInText('I went to the gym')).toEqual([]);
    expect(findPlacesInText('birthday party with friends at the beach')).toEqual([]);
  });

  it('prefers the most populous place of an ambiguous name', () => {
    expect(find('Paris in May')).toEqual([{ city: 'Paris', region: 'Île-de-France', countryCode: 'FR' }]);
    expect(find('Rome')).toEqual([{ city: 'Rome', region: 'Lazio', countryCode: 'IT' }]);
  });

  it('prefers a city over the region or country of the same name', () => {
    expect(find('Tokyo tower')).toEqual([{ city: 'Tokyo', region: 'Tokyo', countryCode: 'JP' }]);
    expect(find('food in Singapore')).toEqual([{ city: 'Singapore', region: null, countryCode: 'SG' }]);
  });

  it('matches whole words, case and accents aside, longest name first', () => {
    expect(find('PARIS')).toEqual([{ city: 'Paris', region: 'Île-de-France', countryCode: 'FR' }]);
    expect(find('parisian cafes')).toEqual([]);
    expect(find('sao paulo')).toEqual([{ city: 'São Paulo', region: 'São Paulo', countryCode: 'BR' }]);
    expect(find('New York City marathon')).toEqual([{ city: 'New York City', region: 'New York', countryCode: 'US' }]);
    expect(find('photos in Washington DC')).toEqual([
      { city: 'Washington, D.C.', region: 'District of Columbia', countryCode: 'US' },
    ]);
  });

  it('returns each place once, in order of mention', () => {
    expect(find('from London to Berlin and back to London').map((p) => p.city)).toEqual(['London', 'Berlin']);
  });

  it('reads ordinary-word names as places only when capitalised mid-sentence', () => {
    expect(find('a week in Nice')).toEqual([{ city: 'Nice', region: "Provence-Alpes-Côte d'Azur", countryCode: 'FR' }]);
    expect(find('a nice week')).toEqual([]);
    expect(find('Nice weather today')).toEqual([]);
    expect(find('reading in bed')).toEqual([]);
    expect(find('Thanksgiving turkey')).toEqual([]);
    expect(find('holiday in Turkey').map((p) => p.countryCode)).toEqual(['TR']);
    // Part of a longer proper name, not the town of Central, Louisiana.
    expect(find('picnic in Central Park')).toEqual([]);
  });

  it('ignores month names and very short names', () => {
    expect(find('in March and May')).toEqual([]);
    expect(find('Of course')).toEqual([]);
  });
});

describe('withinKm', () => {
  it('answers as distanceKm(…) <= km, also for pairs the latitude difference alone decides', () => {
    const km = 0.15;
    // Due north of each other, just inside and just outside: the latitude shortcut's own boundary.
    const perKmLat = 180 / Math.PI / 6371;
    expect(withinKm(-33.9, 151.2, -33.9 + 0.149 * perKmLat, 151.2, km)).toBe(true);
    expect(withinKm(-33.9, 151.2, -33.9 + 0.151 * perKmLat, 151.2, km)).toBe(false);
    // A grid of pairs around a point, near and far, at a high latitude where longitude shrinks.
    let inside = 0;
    for (const lat of [0, 45, 69.6]) {
      for (let i = -12; i <= 12; i++) {
        for (let j = -12; j <= 12; j++) {
          const [bLat, bLon] = [lat + i * 0.00021, 18.9 + j * 0.00047];
          expect(withinKm(lat, 18.9, bLat, bLon, km)).toBe(distanceKm(lat, 18.9, bLat, bLon) <= km);
          if (withinKm(lat, 18.9, bLat, bLon, km)) inside++;
        }
      }
    }
    expect(inside).toBeGreaterThan(50);
    expect(inside).toBeLessThan(3 * 625);
  });
});
