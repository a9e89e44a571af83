/**
 * The novel question set, for the album in eval/album/novel/life.ts: a fifth life, written and
 * committed before the engine first ran on it, so that its first run is a second honest untuned
 * figure beside the blind album's. Phrased the way someone types into the app, with categories
 * rather than the printed words ("dragon boat", "paddling", "the animal shelter", "the air con
 * cleaning", "my work permit", "the bullet train", "the bus" are never on the photos they are about)
 * and vague times ("around Halloween", "last December", "the week before the Japan trip", "since New
 * Year"). Gold derives from the spec's tags and facts (eval/questions.ts's conventions: types,
 * keywords, `k`, `goldMatch`); keywords accept any correct phrasing. After the first run only
 * genuine gold errors may be fixed, never a question or keyword changed to pass.
 *
 * The album is in Singapore (+08:00, no seasons to speak of): asked on a Sunday in early May 2026.
 */
import type { AlbumFile, AlbumSpec } from './album/spec';
import { dateOf } from './album/spec';
import { countKeyword, dateKeyword, goldPickers, type EvalQuestion } from './questions';

/** A Sunday morning in Singapore, after the album's last day. */
export const NOVEL_NOW = '2026-05-03T10:00:00+08:00';

/** Singapore prints dates day first ("18/10/2025", "18 Oct 2025", "18-10-2025"). */
const date = (d: string): string => {
  const [y, m, day] = d.split('-');
  return `${dateKeyword(d, { dayFirst: true })}|${day}-${m}-${y}|${y}.${m}.${day}`;
};

