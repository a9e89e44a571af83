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

/** Hand-drawn faces are named apart from the detector's numbered ones, so a re-detection keeps them. */
const HAND_MARK = ':hand-';

/**
 * A face the user drew: its id is the memory's and the box's (the same box drawn again is the same
 * face). Its quality sits above the clustering floor, so later photos of the person can join it,
 * but below a clear frontal detection, which stays the person's picture.
 */
export function handFaceRecord(memoryId: string, box: FaceBox, descriptor: number[]): FaceRecord {
  const key = [box.x, box.y, box.w, box.h].map((v) => Math.round(v * 10_000).toString(36)).join('.');
  return { faceId: `${memoryId}${HAND_MARK}${key}`, memoryId, descriptor, box, quality: HAND_FACE_QUALITY };
}

export const HAND_FACE_QUALITY = 0.5;

export function isHandFace(faceId: string): boolean {
  return faceId.includes(HAND_MARK);
}
