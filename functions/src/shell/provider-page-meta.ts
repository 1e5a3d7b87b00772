import type { PageMeta } from '../../../build/import-map.mjs';
import type { ProfileDoc } from '../services/profile/profile-record';

type PageProfile = Pick<ProfileDoc, 'company_name' | 'company_city' | 'logo_url' | 'public_access_mode'>;

/** What the page itself says while it waits for an email (mf-public's provider page). */
const GATED: Omit<PageMeta, 'path'> = {
  title: 'Demander un devis',
  description: "Ce prestataire demande votre adresse email avant d'afficher son catalogue.",
};

/**
 * What a crawler or a link preview reads of /p/{publicId} before any script runs: the provider's name (the tab
 * title the page sets), where they work and their logo. Behind the email gate the page shows nothing of its
 * provider before the email, and neither does its preview.
 */
export function providerPageMeta(profile: PageProfile, path: string, origin: string): PageMeta {
  if (profile.public_access_mode === 'ACCESS_ON_EMAIL') return { path, ...GATED };
  const name = profile.company_name.trim();
  const city = profile.company_city?.trim();
  const who = name ? `à ${name}${city ? ` (${city})` : ''}` : 'à ce prestataire';
  return {
    path,
    title: name || GATED.title,
    description: `Demandez un devis ${who} : choisissez ses prestations et recevez votre devis en PDF.`,
    image: absoluteAddress(profile.logo_url, origin),
  };
}

/** A logo's address as a link preview needs it: absolute, http(s) only. */
function absoluteAddress(address: string | null, origin: string): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
