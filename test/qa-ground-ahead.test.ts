import { describe, expect, it } from 'vitest';
import type { QueryAnalysis } from '../shared/qa';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { groundAhead } from '../electron/engine/qa/ground-ahead';

const NOW = new Date('2025-06-01T12:00:00Z');
const analysed = () => analyzeQuestion('When did I fly to Portland?', NOW, { events: [], people: [] });

/** A promise and the function that settles it: the test says when the grounding's read returns. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('retrieval begun beside the grounding', () => {
  it('starts before the grounding returns, and keeps its result and additions when the grounding changes nothing', async () => {
    const analysis = analysed();
    const read = gate();
    const runs: string[][] = [];
    const { result, ranAhead } = await groundAhead(
      analysis,
      async () => {
        // The grounding's read returns only once retrieval has begun: retrieval did not wait for it.
        await read.opened;
      },
      async (a) => {
        runs.push(a.places.map((p) => p.label));
        read.open();
        a.events.push({ id: 'e1', name: 'Trip to Portland', start: '2025-05-01T00:00:00', end: '2025-05-04T00:00:00' });
        return 'refs';
      },
    );
    expect(result).toBe('refs');
    expect(runs).toEqual([['Portland']]);
    expect(ranAhead).not.toBeNull();
    // An event retrieval matched by meaning is the question's, as when it ran on the analysis itself.
    expect(analysis.events.map((e) => e.name)).toEqual(['Trip to Portland']);
  });

  it('retrieves again on what the grounding changed, and drops what was retrieved ahead', async () => {
    const analysis = analysed();
    const seen: QueryAnalysis['places'][] = [];
    const { result, ranAhead } = await groundAhead(
      analysis,
      async (a) => {
        a.places = [{ label: 'Portland', lat: 43.66, lon: -70.26, radiusKm: 30 }];
      },
      async (a) => {
        seen.push(a.places);
        a.events.push({ id: 'e1', name: 'ahead', start: '2025-05-01T00:00:00', end: '2025-05-04T00:00:00' });
        return seen.length === 1 ? 'ahead' : 'grounded';
      },
    );
    expect(result).toBe('grounded');
    expect(ranAhead).toBeNull();
    expect(seen.map((places) => places.map((p) => p.lat))).toEqual([[analysed().places[0]!.lat], [43.66]]);
    // Only the run that counts adds to the question's analysis.
    expect(analysis.events.map((e) => e.name)).toEqual(['ahead']);
    expect(analysis.places[0]!.lat).toBe(43.66);
  });

  it('fails as retrieval fails when the grounding changes nothing, and ignores a failure retrieved ahead otherwise', async () => {
    await expect(groundAhead(analysed(), async () => undefined, async () => Promise.reject(new Error('table gone')))).rejects.toThrow('table gone');
    let calls = 0;
    const { result } = await groundAhead(
      analysed(),
      async (a) => {
        a.terms = [...a.terms, 'portland'];
      },
      async () => (++calls === 1 ? Promise.reject(new Error('ahead failed')) : 'grounded'),
    );
    expect(result).toBe('grounded');
  });
});
