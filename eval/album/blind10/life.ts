/**
 * The tenth blind album: written by someone who never tuned the engine nor read it, and committed
 * before the engine first ran on it. Anna Kowalczyk, a Polish translator at an agency in Parque das
 * Nações, lives in Lisbon with her partner Miguel, his daughter Lena (turning 9 in May) and their dog
 * Bolacha; on Saturday 19 June 2027 they move from a rented flat in Arroios (Rua Morais Soares) to
 * one in Alvalade (Avenida da Igreja). Paper is Portuguese (receipts in capitals without accents,
 * "1.234,56 EUR", "09/03/2027", "17h30"), her phone's apps are in English; WET +00:00 until 28 March,
 * WEST +01:00 after, the Azores an hour behind. A Xiaomi phone names photos IMG_20270309_114205.jpg
 * and screenshots Screenshot_2027-03-09-11-42-05-118_com.app.package.png. February – August 2027.
 *
 * - home: evenings (no text), Bolacha's Sunday walks in Monsanto, a thermostat screen;
 * - rent: the bank app's transfer screens — 950 EUR to the Arroios landlady, then a deposit and
 *   1.120 EUR a month to the Alvalade agency — and the tax refund coming in;
 * - padel: Saturday-morning court bookings (the app's screens, taken midweek) and a few court photos;
 * - gym: the class timetable board and the monthly fee receipts (34,90 → 37,90 from May);
 * - car: fuel receipts at the same station, the parking fine;
 * - errands: supermarket receipts, the internet bill (36,99 → 39,49), the language app's streak;
 * - papers (papers.ts): payslips, the tax assessment, the home-insurance renewal, dentist, optician,
 *   blood tests, the vet, the move (quote, meters, new SIM), school newsletters, library slips, the
 *   bike shop, a concert and its setlist, a football ticket and fixtures, a recipe, Lena's party;
 * - trips (trips.ts): Sintra for a Sunday, São Miguel (Azores) by plane Fri 14 – Mon 17 May, the
 *   Algarve (Lagos) by car Sat 7 – Sat 14 August.
 */
import type { Rng } from '../../../scripts/support/seeded-random';
import { pick } from '../../../scripts/support/seeded-random';
import type { LifePlan, Shot } from '../plan';
import { dmy, eur, itemLines, photo, roll, round2, screenshot, sum, type Roll } from './kit';
import { paperShots } from './papers';
import { SPOTS } from './places';
import { tripShots } from './trips';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const MES = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET'];
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (date: string): string => WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const shift = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** After the move (Saturday 19 June) home is Alvalade. */
const homeOn = (date: string): 'newHome' | 'oldHome' => (date >= '2027-06-19' ? 'newHome' : 'oldHome');

/** Saturday padel: the day played, the court, the start; booked (and screenshotted) the Wednesday before. */
export const PADEL: ReadonlyArray<readonly [string, number, string]> = [
  ['2027-02-13', 3, '09:00'], ['2027-03-13', 3, '10:30'], ['2027-03-27', 2, '09:00'],
  ['2027-04-10', 3, '09:00'], ['2027-04-24', 4, '10:30'], ['2027-05-08', 3, '09:00'], ['2027-05-29', 1, '09:00'],
  ['2027-06-26', 2, '09:00'], ['2027-07-10', 3, '09:00'], ['2027-07-24', 3, '10:30'], ['2027-08-21', 4, '09:00'],
];

/** Fill-ups at the Arroios station: date, price a litre, litres. */
export const FUEL: ReadonlyArray<readonly [string, number, number]> = [
  ['2027-02-06', 1.789, 34.2], ['2027-03-20', 1.812, 30.05], ['2027-04-29', 1.829, 36.8],
  ['2027-06-05', 1.859, 28.41], ['2027-07-17', 1.831, 33.6], ['2027-08-27', 1.799, 35.12],
];

