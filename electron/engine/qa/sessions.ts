/**
 * "Show me the photos from the wedding": one photo prints the words (the order of service), the rest
 * of that afternoon's photos print nothing. Photos taken in the same session as a strong match — the
 * same day, near in time and place — are shown with it, right after it, so the first few results cover
 * the occasion rather than other occasions' weaker matches.
 */
import { distanceKm } from '../place/geo';
import { sqlNumber, type Database } from '../store/database';
import { effective } from '../store/corrections';
import type { Candidate } from './fusion';
import { RANK_COLUMNS } from './gather';
import { localMs } from './scope';

/** Matches at this share of the best match's similarity anchor a session. */
const ANCHOR_SHARE = 0.8;
const MAX_ANCHORS = 5;
/** A session: the same day, within a few hours and a short walk of the anchor (a venue, a party). */
const SESSION_HOURS = 4;
const SESSION_KM = 0.5;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** A session-mate ranks just below its anchor. */
const MATE_SHARE = 0.95;

/**
 * The candidates with each strong match's session-mates inserted after it. Mates with no place are
 * not taken (a screenshot is no photo of the occasion), nor ones with text of their own: those were
 * scored on what they say (a rower's display beside the treadmill is another workout). One already
 * ranked lower moves up.
 */
export async function withSessionMates(db: Database, ranked: Candidate[], limit: number): Promise<Candidate[]> {
  if (ranked.length === 0) return ranked;
  const best = Math.max(...ranked.map((c) => c.similarity));
  if (best <= 0) return ranked;
  const anchors = ranked.filter((c) => c.similarity >= best * ANCHOR_SHARE && c.row.taken_at !== null && c.row.lat !== null && c.row.lon !== null).slice(0, MAX_ANCHORS);
  if (anchors.length === 0) return ranked;
  const byId = new Map(ranked.map((c) => [c.row.id, c]));
  const anchorIds = new Set(anchors.map((a) => a.row.id));
  const mates = new Map<string, Candidate[]>();
  const taken = new Set<string>();
  for (const anchor of anchors) {
    const t = anchor.row.taken_at!;
    const where = `deleted_at IS NULL AND lat IS NOT NULL AND taken_at >= ${sqlNumber(t - SESSION_HOURS * HOUR_MS)} AND taken_at <= ${sqlNumber(t + SESSION_HOURS * HOUR_MS)}`;
    const rows = (await db.memoriesWhere(where, RANK_COLUMNS)).map(effective);
    const day = dayOf(anchor.row);
    const near = rows
      .filter((r) => !anchorIds.has(r.id) && !taken.has(r.id) && !speaks(r) && dayOf(r) === day && distanceKm(anchor.row.lat!, anchor.row.lon!, r.lat!, r.lon!) <= SESSION_KM)
      .sort((a, b) => Math.abs(a.taken_at! - t) - Math.abs(b.taken_at! - t));
    for (const r of near) taken.add(r.id);
    // A mate already ranked keeps its own score and line; it moves up beside its anchor.
    mates.set(anchor.row.id, near.map((row) => byId.get(row.id) ?? { row, score: anchor.score * MATE_SHARE, similarity: anchor.similarity * MATE_SHARE, covers: 0, why: `same ${sessionWord(anchor)} as: ${anchor.why}` }));
  }
  const out: Candidate[] = [];
  for (const c of ranked) {
    if (taken.has(c.row.id)) continue;
    out.push(c, ...(mates.get(c.row.id) ?? []));
  }
  return out.slice(0, limit);
}

/**
 * Whether two memories are one occasion: the same day, within a few hours, and a short walk apart
 * when both have a place (a screenshot without GPS goes with the photos around it).
 */
export function sameSession(a: Candidate['row'], b: Candidate['row']): boolean {
  const day = dayOf(a);
  if (day === null || day !== dayOf(b) || a.taken_at === null || b.taken_at === null) return false;
  if (Math.abs(a.taken_at - b.taken_at) > SESSION_HOURS * HOUR_MS) return false;
  return a.lat === null || a.lon === null || b.lat === null || b.lon === null || distanceKm(a.lat, a.lon, b.lat, b.lon) <= SESSION_KM;
}

function speaks(row: Pick<Candidate['row'], 'ocr_text' | 'transcript'>): boolean {
  return !!row.ocr_text?.trim() || !!row.transcript?.trim();
}

function dayOf(row: Pick<Candidate['row'], 'taken_at' | 'taken_at_local'>): number | null {
  const local = localMs(row);
  return local === null ? null : Math.floor(local / DAY_MS);
}

function sessionWord(anchor: Candidate): string {
  const local = localMs(anchor.row);
  const hour = local === null ? 12 : new Date(local).getUTCHours();
  return hour >= 17 ? 'evening' : hour < 12 ? 'morning' : 'afternoon';
}
