/**
 * Words a question uses for what photos show in other words: a "hotel" is a resort's key card, a
 * "workout" a treadmill display. Without an LLM this table bridges the commonest gaps of personal
 * questions (OmniQuery's "inferred related contexts", done by hand for the everyday ones); with an LLM
 * the query augmentation adds more. Keys and values are content words (lower case, singular).
 */
/** Supermarket chains people shop at, so a receipt counts as groceries without saying so. */
const GROCERS = ['safeway', 'qfc', 'trader', 'joe', 'kroger', 'costco', 'aldi', 'lidl', 'tesco', 'sainsbury', 'walmart', 'wholefoods', 'whole', 'foods', 'publix', 'albertsons', 'carrefour', 'rewe', 'edeka'];

const RELATED: Record<string, string[]> = {
  hotel: ['resort', 'inn', 'suite', 'room', 'key', 'check-in', 'lodge', 'motel', 'hilton', 'marriott', 'hyatt'],
  stay: ['hotel', 'resort', 'room', 'check-in'],
  gym: ['workout', 'cardio', 'treadmill', 'fitness', 'rower', 'exercise', 'weights'],
  workout: ['gym', 'cardio', 'treadmill', 'rower', 'fitness', 'exercise'],
  cardio: ['treadmill', 'rower', 'workout', 'gym', 'run', 'bike'],
  exercise: ['gym', 'workout', 'cardio', 'treadmill'],
  run: ['treadmill', 'cardio', 'km', 'pace'],
  treadmill: ['cardio', 'run', 'incline', 'pace'],
  dinner: ['restaurant', 'receipt', 'bill', 'menu', 'table', 'total', 'tip', 'server'],
  lunch: ['restaurant', 'receipt', 'cafe', 'menu', 'total'],
  breakfast: ['cafe', 'coffee', 'receipt', 'menu'],
  eat: ['restaurant', 'receipt', 'menu', 'dinner', 'lunch', 'food'],
  restaurant: ['receipt', 'menu', 'bill', 'dinner'],
  buy: ['receipt', 'total', 'order', 'purchase'],
  bought: ['receipt', 'total', 'order'],
  spend: ['receipt', 'total'],
  spent: ['receipt', 'total'],
  cost: ['total', 'price', 'receipt'],
  grocery: ['receipt', 'supermarket', 'market', ...GROCERS],
  groceries: ['receipt', 'supermarket', 'market', ...GROCERS],
  shopping: ['receipt', 'store', 'total'],
  concert: ['symphony', 'orchestra', 'ticket', 'show', 'music', 'band'],
  show: ['ticket', 'theatre', 'theater', 'concert'],
  game: ['ticket', 'stadium', 'mariners', 'match', 'seat'],
  movie: ['cinema', 'ticket', 'film'],
  book: ['novel', 'reading', 'chapter', 'library'],
  read: ['novel', 'book', 'chapter'],
  fly: ['flight', 'boarding', 'pass', 'gate', 'airline', 'seat', 'airport'],
  flight: ['boarding', 'pass', 'gate', 'airline', 'airport', 'departure'],
  flew: ['flight', 'boarding', 'pass', 'gate'],
  airport: ['boarding', 'gate', 'flight', 'terminal'],
  park: ['parking', 'level', 'spot', 'garage', 'lot'],
  parked: ['parking', 'level', 'spot', 'garage'],
  parking: ['level', 'spot', 'garage', 'lot'],
  car: ['parking', 'rental', 'hertz', 'plate'],
  rental: ['hertz', 'avis', 'rent', 'car'],
  wifi: ['wi-fi', 'password', 'network', 'ssid'],
  password: ['wi-fi', 'network', 'code'],
  license: ['driver', 'licence', 'dl', 'id'],
  id: ['license', 'card', 'number'],
  membership: ['member', 'card', 'number', 'costco'],
  appointment: ['calendar', 'invite', 'dentist', 'doctor'],
  dentist: ['dental', 'appointment', 'calendar'],
  doctor: ['clinic', 'appointment', 'medical'],
  birthday: ['cake', 'party', 'candles', 'celebration'],
  party: ['birthday', 'celebration', 'cake', 'drinks'],
  conference: ['badge', 'talk', 'keynote', 'session', 'registration'],
  beach: ['ocean', 'sand', 'surf', 'waikiki', 'snorkel'],
  snorkel: ['snorkeling', 'molokini', 'reef', 'beach'],
  ferry: ['ticket', 'boat', 'terminal'],
  museum: ['ticket', 'exhibit', 'gallery'],
};

/** A question word and the words that stand for it in what photos show. */
export function termAndRelated(term: string): string[] {
  return [term, ...(RELATED[term] ?? [])];
}

export function relatedTerms(terms: string[]): string[] {
  const out = new Set<string>();
  for (const t of terms) for (const r of RELATED[t] ?? []) if (!terms.includes(r)) out.add(r);
  return [...out];
}
