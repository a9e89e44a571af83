import { isKindOf } from '../kind-of';
import { headSense } from './compounds';
import { verbNamesOtherThing } from './derived';
import { wordnet, type WordNet } from './wordnet';

/**
 * The one thing a general lexicon does not know about photo libraries: people photograph documents,
 * and a document prints the words of its kind, not of its purpose. A question asks for "my shopping
 * list" or "the concert"; the photo says "Remember to buy:" or "ADMIT ONE · ROW F · SEAT 12".
 *
 * This is the one table of what each kind of document prints and which question words name it. Each
 * kind lists the words a question uses for what the document is for (`purposes`, lemmas) and the
 * words such documents print (`prints`, lower case); a kind printed for more than one occasion (a
 * ticket: a match, a concert or a play) also says how its layout tells them apart (`occasions`, read
 * by occasion.ts). Only generic vocabulary of the kinds themselves: no brand, store, venue, person or
 * place is named here, so the table holds for any library.
 * A print must point to its kind more than to others: "guest" is on Wi-Fi cards, key cards and booking
 * screens ("2 guests") as much as on a bill, so it is no evidence of a meal and the bill does not list it.
 */
export interface DocumentKind {
  kind: string;
  purposes: readonly string[];
  /**
   * WordNet classes whose every kind names the purpose too: "which band did I see" or "what comedian"
   * asks for a performance, and no list could hold every kind of performer.
   */
  purposeClasses?: readonly string[];
  prints: readonly string[];
  /** The occasions such a document may be for, each told by its own layout. */
  occasions?: readonly OccasionLayout[];
}

/** What a ticket, a pass or a booking is for: one occasion, whose values are not another's. */
export type Occasion = 'match' | 'concert' | 'stage' | 'journey' | 'stay';

/**
 * One occasion a kind of document is printed for. A question names it by its kind ("the football
 * game", "the gig", "the play") and the paper prints no such word, only its layout (`signs`).
 */
