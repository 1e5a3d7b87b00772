import { compareFrench, type ProviderDetail } from '@devis/domain';
import { SERVICES, type ServiceDoc } from '../catalogue/service-record';
import { providerNotFound } from '../request-loop/parties';
import { PROFILES } from '../profile/profile-record';
import { directoryProvider, type DirectoryDeps, type ListedProfile } from './list-providers';
import { isListed } from './provider-listing';

/**
 * A provider's page for clients: identity, address, SIRET, VAT number, terms and services. Only a
 * provider listed in the directory (a company name and a confirmed email); anything else is 'Prestataire non trouvé'.
 * 1 read + one per service.
 */
export async function getProvider(deps: DirectoryDeps, providerId: string): Promise<ProviderDetail> {
  const [profile, services] = await Promise.all([
    deps.store.get<ListedProfile>(PROFILES, providerId),
    deps.store.query<ServiceDoc>(SERVICES, { where: [['user_id', '==', providerId]], limit: 200 }),
  ]);
  if (!profile || !isListed(profile)) throw providerNotFound();
  const base = await directoryProvider(deps, { ...profile, services_count: profile.services_count ?? services.length });
  return {
    ...base,
    siret: profile.siret ?? null,
    tva_intracom: profile.tva_intracom ?? null,
    legal_form: profile.legal_form ?? null,
    vat_franchise: profile.vat_franchise ?? false,
    quote_payment_terms: profile.quote_payment_terms ?? null,
    quote_terms_conditions: profile.quote_terms_conditions ?? null,
    services: services
      .map((s) => ({ id: s.id, name: s.name, description: s.description, unit_price_ht: s.unit_price_ht, tva_rate_percent: s.tva_rate_percent, unit: s.unit }))
      .sort((a, b) => compareFrench(a.name, b.name)),
  };
}
