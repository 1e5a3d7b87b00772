import { initials, VAT_FRANCHISE_MENTION, type PublicProviderPage } from '@devis/domain';
import { Avatar, Box, Paper, Stack, Typography } from '@devis/platform';

/** Who the catalogue belongs to: logo (else photo, else initials in the brand colour), name, city. */
export function ProviderPageHeader({ provider }: { provider: PublicProviderPage['provider'] }) {
  const picture = provider.logo_url ?? provider.avatar_url;
  return (
    <Paper variant="outlined" component="header" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, borderTop: 4, borderTopColor: provider.brand_primary_color }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {picture ? (
          <Box component="img" src={picture} alt={`Logo ${provider.name}`} sx={{ maxHeight: 64, maxWidth: 120, objectFit: 'contain', flexShrink: 0 }} />
        ) : (
          <Avatar sx={{ bgcolor: provider.brand_primary_color, width: 56, height: 56, fontWeight: 700, flexShrink: 0 }} aria-hidden>
            {initials(provider.name)}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {provider.name}
          </Typography>
          {provider.city && <Typography color="text.secondary">{provider.city}</Typography>}
        </Box>
      </Stack>
      <Typography sx={{ mt: 2 }}>Cochez les services qui vous intéressent, ajustez les quantités, puis obtenez votre devis en PDF.</Typography>
      <Typography variant="body2" color="text.secondary">
        {provider.vat_franchise ? `Prix nets. ${VAT_FRANCHISE_MENTION}.` : 'Prix hors taxes (HT), TVA indiquée pour chaque service.'}
      </Typography>
    </Paper>
  );
}
