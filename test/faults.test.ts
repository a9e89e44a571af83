import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCampaign, smallFilesystemUnavailable, type CampaignResult } from '../bench/faults/campaign';
import { tempDir } from './support/temp';

/**
 * The fault campaign's short form (the full one is `npm run faults`): one seeded round of each kind
 * on a small album — kill -9 during ingest, perception, augmentation and edits; a full disk; a
 * damaged table file; Ollama dying mid-stream; serve mode under 50 concurrent asks with live sockets.
 */
const noTmpfs = smallFilesystemUnavailable();
if (noTmpfs) console.warn(`[skip] ENOSPC round: ${noTmpfs}`);

describe('fault campaign (short)', () => {
  let result: CampaignResult;

  it('every round keeps every memory and edit, errors readable, and the engine answering', async () => {
    const base = await tempDir('faults');
    result = await runCampaign({
      dir: path.join(base, 'campaign'),
      seed: Number(process.env.MNEMO_FAULTS_SEED ?? 15),
      albumFiles: 4,
      killRounds: { ingest: 1, perception: 1, augment: 1, edit: 1 },
      enospcRounds: noTmpfs ? 0 : 1,
      corruptRounds: 1,
      ollamaRounds: 1,
      load: { askers: 50, sockets: 50, seconds: 10 },
      log: (m) => console.log(m),
    });
    const failed = result.rounds.filter((r) => !r.survived).map((r) => `${r.kind} (seed ${r.seed}): ${r.failures.join('; ')}`);
    expect(failed).toEqual([]);
    expect(result.rounds.map((r) => r.kind)).toEqual([
      'kill-ingest', 'kill-perception', 'kill-augment', 'kill-edit',
      ...(noTmpfs ? [] : ['enospc']), 'corrupt-table', 'ollama-drop', 'serve-load',
    ]);
    // The rounds did what they claim: the edit round had returned edits to keep, the load ran.
    const edit = result.rounds.find((r) => r.kind === 'kill-edit')!;
    expect(edit.details.editsKept).toBe(edit.details.editsReturned);
    const load = result.rounds.find((r) => r.kind === 'serve-load')!;
    expect(load.details.asks).toBeGreaterThan(50);
    expect(load.details.errors).toBe(0);
  }, 15 * 60_000);
});
