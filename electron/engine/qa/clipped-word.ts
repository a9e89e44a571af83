/**
 * "What's the reg of the Ford", "my car rego": speech clips a long word to its start, and the
 * document prints it whole ("Registration: KX19 HBT"). A question word WordNet does not know that
 * starts (or shortens) a label the best match prints is that label's word: the question is read with
 * it, so the answer type and the label readers see "registration", as when it was asked in full.
 */
import type { QueryAnalysis } from '../../../shared/qa';
import { contentWords } from '../augment/similarity';
import { answerTypeOf } from './answer-type';
import { shortens } from './lexicon/abbreviation';
import { isOrdinaryWord } from './lexicon/wordnet';
import { escapeRegExp, textOf, type EvidenceRow } from './text-lines';

/** A line's label words: its first, and any before a colon ("Make: FORD  Model: FOCUS  Registration: …"). */
function labelWords(line: string): string[] {
  const first = /^\s*(\p{L}+)/u.exec(line)?.[1];
  return [...(first ? [first] : []), ...[...line.matchAll(/(\p{L}+)\s*:/gu)].map((m) => m[1]!)].map((w) => w.toLowerCase());
}

/** The analysis with a clipped subject word read as the label the best match spells out; as it was when none is. */
export function unclipped(analysis: QueryAnalysis, best: EvidenceRow | undefined): QueryAnalysis {
  const subject = analysis.answerType.subject;
  if (!best || !subject || (analysis.answerType.kind !== 'name' && analysis.answerType.kind !== 'identifier')) return analysis;
  const clipped = subject.split(/\s+/).filter((w) => /^\p{L}{3,5}$/u.test(w) && !isOrdinaryWord(w));
  if (clipped.length === 0) return analysis;
  const labels = [...new Set(textOf(best).flatMap(labelWords))].filter((l) => l.length >= 6 && isOrdinaryWord(l));
  let { question, terms } = analysis;
  for (const word of clipped) {
    // Its start first ("reg" → registration), then its letters in order ("rego").
    const full = labels.find((l) => l.startsWith(word)) ?? labels.find((l) => shortens(word, l));
    if (!full) continue;
    question = question.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'gi'), full);
    terms = terms.map((t) => (t === word ? [...contentWords(full)][0]! : t));
  }
  return question === analysis.question ? analysis : { ...analysis, question, terms, answerType: answerTypeOf(question, analysis.aggregation) };
}
