import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { quoteActions } from '@devis/domain';
import { CenteredMessage, Stack, useToast } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { quoteQuery, useDuplicateQuote } from '../../../api/quotes';
import { useProviderVat } from '../hooks/use-provider-vat';
import { newQuoteValues, valuesFromQuote } from '../utils/quote-form-values';
import { QuoteForm } from './quote-form';
import { PlanLimitNotice } from '../../../components/plan-limit-notice';

/** /app/quotes/new, ?edit={id}, ?duplicate={id}&title=… */
export default function QuoteFormPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const duplicateId = params.get('duplicate');
  if (duplicateId) return <DuplicateThenEdit id={duplicateId} title={params.get('title')} />;
  if (editId) return <EditQuote key={editId} id={editId} />;
  return <NewQuote />;
}

function NewQuote() {
  // The first line starts at the provider's default rate when the profile is already known (it usually is).
  const vat = useProviderVat();
  const initialValues = useMemo(() => newQuoteValues(undefined, vat), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Stack spacing={2}>
      <PlanLimitNotice />
      <QuoteForm initialValues={initialValues} quoteId={null} status="draft" />
    </Stack>
  );
}

function EditQuote({ id }: { id: string }) {
  const { data: quote, error } = useQuery(quoteQuery(id));
  const navigate = useNavigate();
  const toast = useToast();
  const initialValues = useMemo(() => (quote ? valuesFromQuote(quote) : null), [quote?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    // A failed load is toasted by the query client.
    if (error) navigate('/app/quotes', { replace: true });
    else if (quote && !quoteActions.canEdit(quote.status)) {
      toast.error('Erreur', 'Ce devis ne peut plus être modifié');
      navigate('/app/quotes', { replace: true });
    }
  }, [error, quote, navigate, toast]);

  if (!quote || !initialValues || !quoteActions.canEdit(quote.status)) return <CenteredMessage text="Chargement..." />;
  return <QuoteForm initialValues={initialValues} quoteId={quote.id} quoteNumber={quote.quote_number} status={quote.status} clientName={quote.client?.company_name} />;
}

/** Duplicating creates the new draft on the server, then opens it for editing. */
function DuplicateThenEdit({ id, title }: { id: string; title: string | null }) {
  const duplication = useDuplicateQuote();
  const navigate = useNavigate();
  const toast = useToast();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    duplication.mutate(
      { id, title },
      {
        onSuccess: (quote) => {
          toast.success('Devis dupliqué', `Nouveau brouillon ${quote.quote_number}`);
          navigate(`/app/quotes/new?edit=${encodeURIComponent(quote.id)}`, { replace: true });
        },
        onError: () => navigate('/app/quotes', { replace: true }),
      },
    );
  }, [id, title, duplication, navigate, toast]);

  return <CenteredMessage text="Duplication du devis..." />;
}
