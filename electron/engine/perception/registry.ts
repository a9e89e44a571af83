import type { PerceptionServices } from './services';
import type { PerceptionStage } from './stage';
import { captionStage } from './stages/caption-stage';
import { clipStage } from './stages/clip-stage';
import { duplicatesStage } from './stages/duplicates-stage';
import { facesStage } from './stages/faces-stage';
import { gridThumbnailStage } from './stages/grid-thumbnail-stage';
import { ocrStage } from './stages/ocr-stage';
import { speechStage } from './stages/speech-stage';
import { textVectorStage } from './stages/text-stage';
import { videoStage } from './stages/video-stage';

/**
 * The background lane, in run order: later stages read what earlier ones wrote. The grid thumbnail
 * comes right after the video stage (which writes a video's thumbnail) and before the model stages:
 * it is cheap and the timeline shows it.
 */
export function perceptionStages(services: PerceptionServices): PerceptionStage[] {
  return [
    videoStage,
    gridThumbnailStage,
    speechStage(services),
    ocrStage(services),
    facesStage(services),
    clipStage(services),
    duplicatesStage(services),
    captionStage(services),
    textVectorStage(services),
  ];
}
