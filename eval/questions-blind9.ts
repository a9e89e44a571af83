/**
 * The ninth blind question set, for the album in eval/album/blind9/life.ts: written by someone who
 * never tuned the engine nor read any of its code, and committed with the album before the engine
 * first ran on it. Phrased as the person whose library it is would type them, months later: by what
 * a thing is for rather than the word printed on it where people do, and with times as people say
 * them ("last time", "in November", "on Easter", "last weekend"). Gold derives from the spec's tags
 * and facts (eval/questions.ts's conventions: types, keywords, `k`, `goldMatch`); keywords accept any
 * correct phrasing. After the first run only gold that contradicts the pictures may be fixed, never a
 * question or keyword changed to pass; nobody tuning the engine reads these or their results.
 *
 * Asked on a Sunday morning in Pasig (+08:00), the second week of July 2029.
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

export const BLIND9_NOW = '2029-07-08T10:00:00+08:00';

/** Philippine papers write the month first ("10/22/2028"), as dateKeyword does by default. */
const date = (d: string): string => dateKeyword(d);
/** An amount with or without its thousands separator ("2,850.00" → "2,850|2850"). */
const money = (amount: string): string => {
  const whole = amount.replace(/\.00$/, '');
  return [...new Set([whole, whole.replace(/,/g, '')])].join('|');
};

