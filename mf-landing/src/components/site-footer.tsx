import { Box, Container, Divider, Link, Stack, Typography } from '@devis/platform';
import { appPaths, paths } from '../lib/paths';
import { followAppLink } from '../lib/follow-app-link';
import { PageLink } from '../lib/router/page-link';
import { BrandLogo } from './brand-logo';

type FooterLink = { label: string; to: string; otherApp?: boolean };

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Produit',
    links: [
      { label: 'Fonctionnalités', to: paths.features },
      { label: 'Tarifs', to: paths.pricing },
      { label: 'Templates de devis', to: paths.quoteTemplates },
      { label: "Cas d'usage", to: paths.useCases },
    ],
  },
  {
    title: 'Ressources',
    links: [
      { label: 'Blog', to: paths.blog },
      { label: "Centre d'aide", to: appPaths.help, otherApp: true },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Compte',
    links: [
      { label: 'Essayer gratuitement', to: appPaths.register, otherApp: true },
      { label: 'Connexion Entreprise', to: appPaths.providerLogin, otherApp: true },
      { label: 'Espace Client', to: appPaths.clientLogin, otherApp: true },
    ],
  },
  {
    title: 'Légal',
    links: [
      { label: "Conditions générales d'utilisation", to: paths.terms },
      { label: 'Mentions légales', to: paths.legalNotice },
      { label: 'Politique de confidentialité', to: paths.privacy },
    ],
  },
];

const linkSx = {
  color: 'grey.400',
  textDecoration: 'none',
  '&:hover': { color: 'common.white', textDecoration: 'underline' },
  // A finger needs a 44 px target (WCAG 2.5.5); a mouse keeps the compact list.
  '@media (pointer: coarse)': { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
};

function FooterEntry({ link }: { link: FooterLink }) {
  if (link.otherApp) {
    return (
      <Link href={link.to} onClick={followAppLink} variant="body2" sx={linkSx}>
        {link.label}
      </Link>
    );
  }
  return (
    <Link component={PageLink} to={link.to} variant="body2" sx={linkSx}>
      {link.label}
    </Link>
  );
}

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0F172A', color: 'grey.300', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: '1.4fr repeat(4, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLogo inverted />
            <Typography variant="body2" sx={{ mt: 2, color: 'grey.400', maxWidth: 280 }}>
              Le logiciel de devis des indépendants et des petites entreprises françaises. Créez, envoyez et suivez vos devis en
              quelques clics.
            </Typography>
          </Box>
          {columns.map((column) => (
            <Box component="nav" aria-label={column.title} key={column.title}>
              <Typography component="h2" variant="subtitle2" sx={{ color: 'common.white', fontWeight: 700, mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <FooterEntry link={link} />
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        <Divider sx={{ borderColor: 'rgba(148, 163, 184, 0.2)', my: 4 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          {/* The year of the visit; the pre-rendered page (build/prerender) may carry the build's. */}
          <Typography variant="body2" sx={{ color: 'grey.400' }} suppressHydrationWarning>
            © {new Date().getFullYear()} Devis SAS. Tous droits réservés.
          </Typography>
          <Typography variant="body2" sx={{ color: 'grey.400' }}>
            Conçu en France · Données hébergées dans l'Union européenne
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