function routineShots(r: Roll): void {
  const { add, at, random } = r;
  const minute = () => Math.floor(random() * 50);

  // Evenings at home, no text.
  const HOME: Array<string[]> = [['dinner', 'food'], ['lena', 'homework'], ['sofa', 'dog', 'bolacha'], ['cooking', 'kitchen'], ['balcony', 'sunset'], ['board-game', 'lena']];
  for (const date of ['2027-02-02', '2027-03-03', '2027-04-13', '2027-05-11', '2027-06-15', '2027-06-20', '2027-07-14', '2027-08-18', '2027-08-31']) {
    const where = homeOn(date);
    add(photo('home', at(date, 19 + Math.floor(random() * 3), minute()), where, 'indoor', [], ['evening', 'home', ...(where === 'newHome' ? ['new-flat'] : []), ...pick(random, HOME)]));
  }
  // Bolacha's Sunday walks in Monsanto, no text.
  for (const date of ['2027-02-14', '2027-04-04', '2027-05-23', '2027-07-04', '2027-08-29']) {
    add(photo('home', at(date, 9, 5 + minute()), 'monsanto', 'park', [], ['walk', 'dog', 'bolacha', 'monsanto', 'outdoors']));
  }
  add(screenshot('home', at('2027-02-11', 7, 12), 'lisbon', ['Thermostat', 'Living room 17.5°C', 'Set to 21.0°C', 'Heating on since 06:30', 'Humidity 64%', 'Today: 3 h 10 min'],
    ['thermostat', 'heating', 'app'], { setTo: '21.0', room: '17.5' }));

  // Rent and money in: the bank app's screens.
  const LANDLADY = 'MARIA HELENA SOUSA';
  const AGENCY = 'ALVA HOMES LDA';
  const RENT: ReadonlyArray<readonly [string, string, number, string]> = [
    ['2027-02-01', LANDLADY, 950, 'RENDA FEV'], ['2027-03-01', LANDLADY, 950, 'RENDA MAR'], ['2027-04-01', LANDLADY, 950, 'RENDA ABR'],
    ['2027-05-03', LANDLADY, 950, 'RENDA MAI'], ['2027-06-01', LANDLADY, 950, 'RENDA JUN'], ['2027-06-10', AGENCY, 2240, 'CAUCAO AV IGREJA 41'],
    ['2027-07-01', AGENCY, 1120, 'RENDA JUL AV IGREJA'], ['2027-08-02', AGENCY, 1120, 'RENDA AGO AV IGREJA'],
  ];
  for (const [date, to, amount, desc] of RENT) {
    const deposit = desc.startsWith('CAUCAO');
    add(screenshot('rent', at(date, 8, 30 + Math.floor(random() * 20)), 'lisbon',
      ['Caixadirecta', 'Transfer completed', `${eur(amount)} EUR`, `To: ${to}`, to === LANDLADY ? 'IBAN PT50 **** 4127 8830' : 'IBAN PT50 **** 9051 2264', `Date: ${dmy(date)}`, `Desc.: ${desc}`],
      ['bank', 'transfer', deposit ? 'deposit' : 'rent', to === LANDLADY ? 'old-landlord' : 'new-landlord'], { date, amount, to }));
  }
  add(screenshot('rent', at('2027-03-20', 22, 14), 'lisbon', ['Caixadirecta', 'Transfer completed', '45,00 EUR', 'To: MIGUEL SANTOS', 'IBAN PT50 **** 6610 0372', 'Date: 20/03/2027', 'Desc.: jantar anos Rita'],
    ['bank', 'transfer', 'miguel'], { amount: 45 }));
  add(screenshot('rent', at('2027-07-05', 12, 41), 'lisbon', ['Caixadirecta', 'Credit received', '642,18 EUR', 'From: AUTORIDADE TRIB.', 'Desc.: REEMB IRS 2026', 'Date: 05/07/2027'],
    ['bank', 'credit', 'tax-refund'], { amount: '642,18' }));

  // Padel: the booking screens (Wednesday before), and the court on some Saturdays.
  PADEL.forEach(([date, court, time], i) => {
    const share = date >= '2027-06-01' ? 8 : 7;
    const booked = shift(date, -3);
    add(screenshot('padel', at(booked, 13, 5 + i * 3), 'lisbon',
      ['Playtomic', 'Court reserved', 'Lisbon Racket Centre', `Padel · Court ${court}`, `${weekday(date)} ${Number(date.slice(8))} ${MON[Number(date.slice(5, 7)) - 1]} · ${time}`, '90 min · 4 players', `Your share: ${eur(share)} €`],
      ['padel', 'booking', 'app'], { date, court, time, share }));
    if (i % 5 === 2) add(photo('padel', at(date, Number(time.slice(0, 2)) + 1, 20), 'padel', 'stadium', [], ['padel', 'court', 'friends']));
  });

  // The gym: the class board, the monthly fee (up from May), the member's phone as it was then.
  add(photo('gym', at('2027-02-03', 18, 25), 'gym', 'whiteboard', ['AULAS DE GRUPO - FEVEREIRO', 'SEG 19:00  PILATES', 'TER 18:30  BODY PUMP', 'QUA 19:15  YOGA', 'QUI 18:30  CYCLING', 'SEX 18:00  ZUMBA', 'SAB 10:00  PILATES'],
    ['gym', 'timetable', 'classes'], { yoga: '19:15' }));
  const GYM: ReadonlyArray<readonly [string, number, string]> = [['2027-02-01', 34.9, '934 117 205'], ['2027-06-01', 37.9, '934 117 205'], ['2027-08-02', 37.9, '913 448 306']];
  GYM.forEach(([date, fee, phone], i) => {
    add(photo('gym', at(date, 18, 40 + i), 'gym', 'paper',
      ['SALDANHA FIT CLUB', 'RECIBO N. ' + String(3310 + i * 412), `DATA: ${dmy(date)}`, 'SOCIO 2291 - A. KOWALCZYK', `TLM: ${phone}`, `MENSALIDADE ${MES[Number(date.slice(5, 7)) - 1]}  ${eur(fee)}`, ...(fee > 35 && i === 1 ? ['NOVO PRECO DESDE 01/05'] : []), `TOTAL  ${eur(fee)} EUR`],
      ['gym', 'receipt', 'membership'], { date, fee: eur(fee), phone }));
  });

  // The car: the same station's receipts.
  FUEL.forEach(([date, price, litres], i) => {
    const total = round2(price * litres);
    add(photo('car', at(date, 10, 5 + minute()), 'galp', 'paper',
      ['GALP ARROIOS', 'R. MORAIS SOARES 80 LISBOA', `FATURA SIMPL. FS 27/${1040 + i * 317}`, `${dmy(date)}  10:0${i}`, 'GASOLINA 95 SIMPLES', `${litres.toFixed(2).replace('.', ',')} L x ${price.toFixed(3).replace('.', ',')} EUR/L`, `TOTAL  ${eur(total)} EUR`, 'IVA 23% INCLUIDO'],
      ['fuel', 'receipt', 'car'], { date, price: price.toFixed(3), litres, total: eur(total) }));
  });

  // Groceries: Pingo Doce in Arroios, then in Alvalade.
  const SHOP: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, number]>]> = [
    ['2027-03-05', [['BACALHAU GRAUDO KG', 14.85], ['BATATA 3KG', 2.99], ['AZEITE VIRGEM 75CL', 6.49], ['CEBOLA KG', 1.19]]],
    ['2027-04-16', [['LEITE MG 1L X6', 5.34], ['OVOS CLASSE M 12', 3.39], ['IOGURTE NATURAL X4', 1.69], ['MACA GALA KG', 1.98]]],
    ['2027-05-21', [['FARINHA T55 1KG', 0.89], ['ACUCAR BRANCO 1KG', 1.15], ['OVOS CLASSE M 12', 3.39], ['MANTEIGA 250G', 2.79], ['VELAS ANIVERSARIO', 1.99]]],
    ['2027-07-02', [['LEITE MG 1L X6', 5.49], ['PAO FORMA INTEGRAL', 1.55], ['SARDINHA FRESCA KG', 6.99], ['PIMENTO VERMELHO KG', 2.49]]],
    ['2027-07-23', [['OVOS CLASSE M 12', 3.45], ['BACALHAU GRAUDO KG', 15.4], ['GRAO DE BICO 540G', 0.99], ['ARROZ CAROLINO 1KG', 1.39]]],
    ['2027-08-20', [['LEITE MG 1L X6', 5.49], ['BANANA KG', 1.78], ['CAFE MOIDO 250G', 3.29], ['DETERGENTE ROUPA', 7.99]]],
  ];
  for (const [date, items] of SHOP) {
    const alvalade = date >= '2027-06-19';
    const hh = 18 + Math.floor(random() * 2);
    const mm = 10 + minute();
    add(photo('errands', at(date, hh, mm), alvalade ? 'pingoAlvalade' : 'pingo', 'paper',
      [alvalade ? 'PINGO DOCE ALVALADE' : 'PINGO DOCE ARROIOS', `${dmy(date)}  ${hh}:${String(mm - 2).padStart(2, '0')}`, ...itemLines(items), `TOTAL A PAGAR  ${eur(sum(items))}`, 'MULTIBANCO'],
      ['grocery', 'receipt', 'pingo-doce'], { date, total: eur(sum(items)), items: items.map(([n]) => n.toLowerCase()) }));
  }

  // The internet bill in the provider's app: a price rise in April, the new address from July.
  const MEO: ReadonlyArray<readonly [string, number, string]> = [['2027-02-23', 36.99, 'R. Morais Soares 112'], ['2027-04-23', 39.49, 'R. Morais Soares 112'], ['2027-07-23', 39.49, 'Av. da Igreja 41']];
  MEO.forEach(([date, value, address], i) => {
    add(screenshot('errands', at(date, 9, 10 + i), 'lisbon',
      ['MEO', `Invoice ${MON[Number(date.slice(5, 7)) - 1]} 2027`, `Amount: ${eur(value)} €`, `Direct debit ${dmy(date)}`, 'Fibra 500 Mb + TV', address, ...(i === 1 ? ['Price update: +2,50 €'] : [])],
      ['internet', 'bill', 'app'], { date, amount: eur(value) }));
  });

  // The language app: a German streak kept since 4 January.
  for (const date of ['2027-02-20', '2027-05-30', '2027-08-29']) {
    const streak = Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse('2027-01-04T12:00:00Z')) / 86_400_000) + 1;
    const unit = date < '2027-03-01' ? 'Unit 2: Food' : date < '2027-06-01' ? 'Unit 5: At the doctor' : 'Unit 8: Travel plans';
    add(screenshot('errands', at(date, 22, 30 + Math.floor(random() * 20)), 'lisbon', ['Duolingo', 'German', `${streak} day streak`, unit, `XP this week: ${300 + Math.floor(random() * 200)}`],
      ['german', 'language', 'streak', 'app'], { streak, unit }));
  }
}

