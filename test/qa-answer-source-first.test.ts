/**
 * The memory an answer was read from leads the references: "how much did the bananas cost" reads the
 * receipt's "BANANAS LOOSE … 0.79", so the receipt is the first reference, not the banana bread recipe
 * that says "bananas" as plainly. A library of everyday documents, made up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Engine } from '../electron/engine/index';
import { engineOver, memoryRow } from './support/memory-rows';
import { tempDir } from './support/temp';

const HOME = { lat: 51.4545, lon: -2.5879 };
const LIBRARY: Record<string, [string, string, 'photo' | 'screenshot', string[]]> = {
  'groceries-may09.jpg': ['2026-05-09T11:20:00', 'photo', 'photo', [
    'GREENLEAF SUPERSTORE', 'Harbour Road', 'VAT No. 284 1190 22', 'SEMI SKIMMED MILK 4PT   1.45', 'BANANAS LOOSE', '0.842 kg @ £0.94/kg     0.79',
    'CHICKEN THIGHS 1KG      4.50', 'PASTA PENNE 500G        0.85', 'PASTA PENNE 500G        0.85', 'MULTIBUY 2 FOR £1.20   -0.50',
    'FREE RANGE EGGS 6       1.95', 'BALANCE DUE            9.89', 'VISA CONTACTLESS        9.89',
    'VAT RATE   NET    VAT', 'A 0%      9.89   0.00', 'CLUBCARD POINTS THIS VISIT 9', 'CLUBCARD BALANCE 1,274', '09/05/26 11:18 ST 2231 TILL 4']],
  'groceries-may23.jpg': ['2026-05-23T17:05:00', 'photo', 'photo', [
    'MARKETSIDE FOODS', 'Receipt', 'Item Qty Price', 'Tomatoes vine 1 2.20', 'Basmati rice 2kg 1 3.80', 'Greek yoghurt 2 3.00', 'Washing-up liquid 1 1.60',
    'Subtotal 10.60', 'Rewards savings -0.80', 'Total £9.80', 'Paid by Mastercard', 'VAT summary', 'Rate 20% Net 1.33 VAT 0.27', 'Rate 0% Net 8.20 VAT 0.00',
    'Rewards points earned: 49', '23 May 2026 16:58']],
  'groceries-jun02.jpg': ['2026-06-02T18:40:00', 'photo', 'photo', [
    'GREENLEAF SUPERSTORE', 'SOURDOUGH LOAF          2.40', 'BUTTER 250G             2.10', 'COFFEE BEANS 1KG       11.00', 'BALANCE DUE           15.50',
    'CLUBCARD POINTS THIS VISIT 15', '02/06/26 18:37']],
  'trattoria-bill.jpg': ['2026-05-30T21:45:00', 'photo', 'photo', [
    'TRATTORIA DEL PONTE', 'Table: 14', 'Covers: 4', 'Server: Giulia', '2 x Bruschetta       13.00', '1 x Risotto funghi   15.50',
    '2 x Pizza margherita 22.00', '1 x Tiramisu          6.50', '1 Bottle Chianti     28.00', 'Subtotal             85.00',
    'Optional service charge 12.5%   10.63', 'TOTAL                95.63', 'Thank you! 30/05/2026 21:41']],
  'cafe-slip.jpg': ['2026-06-06T10:30:00', 'photo', 'photo', [
    'THE COPPER KETTLE CAFE', 'MERCHANT ID 00412290', 'SALE', 'AMOUNT       £14.20', 'TIP           £2.50', 'TOTAL        £16.70',
    'CONTACTLESS', 'AUTH CODE 662190', '06/06/26 10:27', 'CUSTOMER COPY']],
  'thai-order.png': ['2026-06-05T19:52:00', 'screenshot', 'screenshot', [
    '19:52', 'Order #48213', 'Bangkok Garden', 'On its way', 'Your rider Tomasz is on the way', 'Arriving 20:10 - 20:20',
    'Your order', '1x Pad Thai chicken £10.95', '1x Green curry tofu £11.50', '2x Jasmine rice £6.00', '1x Prawn crackers £3.25',
    'Subtotal £31.70', 'Delivery fee £2.49', 'Service fee £0.99', 'Total £35.18']],
  'pizza-order.png': ['2026-05-29T20:15:00', 'screenshot', 'screenshot', [
    '20:15', 'Slice House', 'Order confirmed', 'Order no. 7731-AB', 'Estimated delivery 20:45', '1 x Large Pepperoni  £14.99', '1 x Garlic bread  £4.50',
    'Delivery  £1.99', 'Total  £21.48', 'Paid with Apple Pay']],
  'shoes-email.png': ['2026-05-18T08:02:00', 'screenshot', 'screenshot', [
    'Inbox', 'StrideWell <orders@stridewell.example>', 'Thanks for your order!', 'Order number: SW-2209381', 'Order date: 17 May 2026',
    'Trail running shoes - Size 9 - Blue', 'Qty 1  £84.99', 'Standard delivery  FREE', 'Order total  £84.99',
    'Free returns within 30 days.', 'Return by: 16 June 2026']],
  'parcel-tracking.png': ['2026-06-08T09:15:00', 'screenshot', 'screenshot', [
    '09:15', 'Track your parcel', 'SwiftPost', 'Tracking number', 'SP 4471 9920 3GB', 'Out for delivery', 'Expected delivery',
    'Today, 13:00 - 14:00', 'From: HomeGoods Direct', 'Your driver is Anil']],
  'parcel2-tracking.png': ['2026-06-09T12:40:00', 'screenshot', 'screenshot', [
    'Parcel dispatched', 'Your order 55-1183-02 from Pagefold Books has been dispatched.', 'Carrier: ParcelLink', 'Tracking no: PL88412907731',
    'Estimated delivery: Thursday 11 June, between 9am and 1pm']],
  'refund.jpg': ['2026-06-03T15:00:00', 'photo', 'photo', [
    'URBAN THREADS', 'REFUND', 'Denim jacket M       -£45.00', 'Reason: too small', 'REFUND TOTAL        -£45.00', 'Refunded to VISA ****4417',
    'Please allow 3-5 working days', '03/06/2026 14:56']],
  'kettle-warranty.jpg': ['2026-04-12T16:00:00', 'photo', 'photo', [
    'AURELIA HOME', 'GUARANTEE CARD', 'Product: Electric kettle 1.7L', 'Model: AK-170', 'Serial No. 2304-77819', 'Date of purchase: 12/04/2026',
    'This product is guaranteed for 2 years from the date of purchase', 'Keep your receipt as proof of purchase']],
  'shelf-tag.jpg': ['2026-05-23T16:40:00', 'photo', 'photo', [
    'Cherry Tomatoes', '250g', '£1.35', '£5.40 per kg', 'Was £1.60']],
  'pancakes.png': ['2026-05-31T09:00:00', 'screenshot', 'screenshot', [
    'Fluffy American pancakes', 'Serves 4 | Prep 10 mins | Cook 20 mins', 'Ingredients', '200g plain flour', '1 tsp baking powder', '1 tbsp caster sugar',
    '2 large eggs', '300ml milk', '25g melted butter', 'Method', '1. Whisk the flour, baking powder and sugar.']],
  'banana-bread.png': ['2026-04-20T14:00:00', 'screenshot', 'screenshot', [
    'Easy banana bread', 'Ingredients', '3 ripe bananas', '140g butter', '140g caster sugar', '3 eggs', '140g self-raising flour', 'Bake 30 mins at 180C']],
  'meal-plan.jpg': ['2026-06-07T18:00:00', 'photo', 'photo', [
    'MEALS THIS WEEK', 'Mon - spaghetti bolognese', 'Tue - chicken fajitas', 'Wed - leftover bolognese', 'Thu - salmon & rice', 'Fri - takeaway!', 'Sat - BBQ at Sam\'s']],
  'split.png': ['2026-05-30T22:00:00', 'screenshot', 'screenshot', [
    'Split the bill', 'Trattoria dinner', 'Total £95.63', 'Split between 4', 'Each pays £23.91', 'Requests sent']],
  'boarding.png': ['2026-05-12T06:00:00', 'screenshot', 'screenshot', ['BOARDING PASS', 'Flight EZ 4123', 'Gate 22', 'Seat 14C', 'Boarding 06:35']],
  'parking.jpg': ['2026-05-30T19:00:00', 'photo', 'photo', ['CITY CAR PARKS', 'PAY AND DISPLAY', 'Expires 23:00', 'Tariff paid £4.50']],
  'gym.jpg': ['2026-05-20T07:00:00', 'photo', 'photo', ['FITZONE CLASSES', 'MON 18:00 SPIN', 'TUE 19:00 YOGA', 'WED 07:00 HIIT']],
  'beach.jpg': ['2026-05-16T15:00:00', 'photo', 'photo', []],
};

describe('the answer\'s source first', () => {
  let engine: Engine;
  beforeAll(async () => {
    const rows = Object.entries(LIBRARY).map(([name, [t, , kind, lines]]) => memoryRow(name, t, HOME, lines.length ? { kind, has_text: true, ocr_text: lines.join('\n') } : { kind }));
    engine = await engineOver(await tempDir('qa-answer-source-first'), rows);
  });
  afterAll(async () => engine.close());

  it('cites first the memory the answer was read from', async () => {
    const r = await engine.ask({ question: 'How much did the bananas cost?', now: '2026-06-10T12:00:00Z', noLlm: true });
    expect(r.answer).toMatch(/^0\.79/);
    expect(r.extracted?.memoryId).toBe(r.references[0]?.id);
    expect(path.basename(r.references[0]!.path)).toBe('groceries-may09.jpg');
  });
});
