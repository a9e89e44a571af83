/**
 * "How much did I pay for the car service", "what did the dinner come to": paying, spending, costing
 * and coming to frame a question about an amount, as "how much" does. Every bill, ticket and receipt prints PAID or TOTAL, so the verb matches
 * a parking ticket as well as the service invoice; what was paid for is what tells them apart.
 */
const AMOUNT_VERB = /^(?:pay|paid|paying|spend|spent|spending|cost|costs|costing|come|came)$/;

/** An amount question's terms without the verb of paying, unless nothing else is asked. */
export function withoutAmountFrame(terms: string[]): string[] {
  const rest = terms.filter((t) => !AMOUNT_VERB.test(t));
  return rest.length > 0 ? rest : terms;
}
