import { BASKET_QUANTITY_MAX, BASKET_QUANTITY_MIN } from './constants';

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
