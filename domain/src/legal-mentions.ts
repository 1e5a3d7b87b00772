import type { ProviderProfile } from './entities';
import { listOf } from './plural';

/**
 * The provider's identity mentions a French quote is expected to carry that the profile does not give yet, in the
 * words the provider reads. The PDF prints whatever is there; this only says what is missing, and sending is never
 * blocked by it.
 */
export function missingLegalMentions(profile: Pick<ProviderProfile, 'company_address' | 'company_postal_code' | 'company_city' | 'siret' | 'tva_intracom' | 'vat_franchise'>): string[] {
  const blank = (value: string | null) => !value?.trim();
  return [
    ...(blank(profile.company_address) || blank(profile.company_postal_code) || blank(profile.company_city) ? ["l'adresse de l'entreprise"] : []),
    ...(blank(profile.siret) ? ['le SIRET'] : []),
    ...(!profile.vat_franchise && blank(profile.tva_intracom) ? ['le numéro de TVA intracommunautaire'] : []),
  ];
}

/** 'Il manque sur vos devis l'adresse de l'entreprise et le SIRET.', or null when nothing is missing. */
export function missingLegalMentionsText(profile: Parameters<typeof missingLegalMentions>[0]): string | null {
  const missing = missingLegalMentions(profile);
  return missing.length ? `Il manque sur vos devis ${listOf(missing)}.` : null;
}
