import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsService } from '../electron/engine/augment/events/events';
import { analyzeQuestion } from '../electron/engine/qa/analyze';
import { answerTypeOf } from '../electron/engine/qa/answer-type';
import { extractAnswer, type EvidenceRow } from '../electron/engine/qa/extract';
import type { EventRow } from '../electron/engine/augment/events/event-store';
import { LibraryGrounding } from '../electron/engine/qa/grounding';
import { labelledDate, pickLeg } from '../electron/engine/qa/labelled-date';
import { plainQuestion } from '../electron/engine/qa/preamble';
import { findOccasionPhrase } from '../electron/engine/qa/relative-time';
import { asksStay } from '../electron/engine/qa/stay';
import { Database } from '../electron/engine/store/database';
import { emptyMemoryRow } from '../electron/engine/store/schema';
import { ocrRow } from './support/ocr-row';
import { tempDir } from './support/temp';

/** Questions put as a second person would put them read as the first person's did. */

const NOW = new Date('2025-06-01T12:00:00Z');
const none = { events: [], people: [] };

function extract(question: string, ...rows: EvidenceRow[]) {
  const plain = plainQuestion(question);
  return extractAnswer({ type: answerTypeOf(plain, null), terms: [], question: plain, evidence: rows.map((row) => ({ row, similarity: 1 })) });
}

describe('a duration counted in its units', () => {
  it('"how many hours was my shift" is how long it lasted, not how many memories', () => {
    const a = analyzeQuestion('how many hours was my last shift at the food bank', NOW, none);
    expect(a.aggregation).toBe('duration');
    expect(a.answerType.kind).toBe('duration');
  });

  it('the unit and the time "spent" are not words to match', () => {
    const a = analyzeQuestion('how many days did we spend in Portugal', NOW, none);
    expect(a.aggregation).toBe('duration');
    expect(a.terms).not.toContain('days');
    expect(a.terms).not.toContain('spend');
  });

  it('a duration asked of a place one was in, or of a stay, is the whole trip there', () => {
    expect(asksStay('how many days was I in Porto for?', [{}])).toBe(true);
    expect(asksStay('How long did I stay in Ghent?', [{}])).toBe(true);
    expect(asksStay('How long was the ferry ride to Hvar?', [{ route: 'to' }])).toBe(false);
    expect(asksStay('How long does the bread bake?', [])).toBe(false);
  });
});

describe('an amount asked with the verb of paying', () => {
  it('matches what was paid for, not the PAID every receipt prints', () => {
    expect(analyzeQuestion('How much did I pay for the last boiler service?', NOW, none).terms).toEqual(['boiler', 'service']);
    expect(analyzeQuestion('what did the bike repair cost me', NOW, none).terms).not.toContain('cost');
    // With nothing else asked, the verb is all there is to match.
    expect(analyzeQuestion('How much did I spend?', NOW, none).terms).toEqual(['spend']);
  });
});

describe('when something is timetabled or still to come', () => {
  it('"when did the coach leave" asks the time a ticket prints; "when did I leave" the day', () => {
    expect(answerTypeOf('When did the coach home from Leeds leave?', null)).toEqual({ kind: 'date', subject: 'time' });
    expect(answerTypeOf('when did our flight to Oslo land', null)).toEqual({ kind: 'date', subject: 'time' });
    expect(answerTypeOf('When did I leave for Rome?', null)).toEqual({ kind: 'date', subject: null });
  });

  it('"when am I seeing the optician" is the appointment\'s printed date, not the screenshot\'s', () => {
    const shot = ocrRow('cal', [['Calendar', 30], ['Optician', 30], ['Tue, Oct 7, 2025, 11:00 AM', 24]], { taken_at_local: '2025-09-20T10:00:00' });
    expect(extract('when am I seeing the optician?', shot)?.value).toMatch(/Oct 7, 2025/);
  });

  it('the thing a question names is no label of a date: an exam notice\'s title is not the asked duty', () => {
    const taken = Date.parse('2025-08-21T00:00:00Z');
    expect(labelledDate(['ANNUAL EYE EXAM', 'THU SEP 18 2025 4:15 PM'], 'When am I invigilating the physics exam?', taken)).toBeNull();
  });

  it('the way home of one journey is not a ticket months later', () => {
    const at = (iso: string, similarity: number) => ({ ref: { similarity, row: { taken_at: Date.parse(iso) } } });
    const liverpool = at('2024-04-20T17:00:00Z', 1);
    const edinburgh = at('2024-08-12T15:00:00Z', 0.95);
    expect(pickLeg([liverpool, edinburgh], 'When did the coach home from Leeds leave?')).toBe(liverpool);
    const out = at('2024-04-20T09:00:00Z', 0.98);
    expect(pickLeg([out, liverpool], 'When did the coach home from Leeds leave?')).toBe(liverpool);
  });

  it('"the weekend before we went to Oslo" dates the question by the trip', () => {
    expect(findOccasionPhrase('what was left on my list the weekend before we went to Oslo')).toMatchObject({ direction: 'before', unit: 'weekend', anchor: 'Oslo' });
    expect(findOccasionPhrase('what did I do the day after we got back from Rome?')).toMatchObject({ direction: 'after', unit: 'day', anchor: 'Rome' });
  });
});

