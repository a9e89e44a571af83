/**
 * "What song did they open with": the first item of a running order photographed at the occasion,
 * whose own text names no occasion (a setlist says "1. …"); the ticket taken that evening at the same
 * venue says what the occasion was. "Close with" asks the last item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../electron/engine/index';
import { asksListEnd, listEnd } from '../electron/engine/qa/list-end';
import { library } from './support/located-library';
import { engineOver } from './support/memory-rows';
import { tempDir } from './support/temp';

const LEEDS = { lat: 53.8008, lon: -1.5491 };
const NOW = '2027-09-01T10:00:00+01:00';

describe('the first or last item of a running order', () => {
  it('reads the lowest and highest numbered items, in whatever order OCR set them', () => {
    const setlist = ['2. Paper Kites', '1. Harbour Lights', '3. Northern Line', '-- encore --', '4. Last Orders'];
    expect(listEnd(setlist, 'first')?.value).toBe('Harbour Lights');
    expect(listEnd(setlist, 'last')?.value).toBe('Last Orders');
    // Two numbered lines are a form's, not a running order.
    expect(listEnd(['1. Name', '2. Address'], 'first')).toBeNull();
    expect(asksListEnd('What song did they open with at the gig?', { kind: 'name', subject: 'song' })).toBe('first');
    expect(asksListEnd('What did the band finish with?', { kind: 'none', subject: null })).toBe('last');
    // A code "ends with" digits: no item of a list.
    expect(asksListEnd('What does my card number end with?', { kind: 'identifier', subject: 'card number' })).toBeNull();
  });

  describe('a gig and its setlist', () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await engineOver(await tempDir('list-end'), library(LEEDS, (doc) => [
        doc('ticket.jpg', '2027-05-14T19:40:00', ['CORN EXCHANGE', 'THE NIGHT OWLS - SPRING TOUR', 'FRI 14 MAY 2027 DOORS 19:00', 'ROW C SEAT 5', 'ADMIT ONE']),
        doc('setlist.jpg', '2027-05-14T22:50:00', ['1. Harbour Lights', '2. Paper Kites', '3. Northern Line', '4. Slow Tide', '-- encore --', '5. Last Orders']),
        doc('chores.jpg', '2027-05-20T09:00:00', ['1. Hoover the stairs', '2. Water the plants', '3. Post the parcel']),
      ]));
    });
    afterAll(async () => engine.close());

    it('answers the opener and the closer from the setlist taken that evening', async () => {
      const opener = await engine.ask({ question: 'What song did they open with at the gig in May?', now: NOW, noLlm: true });
      expect(opener.answer).toMatch(/^Harbour Lights\b/);
      const closer = await engine.ask({ question: 'What song did they close with at the gig in May?', now: NOW, noLlm: true });
      expect(closer.answer).toMatch(/^Last Orders\b/);
    });
  });
});
