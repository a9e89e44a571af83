import { describe, expect, it } from 'vitest';
import { townBeside, unknownNames } from '../electron/engine/qa/place-alias';

describe('a name the gazetteer does not know, for a town it does', () => {
  it('takes the capitalised words that are no everyday word and no known name', () => {
    expect(unknownNames('How long was our Lakeland trip with Tom?', ['Tom'])).toEqual(['Lakeland']);
    // Everyday words written with a capital are not names of places.
    expect(unknownNames('Where did we eat during the Fringe?', [])).toEqual([]);
    expect(unknownNames('Show me the Museum photos', [])).toEqual([]);
    // A possessive is whose it is: a person, not a place.
    expect(unknownNames("Where did we go for Priya's birthday?", [])).toEqual([]);
  });

  it('reads the town printed beside the name, address-style, either way round', () => {
    expect(townBeside('Lakeland', [['Your stay is booked', 'Fellside Cottage', 'Keswick, Lakeland', '2 nights'].join('\n')])?.city).toBe('Keswick');
    expect(townBeside('Lakeland', ['LAKELAND, KESWICK'])?.city).toBe('Keswick');
    // The name alone, or beside words that name no town, says nothing.
    expect(townBeside('Lakeland', ['Lakeland Outdoor Shop', 'Lakeland, best fudge'])).toBeNull();
  });
});
