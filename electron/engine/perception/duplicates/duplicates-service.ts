import path from 'node:path';
import type { PerceptionSettings } from '../../../../shared/settings';
import type { Database } from '../../store/database';
import type { MemoryRow } from '../../store/schema';
import { affected, groupDuplicates } from './groups';
import { defaultDuplicateSettings, type DuplicateItem, type DuplicateSettings } from './moments';

type Light = Omit<DuplicateItem, 'vector'>;

const COLUMNS = ['id', 'path', 'kind', 'taken_at', 'taken_at_local', 'time_source', 'lat', 'lon', 'phash', 'duplicate_group'] as const;

/**
 * Near-duplicate groups kept up to date one memory at a time: a memory is compared only with its
 * neighbourhood (same minutes, or a close perceptual hash), with CLIP vectors when they exist, and
 * the stored groups it touches are recomputed whole, so a group from an older rule (one that spanned
 * several occasions) splits as soon as any of its members is placed again. Every file stays; the
 * group id lets the UI show one.
 */
export class DuplicatesService {
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
    const groups = this.groups!;
    const item = lightOf(row);
    items.set(row.id, item);
    const rules: DuplicateSettings = {
      ...defaultDuplicateSettings,
      photoDuplicateCosine: settings.photoDuplicateCosine,
      screenshotDuplicateCosine: settings.screenshotDuplicateCosine,
    };
    const near = affected([...items.values()], [item], groups, rules);
    const vectors = await this.vectorsOf(near.map((n) => n.id)).catch(() => new Map<string, Float32Array>());
    const found = groupDuplicates(near.map((n) => ({ ...n, vector: vectors.get(n.id) ?? null })), rules);
    const changed: Array<[string, string | null]> = [];
    for (const n of near) {
      const group = found.get(n.id) ?? null;
      if ((groups.get(n.id) ?? null) === group) continue;
      if (group) groups.set(n.id, group);
      else groups.delete(n.id);
      if (n.id !== row.id) changed.push([n.id, group]);
    }
    for (const [id, group] of changed) await this.writeGroup(id, group);
    return groups.get(row.id) ?? null;
  }

  /** A deleted memory leaves its group (a group of one is no group). */
  forget(id: string): void {
    this.items?.delete(id);
    this.groups?.delete(id);
  }

  private async load(): Promise<void> {
    if (this.items && this.groups) return;
    const rows = await this.db.memoriesWhere('deleted_at IS NULL', COLUMNS);
    this.items = new Map(rows.map((r) => [r.id, lightOf(r)]));
    this.groups = new Map(rows.filter((r) => r.duplicate_group).map((r) => [r.id, r.duplicate_group!]));
  }
}

function lightOf(row: Pick<MemoryRow, (typeof COLUMNS)[number]>): Light {
  // The wall clock, read as UTC: a screenshot's name and an older camera carry no zone, and two shots
  // of one moment show the same clock whether or not the file said where on Earth it was.
  const wall = row.taken_at_local ? Date.parse(`${row.taken_at_local}Z`) : Number.NaN;
  return {
    id: row.id,
    kind: kindOf(row.kind),
    takenAt: Number.isFinite(wall) ? wall : row.taken_at,
    timeSource: row.time_source,
    name: path.basename(row.path),
    lat: row.lat,
    lon: row.lon,
    phash: row.phash,
  };
}

function kindOf(kind: string): DuplicateItem['kind'] {
  return kind === 'screenshot' || kind === 'video' ? kind : 'photo';
}
