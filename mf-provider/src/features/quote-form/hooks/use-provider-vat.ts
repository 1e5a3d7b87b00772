import { useQuery } from '@devis/platform/query';
import { profileQuery } from '../../../api/profile';
import { NO_PROFILE_VAT, providerVat, type ProviderVat } from '../utils/quote-form-values';

/**
 * The provider's VAT (default rate, franchise) from the cached profile, for the quote form and the proposal page:
 * undefined while the profile loads, 20 % without franchise if it cannot load (the server applies the franchise anyway).
 */
export function useProviderVat(): ProviderVat | undefined {
  const profile = useQuery({ ...profileQuery(), select: providerVat });
  return profile.data ?? (profile.isError ? NO_PROFILE_VAT : undefined);
}
