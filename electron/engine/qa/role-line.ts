/**
 * A person named after the role the question asks about, "Label: Name": a meeting invite's
 * "Organizer: …", a visitor pass's "Visiting: …", a programme's "Chair: …" under each session.
 */
import { contentWords } from '../augment/similarity';
import { abbreviates } from './lexicon/abbreviation';
import { isKindOf } from './kind-of';
import { isHonorific } from './honorific';

/** Prepositions a role's label may end with ("Signed by:", "Paid to:"): general English. */
const TRAILING_PREPOSITION = new Set(['by', 'to', 'from', 'with', 'for']);
/** A label of one to three words, perhaps a plural's "(s)" ("Tenant(s):"), and a colon, then its value. */
const LABELLED = /^\s*((?:\p{L}+\s+){0,2}\p{L}+)(?:\((?:s|es)\))?\s*:\s+(\p{L}.*)$/u;
/**
 * Where a line's first field ends: a dash, a middle dot or a bar between spaces, or a wide gap. A
 * programme prints the chair and the room on one line ("Chair: Dr. P. Okonkwo — Room K3").
 */
const FIELD_BREAK = /\s+[—–·|•]\s+|\s{2,}|\s+-\s+/u;

/**
 * The nouns for the one who does what the question's verbs say: "organised" asks for the "Organiser"
 * or "Organizer", "presented" for the "Presenter". English agent suffixes, both spellings of -ise/-ize.
 */
export function doerNouns(lemmas: Iterable<string>): string[] {
  const out: string[] = [];
  for (const v of lemmas) {
    if (v.length < 4 || !/^\p{Ll}+$/u.test(v)) continue;
    const stems = v.endsWith('ise') || v.endsWith('ize') ? [v.slice(0, -3) + 'ise', v.slice(0, -3) + 'ize'] : [v];
    for (const s of stems) out.push(s.endsWith('e') ? `${s}r` : `${s}er`, s.endsWith('e') ? `${s.slice(0, -1)}or` : `${s}or`);
  }
  return out;
}

/**
 * The person after a role label the question names (`asked`: its words, their verbs' lemmas and doers).
 * Of several such lines ("Chair:" under each session of a programme), the one closing the entry that
 * prints most of the question's other words; the value is the line's first field, with no digit.
 */
export function labelledRole(candidates: readonly { text: string }[], lines: readonly { text: string }[], asked: ReadonlySet<string>, question: string): { value: string; line: string } | null {
  const found: Array<{ at: number; value: string; line: string }> = [];
  for (const l of candidates) {
    // A bill sets its fields side by side ("Table 12   Server: Giulia"): a role's label may open any field.
    const m = [l.text, ...l.text.split(FIELD_BREAK).slice(1)].map((field) => LABELLED.exec(field)).find((hit) => hit !== null && roleAsked(hit, asked));
    if (!m) continue;
    const value = m[2]!.split(FIELD_BREAK)[0]!.trim();
    if (!value || /\d/.test(value)) continue;
    found.push({ at: lines.indexOf(l), value, line: l.text });
  }
  if (found.length <= 1) return found[0] ? { value: found[0].value, line: found[0].line } : null;
  const best = namedEntry(found, lines, question);
  return { value: best.value, line: best.line };
}

/** Whether a label names the asked role: its last word, or the one before a preposition ("Signed by"). */
function roleAsked(m: RegExpExecArray, asked: ReadonlySet<string>): boolean {
  const role = m[1]!.toLowerCase().split(/\s+/);
  const last = role.length > 1 && TRAILING_PREPOSITION.has(role[role.length - 1]!) ? [role[role.length - 1]!, role[role.length - 2]!] : [role[role.length - 1]!];
  // "Insured persons:", "Named drivers:": a label ending in a kind of person says which by its first word.
  if (role.length > 1 && (/^(?:persons?|people)$/.test(last[0]!) || isKindOf(last[0]!, 'person')) && role.slice(0, -1).some((w) => asked.has(w))) return true;
  // A bill shortens its labels ("Srv: Devon" for the server).
  return last.some((w) => asked.has(w) || [...asked].some((a) => a.length >= 5 && abbreviates(w, a)));
}

/**
 * Of several hits of one label on a document of entries (a programme's "Chair:" or "Stage" per
 * talk), the one closing the entry that prints most of the question's words: an entry is the lines
 * after the previous hit down to this one. Every entry prints its own label, so the question's other
 * words tell them apart; a tie keeps the first.
 */
export function namedEntry<T extends { at: number }>(hits: readonly T[], lines: readonly { text: string }[], question: string): T {
  const topic = [...contentWords(question)];
  let best = hits[0]!;
  let bestScore = -1;
  for (const [k, hit] of hits.entries()) {
    const from = k === 0 ? 0 : hits[k - 1]!.at + 1;
    let score = 0;
    for (let i = Math.max(0, from); i <= hit.at && i < lines.length; i++) {
      const words = contentWords(lines[i]!.text);
      score = Math.max(score, topic.filter((w) => words.has(w)).length);
    }
    if (score > bestScore) [best, bestScore] = [hit, score];
  }
  return best;
}

/** A word of a person's name as printed: capitalised ("Ana", "Wieczorek", "Ferreira-Lopes") or an initial ("K."). */
const NAME_WORD = /^(?:\p{Lu}\.|\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}\p{Ll}+)?)$/u;

function namesPerson(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const named = isHonorific(words[0] ?? '') ? words.slice(1) : words;
  return named.length >= 2 && named.length <= 4 && named.every((w) => NAME_WORD.test(w));
}

/**
 * "Who presented the talk on adaptive join ordering", "who wrote the poster on bloom filters": a slide,
 * a poster or a programme prints the speakers or authors, unlabelled, on the line under the title the
 * question names — the line printing most of its words, one alone at that. The line's first field,
 * when it is names ("Ana Ferreira · Stage 3", "K. Tanaka, R. Sato", "Prof. M. Sandqvist, KTH Stockholm").
 */
export function nameUnderTitle(lines: readonly { text: string }[], question: string): { value: string; line: string } | null {
  const topic = [...contentWords(question)];
  const scores = lines.map((l) => {
    const words = contentWords(l.text);
    return topic.filter((w) => words.has(w)).length;
  });
  const best = Math.max(0, ...scores);
  if (best === 0 || scores.filter((s) => s === best).length > 1) return null;
  const at = scores.indexOf(best);
  const under = lines[at + 1]?.text;
  if (!under || /\d/.test(under.split(FIELD_BREAK)[0]!)) return null;
  const field = under.split(FIELD_BREAK)[0]!.trim();
  const parts = field.split(/\s*,\s*|\s+(?:and|&)\s+/);
  if (!namesPerson(parts[0]!)) return null;
  // Several names are the authors; a name and an institution ("KTH Stockholm") is the name.
  const value = parts.every(namesPerson) && parts.length > 1 ? field : parts[0]!;
  return { value, line: `${lines[at]!.text.trim()} · ${under.trim()}` };
}
