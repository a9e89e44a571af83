/**
 * A region or country named in a question covers as far as its towns go, not a fixed radius: a
 * weekend in Paris is not "in Belgium", while a photo at its far end still is.
 */
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { matchesPlace } from '../electron/engine/qa/scope';
import { memoryRow } from './support/memory-rows';

const NOW = new Date('2024-11-10T15:00:00Z');
const asked = (question: string) => analyzeQuestion(question, NOW, { events: [], people: [] }).places;

describe('the extent of a named region or country', () => {
  it('takes in the far towns of a small country and not its neighbour\'s capital', () => {
    const places = asked('How many times did we eat out in Belgium?');
    expect(places).toHaveLength(1);
    const at = (lat: number, lon: number) => matchesPlace(memoryRow('x.jpg', '2024-06-01T12:00:00', { lat, lon }), places);
    expect(at(51.2154, 2.9287)).toBe(true); // the coast
    expect(at(49.6833, 5.8167)).toBe(true); // the far south-east
    expect(at(48.8566, 2.3522)).toBe(false); // Paris
  });

  it('keeps a small region to its own towns', () => {
    const [delaware] = asked('How many times did I go to the beach in Delaware?');
    expect(delaware!.radiusKm).toBeLessThan(250);
    expect(delaware!.radiusKm).toBeGreaterThan(100);
  });

  it('never covers more than a region or country did before', () => {
    const [texas] = asked('What did I do in Texas?');
    expect(texas!.radiusKm).toBe(400);
  });
});