export interface OccasionLayout {
  occasion: Occasion;
  /**
   * Question words (lemmas) that name the occasion, and WordNet classes whose kinds do in their two
   * commonest senses ("rugby" is an athletic game). An occasion no question names (a journey, a stay)
   * has none: its layout only marks a paper as not the asked occasion's.
   */
  names?: readonly string[];
  nameClasses?: readonly string[];
  /**
   * Words this occasion's documents print, and no other occasion's as much; an occasion several kinds
   * are printed for (a journey) has all their signs. Labels every ticket shares ("seat", "row",
   * "gate", "entrance") are left out: they are what the question asks, not what it is about.
   */
  signs: readonly string[];
}

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  { kind: 'receipt', purposes: ['receipt', 'purchase', 'buy', 'spend', 'cost', 'pay', 'price', 'shopping', 'shop', 'grocery', 'store', 'supermarket'], prints: ['receipt', 'total', 'subtotal', 'balance', 'tax', 'qty', 'amount', 'change', 'cash', 'card', 'paid'] },
  { kind: 'bill', purposes: ['bill', 'invoice', 'restaurant', 'dinner', 'lunch', 'breakfast', 'meal', 'eat', 'cafe', 'bar', 'drink'], prints: ['bill', 'check', 'total', 'tip', 'gratuity', 'server', 'table', 'invoice', 'due'] },
  { kind: 'menu', purposes: ['menu', 'restaurant', 'dinner', 'lunch', 'breakfast', 'meal', 'eat', 'cafe'], prints: ['menu', 'starter', 'appetizer', 'entree', 'main', 'dessert', 'special'] },
  { kind: 'shopping list', purposes: ['list', 'shopping', 'grocery', 'errand', 'todo', 'remember'], prints: ['buy', 'need', 'remember', 'forget', 'get', 'todo', 'list', 'pick'] },
  { kind: 'note', purposes: ['note', 'reminder', 'memo', 'idea', 'plan'], prints: ['note', 'remember', 'forget', 'todo', 'remind', 'idea'] },
  // An admission ticket's occasion names differ from its purposes on purpose. A purpose adds every
  // ticket's prints to the question (related.ts); a name only says which ticket a value is read off.
  // So "derby" (to WordNet only a hat), "musical" (an adjective as often), "ballet" and "panto" name
  // an occasion and are no purpose; kinds of "match" (a matchstick's too) and of "concert" name one,
  // while kinds of "entertainer" (a comedian plays a club or a theatre) name a ticket, no occasion.
  // A fixture list shows its match by the same signs as a match ticket: its ground and its kick-off.
  {
    kind: 'ticket',
    purposes: ['ticket', 'admission', 'concert', 'gig', 'show', 'game', 'match', 'movie', 'film', 'theater', 'theatre', 'play', 'opera', 'museum', 'exhibition', 'festival', 'performance'],
    purposeClasses: ['entertainer', 'musical organization'],
    prints: ['ticket', 'admit', 'admission', 'seat', 'row', 'section', 'gate', 'entry', 'door'],
    occasions: [
      { occasion: 'match', names: ['match', 'game', 'fixture', 'derby'], nameClasses: ['athletic game', 'match'], signs: ['stadium', 'arena', 'ground', 'ballpark', 'stand', 'block', 'turnstile', 'terrace', 'tribune', 'ko', 'kickoff', 'kick-off', 'home', 'away'] },
      { occasion: 'concert', names: ['concert', 'gig', 'show', 'performance', 'festival'], nameClasses: ['concert', 'musical organization'], signs: ['doors', 'support', 'standing', 'ga', 'tour', 'live', 'headliner', 'presents'] },
      { occasion: 'stage', names: ['play', 'theatre', 'theater', 'show', 'performance', 'opera', 'musical', 'ballet', 'panto', 'pantomime'], nameClasses: ['dramatic composition', 'stage dancing'], signs: ['stalls', 'circle', 'balcony', 'mezzanine', 'matinee', 'interval', 'theatre', 'theater', 'auditorium'] },
    ],
  },
  // A contest between two sides prints them either side of "vs": a fixture list, a match ticket, a scoreboard.
  // A club's own list names only the other side, under its heading, with the ground and the kick-off.
  { kind: 'fixture', purposes: ['match', 'game', 'fixture'], purposeClasses: ['athletic game'], prints: ['vs', 'versus', 'fixtures', 'kickoff', 'home', 'away'] },
  // A journey's papers print the labels a ticket does ("Gate 4 · Seat 9C", "Coach 3 - Seats 21-23")
  // under a departure and an arrival: their values are the journey's, not an asked match's or show's.
  {
    kind: 'transit ticket',
    purposes: ['train', 'bus', 'ferry', 'boat', 'ride', 'travel', 'commute'],
    prints: ['ticket', 'fare', 'departure', 'platform', 'terminal', 'route', 'single', 'return'],
    occasions: [{ occasion: 'journey', signs: ['departure', 'departs', 'depart', 'dep', 'arrival', 'arrives', 'arr', 'platform', 'coach', 'carriage', 'terminal', 'class', 'railcard', 'route', 'via'] }],
  },
  {
    kind: 'boarding pass',
    purposes: ['fly', 'flight', 'plane', 'airplane', 'airport', 'airline', 'boarding'],
    prints: ['boarding', 'pass', 'gate', 'seat', 'flight', 'departure', 'terminal', 'zone', 'group'],
    occasions: [{ occasion: 'journey', signs: ['boarding', 'flight', 'departure', 'departs', 'arrival', 'arrives', 'terminal', 'class'] }],
  },
  { kind: 'badge', purposes: ['conference', 'convention', 'summit', 'meetup', 'workshop', 'registration', 'attendee'], prints: ['badge', 'attendee', 'speaker', 'registration', 'session', 'keynote', 'talk'] },
  // A stay's papers (a key card, a booking screen, a folio) print a room and its nights, more than a
  // key card alone prints; a key card's "key", "card" and "welcome" are any card's or sign's too.
  {
    kind: 'key card',
    purposes: ['hotel', 'stay', 'room', 'resort', 'motel', 'lodging', 'inn', 'accommodation'],
    prints: ['key', 'card', 'room', 'check-in', 'checkout', 'suite', 'guest', 'welcome'],
    occasions: [{ occasion: 'stay', signs: ['nights', 'night', 'checkout', 'check-out', 'check-in', 'hotel', 'guest', 'guests', 'suite', 'room'] }],
  },
  { kind: 'confirmation', purposes: ['booking', 'book', 'reservation', 'reserve'], prints: ['confirmation', 'reservation', 'booking', 'confirmed', 'number', 'check-in'] },
  { kind: 'exercise display', purposes: ['workout', 'exercise', 'gym', 'cardio', 'fitness', 'training', 'run', 'jog', 'treadmill', 'row', 'cycle'], prints: ['time', 'distance', 'dist', 'calories', 'cal', 'kcal', 'pace', 'speed', 'incline', 'km', 'mi', 'mile', 'min', 'mph', 'bpm', 'heart', 'rate', 'level', 'split'] },
  // A pump's receipt prints the fuel's grade, the pump and the volume, rarely "fuel" or the verb asked
  // ("fill up", read as refuel by refuel.ts). A unit's bare symbol ("L") is no print: it is a shirt's size too.
  { kind: 'fuel receipt', purposes: ['fuel', 'petrol', 'gasoline', 'diesel', 'refuel'], prints: ['fuel', 'pump', 'litre', 'litres', 'liter', 'liters', 'unleaded', 'diesel', 'petrol', 'gasoline'] },
  { kind: 'parking sign', purposes: ['park', 'parking', 'car', 'garage'], prints: ['parking', 'level', 'spot', 'space', 'bay', 'garage', 'lot', 'zone', 'floor', 'deck', 'row'] },
  // A home's internet is billed as its line: the plan's fibre or broadband and its speed, seldom the word "internet".
  { kind: 'broadband bill', purposes: ['internet', 'broadband'], prints: ['broadband', 'fibre', 'fiber', 'mbps', 'router'] },
  { kind: 'wi-fi card', purposes: ['wifi', 'password', 'internet', 'network'], prints: ['wi-fi', 'wifi', 'password', 'network', 'ssid'] },
  { kind: 'identity card', purposes: ['license', 'licence', 'id', 'passport', 'identity'], prints: ['license', 'licence', 'driver', 'id', 'card', 'number', 'dob', 'expires'] },
  { kind: 'membership card', purposes: ['membership', 'member', 'loyalty', 'library'], prints: ['member', 'membership', 'card', 'number', 'since'] },
  { kind: 'appointment', purposes: ['appointment', 'dentist', 'doctor', 'checkup', 'clinic', 'meeting'], prints: ['appointment', 'calendar', 'invite', 'reminder'] },
  { kind: 'prescription label', purposes: ['medicine', 'medication', 'prescription', 'prescribe', 'pill', 'pharmacy', 'drug', 'antibiotic'], prints: ['rx', 'dose', 'tablet', 'tablets', 'capsule', 'capsules', 'mg', 'daily', 'refill', 'pharmacy', 'take'] },
  { kind: 'pet record', purposes: ['vet', 'veterinarian', 'pet', 'dog', 'cat', 'vaccination', 'booster', 'jab'], prints: ['veterinary', 'vet', 'clinic', 'vaccination', 'booster', 'patient', 'due'] },
  { kind: 'rental agreement', purposes: ['rental', 'rent', 'hire'], prints: ['rental', 'agreement', 'pickup', 'return', 'vehicle', 'mileage'] },
  { kind: 'screen', purposes: ['screen', 'screenshot', 'display', 'phone', 'app', 'message', 'text'], prints: ['screen', 'message', 'notification', 'app'] },
  { kind: 'sign', purposes: ['sign', 'entrance', 'visit', 'welcome'], prints: ['welcome', 'entrance', 'open', 'hours', 'exit'] },
  { kind: 'label', purposes: ['label', 'package', 'parcel', 'delivery', 'order', 'shipping'], prints: ['label', 'order', 'tracking', 'ship', 'delivery', 'package'] },
];

