/** A box relative to the oriented image (EXIF orientation applied): 0..1 on both axes. */
export interface RelativeBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DetectedFace {
  box: RelativeBox;
  /** Human's face confidence (0..1): the mesh score, lower for profiles and occluded faces. */
  score: number;
  /** Unit-length 1024-d face embedding (Human's faceres); compare with cosine distance. */
  descriptor: number[];
  /** The most likely expression, or null when the emotion model had nothing above its floor. */
  emotion: { label: string; score: number } | null;
  age: number | null;
  gender: string | null;
}

export interface DetectedObject {
  /** COCO label from CenterNet ("person", "car", "cup", …). */
  label: string;
  score: number;
  box: RelativeBox;
}

export interface VisionResult {
  faces: DetectedFace[];
  objects: DetectedObject[];
  /**
   * Wall time for this image: decode + resize in the caller, then inference in the workers (with
   * several photos in flight, also the time it queued there behind the photo before it).
   */
  ms: number;
}

/** What the worker saw while loading models: every fetch it answered and every one it refused. */
export interface VisionStats {
  initMs: number;
  backend: string;
  humanVersion: string;
  modelFetches: string[];
  refusedFetches: string[];
  /** tfjs tensors alive after the last request: steady across requests unless something leaks. */
  tensors: number;
  analysed: number;
  /** Faces described by the objects worker for the faces worker (a balanced profile's group photos). */
  helped: number;
}

/** A hand-drawn face region, described. */
export interface RegionDescription {
  /** Unit-length 1024-d descriptor, comparable with detected faces'. */
  descriptor: number[];
  /** The detector found the face on a closer look (else faceres read the drawn box as it is). */
  detected: boolean;
  ms: number;
}
