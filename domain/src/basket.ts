import { BASKET_QUANTITY_MAX, BASKET_QUANTITY_MIN, QUOTE_TITLE_MAX } from './constants';

/** A basket line as the browser sends it: only the service and how many (prices come from the server). */
export interface BasketItem {
  serviceId: string;
  qty: number;
}

/**
 * A basket quantity as the public page allows it (spec 001 §5): whole units from 1 to 999. Anything not
 * above 0 (or not a number) means "not in the basket" and gives null.
 */
export function clampBasketQuantity(qty: number): number | null {
  if (!Number.isFinite(qty) || qty <= 0) return null;
  return Math.min(BASKET_QUANTITY_MAX, Math.max(BASKET_QUANTITY_MIN, Math.round(qty)));
}

/**
 * The basket the server prices: lines with a quantity not above 0 dropped, quantities clamped to 1..999,
 * a service listed twice counted once with the quantities added (then clamped), first-seen order kept.
 */
export function normalizeBasket(items: readonly BasketItem[]): BasketItem[] {
  const byService = new Map<string, number>();
  for (const item of items) {
    const qty = clampBasketQuantity(item.qty);
    if (qty === null) continue;
    byService.set(item.serviceId, (byService.get(item.serviceId) ?? 0) + qty);
  }
  return [...byService].map(([serviceId, qty]) => ({ serviceId, qty: Math.min(BASKET_QUANTITY_MAX, qty) }));
}

/**
 * The title of a basket quote: its services' names, so the provider's list and the visitor's PDF say what
 * was asked ("Audit de site, Atelier de formation"). Past the title's length, the first names that fit and
 * "et N autre(s)".
 */
export function basketQuoteTitle(names: readonly string[]): string {
  const all = names.join(', ');
  if (all.length <= QUOTE_TITLE_MAX) return all;
  for (let kept = names.length - 1; kept > 0; kept--) {
    const rest = names.length - kept;
    const title = `${names.slice(0, kept).join(', ')} et ${rest} ${rest > 1 ? 'autres' : 'autre'}`;
    if (title.length <= QUOTE_TITLE_MAX) return title;
  }
  return `${names[0]!.slice(0, QUOTE_TITLE_MAX - 1)}…`;
}