/** Purpose lemma → the kinds it names, built once. */
const BY_PURPOSE = new Map<string, DocumentKind[]>();
for (const kind of DOCUMENT_KINDS) {
  for (const p of kind.purposes) BY_PURPOSE.set(p, [...(BY_PURPOSE.get(p) ?? []), kind]);
}

/** The kinds a lemma names as their purpose ("dinner" → bill, menu). */
export function documentKindsFor(lemma: string): readonly DocumentKind[] {
  return BY_PURPOSE.get(lemma) ?? [];
}

/**
 * The kinds a question word names: by itself, by its WordNet lemmas, and by its phrase's words ("eat
 * out": eat). Of a compound noun only the head names a purpose: "car insurance" is kept on an
 * insurance certificate, not on what a car's documents print.
 */
export function documentKindsOfTerm(term: string, lemmas: ReadonlyArray<{ lemma: string; pos: string }>, db: WordNet = wordnet()): Set<DocumentKind> {
  const parts = term.split(/[ _-]+/);
  const compound = parts.length > 1 ? lemmas.find((l) => l.pos === 'n' && l.lemma.includes('_')) : undefined;
  // The head names its kinds in its common senses (a ticket: a pass), which the table's prints are of;
  // a phrase that is a kind of a rare sense of it ("parking ticket", a summons) prints none of them.
  const headKinds = !compound || (headSense(compound.lemma, db)?.common ?? true);
  // A noun the table names ("training") says what it is for itself; the verb read off it adds only what
  // it names as the noun's act. Where the noun names no kind ("cycling"), the verb's spelling is its one
  // way to the table, and a purpose there ("cycle") is the verb.
  const own = documentKindsFor(term).length === 0 ? lemmas : lemmas.filter((l) => l.pos !== 'v' || l.lemma === term || !verbNamesOtherThing(term, l.lemma, db));
  const purposes = new Set([term, ...own.map((l) => l.lemma.replace(/_/g, ' ')), ...(compound ? (headKinds ? parts.slice(-1) : []) : parts)]);
  const named = new Set([...purposes].flatMap((p) => documentKindsFor(p)));
  for (const kind of DOCUMENT_KINDS) {
    if (kind.purposeClasses?.some((c) => [...purposes].some((p) => isKindOf(p, c, undefined, CLASS_SENSES)))) named.add(kind);
  }
  return named;
}

/** A question word names a class's purpose in its two commonest senses ("band": a group of people, then of musicians). */
const CLASS_SENSES = 2;
