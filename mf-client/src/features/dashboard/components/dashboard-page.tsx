import { Link } from 'react-router';
import { countOf, finalTotalTtc, formatBudget, formatDate, formatMoney, type ClientDashboard } from '@devis/domain';
import { AddIcon, Box, Button, Card, CardContent, CompanyAvatar, CounterCards, Grid, PeopleIcon, ReceiptIcon, Skeleton, Stack, Typography, usePageTitle } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { dashboardQuery } from '../../../api/client-quotes';
import { useClientQuotesLive } from '../../../api/live';

const counters: { key: keyof ClientDashboard['stats']; label: string }[] = [
  { key: 'total', label: 'Total des devis' },
  { key: 'pending', label: 'En attente' },
  { key: 'accepted', label: 'Acceptés' },
  { key: 'modified', label: 'Modifiés' },
];

/** /client: greeting, the four counters, quick actions, the 5 latest quotes and the 3 providers last contacted. */
export default function DashboardPage() {
  usePageTitle('Accueil');
  useClientQuotesLive();
  const dashboard = useQuery(dashboardQuery());
  const data = dashboard.data;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {data ? `Bonjour ${data.name}` : 'Bonjour'}
        </Typography>
        <Typography color="text.secondary">Suivez vos demandes de devis et les réponses de vos prestataires.</Typography>
      </Box>
      <CounterCards counters={counters.map(({ key, label }) => ({ label, value: data?.stats[key] }))} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Devis récents
              </Typography>
              {!data ? (
                <Skeleton variant="rounded" height={120} />
              ) : data.recentQuotes.length === 0 ? (
                <Typography color="text.secondary">Vous n'avez pas encore de devis. Créez votre première demande.</Typography>
              ) : (
                <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
                  {data.recentQuotes.map((quote) => (
                    <Stack key={quote.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ py: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>{quote.title}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {formatDate(quote.created_at)} · {quote.line_count || quote.kind === 'provider_quote' ? `${formatMoney(finalTotalTtc(quote) ?? quote.total_ttc)} TTC` : `budget ${formatBudget(quote.budget_min, quote.budget_max)}`} ·{' '}
                          {countOf(quote.responses.length, 'prestataire')}
                        </Typography>
                      </Box>
                      <Button component={Link} to="/client/quotes" size="small" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
                        Voir détails
                      </Button>
                    </Stack>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Actions rapides
              </Typography>
              <Stack spacing={1}>
                <Button component={Link} to="/client/create-quote" variant="contained" startIcon={<AddIcon />}>
                  Créer un devis
                </Button>
                <Button component={Link} to="/client/quotes" variant="outlined" startIcon={<ReceiptIcon />}>
                  Voir mes devis
                </Button>
                <Button component={Link} to="/client/providers" variant="outlined" startIcon={<PeopleIcon />}>
                  Trouver un prestataire
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Box component="section" aria-labelledby="recent-providers">
        <Typography id="recent-providers" variant="h6" component="h2" gutterBottom>
          Prestataires récents
        </Typography>
        {data && data.recentProviders.length === 0 ? (
          <Typography color="text.secondary">
            Aucun prestataire contacté pour l'instant. <Link to="/client/providers">Découvrir les prestataires</Link>
          </Typography>
        ) : (
          <Grid container spacing={2}>
            {(data?.recentProviders ?? []).map((p) => (
              <Grid key={p.user_id} size={{ xs: 12, sm: 4 }}>
                <Card variant="outlined">
                  <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <CompanyAvatar name={p.company_name} src={p.logo_url} size={40} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {p.company_name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          Contacté le {formatDate(p.last_contact_at)}
                        </Typography>
                      </Box>
                    </Stack>
                    <Button component={Link} to={`/client/providers/${encodeURIComponent(p.user_id)}`} size="small" sx={{ mt: 1 }}>
                      Voir détails
                    </Button>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
    </Stack>
  );
}
