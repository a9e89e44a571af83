import { describe, expect, it } from 'vitest';
import { warmFirstPage } from '../electron/engine/library/warm';
import { FIRST_PAGE_CELLS } from '../renderer/src/state/timeline';

describe('warmFirstPage', () => {
  it("asks for the page the renderer's first paint asks for, so the engine's caches are the ones it will read", async () => {
    const asked: unknown[] = [];
    await warmFirstPage({
      listMemorySummaries: async (input) => {
        asked.push(input);
        return { memories: [], total: 0 };
      },
    });
    expect(asked).toEqual([{ offset: 0, limit: FIRST_PAGE_CELLS }]);
  });

  it('leaves errors to the page: a damaged library neither rejects nor throws', async () => {
    await expect(warmFirstPage({ listMemorySummaries: () => Promise.reject(new Error('damaged')) })).resolves.toBeUndefined();
    await expect(
      warmFirstPage({
        listMemorySummaries: () => {
          throw new Error('damaged');
        },
      }),
    ).resolves.toBeUndefined();
  });
});
