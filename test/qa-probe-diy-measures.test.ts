/**
 * How wide, deep or tall, from a note of measurements, furniture's initials, a pattern's prose or a plant label.
 */
import { describe, expect, it } from 'vitest';
import { attributeMeasure, attributeNouns } from '../electron/engine/qa/dimension';
import { askDiy, WINDOW } from './support/diy-documents';

describe("a DIY or garden document's measures", () => {
  it('reads what a size adjective measures from WordNet, and the measure under that label', () => {
    expect(attributeNouns('wide')).toContain('width');
    expect(attributeNouns('deep')).toContain('depth');
    expect(attributeNouns('tall')).toContain('height');
    const cm = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s?(m|cm|mm)(?![\p{L}\d])/iu;
    expect(attributeMeasure(WINDOW, 'wide', cm)?.value).toBe('1420 mm');
    expect(attributeMeasure(WINDOW, 'deep', cm)?.value).toBe('28 cm');
    expect(attributeMeasure(['Spread 45cm  Height 90cm'], 'tall', cm)?.value).toBe('90 cm');
    expect(attributeMeasure(['WIDTH', '1420 mm'], 'wide', cm)?.value).toBe('1420 mm');
    expect(attributeMeasure(['Size 12: 2.6m of 150cm wide fabric'], 'wide', cm)?.value).toBe('150 cm');
    // Furniture prints the measures by their initials.
    expect(attributeMeasure(['Bookcase', 'H 180cm', 'W 80cm', 'D 30cm'], 'deep', cm)?.value).toBe('30 cm');
    expect(attributeMeasure(['Bookcase', 'H 180cm', 'W 80cm', 'D 30cm'], 'wide', cm)?.value).toBe('80 cm');
  });

  const ask = askDiy('qa-probe-diy');

  it('answers how wide or deep by the label that names the measure', async () => {
    expect(await ask('How wide is the living room window?')).toMatch(/^1420 mm/);
    expect(await ask('How wide is the shed base?')).toMatch(/^6 ft/);
  });

  it('answers how tall by the line that says the question\'s verb', async () => {
    expect(await ask('How tall does the giant sunflower grow?')).toMatch(/^3 m — /);
  });
});
