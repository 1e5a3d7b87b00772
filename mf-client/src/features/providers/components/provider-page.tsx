import { Link, useParams } from 'react-router';
import { countOf, formatMoney, formatVatRate, VAT_FRANCHISE_MENTION, type ProviderDetail } from '@devis/domain';
import { ArrowBackIcon, Box, Button, Card, CardContent, CircularProgress, CompanyAvatar, Divider, Grid, Stack, Typography, usePageTitle } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { providerQuery } from '../../../api/providers';
import { useRequestQuote } from '../hooks/use-request-quote';
import { providerLocation } from './provider-card';
import { ProviderNotFound } from './provider-not-found';
import { WriteToProviderButton } from '../../../components/write-to-provider-button';

/** /client/providers/{providerId}: who the provider is, its services and terms, and 'Demander un devis'. */
export default function ProviderPage() {
  const { providerId = '' } = useParams();
  const provider = useQuery(providerQuery(providerId));
  usePageTitle(provider.data?.company_name ?? 'Prestataire');
  if (provider.isPending) return <CircularProgress aria-label="Chargement du prestataire" />;
  if (!provider.data) return <ProviderNotFound />;
  return <ProviderDetails provider={provider.data} />;
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

function ProviderDetails({ provider: p }: { provider: ProviderDetail }) {
  const { request, pendingId } = useRequestQuote();
  const askQuote = (
    <Button variant="contained" size="large" disabled={pendingId === p.user_id} onClick={() => request({ user_id: p.user_id, company_name: p.company_name, logo_url: p.logo_url ?? p.avatar_url })}>
      Demander un devis
    </Button>
  );
  return (
    <Stack spacing={3}>
      <Button component={Link} to="/client/providers" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Tous les prestataires
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CompanyAvatar name={p.company_name} src={p.logo_url ?? p.avatar_url} size={64} />
          <Box>
            <Typography variant="h4" component="h1">
              {p.company_name}
            </Typography>
            <Typography color="text.secondary">
              {providerLocation(p)} · {countOf(p.services_count, 'service')}
            </Typography>
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {askQuote}
          <WriteToProviderButton providerUserId={p.user_id} variant="outlined" size="large" />
        </Stack>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Coordonnées
              </Typography>
              <Stack spacing={1.5}>
                <Fact label="Adresse" value={[p.company_address, [p.company_postal_code, p.company_city].filter(Boolean).join(' '), p.company_country].filter(Boolean).join(', ')} />
                <Fact label="Forme juridique" value={p.legal_form} />
                <Fact label="SIRET" value={p.siret} />
                <Fact label="N° TVA intracommunautaire" value={p.tva_intracom} />
                {p.vat_franchise && <Typography variant="body2">{VAT_FRANCHISE_MENTION}</Typography>}
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ mt: 3 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Conditions commerciales
              </Typography>
              <Stack spacing={1.5}>
                <Fact label="Conditions de paiement" value={p.quote_payment_terms} />
                <Fact label="Conditions générales" value={p.quote_terms_conditions} />
                {!p.quote_payment_terms && !p.quote_terms_conditions && <Typography color="text.secondary">Non renseignées</Typography>}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Services
              </Typography>
              {p.services.length === 0 ? (
                <Typography color="text.secondary">Ce prestataire n'a pas encore publié de services.</Typography>
              ) : (
                <Stack divider={<Divider />}>
                  {p.services.map((s) => (
                    <Stack key={s.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ py: 1.5, justifyContent: 'space-between' }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
                        {s.description && (
                          <Typography variant="body2" color="text.secondary">
                            {s.description}
                          </Typography>
                        )}
                      </Box>
                      <Box sx={{ textAlign: { sm: 'right' }, flexShrink: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>
                          {formatMoney(s.unit_price_ht)} HT / {s.unit}
                        </Typography>
                        {/* Under the franchise a service's rate means nothing: the mention is in the details. */}
                        <Typography variant="body2" color="text.secondary">
                          {p.vat_franchise ? 'TVA non applicable' : `TVA ${formatVatRate(s.tva_rate_percent)}`}
                        </Typography>
                      </Box>
                    </Stack>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
