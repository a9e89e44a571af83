/**
 * The gate after whisper: whisper writes fluent text where there is no speech (silence, music, room
 * noise) — "Thank you.", "Thanks for watching!", "Subtitles by the Amara.org community", the same
 * phrase looped. A memory is better with no transcript than with invented words, so anything not
 * credible is removed, and a transcript with nothing credible left is `null` (store nothing).
 *
 * Per segment, dropped when:
 * - it has no words once annotations are removed (`[BLANK_AUDIO]`, `(music)`, `♪`, `...`);
 * - it is a subtitle credit or channel outro (`subtitles by …`, `amara.org`, `thanks for watching`,
 *   `please subscribe`, and their common Japanese/Chinese/Korean/Russian/German/French forms);
 * - it is only a filler phrase (`thank you`, `bye`, `you`, `so`, `okay`…) and less than half of it
 *   lies where the VAD heard speech;
 * - the VAD heard no speech at all under it (± 0.3 s for timestamp slop);
 * - it loops: repeating n-grams make up most of it ("the the the the", "I'm sorry. I'm sorry. …");
 * - it is implausibly fast: over 8 words (or 12 CJK characters) per second of speech under it;
 * - its confidence (when the recogniser gives one) is below 0.4.
 * Across segments: the same short text three or more times is a loop (all dropped); back-to-back
 * duplicates keep the first.
 */
import type { SpeechActivity } from './speech-activity';
import type { Transcript, TranscriptSegment } from './transcript';

export const HALLUCINATION_LIMITS = {
  minConfidence: 0.4,
  maxWordsPerSec: 8,
  maxCjkCharsPerSec: 12,
  regionPadSec: 0.3,
  fillerMinSpeechShare: 0.5,
  loopMinWords: 4,
  loopMaxKeptShare: 0.5,
  repeatedSegmentTimes: 3,
} as const;

