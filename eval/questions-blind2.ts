/**
 * The second blind question set, for the album in eval/album/blind2/life.ts: written by someone who
 * never tuned the engine nor read its question answering or search code, and committed with the
 * album before the engine first ran on it. Phrased as the person whose library it is would type
 * them: by category or purpose rather than the printed word where people do ("piano lessons",
 * "cycling", "the pollution certificate", "the gas cylinder"), and with times as people say them
 * ("last time", "in March", "this year", "last weekend"). Gold derives from the spec's tags and facts
 * (eval/questions.ts's conventions: types, keywords, `k`, `goldMatch`); keywords accept any correct
 * phrasing. After the first run only gold that contradicts the pictures may be fixed, never a
 * question or keyword changed to pass; nobody tuning the engine reads these or their results.
 *
 * Asked on a Sunday morning in Bengaluru (+05:30), a week into March 2027.
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

export const BLIND2_NOW = '2027-03-07T10:00:00+05:30';

/** Indian papers write the day first ("18-04-2026", "18/04/26", "17.10.2026"): all normalise to the same tokens. */
const date = (d: string): string => dateKeyword(d, { dayFirst: true });

export function buildBlind2Questions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, inMonth, fact } = goldPickers(spec, 'blind2 gold');
  const between = (from: string, to: string) => (f: AlbumFile) => dateOf(f) >= from && dateOf(f) <= to;

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);

  // --- The puppy.
  const adoption = one(tagged('adoption'), 'adoption certificate');
  q({ id: 'puppy-microchip', question: "What's Mango's microchip number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [adoption.name], keywords: [fact(adoption, 'microchip')] });
  q({ id: 'puppy-adopted', question: 'When did we adopt Mango?', type: 'direct', pensieve: 'none', answer: 'date', gold: [adoption.name], keywords: [date(fact(adoption, 'date'))] });
  const card = one(tagged('vaccination-card'), 'vaccination card');
  q({ id: 'rabies-due', question: 'When is Mango due for her next rabies shot?', type: 'direct', pensieve: 'none', answer: 'date', gold: [card.name], keywords: [date(fact(card, 'due'))] });
  const vetBills = files.filter(tagged('vet', 'receipt'));
  q({ id: 'vet-name', goldMatch: 'any', question: "What's the name of Mango's vet?", type: 'direct', pensieve: 'none', answer: 'name', gold: names(tagged('vet')), keywords: ['happy tails'] });
  q({ id: 'vet-visits', question: 'How many times has Mango been to the vet?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: vetBills.map((f) => f.name), keywords: [countKeyword(vetBills.length)], k: vetBills.length });
  const lastVet = vetBills[vetBills.length - 1]!;
  q({ id: 'vet-last', question: 'When did Mango last see the vet?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastVet.name], keywords: [date(dateOf(lastVet))] });
  const petStore = one(tagged('pet-store'), 'pet store receipt');
  q({ id: 'pet-store-items', question: 'What did we buy for the puppy at the pet shop?', type: 'direct', pensieve: 'none', answer: 'list', gold: [petStore.name], keywords: ['harness', 'toy', 'food'] });

  // --- The move and the new flat.
  const agreement = one(tagged('rental-agreement'), 'rental agreement');
  q({ id: 'rent', question: 'How much rent do we pay for the flat?', type: 'direct', pensieve: 'none', answer: 'number', gold: [agreement.name], keywords: ['38,000|38000'] });
  const quote = one(tagged('movers'), 'movers quotation');
  q({ id: 'move-date', goldMatch: 'any', question: 'When did we move house?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [quote.name, ...names(tagged('moving-day'))], keywords: [date(fact(quote, 'date'))] });
  const flatList = one(tagged('shopping-list', 'new-flat'), 'new flat list');
  q({ id: 'new-flat-list', question: 'What did I have to get for the new flat?', type: 'direct', pensieve: 'none', answer: 'list', gold: [flatList.name], keywords: ['curtain', 'bulbs', 'doormat'] });
  const broadband = one(tagged('broadband'), 'broadband screen');
  q({ id: 'broadband-id', question: "What's our broadband login ID?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [broadband.name], keywords: [fact(broadband, 'user')] });
  const bills = files.filter(tagged('electricity-bill'));
  const lastBill = bills[bills.length - 1]!;
  q({ id: 'electricity-last', question: 'How much was the latest electricity bill?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastBill.name], keywords: [fact(lastBill, 'amount').replace(/\.00$/, '')] });

  // --- Paperwork and errands.
  const passport = one(tagged('passport'), 'passport appointment');
  q({ id: 'passport-arn', question: "What's the ARN for my passport appointment?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [passport.name], keywords: [fact(passport, 'arn')] });
  const gas = files.filter(tagged('lpg'));
  const lastGas = gas[gas.length - 1]!;
  q({ id: 'gas-code-last', question: 'What was the delivery code for the gas cylinder I booked last time?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [lastGas.name], keywords: [fact(lastGas, 'dac')] });
  const plumber = one(tagged('plumber'), 'plumber booking');
  q({ id: 'plumber-name', question: 'What was the name of the plumber who fixed the tap?', type: 'direct', pensieve: 'none', answer: 'name', gold: [plumber.name], keywords: ['manjunath'] });
  const purifier = one(tagged('water-purifier'), 'water purifier report');
  q({ id: 'purifier-next', question: 'When does the water purifier need servicing again?', type: 'direct', pensieve: 'none', answer: 'date', gold: [purifier.name], keywords: [date(fact(purifier, 'next'))] });

  // --- The car.
  const puc = one(tagged('puc'), 'PUC certificate');
  q({ id: 'puc-valid', question: "Is my car's pollution certificate still valid?", type: 'direct', pensieve: 'none', answer: 'yesno', gold: [puc.name], keywords: ['no|expired|not valid', date(fact(puc, 'valid'))] });
  q({ id: 'car-number', goldMatch: 'any', question: "What's my car's registration number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: names((f) => f.facts.plate !== undefined), keywords: ['ka01mj4417|ka 01 mj 4417'] });
  const fuel = files.filter(tagged('fuel'));
  const hp = fuel.filter((f) => f.tags.includes('hp'));
  q({ id: 'fuel-hp-count', question: 'How many times did I fill up at HP?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: hp.map((f) => f.name), keywords: [countKeyword(hp.length)], k: hp.length });
  const lastFuel = fuel[fuel.length - 1]!;
  q({ id: 'petrol-price-last', question: 'What was petrol per litre the last time I filled the tank?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [lastFuel.name], keywords: [fact(lastFuel, 'rate')] });

  // --- Health.
  const reports = files.filter(tagged('blood-test'));
  const janReport = one((f) => reports.includes(f) && inMonth('2027-01')(f), 'January blood test');
  q({ id: 'vitamin-d-january', question: 'What was my vitamin D level in January?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [janReport.name], keywords: [fact(janReport, 'vitaminD')] });
  q({ id: 'vitamin-d-better', question: 'Did my vitamin D go up since the August blood test?', type: 'hybrid', pensieve: 'multi', answer: 'yesno', gold: reports.map((f) => f.name), keywords: ['yes|improved|34.2'], match: 'any', k: reports.length });
  const pharmacy = one(tagged('pharmacy'), 'pharmacy bill');
  q({ id: 'vitamin-d-medicine', question: 'Which vitamin D supplement did I buy at the chemist?', type: 'direct', pensieve: 'none', answer: 'name', gold: [pharmacy.name], keywords: ['uprise'] });

  // --- The German exam.
  const admit = one(tagged('admit-card'), 'admit card');
  q({ id: 'exam-date', question: 'When was my German exam?', type: 'direct', pensieve: 'none', answer: 'date', gold: [admit.name], keywords: [date(fact(admit, 'date'))] });
  q({ id: 'exam-candidate', question: 'What was my candidate number for the Goethe exam?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [admit.name], keywords: [fact(admit, 'candidate')] });
  const result = one(tagged('exam-result'), 'exam result');
  q({ id: 'exam-score', question: 'What score did I get in the A2 exam?', type: 'direct', pensieve: 'none', answer: 'number', gold: [result.name], keywords: [fact(result, 'total')] });

  // --- Keyboard lessons: the same card each Thursday.
  const lessons = files.filter(tagged('lesson-card'));
  q({ id: 'music-teacher', goldMatch: 'any', question: "Who's my keyboard teacher?", type: 'direct', pensieve: 'none', answer: 'name', gold: lessons.map((f) => f.name), keywords: ['leena'] });
  const july = lessons.filter(inMonth('2026-07'));
  q({ id: 'piano-july', question: 'How many piano lessons did I have in July?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: july.map((f) => f.name), keywords: [countKeyword(july.length)], k: july.length });
  const lastLesson = lessons[lessons.length - 1]!;
  q({ id: 'lesson-last-topic', question: 'What piece were we doing in my last music lesson?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [lastLesson.name], keywords: ['swan lake'] });
  const firstLesson = lessons[0]!;
  q({ id: 'lessons-start', question: 'When did I start learning keyboard?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [firstLesson.name], keywords: [date(dateOf(firstLesson))] });

  // --- Sunday rides: the ride app's summary each time.
  const rides = files.filter(tagged('ride', 'activity'));
  const october = rides.filter(inMonth('2026-10'));
  q({ id: 'rides-october', question: 'How many times did I go cycling in October?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: october.map((f) => f.name), keywords: [countKeyword(october.length)], k: october.length });
  const thisYear = rides.filter((f) => dateOf(f) >= '2027-01-01');
  q({ id: 'rides-this-year', question: 'How many bike rides have I done this year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: thisYear.map((f) => f.name), keywords: [countKeyword(thisYear.length)], k: thisYear.length });
  const nandi = one((f) => f.facts.title === 'Nandi Hills climb', 'Nandi Hills ride');
  q({ id: 'nandi-when', goldMatch: 'any', question: 'When did I cycle up Nandi Hills?', type: 'hybrid', pensieve: 'location', answer: 'date', gold: [nandi.name, ...names((f) => f.town === 'Chik Ballāpur')], keywords: [date(dateOf(nandi))] });
  q({ id: 'nandi-time', question: 'How long did the Nandi Hills ride take me?', type: 'hybrid', pensieve: 'none', answer: 'duration', gold: [nandi.name], keywords: ['4:12|4h 12|4 h 12|4 hours 12|4 hr 12|4h12'], match: 'any' });
  const longest = rides.reduce((a, b) => (Number(b.facts.km) > Number(a.facts.km) ? b : a));
  q({ id: 'longest-ride', question: "What's the furthest I've ridden in one go?", type: 'hybrid', pensieve: 'multi', answer: 'number', gold: [longest.name], keywords: [fact(longest, 'km')] });

  // --- Outings in town.
  const cricket = one(tagged('cricket', 'ticket'), 'cricket ticket');
  q({ id: 'cricket-seat', question: 'Where were our seats at the cricket match?', type: 'direct', pensieve: 'none', answer: 'identifier', gold: [cricket.name], keywords: [`row ${fact(cricket, 'row').toLowerCase()}`, `seat ${fact(cricket, 'seat')}`] });
  q({ id: 'cricket-teams', question: 'Who was playing at the match we went to in May?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [cricket.name], keywords: ['royal challengers', 'chennai'] });
  const comedy = one(tagged('comedy'), 'comedy booking');
  q({ id: 'comedian-august', question: 'Which comedian did we go and see in August?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [comedy.name], keywords: ['sonal iyer'] });
  const birthdayBill = one((f) => f.tags.includes('restaurant') && dateOf(f) === '2026-07-18', 'birthday bill');
  const birthday = names((f) => f.tags.includes('birthday') || f === birthdayBill);
  q({ id: 'birthday-restaurant', goldMatch: 'any', question: "Where did we go for Nikhil's birthday dinner?", type: 'hybrid', pensieve: 'none', answer: 'name', gold: birthday, keywords: ['navami'] });
  q({ id: 'birthday-food', question: "What did we eat on Nikhil's birthday?", type: 'hybrid', pensieve: 'none', answer: 'list', gold: [birthdayBill.name], keywords: ['ghee roast', 'neer dosa'] });

  // --- Mysuru, a day trip in March.
  const train = one(tagged('mysuru-trip', 'train'), 'Mysuru train');
  q({ id: 'mysore-train', question: 'Did we go to Mysore by train?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [train.name], keywords: ['yes|shatabdi|12007'], match: 'any' });
  const tiffin = one(tagged('mysuru-trip', 'restaurant'), 'Mysuru lunch');
  q({ id: 'mysore-lunch', question: 'Where did we have lunch in Mysore in March?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [tiffin.name], keywords: ['raju'] });
  const mysore = names((f) => f.town === 'Mysore');
  q({ id: 'mysore-photos', question: 'Show me the photos from Mysore', type: 'contextual', pensieve: 'location', answer: 'none', gold: mysore, keywords: [], k: mysore.length });
  // March 2027 has no photos before "now": "in March" is March 2026.
  const march = names(inMonth('2026-03'));
  q({ id: 'march', question: 'What did we do in March?', type: 'contextual', pensieve: 'time', answer: 'list', gold: march, keywords: ['mysore|mysuru|holi'], match: 'any', k: march.length });

  // --- Coorg, a long weekend in October.
  const coorg = files.filter((f) => f.tags.includes('coorg-trip') && between('2026-10-02', '2026-10-04')(f));
  const homestay = one(tagged('coorg-trip', 'homestay', 'booking'), 'homestay booking');
  q({ id: 'coorg-stay', question: 'Where did we stay in Coorg?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [homestay.name], keywords: ['kaveri estate'] });
  q({ id: 'coorg-duration', question: 'How long was our Coorg trip?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: coorg.map((f) => f.name), keywords: ['2 nights|two nights|3 days|three days'], match: 'any', k: coorg.length });
  const spices = one(tagged('spices'), 'spice shop bill');
  q({ id: 'coorg-spices', question: 'What did we pick up at the spice shop in Coorg?', type: 'hybrid', pensieve: 'location', answer: 'list', gold: [spices.name], keywords: ['pepper', 'cardamom', 'coffee'] });
  const highwayFuel = one(tagged('fuel', 'coorg-trip'), 'fuel on the way to Coorg');
  q({ id: 'coorg-fuel', question: 'Where did I fill up on the drive to Coorg?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [highwayFuel.name], keywords: ['bharat petroleum|cauvery highway'] });
  const coorgWeekend = names((f) => f.tags.includes('coorg-trip') && between('2026-10-03', '2026-10-04')(f));
  q({ id: 'last-weekend', question: 'What did we do last weekend?', now: '2026-10-06T09:00:00+05:30', type: 'contextual', pensieve: 'multi', answer: 'list', gold: coorgWeekend, keywords: ['coorg|madikeri|dubare|elephant'], match: 'any', k: coorgWeekend.length });
  q({ id: 'coorg-photos', question: 'Show me our Coorg trip photos', type: 'contextual', pensieve: 'multi', answer: 'none', gold: coorg.map((f) => f.name), keywords: [], k: coorg.length });

  // --- Kochi, the wedding in December.
  const out = one(tagged('kochi-trip', 'train-out'), 'train to Ernakulam');
  q({ id: 'wedding-train-pnr', question: "What's the PNR for our train to Ernakulam?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [out.name], keywords: [fact(out, 'pnr')] });
  q({ id: 'wedding-train-berths', question: 'Which berths did we have on the overnight train to the wedding?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [out.name], keywords: [fact(out, 'coach').toLowerCase(), '34'] });
  const invite = one(tagged('invitation'), 'wedding invitation');
  q({ id: 'wedding-venue', question: "Where was Anjali and Rahul's wedding?", type: 'direct', pensieve: 'none', answer: 'name', gold: [invite.name], keywords: ['lakeshore'] });
  const wedding = names(tagged('wedding'));
  q({ id: 'wedding-photos', question: 'Show me the wedding photos', type: 'contextual', pensieve: 'multi', answer: 'none', gold: wedding, keywords: [], k: wedding.length });
  const kochiDecember = names((f) => f.tags.includes('kochi-trip') && dateOf(f) >= '2026-12-01');
  const away = [...names(tagged('kochi-trip', 'e-ticket')), ...kochiDecember];
  q({ id: 'wedding-trip-length', question: 'How many days were we away for the wedding in Kerala?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: away, keywords: ['4 nights|four nights|5 days|five days'], match: 'any', k: away.length });
  const houseboat = one(tagged('houseboat', 'receipt'), 'houseboat receipt');
  q({ id: 'houseboat-company', question: 'Which company was our houseboat with?', type: 'hybrid', pensieve: 'none', answer: 'name', gold: [houseboat.name], keywords: ['lake princess'] });

  // --- Without text.
  const lastWalk = last(tagged('walk'), 'walk');
  q({ id: 'walk-last', question: 'When did I last go for a walk in the park?', type: 'contextual', pensieve: 'none', answer: 'date', gold: [lastWalk.name], keywords: [date(dateOf(lastWalk))] });

  return qs.map((x) => ({ ...x, now: x.now ?? BLIND2_NOW, match: x.match ?? 'all' }));
}