describe('a question typed as a noun phrase', () => {
  it('asks what "what is/are …" asks', () => {
    expect(plainQuestion('Lantern & Fox wifi password please')).toBe('what is Lantern & Fox wifi password?');
    expect(plainQuestion('ingredients for the lentil soup?')).toBe('what are ingredients for the lentil soup?');
    expect(plainQuestion('beach pics from Crete')).toBe('beach pics from Crete');
    // A wh-word after a preposition still opens a question.
    expect(plainQuestion('On which date did I see the optician?')).toBe('On which date did I see the optician?');
    const card = ocrRow('wifi', [['LANTERN & FOX', 40], ['FREE WIFI', 26], ['Password: oatmilk77', 26]]);
    expect(extract('Lantern & Fox wifi password please', card)?.value).toBe('oatmilk77');
  });

  it('"&" in a name does not end the noun asked about', () => {
    expect(answerTypeOf("What's the Lantern & Fox wifi password?", null)).toMatchObject({ kind: 'identifier' });
  });
});

describe('a code asked in the plural', () => {
  it('"what were my seats" reads the label printed in the singular', () => {
    expect(answerTypeOf('What were my seats for the opera?', null)).toEqual({ kind: 'identifier', subject: 'seat' });
    const ticket = ocrRow('ticket', [['CITY OPERA', 40], ['TOSCA', 30], ['CIRCLE ROW D SEAT 7', 26]]);
    expect(extract('What were my seats for the opera?', ticket)?.value).toMatch(/ROW D SEAT 7/);
  });
});

describe('how long a trip asked about by name lasted', () => {
  let db: Database;
  const trip: EventRow = {
    id: 'trip', kind: 'trip', name: 'Trip to Osaka', place: 'Osaka', start: Date.parse('2025-03-01T09:00:00Z'), end: Date.parse('2025-03-05T20:00:00Z'),
    member_ids_json: '["m1"]', visits_json: null, origin: 'auto', importance: null, locked_json: '{}', status: 'active', evidence_json: null, created_at: 0, updated_at: 0,
  };
  class Grounding extends LibraryGrounding {
    override async activeEvents(): Promise<readonly EventRow[]> {
      return [trip];
    }
  }
  beforeAll(async () => {
    db = await Database.open(await tempDir('second-rewording-trip'));
    const row = (id: string, local: string) => ({ ...emptyMemoryRow(id, `/photos/${id}.jpg`, '/photos', Date.now()), taken_at: Date.parse(`${local}Z`), taken_at_local: local, status: 'ok' });
    await db.upsertMemories([
      { ...row('m1', '2025-03-02T12:00:00'), lat: 34.69, lon: 135.5, place_city: 'Osaka' },
      // The boarding pass home, a screenshot without a place, the day after the last photo.
      { ...row('m2', '2025-03-06T08:00:00'), ocr_text: 'BOARDING PASS\nOSAKA KIX - SINGAPORE SIN\nFLIGHT SQ 619' },
    ]);
  });
  afterAll(() => db.close());

  it('still counts its travel days home: the named trip is the one around it', async () => {
    const grounding = new Grounding(db, await EventsService.open(db));
    const analysis = analyzeQuestion('how many days was our Osaka trip', NOW, { events: [trip], people: [] });
    expect(analysis.events.map((e) => e.id)).toEqual(['trip']);
    const around = await grounding.tripAround(analysis, []);
    expect(around?.end.slice(0, 10)).toBe('2025-03-06');
  });
});
