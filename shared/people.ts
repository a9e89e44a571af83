import { z } from 'zod';

/** A face's box, relative (0–1) to the photo as shown (orientation applied). */
export const FaceBox = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1), w: z.number().gt(0).max(1), h: z.number().gt(0).max(1) });

export const FaceRef = z.object({
  faceId: z.string(),
  memoryId: z.string(),
  box: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
});

/** A person: a cluster of faces, named (or not) by the user. */
export const PersonSummary = z.object({
  id: z.string(),
  name: z.string().nullable(),
  hidden: z.boolean(),
  faceCount: z.number().int(),
  memoryCount: z.number().int(),
  representative: FaceRef.nullable(),
  faces: z.array(FaceRef),
});
export type PersonSummary = z.infer<typeof PersonSummary>;
