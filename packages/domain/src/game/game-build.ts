import type { Selection } from '../configurator/sections';
import type { Paise } from '../money';
import { quoteSelection, type StockedCatalogue } from '../pricing/quote-selection';
import { API_MESSAGES } from '../validation/api-messages';

/**
 * The "Your PC" price of a game build: 0.9 x (the marked-up price rounded to the nearest ₹500,
 * minus ₹10), which is the selling price of the one quote the shop sells by. Only a build is
 * judged: every part chosen, known and compatible (a part out of stock still counts: stock is the
 * shop's business, not the player's). Otherwise the first problem, as the configurator words it.
 */
export function gameBuildPrice(
  catalogue: StockedCatalogue,
  selection: Selection,
): { price: Paise } | { problem: string } {
  const quote = quoteSelection(catalogue, selection);
  if (!quote.buildable || quote.sellingPrice <= 0) {
    return { problem: quote.problems[0] ?? API_MESSAGES.buildNamesUnknownPart };
  }
  return { price: quote.sellingPrice };
}
