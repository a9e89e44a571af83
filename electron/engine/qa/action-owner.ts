import { contentWords } from '../augment/similarity';
import { morphy, wordnet, type WordNet } from './lexicon/wordnet';
import type { TextLine } from './text-lines';

/**
 * A meeting's actions, a whiteboard's to-do list or a chore chart print each task after whoever owns
 * it: "- Lena: book offsite venue", "Tom - draft hiring plan". "Who is booking the venue" is the name
 * before the task that says the question's words, not the board's heading. Read only as a list (two
 * lines of that shape or more), so one "Note: book early" is no owner.
 */
export function actionOwner(lines: readonly TextLine[], question: string, db: WordNet = wordnet()): { value: string; line: string } | null {
  const tasks = lines.flatMap((l) => {
    const m = OWNED_TASK.exec(l.text);
    return m ? [{ owner: m[1]!.trim(), task: m[2]!, line: l.text.trim() }] : [];
  });
  if (tasks.length < 2) return null;
  const asked = stemsOf(question.replace(/^\s*who(?:'s)?\b/i, ''), db);
  const hits = (task: string) => [...stemsOf(task, db)].filter((s) => asked.has(s)).length;
  const best = tasks.reduce((a, b) => (hits(b.task) > hits(a.task) ? b : a));
  // Most of what the question says about the task: "who is booking the venue" is not "check the venue's parking" alone.
  const need = Math.min(2, asked.size);
  if (need === 0 || hits(best.task) < need) return null;
  // The question's own name is not who does it ("what does Sam need to do" is asked elsewhere).
  if (asked.has(best.owner.toLowerCase())) return null;
  return { value: best.owner, line: best.line };
}

/** A bullet or none, an owner of one or two capitalised words (or initials), a colon or a dash, the task. */
const OWNED_TASK = /^\s*(?:[-–•*·>]\s*)?(\p{Lu}[\p{Ll}'’]+(?:\s+\p{Lu}[\p{Ll}'’.]*)?|\p{Lu}{2,3})\s*(?::|\s[-–—]\s)\s*(\p{L}.{2,})$/u;

/** A text's words as the verb or noun they inflect ("booking" → "book", "plans" → "plan"). */
function stemsOf(text: string, db: WordNet): Set<string> {
  const out = new Set<string>();
  for (const w of contentWords(text)) {
    if (w.length < 3) continue;
    out.add(w);
    for (const pos of ['v', 'n'] as const) for (const lemma of morphy(w, pos, db)) out.add(lemma);
  }
  return out;
}
