import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { counterProposalSchema, requestLoopConflicts, requestMessages, requestProposalSchema, type Client, type QuoteRequest, type QuoteReview } from '@devis/domain';
import { Alert, ArrowBackIcon, Button, CircularProgress, Grid, Paper, Stack, TextField, Typography, useToast, usePageTitle } from '@devis/platform';
import { Form, Formik, FormTextField, apiFieldErrors, validateWith, type FormikHelpers } from '@devis/platform/forms';
import { FormDateField } from '@devis/platform/pickers';
import { useQuery } from '@devis/platform/query';
import { quoteRequestQuery, useProposeForRequest, useRequesterRow } from '../../../api/quote-requests';
import { quoteReviewQuery, useCounterPropose } from '../../../api/quotes';
import { useProviderVat } from '../../quote-form/hooks/use-provider-vat';
import type { ProviderVat } from '../../quote-form/utils/quote-form-values';
import { toCounterProposal, toRequestProposal, valuesFromRequest, valuesFromReview, type ProposalValues } from '../utils/proposal-values';
import { ClientPicker } from '../../quote-form/components/client-picker';
import { ProposalLines } from './proposal-lines';
import { LeaveGuard } from '../../../components/leave-guard';

const BACK = '/app/demandes-devis';
const names = { unit_price_ht: 'unit_price' };

/**
 * /app/quote-proposal/new: a counter-proposal on a client's quote (?quoteId=…&modify=true) or a proposal for a
 * request without a quote (?from_request=…). Anything else: 'ID de demande de devis manquant'.
 */
export default function QuoteProposalPage() {
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId');
  const fromRequest = params.get('from_request');
  if (quoteId && params.get('modify') === 'true') return <CounterProposal quoteId={quoteId} />;
  if (fromRequest) return <RequestProposal requestId={fromRequest} />;
  return (
    <Stack spacing={2}>
      <BackLink />
      <Alert severity="error">{requestMessages.requestIdMissing}</Alert>
    </Stack>
  );
}

function BackLink() {
  return (
    <Button component={Link} to={BACK} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      Retour aux demandes
    </Button>
  );
}

/** Leaves for the requests list when what the screen needs cannot load (the query client has toasted why). */
function useLeaveOnError(failed: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (failed) navigate(BACK, { replace: true });
  }, [failed, navigate]);
}

/** A submit handler that sends, says `title`, and goes back to the requests; the API's field errors go to their fields. */
function useProposalSubmit() {
  const navigate = useNavigate();
  const toast = useToast();
  return (send: (values: ProposalValues) => Promise<unknown>, title: string) => async (values: ProposalValues, helpers: FormikHelpers<ProposalValues>) => {
    try {
      await send(values);
      toast.success(title, 'Le client a été prévenu par email.');
      navigate(BACK);
    } catch (error) {
      const fields = apiFieldErrors<ProposalValues>(error, names);
      if (fields) helpers.setErrors(fields);
    }
  };
}

function AlreadyAnswered({ quoteId }: { quoteId: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">{requestLoopConflicts.alreadyAnswered}.</Alert>
      <Button component={Link} to={`/app/quotes/${encodeURIComponent(quoteId)}/review`} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Voir le devis
      </Button>
    </Stack>
  );
}

function CounterProposal({ quoteId }: { quoteId: string }) {
  const review = useQuery(quoteReviewQuery(quoteId));
  const vat = useProviderVat();
  const counter = useCounterPropose();
  const submitWith = useProposalSubmit();
  useLeaveOnError(review.isError);
  if (!review.data || !vat) return <CircularProgress aria-label="Chargement du devis" />;
  // Answered meanwhile (another tab, or Back after sending): say so, rather than a form the server will refuse.
  if (!review.data.can_answer) return <AlreadyAnswered quoteId={quoteId} />;
  const toInput = (values: ProposalValues) => toCounterProposal(values, vat.vatFranchise);
  const submit = submitWith((values) => counter.mutateAsync({ id: quoteId, ...toInput(values) }), 'Contre-proposition envoyée');
  return (
    <ProposalForm
      heading="Modifier et contre-proposer"
      initialValues={valuesFromReview(review.data, vat)}
      vat={vat}
      requester={review.data.requester}
      validate={validateWith(counterProposalSchema, toInput, names)}
      onSubmit={submit}
      pending={counter.isPending}
      review={review.data}
    />
  );
}

