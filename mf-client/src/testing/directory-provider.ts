import type { DirectoryProvider } from '@devis/domain';

/** A provider as the client directory lists it, in Lyon. */
export const directoryProvider = (id: string, name: string, servicesCount = 1): DirectoryProvider => ({
  user_id: id,
  company_name: name,
  company_address: null,
  company_city: 'Lyon',
  company_postal_code: '69002',
  company_country: 'France',
  logo_url: null,
  avatar_url: null,
  brand_primary_color: '#3B82F6',
  services_count: servicesCount,
});