export function buildNovelQuestions(spec: AlbumSpec): EvalQuestion[] {
  const { files, names, tagged, one, last, fact } = goldPickers(spec, 'novel gold');

  const qs: Array<Omit<EvalQuestion, 'now' | 'match'> & { now?: string; match?: 'all' | 'any' }> = [];
  const q = (x: (typeof qs)[number]) => qs.push(x);
  const between = (from: string, to: string) => (f: AlbumFile) => dateOf(f) >= from && dateOf(f) <= to;

  // --- Direct: the answer is written on one memory.
  const pass = one(tagged('employment-pass'), 'employment pass');
  q({ id: 'work-permit-number', question: "What's the number on my work permit?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [pass.name], keywords: [fact(pass, 'fin')] });
  q({ id: 'work-permit-expiry', question: 'When does my work pass run out?', type: 'direct', pensieve: 'none', answer: 'date', gold: [pass.name], keywords: [date(fact(pass, 'expiry'))] });
  const cert = one(tagged('certificate', 'bcls'), 'BCLS certificate');
  q({ id: 'cpr-cert-expiry', question: 'When does my CPR certification expire?', type: 'direct', pensieve: 'none', answer: 'date', gold: [cert.name], keywords: [date(fact(cert, 'until'))] });
  q({ id: 'cpr-cert-number', question: "What's my resuscitation course certificate number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [cert.name], keywords: [fact(cert, 'cert')] });
  const roster = one(tagged('roster'), 'duty roster');
  q({ id: 'roster-nights', question: 'Which nights am I working in November?', type: 'direct', pensieve: 'time', answer: 'list', gold: [roster.name], keywords: ['3 5|3-5', '17 19|17-19'] });
  q({ id: 'roster-night-count', question: 'How many night shifts do I have in November?', type: 'direct', pensieve: 'time', answer: 'count', gold: [roster.name], keywords: [countKeyword(6)] });
  const tailor = one(tagged('tailor'), 'tailor slip');
  q({ id: 'tailor-slip', question: "What's the number on my alterations ticket?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [tailor.name], keywords: [fact(tailor, 'slip')] });
  q({ id: 'tailor-collect', question: 'When could I pick up my trousers from the tailor?', type: 'direct', pensieve: 'none', answer: 'date', gold: [tailor.name], keywords: ['22/10|22 oct|22 october|oct 22|october 22|2025-10-22'] });
  q({ id: 'tailor-items', question: 'What did I take to the tailor to be altered?', type: 'direct', pensieve: 'none', answer: 'list', gold: [tailor.name], keywords: ['trousers', 'dress'] });
  const aircon = one(tagged('aircon'), 'aircon invoice');
  q({ id: 'aircon-cost', question: 'How much did the air con cleaning cost?', type: 'direct', pensieve: 'none', answer: 'number', gold: [aircon.name], keywords: ['170'] });
  const locker = one(tagged('parcel', 'locker'), 'parcel locker');
  q({ id: 'parcel-pin', question: "What's the code to get my parcel out of the locker?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [locker.name], keywords: [fact(locker, 'pin')] });
  q({ id: 'parcel-where', question: 'Where was the locker with my parcel?', type: 'direct', pensieve: 'none', answer: 'name', gold: [locker.name], keywords: ['tiong bahru plaza'] });
  const member = one(tagged('membership', 'museum'), 'museum membership');
  q({ id: 'museum-member-no', question: "What's my art museum membership number?", type: 'direct', pensieve: 'none', answer: 'identifier', gold: [member.name], keywords: [fact(member, 'member')] });
  q({ id: 'museum-member-valid', question: 'Is my museum membership still valid this summer?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [member.name], keywords: ['yes|30 sep 2026|sep 2026|september 2026'], match: 'any' });
  q({ id: 'museum-which', question: 'Which museum am I a member of?', type: 'direct', pensieve: 'none', answer: 'name', gold: [member.name], keywords: ['national gallery'] });
  const bbq = one(tagged('bbq-pit'), 'bbq pit booking');
  q({ id: 'bbq-deposit', question: 'Did I have to pay a deposit for the barbecue pit?', type: 'direct', pensieve: 'none', answer: 'yesno', gold: [bbq.name], keywords: ['yes|50'], match: 'any' });
  q({ id: 'bbq-which-pit', question: 'Which barbecue pit did I book for the birthday party?', type: 'hybrid', pensieve: 'time', answer: 'identifier', gold: [bbq.name], keywords: ['pit 2|bbq pit 2'] });
  const topups = files.filter(tagged('transit', 'top-up'));
  const lastTopup = topups[topups.length - 1]!;
  q({ id: 'transit-topup-last', question: 'How much did I put on my transit card the last time?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastTopup.name], keywords: [fact(lastTopup, 'amount')] });
  const packing = one(tagged('packing-list'), 'packing list');
  q({ id: 'japan-packing', question: 'What did I need to pack for Japan?', type: 'hybrid', pensieve: 'none', answer: 'list', gold: [packing.name], keywords: ['thermal', 'gloves', 'adaptor'] });

  // --- Blood donations: the donor app's thank-you screen.
  const donations = files.filter(tagged('blood-donation'));
  const lastDonation = donations[donations.length - 1]!;
  q({ id: 'blood-last', question: 'When did I last give blood?', type: 'direct', pensieve: 'none', answer: 'date', gold: [lastDonation.name], keywords: [date(fact(lastDonation, 'date'))] });
  q({ id: 'blood-next', question: 'When can I donate blood again?', type: 'direct', pensieve: 'none', answer: 'date', gold: [lastDonation.name], keywords: [date(fact(lastDonation, 'next'))] });
  q({ id: 'blood-total', question: 'How many times have I donated blood altogether?', type: 'direct', pensieve: 'none', answer: 'number', gold: [lastDonation.name], keywords: ['re:#\\s*8\\b|\\b8\\b|eight'] });
  q({ id: 'blood-since-october', question: 'How many times did I give blood since October?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: donations.map((f) => f.name), keywords: [countKeyword(donations.length)], k: donations.length });

  // --- Outings in town.
  const film = one(tagged('movie-ticket'), 'cinema ticket');
  q({ id: 'movie-november', question: 'Which movie did I watch in November?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [film.name], keywords: ['paper moons'] });
  const delivery = one(tagged('food-delivery'), 'food delivery');
  q({ id: 'delivery-halloween', question: 'Where did we order takeaway from around Halloween?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [delivery.name], keywords: ['banana leaf'] });
  q({ id: 'delivery-items', question: 'What did we get in that delivery order at the end of October?', type: 'hybrid', pensieve: 'time', answer: 'list', gold: [delivery.name], keywords: ['fish head curry', 'prata'] });
  const anniversary = one(tagged('anniversary', 'receipt'), 'anniversary bill');
  q({ id: 'anniversary-place', question: 'Where did we go for our anniversary dinner?', type: 'hybrid', pensieve: 'time', answer: 'name', gold: [anniversary.name], keywords: ['salt ember|salt & ember'] });
  q({ id: 'anniversary-service', question: 'How much was the service charge at the anniversary dinner?', type: 'hybrid', pensieve: 'time', answer: 'number', gold: [anniversary.name], keywords: [fact(anniversary, 'service')] });
  const deepavali = names(tagged('deepavali'));
  q({ id: 'deepavali-photos', question: 'Show me the Deepavali photos', type: 'contextual', pensieve: 'time', answer: 'none', gold: deepavali, keywords: [], k: deepavali.length });

  // --- Repeated look-alikes: Saturday crew training and Sunday shelter shifts.
  const boards = files.filter(tagged('dragon-boat', 'whiteboard'));
  const nov = boards.filter((f) => dateOf(f).startsWith('2025-11'));
  q({ id: 'paddling-november', question: 'How many dragon boat sessions did I do in November?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: nov.map((f) => f.name), keywords: [countKeyword(nov.length)], k: nov.length });
  const sinceNewYear = boards.filter((f) => dateOf(f) >= '2026-01-01');
  q({ id: 'paddling-since-new-year', question: 'How many times have I been paddling since New Year?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: sinceNewYear.map((f) => f.name), keywords: [countKeyword(sinceNewYear.length)], k: sinceNewYear.length });
  const firstBoard = boards[0]!;
  q({ id: 'paddling-first', question: 'When was my first dragon boat training?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [firstBoard.name], keywords: [date(dateOf(firstBoard))] });
  const beforeJapan = boards.filter(between('2025-12-01', '2025-12-18'));
  // No session in the week before the flight (12–18 December): the last one before it was on the 6th.
  const lastBefore = beforeJapan[beforeJapan.length - 1]!;
  q({ id: 'paddling-before-japan', question: 'Did I make it to dragon boat training the week before the Japan trip?', type: 'hybrid', pensieve: 'time', answer: 'yesno', gold: [lastBefore.name], keywords: ['no', date(dateOf(lastBefore))] });
  const cards = files.filter(tagged('time-card'));
  const january = cards.filter((f) => dateOf(f).startsWith('2026-01'));
  q({ id: 'shelter-january', question: 'How many times did I volunteer at the animal shelter in January?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: january.map((f) => f.name), keywords: [countKeyword(january.length)], k: january.length });
  const lastCard = cards[cards.length - 1]!;
  q({ id: 'shelter-last', question: 'When did I last help out at the shelter?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [lastCard.name], keywords: [date(dateOf(lastCard))] });
  q({ id: 'shelter-last-hours', question: 'How long was my last shift at the animal shelter?', type: 'hybrid', pensieve: 'none', answer: 'duration', gold: [lastCard.name], keywords: ['3 hours|3 hrs|3 h|3.0|three hours'], match: 'any' });
  const december = cards.filter((f) => dateOf(f).startsWith('2025-12'));
  q({ id: 'shelter-december', question: 'How often did I go to the animal rescue last December?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: december.map((f) => f.name), keywords: [countKeyword(december.length)], k: december.length });

  // --- Japan, the December holiday.
  const jp = files.filter(tagged('japan-trip'));
  const jpNames = jp.map((f) => f.name);
  q({ id: 'japan-duration', question: 'How long were we in Japan?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: jpNames, keywords: ['8 nights|eight nights|9 days|nine days'], match: 'any', k: jpNames.length });
  const flightOut = one(tagged('japan-trip', 'flight-out'), 'flight to Tokyo');
  q({ id: 'japan-flight', question: 'What was our flight number to Tokyo?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [flightOut.name], keywords: [`${fact(flightOut, 'flight')}|${fact(flightOut, 'flight').replace(' ', '')}`] });
  const flightHome = one(tagged('japan-trip', 'flight-home'), 'flight home');
  q({ id: 'japan-fly-home-tokyo', question: 'Did we fly home from Tokyo?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [flightHome.name], keywords: ['no', 'osaka|kansai|kix'] });
  const hotel = one(tagged('japan-trip', 'hotel'), 'Tokyo hotel');
  q({ id: 'tokyo-hotel', question: 'Which hotel did we stay at in Tokyo?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [hotel.name], keywords: ['komorebi'] });
  const train = one(tagged('shinkansen'), 'bullet train ticket');
  q({ id: 'bullet-train-seat', question: 'Where were our seats on the bullet train?', type: 'hybrid', pensieve: 'none', answer: 'identifier', gold: [train.name], keywords: [`car ${fact(train, 'car')}`, fact(train, 'seat')] });
  q({ id: 'bullet-train-time', question: 'What time did the bullet train to Kyoto leave?', type: 'hybrid', pensieve: 'none', answer: 'date', gold: [train.name], keywords: ['10:30|10.30|10 30 am'] });
  q({ id: 'bullet-train-ride', question: 'How long was the bullet train ride to Kyoto?', type: 'hybrid', pensieve: 'none', answer: 'duration', gold: [train.name], keywords: ['2 h 14|2h14|2h 14|2 hours 14|2 hr 14|134 min'], match: 'any' });
  const ryokan = one(tagged('ryokan'), 'ryokan booking');
  q({ id: 'kyoto-inn', question: 'What was the name of the traditional inn in Kyoto?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [ryokan.name], keywords: ['kawasemi'] });
  q({ id: 'kyoto-dinner-included', question: 'Was dinner included at the place in Kyoto?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [ryokan.name], keywords: ['yes|kaiseki dinner included'], match: 'any' });
  const temple = one(tagged('temple', 'ticket'), 'temple ticket');
  q({ id: 'kyoto-temple', question: 'Which temple did we pay to get into in Kyoto?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [temple.name], keywords: ['kinkaku|rokuon'] });
  const teamlab = one(tagged('digital-art'), 'digital art ticket');
  q({ id: 'tokyo-art-price', question: 'How much was a ticket for the digital art museum in Tokyo?', type: 'hybrid', pensieve: 'location', answer: 'number', gold: [teamlab.name], keywords: ['3800|3,800'] });
  const deer = names(tagged('deer'));
  q({ id: 'deer-where', goldMatch: 'any', question: 'Where did we see the deer?', type: 'contextual', pensieve: 'none', answer: 'name', gold: deer, keywords: ['nara'] });
  q({ id: 'kyoto-photos', question: 'Show me the photos from Kyoto', type: 'contextual', pensieve: 'location', answer: 'none', gold: names((f) => f.town === 'Kyoto'), keywords: [], k: names((f) => f.town === 'Kyoto').length });

  // --- Melaka, a weekend by coach.
  const mel = files.filter(tagged('melaka-trip'));
  const melNames = mel.map((f) => f.name);
  const coachOut = one(tagged('coach-out'), 'coach out');
  q({ id: 'melaka-train', question: 'Did we take the train to Melaka?', type: 'hybrid', pensieve: 'location', answer: 'yesno', gold: [coachOut.name], keywords: ['no', 'coach|bus|delima'] });
  q({ id: 'melaka-bus-company', question: 'Which bus company did we use to get to Melaka?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [coachOut.name], keywords: ['delima'] });
  q({ id: 'melaka-duration', question: 'How long was our Melaka trip?', type: 'contextual', pensieve: 'multi', answer: 'duration', gold: melNames, keywords: ['1 night|one night|2 days|two days|a night'], match: 'any', k: melNames.length });
  const guesthouse = one(tagged('melaka-trip', 'guesthouse'), 'Melaka guesthouse');
  q({ id: 'melaka-stay', question: 'Where did we stay in Melaka?', type: 'hybrid', pensieve: 'location', answer: 'name', gold: [guesthouse.name], keywords: ['batik house'] });
  q({ id: 'melaka-wifi', question: 'What was the wifi password at the guesthouse in Melaka?', type: 'hybrid', pensieve: 'location', answer: 'identifier', gold: [guesthouse.name], keywords: [fact(guesthouse, 'password')] });
  const lunch = one(tagged('melaka-trip', 'lunch'), 'Melaka lunch');
  q({ id: 'melaka-lunch', question: 'Where did we have lunch on the Saturday in Melaka?', type: 'hybrid', pensieve: 'both', answer: 'name', gold: [lunch.name], keywords: ['lim kee'] });
  const cruise = one(tagged('river-cruise'), 'river cruise');
  q({ id: 'melaka-cruise-cost', question: 'How much did the boat ride on the river cost?', type: 'hybrid', pensieve: 'none', answer: 'number', gold: [cruise.name], keywords: ['60'] });
  const melMeals = mel.filter((f) => f.tags.includes('restaurant'));
  q({ id: 'melaka-meals-out', question: 'How many times did we eat out in Melaka?', type: 'hybrid', pensieve: 'multi', answer: 'count', gold: melMeals.map((f) => f.name), keywords: [countKeyword(melMeals.length)], k: melMeals.length });

  // --- Photos without text.
  const lastWalk = last(tagged('walk'), 'walk');
  q({ id: 'walk-last', question: 'When did I last go for a walk by the sea?', type: 'contextual', pensieve: 'none', answer: 'date', gold: [lastWalk.name], keywords: [date(dateOf(lastWalk))] });

  return qs.map((x) => ({ ...x, now: x.now ?? NOVEL_NOW, match: x.match ?? 'all' }));
}
