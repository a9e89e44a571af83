/**
 * "Where did I put the spare key", "where is my passport": a note of where things are kept says it a
 * thing a line ("Spare key - blue tin in the shed", "Passport: top drawer, office", "Tent pegs in the
 * red bag"). The answer is what the line says after the thing, not where the note (or a key-cutting
 * receipt ranked above it) was photographed; a line about another thing ("Spare car key") or one that
 * says when ("Meeting: Thu 17 April") is no whereabouts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { keptAt } from '../electron/engine/qa/kept-at';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };

describe('where a thing is kept', () => {
  it('reads the place after the thing the question names', () => {
    const note = ['Where things are', 'Spare key - blue tin in the shed', 'Spare car key is in the bedside table', 'Passport: top drawer, office', 'Tent pegs in the red bag', 'Decorations -> loft, left side', 'Meeting: Thu 17 April'];
    expect(keptAt(note, 'Where did I put the spare key?')?.value).toBe('blue tin in the shed');
    expect(keptAt(note, 'Where is the spare car key?')?.value).toBe('in the bedside table');
    expect(keptAt(note, 'Where do I keep my passport?')?.value).toBe('top drawer, office');
    expect(keptAt(note, 'Where are the tent pegs?')?.value).toBe('in the red bag');
    expect(keptAt(note, 'Where are the decorations?')?.value).toBe('loft, left side');
    expect(keptAt(note, 'Where is the meeting?')).toBeNull();
    expect(keptAt(note, 'Where is the torch?')).toBeNull();
    // A place to go to is an address, not where a thing is kept: "in a locker" is no answer to it.
    expect(keptAt(['Your parcel is in a locker', 'Harbour Mall, Level 1'], 'Where do I collect my parcel from?')).toBeNull();
    expect(keptAt(['Your parcel is in a locker', 'Harbour Mall, Level 1'], 'Where is my parcel?')?.value).toBe('in a locker');
  });

  describe('asked of notes among other documents', () => {
    let engine: Engine;
    beforeAll(async () => {
      const doc = (name: string, at: string, text: string[]) => memoryRow(name, at, HOME, { kind: 'photo', has_text: true, ocr_text: text.join('\n') });
      engine = await engineOver(await tempDir('kept-at'), [
        doc('note.jpg', '2025-01-05T20:00:00', ['Where things are', 'Spare key - blue tin in the shed', 'Passport: top drawer, office', 'Stopcock: under kitchen sink']),
        doc('car.jpg', '2025-01-06T20:00:00', ['Car stuff', 'Spare car key is in the bedside table', 'Locking wheel nut in the glovebox']),
        doc('keys-receipt.jpg', '2025-01-08T20:00:00', ['KEY BAR', 'Key cutting x2  £12.00', 'TOTAL £12.00']),
        doc('taxi.jpg', '2025-03-16T20:00:00', ['Your driver is 4 min away', 'Toyota Prius', 'Trip fare £14.20']),
      ]);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    it('answers where the note says the thing is', async () => {
      const ask = async (question: string) => (await engine.ask({ question, now: '2025-03-20T09:00:00Z', noLlm: true })).answer;
      expect(await ask('Where did I put the spare key?')).toMatch(/^blue tin in the shed —/);
      expect(await ask('Where do I keep my passport?')).toMatch(/^top drawer, office —/);
      expect(await ask('Where is the spare car key?')).toMatch(/^in the bedside table —/);
      expect(await ask('Where is the stopcock?')).toMatch(/^under kitchen sink —/);
    });
  });
});
