import { paths } from '../lib/paths';

/** The landing pages the header links to, on wide screens and in the mobile menu. */
export const navLinks = [
  { label: 'Fonctionnalités', to: paths.features },
  { label: 'Tarifs', to: paths.pricing },
  { label: 'Contact', to: paths.contact },
] as const;
