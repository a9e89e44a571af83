import { describe, expect, it } from 'vitest';
import { roundsFor, scaleFigures, scaleQuestions, type ScaleMeasurement } from '../eval/scale';

/** Two classes of two questions, one round: per question, search / ask / full-text milliseconds. */
function measurement(calls: Array<[number, number, number]>, ask = true): ScaleMeasurement {
  const questions = [{ q: 'a1', cls: 'fast' }, { q: 'b1', cls: 'slow' }, { q: 'a2', cls: 'fast' }, { q: 'b2', cls: 'slow' }];
  return {
    questions, rounds: 1, coldSearchMs: 0, coldAskMs: 0, askError: null, events: 0, openMs: 0, load: [0, 0],
    timings: { search: calls.map((c) => c[0]), ask: ask ? calls.map((c) => c[1]) : [], fts: calls.map((c) => c[2]) },
  };
}

describe('eval:scale figures: every question class checked against both ratio goals', () => {
  it('a class whose search is over 3× its full-text query, or whose ask is over 1.3× its search, misses', () => {
    const slowSearch = scaleFigures(4, measurement([[30, 30, 10], [100, 100, 10], [30, 30, 10], [100, 100, 10]]));
    expect(slowSearch.classes.fast!.met).toBe(true);
    expect(slowSearch.classes.slow).toMatchObject({ searchToFtsRatio: 10, met: false });
    expect(slowSearch).toMatchObject({ classesWithinBounds: false, classesMissed: ['slow'] });

    const slowAsk = scaleFigures(4, measurement([[20, 20, 10], [20, 40, 10], [20, 20, 10], [20, 40, 10]]));
    expect(slowAsk.classes.slow).toMatchObject({ askToSearchRatio: 2, met: false });
    expect(slowAsk.classesMissed).toEqual(['slow']);
  });

  it("each class's CPU medians and their ratios sit beside the wall p95s, and do not decide 'met'", () => {
    const m = measurement([[30, 30, 10], [100, 100, 10], [30, 30, 10], [100, 100, 10]]);
    const f = scaleFigures(4, { ...m, cpu: { search: [20, 90, 24, 60], ask: [22, 60, 26, 66], fts: [10, 20, 12, 30] } });
    expect(f.classes.fast).toMatchObject({ met: true, cpuP50Ms: { search: 20, ask: 22, fts: 10, searchToFts: 2, askToSearch: 1.1 } });
    expect(f.classes.slow).toMatchObject({ met: false, cpuP50Ms: { search: 60, ask: 60, fts: 20, searchToFts: 3, askToSearch: 1 } });
    expect(scaleFigures(4, m).classes.fast!.cpuP50Ms).toBeUndefined();
  });

  it('beside the wall ratios, the CPU p95 ratios and the calls with a GC pause: an ask that misses on wall but not on CPU was waiting', () => {
    const m = measurement([[20, 40, 10], [30, 30, 10], [20, 40, 10], [30, 30, 10]]);
    const f = scaleFigures(4, {
      ...m,
      cpu: { search: [20, 30, 18, 30], ask: [21, 30, 19, 30], fts: [10, 10, 10, 10] },
      gcMs: { search: [0, 0, 0, 0], ask: [0, 0, 6, 0], fts: [3, 0, 0, 0] },
    });
    expect(f.classes.fast).toMatchObject({ askToSearchRatio: 2, met: false, cpuP95Ms: { search: 20, ask: 21, fts: 10, searchToFts: 2, askToSearch: 1.05 }, gcCalls: { search: 0, ask: 1, fts: 1 } });
    expect(f.classes.slow).toMatchObject({ met: true, gcCalls: { search: 0, ask: 0, fts: 0 } });
    expect(f).toMatchObject({ callsPerClass: { min: 2, max: 2 }, gcShare: { search: 0, ask: 0.25, fts: 0.25 } });
    expect(scaleFigures(4, m).gcShare).toBeUndefined();
  });

  it('runs enough rounds that the class with the fewest questions gets the calls its p95 needs', () => {
    expect(roundsFor([{ cls: 'a' }, { cls: 'a' }, { cls: 'b' }, { cls: 'b' }, { cls: 'b' }], 10)).toBe(5);
    expect(roundsFor([{ cls: 'a' }, { cls: 'a' }, { cls: 'b' }, { cls: 'b' }, { cls: 'b' }], 11)).toBe(6);
    const questions = scaleQuestions();
    const rounds = roundsFor(questions);
    const counts = new Map<string, number>();
    for (const { cls } of questions) counts.set(cls, (counts.get(cls) ?? 0) + 1);
    const perClass = [...counts.values()].map((n) => n * rounds);
    expect(Math.min(...perClass)).toBeGreaterThanOrEqual(60);
    expect(Math.min(...perClass) - Math.min(...perClass) / rounds).toBeLessThan(60);
  });

  it('all within bounds when every class is; an unmeasured ask meets nothing', () => {
    expect(scaleFigures(4, measurement([[30, 39, 10], [20, 20, 10], [30, 39, 10], [20, 20, 10]]))).toMatchObject({ classesWithinBounds: true, classesMissed: [] });
    expect(scaleFigures(4, measurement([[30, 39, 10], [20, 20, 10], [30, 39, 10], [20, 20, 10]], false)).classesWithinBounds).toBe(false);
  });
});
