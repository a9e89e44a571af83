export { JOIN_DISTANCE, MIN_CLUSTER_QUALITY, MIN_MODEL_FACES } from './clustering';
export { PeopleIndex } from './people-index';
export type { PeopleIndexOptions } from './people-index';
export { faceRecordsOf } from './records';
export type { DetectedFaceLike } from './records';
export { InMemoryPeopleStore } from './store';
export type { PeopleStore } from './store';
export type { AssignedBy, FaceBox, FaceRecord, PeopleState, Person, PersonState } from './types';
export { cosineDistance, unit } from './vector';
