/**
 * Dates a seed packet, a lesson app or a library's loans print: months beside or under what is done then, a date under its item.
 */
import { describe, expect, it } from 'vitest';
import { askedThings, printsAny } from '../electron/engine/qa/labelled-date';
import { askedItemFirst } from '../electron/engine/qa/item-first';
import { askDiy } from './support/diy-documents';

describe("a garden or hobby document's dates", () => {
  it('puts the asked item of a list first, each with its own date under it', () => {
    const loans = ['My Account', 'Loans (2)', 'Knitting Without Tears', 'Due back 2 April 2025', 'Woodwork for Beginners', 'Due back 9 April 2025'];
    const things = askedThings('When is Woodwork for Beginners due back?');
    expect(askedItemFirst(loans, things, printsAny)[0]).toBe('Woodwork for Beginners');
    // A title names the whole document, not an item of it.
    expect(askedItemFirst(['Woodwork Club', 'Due 2 May'], askedThings('When is the woodwork club fee due?'), printsAny)).toEqual(['Woodwork Club', 'Due 2 May']);
  });

  const ask = askDiy('qa-probe-diy');

  it('answers a month calendar by the line the question names, beside or over the months', async () => {
    expect(await ask('When can I plant out the tomatoes?')).toMatch(/^Plant out: May - Jun/);
    expect(await ask('When do I harvest the tomatoes?')).toMatch(/^Harvest: Jul - Oct/);
    expect(await ask('When do the sunflowers flower?')).toMatch(/^July - September/);
    expect(await ask('When do I sow sunflowers?')).toMatch(/^April - May/);
    expect(await ask('When is my violin exam?')).toMatch(/^Mar 14, 2025/);
  });

  it('reads the due date under the asked loan, not the first', async () => {
    expect(await ask('When is Woodwork for Beginners due back?')).toMatch(/^Apr 9, 2025/);
    expect(await ask('When is Knitting Without Tears due back?')).toMatch(/^Apr 2, 2025/);
  });
});
