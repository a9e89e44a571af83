import { describe, expect, it } from 'vitest';
import { extremeOf } from '../electron/engine/qa/superlative';
import { extractFrom, ocrRow } from './support/ocr-row';

/** "My fastest time", "my best position": the measure compared across every match. Made-up results. */
const result = (id: string, time: string, position: number) =>
  ocrRow(id, [['Riverside 5K', 30], ['Results: event #12', 22], [`Time: ${time}`, 22], [`Position: ${position}`, 22]]);
const runs = [result('a', '28:10', 140), result('b', '26:58', 151), result('c', '27:30', 122)];


describe('superlatives compare the asked measure across the matches', () => {
  it('the fastest time is the least, wherever it ranks', () => {
    expect(extractFrom("What's my fastest 5k time?", ...runs)).toMatchObject({ value: '26:58', memoryId: 'b' });
    expect(extractFrom('What was my slowest 5k time?', ...runs)).toMatchObject({ value: '28:10', memoryId: 'a' });
  });

  it('the best place in a field is the least; the highest score the most', () => {
    expect(extractFrom('What was my best position in the 5k?', ...runs)).toMatchObject({ value: '122', memoryId: 'c' });
    const cards = [ocrRow('x', [['Golf Club', 30], ['Score: 86', 22]]), ocrRow('y', [['Golf Club', 30], ['Score: 91', 22]])];
    expect(extractFrom('What was my highest score at the golf club?', ...cards)).toMatchObject({ value: '91', memoryId: 'y' });
  });

  it('hours, minutes and seconds compare as one duration', () => {
    const rides = [ocrRow('p', [['Time: 1:02:10', 22]]), ocrRow('q', [['Time: 58:40', 22]])];
    expect(extremeOf(rides.map((row) => ({ row })), 'time', 'longest')).toMatchObject({ value: '1:02:10' });
  });

  it('one printed value is no comparison: the ordinary reading answers', () => {
    expect(extremeOf([{ row: runs[0]! }], 'time', 'fastest')).toBeNull();
  });
});
