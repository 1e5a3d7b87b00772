import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate, formatDateTime, formatMoney, providerAnswerDefaults, type QuoteReview } from '@devis/domain';
import {
  Alert,
  ArrowBackIcon,
  Box,
  Button,
  Card,
  CardContent,
  CheckIcon,
  CircularProgress,
  CloseIcon,
  EditIcon,
  Grid,
  ProviderStatusBadge,
  QuoteLinesView,
  QuoteTotalsView,
  Stack,
  TextField,
  Typography,
  useToast,
  usePageTitle,
} from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { answerErrorMessage, quoteReviewQuery, useAnswerQuote } from '../../../api/quotes';
import { useQuotesLive } from '../../../api/live';
import { RefuseDialog } from '../../../components/refuse-dialog';

/**
 * /app/quotes/{quoteId}/review: a client's quote, with accept, 'Modifier et contre-proposer' and refuse.
 * Another provider's quote, or one that is not client-created: the spec's error, then /app/demandes-devis.
 */
export default function QuoteReviewPage() {
  usePageTitle('Demande de devis');
  // The client's decision on a counter-proposal shows without a reload, as on the requests list.
  useQuotesLive();
  const { quoteId = '' } = useParams();
  const navigate = useNavigate();
  const review = useQuery(quoteReviewQuery(quoteId));
  useEffect(() => {
    // The query client has toasted 'Impossible de charger les données du devis'.
    if (review.isError) navigate('/app/demandes-devis', { replace: true });
  }, [review.isError, navigate]);
  if (!review.data) return <CircularProgress aria-label="Chargement du devis" />;
  return <Review review={review.data} />;
}

/** What the provider reads after answering, by where the loop stands. */
function outcome(r: QuoteReview): { severity: 'success' | 'info' | 'error'; text: string } | null {
  const decision = r.client_decision;
  if (decision) {
    const comment = decision.comment ? ` Son commentaire : « ${decision.comment} »` : '';
    return decision.action === 'accepted'
      ? { severity: 'success', text: `Le client a accepté votre contre-proposition le ${formatDateTime(decision.at)} : ce devis est la version finale.${comment}` }
      : { severity: 'error', text: `Le client a refusé votre contre-proposition le ${formatDateTime(decision.at)}.${comment}` };
  }
  switch (r.quote.provider_status) {
    case 'modified':
      return { severity: 'info', text: 'Vous avez envoyé une contre-proposition : le client doit maintenant l\u2019accepter ou la refuser.' };
    case 'accepted':
      return { severity: 'success', text: 'Vous avez validé ce devis : le client a été prévenu et peut en générer la version finale.' };
    case 'rejected':
      return { severity: 'error', text: 'Vous avez refusé ce devis : le client a été prévenu.' };
    default:
      return null;
  }
}

/** A client's quote has no validity until the provider's counter-proposal gives it one. */
function validity(validUntil: string | null, canAnswer: boolean): string {
  if (validUntil) return `Valable jusqu'au ${formatDate(validUntil)}`;
  return canAnswer ? 'Non définie (une contre-proposition en fixe une)' : 'Aucune date de validité';
}

function Review({ review }: { review: QuoteReview }) {
  const q = review.quote;
  const toast = useToast();
  const answer = useAnswerQuote();
  const [message, setMessage] = useState('');
  const [refusing, setRefusing] = useState(false);
  const done = outcome(review);

  const send = (action: 'accept' | 'reject', text: string | null) =>
    answer.mutate(
      { id: q.id, action, message: text },
      {
        onSuccess: () => {
          setRefusing(false);
          toast.success(action === 'accept' ? 'Devis accepté' : 'Devis refusé', 'Le client a été prévenu par email.');
        },
        onError: (error) => toast.error('Erreur', answerErrorMessage(error, action === 'accept' ? "Impossible d'accepter le devis" : 'Impossible de refuser le devis')),
      },
    );

  return (
    <Stack spacing={3}>
      <Button component={Link} to="/app/demandes-devis" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Retour aux demandes
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h4" component="h1">
            {q.title || `Devis ${q.quote_number}`}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Typography color="text.secondary">Devis {q.quote_number} demandé par le client</Typography>
            <ProviderStatusBadge status={q.provider_status} />
          </Stack>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Total TTC
          </Typography>
          <Typography variant="h5" component="p">
            {formatMoney(q.total_ttc)}
          </Typography>
        </Box>
      </Stack>
      {done && (
        <Alert severity={done.severity}>
          {done.text}
          {q.provider_message && <Box sx={{ mt: 0.5 }}>Votre message : « {q.provider_message} »</Box>}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Client
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{review.requester.name}</Typography>
              {review.requester.company_name && <Typography>{review.requester.company_name}</Typography>}
              <Typography color="text.secondary">{review.requester.email}</Typography>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }} gutterBottom>
                Validité
              </Typography>
              <Typography>{validity(q.valid_until, review.can_answer)}</Typography>
              <Typography color="text.secondary">Reçu le {formatDateTime(q.created_at)}</Typography>
              {review.request?.deadline && <Typography color="text.secondary">Date souhaitée : {formatDate(review.request.deadline)}</Typography>}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              {review.request?.description && (
                <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>
                  {review.request.description}
                </Typography>
              )}
              <QuoteLinesView lines={q.lines} label="Lignes du devis" totals={['total_ht']} />
              <QuoteTotalsView totals={q} vatFranchise={q.vat_franchise} sx={{ ml: 'auto', mt: 2, maxWidth: 260 }} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {review.can_answer && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Votre réponse
            </Typography>
            <TextField
              label="Message au client (optionnel)"
              placeholder={providerAnswerDefaults.accept}
              multiline
              minRows={2}
              fullWidth
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" startIcon={<CheckIcon />} disabled={answer.isPending} onClick={() => send('accept', message.trim() || null)}>
                Accepter
              </Button>
              <Button variant="outlined" startIcon={<EditIcon />} component={Link} to={`/app/quote-proposal/new?quoteId=${encodeURIComponent(q.id)}&modify=true`}>
                Modifier et contre-proposer
              </Button>
              <Button color="error" startIcon={<CloseIcon />} disabled={answer.isPending} onClick={() => setRefusing(true)}>
                Refuser
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      {refusing && <RefuseDialog title="Refuser ce devis" pending={answer.isPending} onClose={() => setRefusing(false)} onConfirm={(m) => send('reject', m)} />}
    </Stack>
  );
}
