import { initials, type PublicQuoteView } from '@devis/domain';
import { Avatar, Box, Stack, Typography } from '@devis/platform';

/** Who sends the quote: logo (or initials in the brand colour), name, address and legal identifiers. */
export function ProviderHeader({ provider }: { provider: PublicQuoteView['provider'] }) {
  const place = [provider.postal_code, provider.city].filter(Boolean).join(' ');
  const legal = [provider.legal_form, provider.siret ? `SIRET ${provider.siret}` : null, provider.tva_intracom ? `TVA ${provider.tva_intracom}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {provider.logo_url ? (
        <Box component="img" src={provider.logo_url} alt={`Logo ${provider.name}`} sx={{ maxHeight: 56, maxWidth: 140, objectFit: 'contain' }} />
      ) : (
        <Avatar sx={{ bgcolor: provider.brand_primary_color, width: 52, height: 52, fontWeight: 700 }} aria-hidden>
          {initials(provider.name)}
        </Avatar>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {provider.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[provider.address, place].filter(Boolean).join(', ') || provider.email}
        </Typography>
        {legal && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {legal}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
