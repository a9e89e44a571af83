import { describe, expect, it } from 'vitest';
import {
  InMemoryPeopleStore,
  JOIN_DISTANCE,
  MIN_CLUSTER_QUALITY,
  PeopleIndex,
  cosineDistance,
  faceRecordsOf,
  unit,
  type FaceRecord,
} from '../electron/engine/perception/people/index';

// Synthetic descriptors: each identity is a random direction in 64-d; its faces are that direction
// plus small noise (cosine distance ~0.02–0.05 between them), identities are ~1.0 apart.
const DIMS = 64;

function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32 - 0.5;
  };
}

function identity(seed: number): number[] {
  const r = random(seed * 7919);
  return Array.from({ length: DIMS }, () => r());
}

function near(base: number[], seed: number, noise = 0.03): number[] {
  const r = random(seed * 104729 + 13);
  const b = unit(base);
  return Array.from(b, (x) => x + noise * r());
}

/** A point between two descriptors (for bridging faces). */
function between(a: number[], b: number[], t = 0.5): number[] {
  const ua = unit(a);
  const ub = unit(b);
  return Array.from(ua, (x, i) => (1 - t) * x + t * ub[i]!);
}

function face(memoryId: string, index: number, descriptor: number[], quality = 1): FaceRecord {
  return { faceId: `${memoryId}:${index}`, memoryId, descriptor, box: { x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, quality };
}

const ANN = identity(1);
const BOB = identity(2);
const CAT = identity(3);

/** Ann in m1..m3, Bob in m4..m5: two model persons. */
function twoPeople(): { index: PeopleIndex; ann: string; bob: string } {
  const index = new PeopleIndex();
  index.addFaces([face('m1', 0, near(ANN, 1)), face('m2', 0, near(ANN, 2)), face('m3', 0, near(ANN, 3))]);
  index.addFaces([face('m4', 0, near(BOB, 4)), face('m5', 0, near(BOB, 5))]);
  return { index, ann: index.personOf('m1:0')!, bob: index.personOf('m4:0')! };
}

describe('PeopleIndex clustering', () => {
  it('uses synthetic descriptors that sit well inside and outside the join distance', () => {
    expect(cosineDistance(unit(near(ANN, 1)), unit(near(ANN, 2)))).toBeLessThan(JOIN_DISTANCE / 4);
    expect(cosineDistance(unit(near(ANN, 1)), unit(near(BOB, 2)))).toBeGreaterThan(JOIN_DISTANCE * 1.5);
  });

  it('leaves a lone face unassigned until a second similar face arrives, then forms a person', () => {
    const index = new PeopleIndex();
    expect(index.addFaces([face('m1', 0, near(ANN, 1))])).toEqual([{ faceId: 'm1:0', personId: null }]);
    expect(index.people()).toEqual([]);
    const [added] = index.addFaces([face('m2', 0, near(ANN, 2))]);
    expect(added!.personId).not.toBeNull();
    expect(index.personOf('m1:0')).toBe(added!.personId);
    expect(index.assignedBy('m1:0')).toBe('model');
  });

  it('joins the nearest person incrementally and keeps existing ids', () => {
    const { index, ann, bob } = twoPeople();
    expect(ann).not.toBe(bob);
    expect(index.addFaces([face('m6', 0, near(BOB, 6)), face('m7', 0, near(ANN, 7))])).toEqual([
      { faceId: 'm6:0', personId: bob },
      { faceId: 'm7:0', personId: ann },
    ]);
    expect(index.people().map((p) => [p.id, p.faceIds.length])).toEqual([
      [ann, 4],
      [bob, 3],
    ]);
  });

  it('never puts two faces of one photo in the same person', () => {
    const index = new PeopleIndex();
    // Twins in one photo, then one more photo of the first.
    index.addFaces([face('g', 0, near(ANN, 1)), face('g', 1, near(ANN, 2))]);
    expect(index.personOf('g:0')).toBeNull();
    expect(index.personOf('g:1')).toBeNull();
    index.addFaces([face('m1', 0, near(ANN, 3))]);
    const person = index.personOf('m1:0');
    expect(person).not.toBeNull();
    const inPerson = ['g:0', 'g:1'].filter((id) => index.personOf(id) === person);
    expect(inPerson).toHaveLength(1);
  });

  it('does not cluster low-quality faces (profiles), but the user can move them in', () => {
    const { index, ann } = twoPeople();
    index.addFaces([face('m9', 0, near(ANN, 9), MIN_CLUSTER_QUALITY / 2)]);
    expect(index.personOf('m9:0')).toBeNull();
    index.moveFace('m9:0', ann);
    expect(index.personOf('m9:0')).toBe(ann);
  });

  it('links clusters that a new face bridges (single linkage), unless a photo would hold one person twice', () => {
    const index = new PeopleIndex({ joinDistance: 0.3 });
    const left = identity(10);
    const right = near(between(left, identity(11), 0.6), 99, 0); // ~0.45 from left, midpoint ~0.12 from both
    const mid = between(left, right);
    index.addFaces([face('a1', 0, near(left, 1, 0.01)), face('a2', 0, near(left, 2, 0.01))]);
    index.addFaces([face('b1', 0, near(right, 3, 0.01)), face('b2', 0, near(right, 4, 0.01))]);
    const separate = cosineDistance(unit(near(left, 1, 0.01)), unit(near(right, 3, 0.01)));
    expect(separate).toBeGreaterThan(0.3);
    expect(index.people()).toHaveLength(2);
    index.addFaces([face('c1', 0, mid)]);
    expect(index.people()).toHaveLength(1);
    expect(index.people()[0]!.faceIds).toHaveLength(5);

    // Same setup, but one photo has a face in each cluster: the bridge joins only the nearer one.
    const split = new PeopleIndex({ joinDistance: 0.3 });
    split.addFaces([face('a1', 0, near(left, 1, 0.01)), face('g', 0, near(left, 2, 0.01))]);
    split.addFaces([face('b1', 0, near(right, 3, 0.01)), face('g', 1, near(right, 4, 0.01))]);
    split.addFaces([face('c1', 0, mid)]);
    expect(split.people()).toHaveLength(2);
  });

  it('gives the same clusters whatever the order faces arrive in', () => {
    const faces = [ANN, BOB, CAT].flatMap((who, w) => [0, 1, 2, 3].map((i) => face(`m${w}-${i}`, 0, near(who, w * 10 + i))));
    const partition = (order: FaceRecord[]) => {
      const index = new PeopleIndex();
      for (const f of order) index.addFaces([f]);
      return index
        .people()
        .map((p) => p.faceIds.join(','))
        .sort();
    };
    const forward = partition(faces);
    expect(forward).toHaveLength(3);
    expect(partition([...faces].reverse())).toEqual(forward);
    expect(partition(faces.filter((_, i) => i % 2 === 0).concat(faces.filter((_, i) => i % 2 === 1)))).toEqual(forward);
  });

  it('picks the highest-quality face as representative', () => {
    const index = new PeopleIndex();
    index.addFaces([face('m1', 0, near(ANN, 1), 0.7), face('m2', 0, near(ANN, 2), 0.95), face('m3', 0, near(ANN, 3), 0.8)]);
    expect(index.people()[0]!.representativeFaceId).toBe('m2:0');
  });

  it('rejects descriptors of another size and unknown ids', () => {
    const { index } = twoPeople();
    expect(() => index.addFaces([face('x', 0, [1, 2, 3])])).toThrow(/64-d/);
    expect(() => index.name('person-404', 'Nobody')).toThrow(/unknown person/);
    expect(() => index.moveFace('nope:0', index.people()[0]!.id)).toThrow(/unknown face/);
  });
});

describe('PeopleIndex user corrections', () => {
  it('name: sets, trims, clears; a named person survives re-adds and keeps growing', () => {
    const { index, ann } = twoPeople();
    index.name(ann, '  Ann  ');
    expect(index.getPerson(ann)!.name).toBe('Ann');
    index.addFaces([face('m8', 0, near(ANN, 8))]);
    expect(index.personOf('m8:0')).toBe(ann);
    index.name(ann, ' ');
    expect(index.getPerson(ann)!.name).toBeNull();
  });

  it('never lets the model merge two persons the user named', () => {
    const index = new PeopleIndex({ joinDistance: 0.3 });
    const left = identity(20);
    const right = near(between(left, identity(21), 0.6), 98, 0);
    index.addFaces([face('a1', 0, near(left, 1, 0.01)), face('a2', 0, near(left, 2, 0.01))]);
    index.addFaces([face('b1', 0, near(right, 3, 0.01)), face('b2', 0, near(right, 4, 0.01))]);
    const [a, b] = [index.personOf('a1:0')!, index.personOf('b1:0')!];
    index.name(a, 'Ann');
    index.name(b, 'Bea');
    index.addFaces([face('c1', 0, between(left, right))]);
    expect(index.people().map((p) => p.name).sort()).toEqual(['Ann', 'Bea']);
  });

  it('merge: faces become user assignments of the target; the old id keeps working', () => {
    const { index, ann, bob } = twoPeople();
    index.name(bob, 'Bob');
    index.merge(ann, bob);
    expect(index.people()).toHaveLength(1);
    const merged = index.people()[0]!;
    expect(merged.id).toBe(ann);
    expect(merged.name).toBe('Bob'); // the target had none
    expect(merged.faceIds).toEqual(['m1:0', 'm2:0', 'm3:0', 'm4:0', 'm5:0']);
    expect(index.assignedBy('m4:0')).toBe('user');
    expect(index.getPerson(bob)!.id).toBe(ann);
    index.name(bob, 'Ann & Bob'); // stale id from the UI
    expect(index.getPerson(ann)!.name).toBe('Ann & Bob');
    // A new photo of Bob goes to the merged person (nearest faces are there).
    index.addFaces([face('m6', 0, near(BOB, 6))]);
    expect(index.personOf('m6:0')).toBe(ann);
  });

  it('merge: faces the target had rejected stay out, and rejections carry over', () => {
    const { index, ann, bob } = twoPeople();
    index.rejectFace('m4:0', ann);
    index.rejectFace('m1:0', bob);
    index.merge(ann, bob);
    expect(index.personOf('m4:0')).not.toBe(ann);
    expect(index.rejectedFaceIds(ann)).toEqual(['m1:0', 'm4:0']);
    expect(index.personOf('m1:0')).not.toBe(ann); // model-made member that `from` had rejected leaves
  });

  it('moveFace: the user assignment is final and is remembered across remove and re-add', () => {
    const { index, bob } = twoPeople();
    index.moveFace('m3:0', bob);
    expect(index.personOf('m3:0')).toBe(bob);
    expect(index.assignedBy('m3:0')).toBe('user');
    // More Ann photos never pull it back.
    index.addFaces([face('m7', 0, near(ANN, 7))]);
    expect(index.personOf('m3:0')).toBe(bob);
    index.removeMemory('m3');
    expect(index.personOf('m3:0')).toBeNull();
    index.addFaces([face('m3', 0, near(ANN, 3))]);
    expect(index.personOf('m3:0')).toBe(bob);
  });

  it('moveFace: a model person left with one face dissolves; its face follows its nearest neighbour', () => {
    const { index, ann, bob } = twoPeople();
    index.moveFace('m4:0', ann);
    expect(index.getPerson(bob)).toBeNull();
    // m5's only close face is m4, which the user just called Ann: the model follows the user.
    expect(index.personOf('m5:0')).toBe(ann);
    expect(index.assignedBy('m5:0')).toBe('model');
  });

  it('a face with nowhere to go waits unassigned', () => {
    const index = new PeopleIndex();
    index.addFaces([face('m1', 0, near(ANN, 1)), face('m2', 0, near(ANN, 2))]);
    const carl = index.createPerson('Carl');
    index.moveFace('m1:0', carl);
    expect(index.personOf('m2:0')).toBe(carl); // its model person dissolved; it followed m1
    index.rejectFace('m2:0', carl);
    expect(index.personOf('m2:0')).toBeNull();
    expect(index.unassignedFaceIds()).toEqual(['m2:0']);
  });

  it('moveFace to a new person created for it', () => {
    const { index } = twoPeople();
    const carl = index.createPerson('Carl');
    index.moveFace('m1:0', carl);
    expect(index.getPerson(carl)!.faceIds).toEqual(['m1:0']);
  });

  it('rejectFace: the face never returns to that person — not on re-add, not via new faces, not via merges', () => {
    const { index, ann, bob } = twoPeople();
    index.rejectFace('m2:0', ann);
    expect(index.personOf('m2:0')).not.toBe(ann);
    expect(index.rejectedFaceIds(ann)).toEqual(['m2:0']);

    // Re-add after the memory left and came back.
    index.removeMemory('m2');
    index.addFaces([face('m2', 0, near(ANN, 2))]);
    expect(index.personOf('m2:0')).not.toBe(ann);

    // A twin of the rejected face appears: they may form their own person, never Ann.
    index.addFaces([face('m10', 0, near(ANN, 2, 0.001))]);
    expect(index.personOf('m2:0')).not.toBe(ann);
    const other = index.personOf('m2:0');
    expect(other).not.toBeNull();
    // m11 is close to Ann's faces and to that cluster: the bridge would merge them, but a model
    // merge into Ann is refused while the cluster holds a face Ann rejected.
    index.addFaces([face('m11', 0, near(ANN, 11))]);
    expect([ann, other]).toContain(index.personOf('m11:0'));
    expect(index.getPerson(other!)!.id).toBe(other); // not merged away
    expect(index.personOf('m2:0')).toBe(other);

    // Survives serialisation.
    const restored = PeopleIndex.fromState(JSON.parse(JSON.stringify(index.toState())));
    restored.removeMemory('m2');
    restored.addFaces([face('m2', 0, near(ANN, 2))]);
    expect(restored.personOf('m2:0')).not.toBe(ann);
    expect(index.personOf('m4:0')).toBe(bob);
  });

  it('rejectFace: the face can still find its real person', () => {
    const { index, ann, bob } = twoPeople();
    // A Bob face the model wrongly put in Ann (user moved it there first, then says no).
    index.addFaces([face('m6', 0, near(BOB, 6))]);
    index.moveFace('m6:0', ann);
    index.rejectFace('m6:0', ann);
    expect(index.personOf('m6:0')).toBe(bob);
  });

  it('moveFace back to a person that had rejected the face clears the rejection', () => {
    const { index, ann } = twoPeople();
    index.rejectFace('m1:0', ann);
    index.moveFace('m1:0', ann);
    expect(index.personOf('m1:0')).toBe(ann);
    expect(index.rejectedFaceIds(ann)).toEqual([]);
  });

  it('hide: flags the person and keeps it (even when empty) through state round trips', () => {
    const { index, bob } = twoPeople();
    index.hide(bob, true);
    expect(index.getPerson(bob)!.hidden).toBe(true);
    index.removeMemory('m4');
    index.removeMemory('m5');
    expect(index.getPerson(bob)).toMatchObject({ hidden: true, faceIds: [] });
    const restored = PeopleIndex.fromState(JSON.parse(JSON.stringify(index.toState())));
    expect(restored.getPerson(bob)).toMatchObject({ hidden: true, faceIds: [] });
    index.hide(bob, false);
    expect(index.getPerson(bob)!.hidden).toBe(false);
  });

  it('removeMemory dissolves a model person left with one face but keeps named ones', () => {
    const { index, ann, bob } = twoPeople();
    index.name(ann, 'Ann');
    index.removeMemory('m1');
    index.removeMemory('m2');
    index.removeMemory('m3');
    expect(index.getPerson(ann)).toMatchObject({ name: 'Ann', faceIds: [] });
    index.removeMemory('m4');
    expect(index.getPerson(bob)).toBeNull();
    expect(index.personOf('m5:0')).toBeNull();
    // Ann's photos come back: they return to Ann? No user assignment existed, so the model
    // re-forms a person; the named one stays for the user to merge.
    index.addFaces(faceRecordsOf('m1', [{ box: { x: 0, y: 0, w: 1, h: 1 }, score: 1, descriptor: near(ANN, 1) }]));
    expect(index.personOf('m1:0')).toBeNull();
  });
});

describe('PeopleIndex state', () => {
  it('round-trips through JSON and a store, and behaves the same afterwards', async () => {
    const { index, ann, bob } = twoPeople();
    index.name(ann, 'Ann');
    index.moveFace('m3:0', bob);
    index.rejectFace('m1:0', bob);
    const store = new InMemoryPeopleStore();
    expect(await store.load()).toBeNull();
    await store.save(index.toState());
    const restored = PeopleIndex.fromState((await store.load())!);
    expect(restored.people()).toEqual(index.people());
    expect(restored.toState()).toEqual(index.toState());
    for (const i of [index, restored]) i.addFaces([face('m6', 0, near(ANN, 6)), face('m7', 0, near(BOB, 7))]);
    expect(restored.people()).toEqual(index.people());
    expect(restored.assignedBy('m3:0')).toBe('user');
  });

  it('refuses a state of another version', () => {
    expect(() => PeopleIndex.fromState({ ...new PeopleIndex().toState(), version: 2 as 1 })).toThrow(/version/);
  });
});