/** Every shot of the album, in no particular order (the generator sorts and names them). */
function blind10Shots(random: Rng): Shot[] {
  const r = roll(random);
  routineShots(r);
  paperShots(r);
  tripShots(r);
  return r.shots;
}

/** Xiaomi's screenshot names end in milliseconds and the app's package. */
const PACKAGES: Record<string, string> = {
  Caixadirecta: 'pt.cgd.caixadirecta', Playtomic: 'com.playtomic.app', MEO: 'pt.meo.app', Duolingo: 'com.duolingo', Thermostat: 'com.netatmo.energy',
  'Azores Airlines': 'pt.sata.azoresairlines', 'Sporting CP': 'pt.sporting.app', NOS: 'pt.nos.app', 'Booking.com · My trips': 'com.booking',
};
const ms = (local: string): string => String((Number(local.slice(14, 16)) * 61 + Number(local.slice(17, 19)) * 7 + 118) % 1000).padStart(3, '0');

/** The tenth blind album: written by someone who never tuned the engine, committed before it first ran. */
export const BLIND10_PLAN: LifePlan = {
  id: 'blind10',
  defaultSeed: 6143,
  home: SPOTS.newHome,
  summary: 'Feb – Aug 2027, home in Arroios, then Alvalade, Lisbon (Portugal)',
  camera: { make: 'Xiaomi', model: 'Redmi Note 13 Pro' },
  photoName: (_n, shot) => `IMG_${shot.local.slice(0, 10).replace(/-/g, '')}_${shot.local.slice(11, 19).replace(/:/g, '')}.jpg`,
  screenshotName: (local, shot) => `Screenshot_${local.slice(0, 10)}-${local.slice(11, 19).replace(/:/g, '-')}-${ms(local)}_${PACKAGES[shot?.text[0] ?? ''] ?? 'com.android.systemui'}.png`,
  shots: blind10Shots,
};
