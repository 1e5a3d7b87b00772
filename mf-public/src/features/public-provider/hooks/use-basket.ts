import { useCallback, useMemo, useState } from 'react';
import { clampBasketQuantity, computeLine, computeTotals, type BasketItem, type PublicProviderService, type QuoteTotals } from '@devis/domain';

export interface BasketLine {
  service: PublicProviderService;
  qty: number;
  total_ht: number;
  total_ttc: number;
}

export interface Basket {
  /** The quantity of a service in the basket, or null when it is not in it. */
  quantityOf(serviceId: string): number | null;
  /** Checked: in the basket with 1; unchecked: out. */
  toggle(serviceId: string, checked: boolean): void;
  /** A typed quantity: clamped to 1..999 (spec 001 §5); a quantity not above 0 takes the service out. */
  setQuantity(serviceId: string, qty: number): void;
  lines: BasketLine[];
  totals: QuoteTotals;
  /** What the server gets: service ids and quantities only. */
  items: BasketItem[];
}

/**
 * The visitor's basket (spec 001 §3 "basket item": serviceId, qty, service). Totals are the domain's (the
 * same rounding the server applies to the quote), shown as an estimate; the server prices the quote itself.
 */
export function useBasket(services: readonly PublicProviderService[]): Basket {
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(new Map());

  const toggle = useCallback((serviceId: string, checked: boolean) => {
    setQuantities((current) => {
      const next = new Map(current);
      if (checked) next.set(serviceId, current.get(serviceId) ?? 1);
      else next.delete(serviceId);
      return next;
    });
  }, []);

  const setQuantity = useCallback((serviceId: string, qty: number) => {
    setQuantities((current) => {
      const next = new Map(current);
      const clamped = clampBasketQuantity(qty);
      if (clamped === null) next.delete(serviceId);
      else next.set(serviceId, clamped);
      return next;
    });
  }, []);

  return useMemo(() => {
    const lines = services
      .filter((s) => quantities.has(s.id))
      .map((service) => {
        const qty = quantities.get(service.id)!;
        const { total_ht, total_ttc } = computeLine({ quantity: qty, unit_price_ht: service.unit_price_ht, tva_rate_percent: service.tva_rate_percent });
        return { service, qty, total_ht, total_ttc };
      });
    return {
      quantityOf: (id: string) => quantities.get(id) ?? null,
      toggle,
      setQuantity,
      lines,
      totals: computeTotals(lines.map((l) => ({ quantity: l.qty, unit_price_ht: l.service.unit_price_ht, tva_rate_percent: l.service.tva_rate_percent }))),
      items: lines.map((l) => ({ serviceId: l.service.id, qty: l.qty })),
    };
  }, [services, quantities, toggle, setQuantity]);
}
