import { modesInQuestion, modesInText, sameMode } from '../../electron/engine/qa/travel-mode';

/** Whether the evidence's way of travelling agrees with the question's; null when either names none. */
export function agrees(question: string, evidence: string): boolean | null {
  const asked = modesInQuestion(question);
  const shows = modesInText(evidence);
  return asked.length === 0 || shows.length === 0 ? null : sameMode(asked, shows);
}
