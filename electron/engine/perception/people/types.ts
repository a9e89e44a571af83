import type { PeopleOp } from '../../store/edit-journal';

export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FaceRecord {
  /** `${memoryId}:${index}`: stable while detection is deterministic for the same content. */
  faceId: string;
  memoryId: string;
  /** Face embedding (any scale: the index keeps it unit-length). */
  descriptor: number[];
  box: FaceBox;
  /** 0..1; the detector's face score is a good default (see `qualityOf`). */
  quality: number;
}

export interface Person {
  id: string;
  name: string | null;
  hidden: boolean;
  faceIds: string[];
  representativeFaceId: string | null;
}

/** Who put a face in a person: the clusterer, or the user (move, merge), whose word is final. */
export type AssignedBy = 'model' | 'user';

export interface PersonState {
  id: string;
  name: string | null;
  hidden: boolean;
  /** Faces the user said are not this person: never assigned to it again by the model. */
  rejectedFaceIds: string[];
}

/** Everything the index knows, as plain JSON (LanceDB rows later: faces, people, assignments). */
export interface PeopleState {
  version: 1;
  /** Distance threshold the clusters were built with (informational; changing it re-clusters nothing). */
  joinDistance: number;
  nextPersonNumber: number;
  faces: FaceRecord[];
  people: PersonState[];
  /** Current membership, model and user alike, for faces that are present. */
  assignments: Array<{ faceId: string; personId: string; by: AssignedBy }>;
  /**
   * User assignments (move, merge) by face id. Kept when the memory is removed, so a re-added face
   * goes back where the user put it.
   */
  userAssignments: Array<{ faceId: string; personId: string }>;
  /** Persons merged away → the person they became; old ids keep working in every call. */
  mergedInto: Array<{ from: string; into: string }>;
  /**
   * How far this state has followed the edit journal: every people edit up to `through` is in it,
   * but for `pending` ones still waiting for their faces (a rebuilt library re-detecting them).
   * Absent in a state saved before the journal, or in a fresh one: then every edit is replayed.
   */
  journal?: JournalCursor;
}

export interface JournalCursor {
  through: number;
  pending: Array<{ seq: number; edit: PeopleOp }>;
}