function RequestProposal({ requestId }: { requestId: string }) {
  const request = useQuery(quoteRequestQuery(requestId));
  const vat = useProviderVat();
  const propose = useProposeForRequest();
  const submitWith = useProposalSubmit();
  useLeaveOnError(request.isError);
  // The spec: when the requester has no client row, one is made; it is the preselected client.
  const { row: requesterRow, failed } = useRequesterRow(request.data?.id ?? null);
  if (!request.data || !vat || (!requesterRow && !failed)) return <CircularProgress aria-label="Chargement de la demande" />;
  const toInput = (values: ProposalValues) => toRequestProposal(values, vat.vatFranchise);
  const submit = submitWith((values) => propose.mutateAsync({ id: requestId, ...toInput(values) }), 'Proposition envoyée');
  return (
    <ProposalForm
      heading="Proposition de devis"
      initialValues={valuesFromRequest(request.data, requesterRow?.id ?? '', vat)}
      vat={vat}
      requester={request.data.client}
      requesterRow={requesterRow}
      validate={validateWith(requestProposalSchema, toInput, names)}
      onSubmit={submit}
      pending={propose.isPending}
      request={request.data}
    />
  );
}

interface FormProps {
  heading: string;
  initialValues: ProposalValues;
  vat: ProviderVat;
  requester: { name: string; company_name: string | null };
  /** Request mode: the client to choose (required), the requester's own row first; modify mode shows the requester instead. */
  requesterRow?: Client | null;
  validate: (values: ProposalValues) => Promise<object>;
  onSubmit: (values: ProposalValues, helpers: FormikHelpers<ProposalValues>) => Promise<void>;
  pending: boolean;
  review?: QuoteReview;
  request?: QuoteRequest;
}

function ProposalForm({ heading, initialValues, vat, requester, requesterRow, validate, onSubmit, pending, review, request }: FormProps) {
  usePageTitle(heading);
  const who = requester.company_name ? `${requester.name} (${requester.company_name})` : requester.name;
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit} validateOnChange={false}>
      <Form noValidate>
        <LeaveGuard title="Quitter sans envoyer ?" message="La proposition n'est pas envoyée : ce que vous avez saisi sera perdu." confirmLabel="Quitter sans envoyer" />
        <Stack spacing={3}>
          <BackLink />
          <div>
            <Typography variant="h4" component="h1">
              {heading}
            </Typography>
            <Typography color="text.secondary">
              {review ? `Devis ${review.quote.quote_number} demandé par ${who}` : `Demande « ${request?.title} » de ${who}`}
            </Typography>
          </div>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                {request ? (
                  <ClientPicker name="client_id" fallbackName={requesterRow?.company_name ?? null} />
                ) : (
                  <TextField label="Client" value={who} fullWidth slotProps={{ input: { readOnly: true } }} />
                )}
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField name="title" label="Titre" required slotProps={{ htmlInput: { maxLength: 200 } }} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField name="budget" label="Budget proposé (€)" slotProps={{ htmlInput: { inputMode: 'decimal', min: 0, step: 0.01 } }} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormDateField name="deadline" label="Date de réalisation proposée" disablePast />
              </Grid>
              <Grid size={12}>
                <FormTextField name="description" label="Description" multiline minRows={3} slotProps={{ htmlInput: { maxLength: 5000 } }} />
              </Grid>
            </Grid>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <ProposalLines vat={vat} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <FormTextField name="message" label="Message au client (optionnel)" multiline minRows={2} placeholder="J'ai modifié votre proposition de devis selon vos demandes." slotProps={{ htmlInput: { maxLength: 2000 } }} />
          </Paper>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to={BACK} disabled={pending}>
              Annuler
            </Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {pending ? 'Envoi en cours...' : 'Envoyer la proposition'}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Formik>
  );
}
