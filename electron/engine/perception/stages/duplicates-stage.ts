import type { PerceptionServices } from '../services';
import type { PerceptionStage } from '../stage';

/**
 * Near-duplicate groups. Runs with the perceptual hash alone as soon as a memory has a thumbnail,
 * and again once CLIP has its vector (the clip stage invalidates this one).
 *
 * Version 2: a group is one moment (duplicates/groups.ts). Version 1 linked pHash look-alikes
 * whatever their times, so libraries grouped by it hold groups spanning several occasions; the bump
 * places every memory again, and each placement recomputes the stored groups it touches, splitting
 * them.
 */
export function duplicatesStage(services: PerceptionServices): PerceptionStage {
  return {
    name: 'duplicates',
    version: 2,
    appliesTo: (row) => row.phash !== null,
    ready: async () => null,
    async run(ctx) {
      const group = await (await services.duplicates()).update(ctx.row, (await services.settings()).perception);
      return { duplicate_group: group };
    },
  };
}
