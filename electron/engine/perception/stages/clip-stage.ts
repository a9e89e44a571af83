import type { PerceptionServices } from '../services';
import type { PerceptionStage } from '../stage';

/**
 * CLIP image vectors, for text → image search and near-duplicate groups. The 400 px thumbnail is
 * plenty for a 224 px model and already orientation-corrected; HEIC and RAW need no second decode.
 */
export function clipStage(services: PerceptionServices): PerceptionStage {
  return {
    name: 'clip',
    version: 1,
    invalidates: ['duplicates'],
    appliesTo: (row) => row.thumbnail !== null,
    ready: async () => services.models.whyMissing(await services.clipModel()),
    async run(ctx) {
      const thumb = await ctx.thumbnail();
      if (!thumb) return { skipped: 'no thumbnail to look at' };
      const { embedder, vectors } = await services.clip();
      const [vector] = await embedder.embedImages([thumb]);
      if (!vector) throw new Error('CLIP returned no vector');
      await vectors.replace(ctx.row.id, [{ id: ctx.row.id, field: 'image', text: null, vector }]);
      return {};
    },
  };
}
