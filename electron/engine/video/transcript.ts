/** A transcript as stored on a memory: text plus timed segments (seconds from the start of the audio). */
export interface TranscriptSegment {
  startSec: number;
  endSec: number;
  text: string;
  /** Mean token probability 0–1 when the recogniser reports it; null when it doesn't (@fugood/whisper.node 1.1.3 doesn't). */
  confidence: number | null;
}

export interface Transcript {
  text: string;
  /** ISO 639-1 code whisper decoded in (detected for multilingual models, `en` for `.en` models). */
  language: string | null;
  segments: TranscriptSegment[];
}
