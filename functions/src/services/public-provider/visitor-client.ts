import { DEFAULT_COUNTRY, type QuoteClientSnapshot } from '@devis/domain';

export const ANONYMOUS_VISITOR = 'Visiteur de la page publique';

/**
 * The "client" of a basket quote: the visitor, known by the email given to the page (or not yet, in
 * DOWNLOAD_ON_EMAIL mode until the PDF is asked). The provider's list and the PDF show it.
 */
export function visitorClient(email: string | null): QuoteClientSnapshot {
  return {
    company_name: email ?? ANONYMOUS_VISITOR,
    contact_name: null,
    email,
    phone: null,
    address: null,
    postal_code: null,
    city: null,
    country: DEFAULT_COUNTRY,
  };
}
