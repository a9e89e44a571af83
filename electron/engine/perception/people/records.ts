import type { FaceBox, FaceRecord } from './types';

/** What the vision stage gives for a face (a subset of vision's DetectedFace). */
export interface DetectedFaceLike {
  box: FaceBox;
  score: number;
  descriptor: number[];
}

/**
 * Face records of one memory, in detection order: `${memoryId}:${index}` ids, quality = the detector's
 * face score (low for profiles and occluded faces, whose descriptors cluster badly).
 */
export function faceRecordsOf(memoryId: string, faces: DetectedFaceLike[]): FaceRecord[] {
  return faces.map((face, index) => ({
    faceId: `${memoryId}:${index}`,
    memoryId,
    descriptor: face.descriptor,
    box: face.box,
    quality: face.score,
  }));
}
