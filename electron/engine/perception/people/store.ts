import type { PeopleState } from './types';

/**
 * Where the people index's state lives. The engine will back this with LanceDB tables (faces,
 * people, assignments); the in-memory store serves tests and the CLI until then.
 */
export interface PeopleStore {
  load(): Promise<PeopleState | null>;
  save(state: PeopleState): Promise<void>;
}

/** Keeps a JSON copy, so what is loaded never aliases what the index is still changing. */
export class InMemoryPeopleStore implements PeopleStore {
  private json: string | null = null;

  async load(): Promise<PeopleState | null> {
    return this.json === null ? null : (JSON.parse(this.json) as PeopleState);
  }

  async save(state: PeopleState): Promise<void> {
    this.json = JSON.stringify(state);
  }
}
