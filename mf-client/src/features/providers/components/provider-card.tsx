import { Link } from 'react-router';
import { countOf, deName, type DirectoryProvider } from '@devis/domain';
import { Box, Button, Card, CardActions, CardContent, CompanyAvatar, Skeleton, Stack, Typography, visuallyHidden } from '@devis/platform';

export function providerLocation(p: Pick<DirectoryProvider, 'company_city' | 'company_postal_code' | 'company_country'>): string {
  const city = [p.company_postal_code, p.company_city].filter(Boolean).join(' ');
  return city || p.company_country || 'France';
}

/** A directory card: logo or initials, location, number of services, and the two actions. */
export function ProviderCard({ provider, onRequest, requesting }: { provider: DirectoryProvider; onRequest: () => void; requesting: boolean }) {
  return (
    <Card variant="outlined" component="article" aria-label={provider.company_name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CompanyAvatar name={provider.company_name} src={provider.logo_url ?? provider.avatar_url} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {provider.company_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {providerLocation(provider)}
            </Typography>
          </Box>
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {countOf(provider.services_count, 'service')}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button component={Link} to={`/client/providers/${encodeURIComponent(provider.user_id)}`} variant="outlined" size="small">
          Voir détails
          {/* Read with the provider's name: a screen reader's list of links tells the cards apart. */}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {deName(provider.company_name)}
          </Box>
        </Button>
        <Button variant="contained" size="small" onClick={onRequest} disabled={requesting}>
          Demander un devis
          <Box component="span" sx={visuallyHidden}>
            {' '}à {provider.company_name}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}

export function ProviderCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="provider-skeleton" aria-hidden>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </Box>
        </Stack>
        <Skeleton width="30%" sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={32} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
