import { StageError } from '../../pipeline/stage-error';
import { faceRecordsOf } from '../people/records';
import type { PerceptionServices } from '../services';
import type { PerceptionStage } from '../stage';
import { VisionInputError } from '../vision';

/** Formats sharp decodes itself; HEIC and RAW are looked at through their thumbnail. */
export const DECODABLE = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff', 'gif']);

/**
 * Faces (boxes, descriptors, emotion, age), objects, and people: the faces join the people index
 * incrementally. Human's models ship inside its npm package, so this stage is always ready.
 */
export function facesStage(services: PerceptionServices): PerceptionStage {
  return {
    name: 'faces',
    version: 1,
    invalidates: ['text'],
    appliesTo: (row) => row.kind !== 'video' || row.thumbnail !== null,
    ready: async () => null,
    async run(ctx) {
      const image = ctx.row.kind !== 'video' && ctx.row.format && DECODABLE.has(ctx.row.format) ? await ctx.file() : await ctx.thumbnail();
      if (!image) return { skipped: 'nothing to look at' };
      const vision = await services.vision();
      let result;
      try {
        // A screenshot's objects would be the pictures in an app's UI (icons, thumbnails), not the user's world.
        result = await vision.analyze(image, { objects: ctx.row.kind !== 'screenshot' });
      } catch (err) {
        if (err instanceof VisionInputError) throw new StageError(`the image could not be read for faces (${err.message})`);
        throw err;
      }
      const records = faceRecordsOf(ctx.row.id, result.faces);
      // Whose each face is stays in the people index, not the row: it changes as later photos join
      // a cluster and as the user names, merges and rejects.
      await (await services.people()).setFaces(ctx.row.id, records);
      const faces = result.faces.map((f, i) => ({
        faceId: records[i]!.faceId,
        box: f.box,
        score: f.score,
        emotion: f.emotion,
        age: f.age,
        gender: f.gender,
      }));
      const labels = [...new Set(result.objects.map((o) => o.label))];
      return { faces_json: JSON.stringify(faces), objects: labels.length > 0 ? labels.join(', ') : null };
    },
  };
}
