// The landing's pages name their tab as the apps' pages do.
export { usePageTitle } from '@devis/platform';
