import { addDays, parisDay, withVatFranchise } from '@devis/domain';
import type { Store } from '../../store/port';
import { nextQuoteNumber } from '../quote-number/next-quote-number';
import type { WithId } from '../../store/port';
import { CLIENTS, newClientDoc, type ClientDoc } from '../clients/client-record';
import { SERVICES, newServiceDoc, type ServiceDoc } from '../catalogue/service-record';
import { QUOTES } from '../quotes/quote-record';
import { buildLines, clientSnapshot } from '../quotes/quote-content';
import { newQuoteDoc } from '../quotes/new-quote-doc';
import { prepareServicesCount } from '../directory/provider-listing';
import { providerVatFranchise } from '../quotes/provider-vat-franchise';
import { SAMPLE_CLIENTS, SAMPLE_QUOTE, SAMPLE_SERVICES } from './sample-records';

/**
 * 3 clients, 5 services and 1 draft quote, all or nothing. Under the VAT franchise the quote's lines are at
 * 0 %, as any quote the provider writes; the services keep their rate (the one charged outside the franchise).
 */
export async function addSampleData(deps: { store: Store; now: () => Date }, uid: string): Promise<{ clients: number; services: number; quotes: number }> {
  const now = deps.now();
  const at = now.toISOString();
  return deps.store.runTransaction(async (tx) => {
    // Reads come first in a transaction: the services count, the profile, then the number counter (and the plan).
    const servicesCount = await prepareServicesCount(tx, uid);
    const vatFranchise = await providerVatFranchise(tx, uid);
    const quote_number = await nextQuoteNumber(tx, uid, now, 'provider');
    const clients: WithId<ClientDoc>[] = [];
    for (const input of SAMPLE_CLIENTS) {
      const doc = newClientDoc(uid, input, at);
      clients.push({ ...doc, id: await tx.create(CLIENTS, doc) });
    }
    const services: WithId<ServiceDoc>[] = [];
    for (const input of SAMPLE_SERVICES) {
      const doc = newServiceDoc(uid, input, at);
      services.push({ ...doc, id: await tx.create(SERVICES, doc) });
    }
    await servicesCount.write(services.length);
    const client = clients[SAMPLE_QUOTE.clientIndex]!;
    const lines = buildLines(
      withVatFranchise(
        SAMPLE_QUOTE.lines.map(({ serviceIndex, quantity }) => {
          const service = services[serviceIndex]!;
          return { description: service.name, quantity, unit: service.unit, unit_price_ht: service.unit_price_ht, tva_rate_percent: service.tva_rate_percent, service_id: service.id };
        }),
        vatFranchise,
      ),
    );
    const today = parisDay(now);
    await tx.create(
      QUOTES,
      newQuoteDoc({
        uid,
        quote_number,
        title: SAMPLE_QUOTE.title,
        quote_date: today,
        valid_until: addDays(today, SAMPLE_QUOTE.validityDays),
        notes: SAMPLE_QUOTE.notes,
        client_id: client.id,
        client: clientSnapshot(client),
        client_account_id: null,
        lines,
        vat_franchise: vatFranchise,
        now,
      }),
    );
    return { clients: clients.length, services: services.length, quotes: 1 };
  });
}
