import { compareFrench, lineVatRateFromService, type PublicProviderPage } from '@devis/domain';
import type { Deps } from '../context';
import { ownFileUrl } from '../../files/own-file-url';
import { SERVICES, type ServiceDoc } from '../catalogue/service-record';
import { assertEmailGate, assertPageEnabled, findPublicPage } from './public-page';
import type { Visitor } from './visitor';

/**
 * GET ?action=get_page: the provider's header (a logo only from our own files) and whole catalogue, by name. Store reads: 1 (the page's
 * profile) + 1 per service; a disabled page or a closed email gate stops after the first.
 */
export async function getPublicPage(deps: Pick<Deps, 'store' | 'files'>, publicId: string, visitor: Visitor): Promise<PublicProviderPage> {
  const profile = await findPublicPage(deps.store, publicId);
  assertPageEnabled(profile);
  const visitorEmail = visitor.emails[publicId] ?? null;
  assertEmailGate(profile, visitorEmail);
  const services = await deps.store.query<ServiceDoc>(SERVICES, { where: [['user_id', '==', profile.id]] });
  return {
    provider: {
      id: publicId,
      name: profile.company_name,
      currency: 'EUR',
      logo_url: ownFileUrl(profile.logo_url, deps.files),
      avatar_url: profile.avatar_url,
      public_access_mode: profile.public_access_mode,
      vat_franchise: profile.vat_franchise ?? false,
      brand_primary_color: profile.brand_primary_color,
      city: profile.company_city,
    },
    services: services
      .sort((a, b) => compareFrench(a.name, b.name))
      .map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        unit_price_ht: s.unit_price_ht,
        // The rate the basket's quote will carry: 0 under the franchise, the default for a rate that is not French.
        tva_rate_percent: lineVatRateFromService(s.tva_rate_percent, { defaultRate: profile.tva_rate_percent, vatFranchise: profile.vat_franchise ?? false }).rate,
        unit: s.unit,
      })),
    visitor_email: visitorEmail,
  };
}
