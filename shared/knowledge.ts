import { z } from 'zod';

/** A durable fact about the user's life, with the memories that show it. */
export const KnowledgeItem = z.object({
  id: z.string(),
  statement: z.string(),
  evidenceIds: z.array(z.string()),
  confidence: z.number(),
  status: z.enum(['inferred', 'confirmed', 'rejected']),
  origin: z.enum(['llm', 'user']),
});
export type KnowledgeItem = z.infer<typeof KnowledgeItem>;
