import type { PerceptionSettings } from '../../../../shared/settings';
import type { Database } from '../../store/database';
import type { MemoryRow } from '../../store/schema';
import { defaultDedupSettings, groupDuplicates, mergeGroups, neighbourhood, type DedupItem, type DedupSettings } from './groups';

type Light = Pick<DedupItem, 'id' | 'kind' | 'takenAt' | 'phash'>;

/**
 * Near-duplicate groups kept up to date one memory at a time: a memory is compared only with its
 * neighbourhood (same minutes, or a close perceptual hash), with CLIP vectors when they exist, and
 * groups merge. Every file stays; the group id lets the UI show one.
 */
export class DedupService {
  private items: Map<string, Light> | null = null;
  private groups: Map<string, string> | null = null;

  constructor(
    private readonly db: Database,
    private readonly vectorsOf: (ids: string[]) => Promise<Map<string, Float32Array>>,
    private readonly writeGroup: (id: string, group: string | null) => Promise<void>,
  ) {}

  /** Place one memory; returns its group (null: no duplicate), writing neighbours whose group changed. */
  async update(row: MemoryRow, settings: PerceptionSettings): Promise<string | null> {
    await this.load();
    const items = this.items!;
    const item: Light = { id: row.id, kind: kindOf(row.kind), takenAt: row.taken_at, phash: row.phash };
    items.set(row.id, item);
    const dedup: DedupSettings = { ...defaultDedupSettings, photoCosine: settings.photoDuplicateCosine, screenshotCosine: settings.screenshotDuplicateCosine };
    const near = neighbourhood([...items.values()], [item], dedup);
    const vectors = await this.vectorsOf(near.map((n) => n.id)).catch(() => new Map<string, Float32Array>());
    const found = groupDuplicates(near.map((n) => ({ ...n, vector: vectors.get(n.id) ?? null })), dedup);
    const next = mergeGroups(this.groups!, found);
    for (const [id, group] of next) {
      if (id !== row.id && this.groups!.get(id) !== group) await this.writeGroup(id, group);
    }
    this.groups = next;
    return next.get(row.id) ?? null;
  }

  /** A deleted memory leaves its group (a group of one is no group). */
  forget(id: string): void {
    this.items?.delete(id);
    this.groups?.delete(id);
  }

  private async load(): Promise<void> {
    if (this.items && this.groups) return;
    const rows = await this.db.memoriesWhere('deleted_at IS NULL', ['id', 'kind', 'taken_at', 'phash', 'dup_group']);
    this.items = new Map(rows.map((r) => [r.id, { id: r.id, kind: kindOf(r.kind), takenAt: r.taken_at, phash: r.phash }]));
    this.groups = new Map(rows.filter((r) => r.dup_group).map((r) => [r.id, r.dup_group!]));
  }
}

function kindOf(kind: string): DedupItem['kind'] {
  return kind === 'screenshot' || kind === 'video' ? kind : 'photo';
}