/** Credits and outros whisper learned from subtitle files; never real speech in a personal video. */
const CREDIT_PATTERNS: RegExp[] = [
  /\bsub(title)?s\b.*\b(by|from)\b/i,
  /\bcaption(s|ed|ing)?\b.*\bby\b/i,
  /\b(transcri(bed|ption)|translat(ed|ion)|subtitl(ed|ing))\s+by\b/i,
  /amara\.?\s?org/i,
  /\bthanks? (you )?(so much |very much )?for watching\b/i,
  /\b(please|like,? (and|&)|don'?t forget to) subscribe\b/i,
  /\bsubscribe to (my|our|the) channel\b/i,
  /\bsee you (in the )?next (video|episode|time)\b/i,
  /ご視聴ありがとうございました/,
  /チャンネル登録/,
  /字幕(由|提供|製作|制作)/,
  /(请|請)不吝(点赞|點贊)/,
  /시청해\s?주셔서 감사합니다/,
  /(продолжение следует|субтитры (сделал|создавал|подготовил))/i,
  /untertitel (im auftrag|der amara|von)/i,
  /sous-titr(age|es) (réalisés? )?(par|st'? ?501)/i,
];

/** Phrases whisper emits on silence that are also real speech: kept only where speech was heard. */
const FILLERS = new Set([
  'thank you', 'thanks', 'thank you very much', 'thank you so much', 'thank you all', 'bye', 'bye bye', 'goodbye',
  'you', 'so', 'okay', 'ok', 'oh', 'uh', 'um', 'hmm', 'mm', 'ah', 'yeah', 'the end', 'i', 'and', 'well',
  'merci', 'danke', 'gracias', 'obrigado', 'спасибо', 'ありがとうございました', '谢谢', '謝謝', '감사합니다',
]);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Lower case, annotations and punctuation removed, single spaces. */
export function normalizeText(text: string): string {
  return stripAnnotations(text)
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function stripAnnotations(text: string): string {
  return text
    .replace(/\[[^\]]*\]|\([^)]*\)|\*[^*]*\*|<[^>]*>/g, ' ') // [BLANK_AUDIO] (music) *applause* <|…|>
    .replace(/[♪♫♬🎵🎶]/gu, ' ');
}

/** Words for rate and loop checks: CJK characters count one each, other scripts split on spaces. */
function tokens(normalized: string): string[] {
  const out: string[] = [];
  for (const word of normalized.split(' ')) {
    if (!word) continue;
    if (CJK.test(word)) out.push(...Array.from(word));
    else out.push(word);
  }
  return out;
}

/** Tokens left after collapsing every run of ≥ 3 consecutive repeats of an n-gram (n ≤ 8) to one copy. */
export function collapseLoops(words: string[]): string[] {
  let w = words;
  for (let n = 1; n <= 8; n++) {
    const out: string[] = [];
    let i = 0;
    while (i < w.length) {
      let reps = 1;
      while (i + (reps + 1) * n <= w.length && sameGram(w, i, i + reps * n, n)) reps++;
      if (reps >= 3) {
        out.push(...w.slice(i, i + n));
        i += reps * n;
      } else {
        out.push(w[i]!);
        i++;
      }
    }
    w = out;
  }
  return w;
}

function sameGram(w: string[], a: number, b: number, n: number): boolean {
  for (let k = 0; k < n; k++) if (w[a + k] !== w[b + k]) return false;
  return true;
}

function overlapSec(seg: TranscriptSegment, activity: SpeechActivity, pad: number): number {
  let total = 0;
  for (const r of activity.regions) {
    const a = Math.max(seg.startSec, r.startSec - pad);
    const b = Math.min(seg.endSec, r.endSec + pad);
    if (b > a) total += b - a;
  }
  return total;
}

export type DropReason = 'empty' | 'credit' | 'filler-outside-speech' | 'no-speech-under' | 'loop' | 'too-fast' | 'low-confidence' | 'repeated';

/** Why a segment is not credible, or null when it is. Exported for diagnostics and tests. */
export function segmentVerdict(seg: TranscriptSegment, activity: SpeechActivity): DropReason | null {
  const L = HALLUCINATION_LIMITS;
  const norm = normalizeText(seg.text);
  if (!/[\p{L}\p{N}]/u.test(norm)) return 'empty';
  if (CREDIT_PATTERNS.some((re) => re.test(seg.text) || re.test(norm))) return 'credit';
  if (seg.confidence !== null && seg.confidence < L.minConfidence) return 'low-confidence';

  const duration = Math.max(0, seg.endSec - seg.startSec);
  const heard = overlapSec(seg, activity, 0);
  if (duration > 0 && overlapSec(seg, activity, L.regionPadSec) === 0) return 'no-speech-under';
  if (FILLERS.has(norm) && (duration === 0 || heard / duration < L.fillerMinSpeechShare)) return 'filler-outside-speech';

  const words = tokens(norm);
  if (words.length >= L.loopMinWords && collapseLoops(words).length <= words.length * L.loopMaxKeptShare) return 'loop';

  const cjk = words.filter((t) => CJK.test(t)).length;
  const latin = words.length - cjk;
  const speechUnder = Math.max(heard, 0.5);
  if (duration > 0 && (latin / speechUnder > L.maxWordsPerSec || cjk / speechUnder > L.maxCjkCharsPerSec)) return 'too-fast';
  return null;
}

/**
 * The credible part of a transcript, or null when nothing credible is left (or the VAD heard no
 * speech at all — then whatever whisper wrote is invented).
 */
export function dropHallucinations(t: Transcript, activity: SpeechActivity): Transcript | null {
  if (!activity.hasSpeech) return null;
  let kept = t.segments
    .filter((s) => segmentVerdict(s, activity) === null)
    .map((s) => ({ ...s, text: stripAnnotations(s.text).replace(/\s+/g, ' ').trim() }));

  // The same short line over and over is a decoding loop, wherever it sits.
  const counts = new Map<string, number>();
  for (const s of kept) counts.set(normalizeText(s.text), (counts.get(normalizeText(s.text)) ?? 0) + 1);
  kept = kept.filter((s) => {
    const norm = normalizeText(s.text);
    return !((counts.get(norm) ?? 0) >= HALLUCINATION_LIMITS.repeatedSegmentTimes && tokens(norm).length <= 6);
  });
  kept = kept.filter((s, i) => i === 0 || normalizeText(s.text) !== normalizeText(kept[i - 1]!.text));

  if (kept.length === 0) return null;
  const text = kept
    .map((s) => s.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return { text, language: t.language, segments: kept };
}