export function buildBlind9Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, inMonth, fact } = goldPickers(spec, 'blind9 gold');
  const between = (from: string, to: string) => (f: AlbumFile) => dateOf(f) >= from && dateOf(f) <= to;

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);

  // --- Mochi the cat.
  const vetBills = files.filter(tagged('vet', 'receipt'));
  q({ id: 'vet-name', goldMatch: 'any', question: "Who is Mochi's vet?", type: 'direct', pensieve: 'none', answer: 'name', gold: names(tagged('vet')), keywords: ['manalo|kapitolyo animal clinic'], match: 'any' });
  q({ id: 'vet-visits', question: 'How many times did Mochi go to the vet?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: vetBills.map((f) => f.name), keywords: [countKeyword(vetBills.length)], k: vetBills.length });
  const record = one(tagged('vaccination-record'), 'vaccination record');
  q({ id: 'rabies-due', question: "When is Mochi's next anti-rabies shot due?", type: 'direct', pensieve: 'none', answer: 'date', gold: [record.name], keywords: [date(fact(record, 'rabiesDue'))] });
  const petStore = one(tagged('pet-store'), 'pet store receipt');
  q({ id: 'pet-store-items', question: 'What did I buy for the cat at the pet store?', type: 'direct', pensieve: 'none', answer: 'list', gold: [petStore.name], keywords: ['litter', 'royal canin', 'scratching'] });
  const catPhotos = names(tagged('mochi', 'cat'));
  q({ id: 'cat-photos', question: 'Show me pictures of Mochi', type: 'contextual', pensieve: 'multi', answer: 'none', gold: catPhotos, keywords: [], k: catPhotos.length });

  // --- Home and its bills.
  const bills = files.filter(tagged('meralco'));
  const mayBill = one((f) => bills.includes(f) && inMonth('2029-05')(f), 'May electricity bill');
  q({ id: 'electric-may', question: 'How much was our electric bill in May?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [mayBill.name], keywords: [money(fact(mayBill, 'amount'))] });
  const condo = one(tagged('condo', 'statement'), 'condo statement');
  q({ id: 'parking-slot', question: 'What is my parking slot number in the condo?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [condo.name], keywords: ['p2-031|p2031'] });
  const repair = one(tagged('internet', 'repair'), 'internet repair ticket');
  q({ id: 'internet-technician', question: 'When was the technician supposed to come fix our internet?', type: 'direct', pensieve: 'none', answer: 'date', gold: [repair.name], keywords: [date(fact(repair, 'visit'))] });
  const aircon = one(tagged('aircon'), 'aircon receipt');
  q({ id: 'aircon-cost', question: 'How much did I pay for the aircon cleaning?', type: 'direct', pensieve: 'none', answer: 'number', gold: [aircon.name], keywords: [money(fact(aircon, 'total'))] });
  const gifts = one(tagged('gift-list'), 'gift list');
  q({ id: 'christmas-gifts', question: 'What Christmas gifts was I planning to give?', type: 'direct', pensieve: 'none', answer: 'list', gold: [gifts.name], keywords: ['shawl', 'running watch', 'tumbler'] });

  // --- The car.
  const fuel = files.filter(tagged('fuel'));
  const shell = fuel.filter((f) => f.tags.includes('shell'));
  q({ id: 'shell-count', question: 'How many times did I gas up at Shell?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: shell.map((f) => f.name), keywords: [countKeyword(shell.length)], k: shell.length });
  const lastFuel = fuel[fuel.length - 1]!;
  q({ id: 'gas-price-last', question: 'How much per liter was gas the last time I filled up?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastFuel.name], keywords: [`${fact(lastFuel, 'rate')}|${Number(fact(lastFuel, 'rate'))}`] });
  const lto = one(tagged('lto'), 'registration receipt');
  q({ id: 'registration-expiry', question: "When does my car's registration expire?", type: 'direct', pensieve: 'none', answer: 'date', gold: [lto.name], keywords: [date(fact(lto, 'valid'))] });
  q({ id: 'registration-valid', question: 'Is the car registration still valid?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [lto.name], keywords: ['yes|valid', '2030'] });
  const service = one(tagged('car-service'), 'car service');
  q({ id: 'service-mileage', question: 'What was the mileage on the car when it was last serviced?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [service.name], keywords: [money(fact(service, 'odometer'))] });
  const rfid = one(tagged('rfid'), 'toll tag reload');
  q({ id: 'toll-account', question: "What's the account number of my toll RFID?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [rfid.name], keywords: ['520-0184-9937|52001849937'] });
  const lastParking = last(tagged('parking'), 'parking');
  q({ id: 'parked-last', question: 'Where did I park last time?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [lastParking.name], keywords: ['basement 2|b2', 'c 14|c14'] });

  // --- Health.
  const lab = one(tagged('lab-results'), 'lab results');
  q({ id: 'cholesterol', question: 'What was my total cholesterol in my annual physical?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lab.name], keywords: [fact(lab, 'cholesterol')] });
  q({ id: 'blood-sugar', question: 'Was my blood sugar normal in my last checkup?', type: 'hybrid', pensieve: 'none', answer: 'yesno', gold: [lab.name], keywords: ['yes|normal|92'], match: 'any' });
  const dentistReceipt = one(tagged('dentist', 'receipt'), 'dentist receipt');
  q({ id: 'teeth-cleaning-cost', question: 'How much did my teeth cleaning cost?', type: 'direct', pensieve: 'none', answer: 'number', gold: [dentistReceipt.name], keywords: [money(fact(dentistReceipt, 'total'))] });
  const pharmacy = one(tagged('pharmacy'), 'pharmacy receipt');
  q({ id: 'medicine-november', question: 'What medicine did I buy when I got sick in November?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [pharmacy.name], keywords: ['bioflu'] });

  // --- Errands.
  const dfa = one(tagged('passport'), 'passport appointment');
  q({ id: 'passport-appointment', question: 'When was my passport renewal appointment?', type: 'direct', pensieve: 'none', answer: 'date', gold: [dfa.name], keywords: [date(fact(dfa, 'date'))] });
  const gcash = one(tagged('money-transfer'), 'money transfer');
  q({ id: 'airbnb-share', question: 'How much was my share of the Airbnb in Baguio?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [gcash.name], keywords: [money(fact(gcash, 'amount'))] });

  // --- Groceries.
  const groceries = files.filter(tagged('receipt', 'grocery'));
  const items = (f: AlbumFile): string[] => f.facts.items as string[];
  const eggs = groceries.filter((f) => items(f).includes('eggs'));
  q({ id: 'eggs-count', question: 'How many times did I buy eggs?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: eggs.map((f) => f.name), keywords: [countKeyword(eggs.length)], k: eggs.length });
  const nocheBuena = one((f) => groceries.includes(f) && items(f).includes('queso de bola'), 'Noche Buena groceries');
  q({ id: 'noche-buena-groceries', question: 'How much did I spend on groceries for Noche Buena?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [nocheBuena.name], keywords: [money(fact(nocheBuena, 'total'))] });
  const landers = one((f) => groceries.includes(f) && f.facts.store === 'Landers', 'Landers receipt');
  q({ id: 'landers-member', question: "What's my Landers membership number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [landers.name], keywords: ['8800 2217 0419|880022170419'] });

  // --- Work.
  q({ id: 'christmas-party-venue', goldMatch: 'any', question: 'Where was our office Christmas party?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: names((f) => f.tags.includes('year-end-party') && f.text.length > 0), keywords: ['blue leaf'] });
  const teamLunch = one(tagged('receipt', 'work'), 'team lunch');
  q({ id: 'lunch-feb-16', question: 'Where did the audit team have lunch on February 16?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [teamLunch.name], keywords: ['mesa'] });

  // --- Outings.
  const bdayBill = one((f) => f.tags.includes('restaurant') && dateOf(f) === '2028-11-18', 'birthday dinner');
  q({ id: 'birthday-restaurant', goldMatch: 'any', question: "Where did we go for Paolo's birthday dinner?", type: 'hybrid', pensieve: 'none', answer: 'name', gold: [bdayBill.name, ...names(tagged('birthday', 'paolo'))], keywords: ['hapag'] });
  const cafe = one(tagged('wifi', 'cafe'), 'cafe wifi');
  q({ id: 'cafe-wifi', question: 'What was the wifi password at that coffee shop in Kapitolyo?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [cafe.name], keywords: [fact(cafe, 'password')] });
  const concert = one(tagged('concert', 'ticket'), 'concert ticket');
  q({ id: 'concert-march', goldMatch: 'any', question: 'Which concert did I go to in March?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: names(tagged('concert')), keywords: ['luna rivera'] });
  q({ id: 'concert-seat', question: 'Where were my seats at the Luna Rivera concert?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [concert.name], keywords: [fact(concert, 'section'), `row ${fact(concert, 'row').toLowerCase()}`, `seat ${fact(concert, 'seat')}`] });
  const movie = one(tagged('movie', 'ticket'), 'movie ticket');
  q({ id: 'movie-january', question: 'What movie did we watch in January?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [movie.name], keywords: ['last monsoon'] });
  const salon = one(tagged('salon'), 'salon receipt');
  q({ id: 'haircut-where', question: 'Where did I get my hair cut last time?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [salon.name], keywords: ['studio bleu'] });

  // --- Wednesday evenings on court.
  const courts = files.filter(tagged('court-booking'));
  const november = courts.filter((f) => String(f.facts.date).startsWith('2028-11'));
  q({ id: 'badminton-november', question: 'How many times did I play badminton in November?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: november.map((f) => f.name), keywords: [countKeyword(november.length)], k: november.length });
  const lastCourt = courts[courts.length - 1]!;
  q({ id: 'badminton-last', question: 'When did I last play badminton?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastCourt.name], keywords: [date(fact(lastCourt, 'date'))] });

  // --- Running.
  const result = one(tagged('race', 'result'), 'race result');
  q({ id: 'race-time', question: 'What was my finishing time in the 10K?', type: 'direct', pensieve: 'none', answer: 'duration', gold: [result.name], keywords: ['1:04:37|1h 04m 37s|1 hour 4 minutes'], match: 'any' });
  const raceDay = dateOf(one(tagged('race', 'bib'), 'race bib'));
  const training = files.filter((f) => f.tags.includes('run') && f.tags.includes('activity') && dateOf(f) < raceDay);
  q({ id: 'runs-before-race', question: 'How many runs did I log before the Pasig River Run?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: training.map((f) => f.name), keywords: [countKeyword(training.length)], k: training.length });

  // --- Tagaytay: the wedding.
  const invite = one(tagged('invitation', 'wedding'), 'wedding invitation');
  q({ id: 'wedding-reception', question: "Where was the reception for Bianca's wedding?", type: 'direct', pensieve: 'none', answer: 'name', gold: [invite.name], keywords: ['villa cielo'] });
  const weekend = names(between('2029-01-13', '2029-01-14'));
  q({ id: 'last-weekend', question: 'What did we do last weekend?', now: '2029-01-15T09:00:00+08:00', type: 'contextual', pensieve: 'multi', answer: 'list', gold: weekend, keywords: ['wedding|tagaytay|bianca'], match: 'any', k: weekend.length });

  // --- Baguio.
  const baguio = files.filter((f) => f.tags.includes('baguio-trip') && between('2029-02-23', '2029-02-25')(f));
  const busOut = one(tagged('baguio-trip', 'bus-out'), 'bus to Baguio');
  q({ id: 'baguio-when', goldMatch: 'any', question: 'When did we go to Baguio?', type: 'contextual', pensieve: 'location', answer: 'date', gold: [busOut.name, ...baguio.map((f) => f.name)], keywords: [date('2029-02-23')] });
  q({ id: 'baguio-by-bus', question: 'Did we take the bus to Baguio?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [busOut.name], keywords: ['yes|victory liner'], match: 'any' });
  const busBack = one(tagged('baguio-trip', 'bus-back'), 'bus back from Baguio');
  q({ id: 'bus-seat-back', question: 'What was my seat on the bus back from Baguio?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [busBack.name], keywords: [countKeyword(Number(fact(busBack, 'seat')))] });
  const pasalubong = one(tagged('baguio-trip', 'pasalubong'), 'Baguio pasalubong');
  q({ id: 'baguio-pasalubong', question: 'What pasalubong did I bring home from Baguio?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: [pasalubong.name], keywords: ['ube', 'strawberry jam', 'peanut brittle'] });
  const parade = names(tagged('panagbenga'));
  q({ id: 'panagbenga-photos', question: 'Show me the Panagbenga parade photos', type: 'contextual', pensieve: 'multi', answer: 'none', gold: parade, keywords: [], k: parade.length });

  // --- Holy Week: Cebu and Bohol.
  const holyweek = files.filter((f) => f.tags.includes('holyweek-trip') && between('2029-03-28', '2029-04-02')(f));
  const flights = one(tagged('holyweek-trip', 'flight', 'booking'), 'Cebu flights');
  q({ id: 'cebu-booking-ref', question: 'What was the booking reference for our flights to Cebu?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [flights.name], keywords: [fact(flights, 'ref').toLowerCase()] });
  const hotelCebu = one(tagged('cebu', 'hotel'), 'Cebu hotel');
  q({ id: 'cebu-room', question: 'What room were we in at the hotel in Cebu?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [hotelCebu.name], keywords: [fact(hotelCebu, 'room')] });
  const lechon = one(tagged('cebu', 'restaurant'), 'Cebu lechon');
  q({ id: 'cebu-lechon', question: 'Where did we eat lechon in Cebu in March?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [lechon.name], keywords: ['sugbo lechon'] });
  const ferry = one(tagged('holyweek-trip', 'ferry'), 'ferry ticket');
  q({ id: 'ferry-seat', question: 'What was my seat on the boat to Bohol?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [ferry.name], keywords: [fact(ferry, 'seat').toLowerCase()] });
  const resort = one(tagged('bohol', 'resort'), 'Bohol resort');
  q({ id: 'bohol-resort', question: 'Which resort did we stay at in Bohol?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [resort.name], keywords: ['alona palms'] });
  q({ id: 'bohol-nights', question: 'How many nights were we in Panglao?', type: 'hybrid', pensieve: 'location', answer: 'duration', gold: [resort.name], keywords: ['3 nights|three nights'], match: 'any' });
  const hopping = one(tagged('island-hopping', 'receipt'), 'island hopping');
  q({ id: 'island-hopping-cost', question: 'How much did we pay for island hopping in Bohol?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [hopping.name], keywords: [money(fact(hopping, 'paid'))] });
  const easter = names((f) => dateOf(f) === '2029-04-01');
  q({ id: 'easter', question: 'What did we do on Easter Sunday?', type: 'contextual', pensieve: 'time', answer: 'list', gold: easter, keywords: ['island hopping|balicasag|beach|alona|panglao|dolphin'], match: 'any', k: easter.length });
  q({ id: 'holy-week-length', question: 'How long was our Holy Week trip?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: holyweek.map((f) => f.name), keywords: ['6 days|six days|5 nights|five nights'], match: 'any', k: holyweek.length });
  const boholFiles = names((f) => f.tags.includes('bohol') && f.kind === 'photo');
  q({ id: 'bohol-what', question: 'What did we do in Bohol?', type: 'contextual', pensieve: 'location', answer: 'list', gold: boholFiles, keywords: ['chocolate hills', 'tarsier|loboc|island hopping|balicasag'], k: boholFiles.length });

  // --- Davao.
  const davao = files.filter((f) => f.tags.includes('davao-trip') && between('2029-06-19', '2029-06-23')(f));
  const matina = one(tagged('davao-trip', 'restaurant'), 'Davao dinner');
  q({ id: 'davao-dinner', question: 'Where did we have dinner in Davao?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [matina.name], keywords: ['matina hilltop'] });
  const stand = one(tagged('davao-trip', 'durian'), 'durian stand');
  q({ id: 'durian-price', question: 'How much was durian per kilo in Davao in June?', type: 'hybrid', pensieve: 'both', answer: 'number', gold: [stand.name], keywords: ['180|150'], match: 'any' });
  const pal = one(tagged('davao-trip', 'flight'), 'Davao flights');
  q({ id: 'davao-fly-home', question: 'When did I fly back from Davao?', type: 'hybrid', pensieve: 'location', answer: 'date', gold: [pal.name], keywords: [date(fact(pal, 'back'))] });
  q({ id: 'davao-trip-length', question: 'How many days was I in Davao?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: davao.map((f) => f.name), keywords: ['5 days|five days|4 nights|four nights'], match: 'any', k: davao.length });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND9_NOW, match: x.match ?? 'all' }));
}
