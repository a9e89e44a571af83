import { z } from 'zod';

/**
 * What one VLM call records about a photo or video, from the two papers:
 * - OmniQuery's atomic contexts (§4.1): people, visual elements, environment, activities. Time and
 *   place come from metadata, not from the model; emotion is left out, as OmniQuery did, because it
 *   is subjective. Composite contexts named outright ("CHI 2024" on a badge) are kept in
 *   `namedEvents` so event detection can use them (DESIGN §4).
 * - Pensieve's QA-guided description (§4): first the recall questions the owner might later ask of
 *   this photo, with their answers, then a description written to answer them without the image.
 *   Pensieve used two prompts; here it is one call, and the field order does the work — Ollama's
 *   grammar emits properties in schema order, so the questions are written before the description.
 * Everything is required (an empty string or list means "none"): small models under a grammar fill
 * required fields reliably and skip optional ones. Arrays are bounded, which also bounds how long
 * a looping model can run on the CPU. Strings have no length limits: long limits blow up the grammar.
 */
export const AtomicContexts = z.object({
  caption: z.string().min(1).describe('one short sentence: what the photo shows'),
  recallQuestions: z
    .array(z.object({ question: z.string(), answer: z.string() }))
    .max(3)
    .describe('questions the owner might later ask that this photo answers, with the answers'),
  description: z.string().min(1).describe('detailed description that answers recall questions without the image'),
  textOnImage: z.string().describe('important visible text copied exactly; empty when none'),
  people: z.object({
    count: z.int().min(0).max(100),
    descriptions: z.array(z.string()).max(8),
  }),
  visualElements: z.array(z.string()).max(12).describe('objects, animals, food, landmarks, notable features'),
  environment: z.string().describe('the setting, e.g. restaurant, airport gate, beach, home kitchen'),
  activities: z.array(z.string()).max(5),
  namedEvents: z.array(z.string()).max(3).describe('events named in the image itself, e.g. "CHI 2024"'),
});
export type AtomicContexts = z.infer<typeof AtomicContexts>;

/** Trim, drop empty entries and case-insensitive duplicates; a count never below the people listed. */
export function tidyContexts(c: AtomicContexts): AtomicContexts {
  const list = (items: string[]) => {
    const seen = new Set<string>();
    return items
      .map((s) => s.trim())
      .filter((s) => s !== '' && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
  };
  const descriptions = list(c.people.descriptions);
  return {
    caption: c.caption.trim(),
    recallQuestions: c.recallQuestions
      .map((qa) => ({ question: qa.question.trim(), answer: qa.answer.trim() }))
      .filter((qa) => qa.question !== '' && qa.answer !== ''),
    description: c.description.trim(),
    textOnImage: c.textOnImage.trim(),
    people: { count: Math.max(c.people.count, descriptions.length), descriptions },
    visualElements: list(c.visualElements),
    environment: c.environment.trim(),
    activities: list(c.activities),
    namedEvents: list(c.namedEvents),
  };
}
