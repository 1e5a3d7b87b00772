import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { findQuoteTemplate, quoteActions } from '@devis/domain';
import { CenteredMessage, Stack, useToast } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { quoteQuery } from '../../../api/quotes';
import { useProviderVat } from '../hooks/use-provider-vat';
import { useCopyClient } from '../hooks/use-copy-client';
import { copyValues, newQuoteValues, templateValues, valuesFromQuote } from '../utils/quote-form-values';
import { QuoteForm } from './quote-form';
import { PlanLimitNotice } from '../../../components/plan-limit-notice';
import { quotesListPathFrom } from '../../quotes/quotes-list-link';

/** /app/quotes/new, ?modele={template id}, ?edit={id}, ?duplicate={id} */
export default function QuoteFormPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const duplicateId = params.get('duplicate');
  if (duplicateId) return <DuplicateQuote key={duplicateId} id={duplicateId} />;
  if (editId) return <EditQuote key={editId} id={editId} />;
  return <NewQuote templateId={params.get('modele')} />;
}

/** A new quote, empty or, from the landing's 'Utiliser ce modèle' (`?modele=`), with a template's lines; an unknown id is ignored. */
function NewQuote({ templateId }: { templateId: string | null }) {
  // The first line starts at the provider's default rate when the profile is already known (it usually is).
  const vat = useProviderVat();
  // Read once, as the form's initial values: a later change of the address does not reset what was typed.
  const [template] = useState(() => findQuoteTemplate(templateId));
  const initialValues = useMemo(() => (template ? templateValues(template, undefined, vat) : newQuoteValues(undefined, vat)), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Stack spacing={2}>
      <PlanLimitNotice />
      <QuoteForm initialValues={initialValues} quoteId={null} status="draft" template={template} offerTemplates />
    </Stack>
  );
}

/**
 * The quote a form starts from, and the way back to the list it was opened from. A quote that fails to load (the
 * query client toasts why) sends the provider back there.
 */
function useStartingQuote(id: string) {
  const { data: quote, error } = useQuery(quoteQuery(id));
  const navigate = useNavigate();
  const listPath = quotesListPathFrom(useLocation().state);
  const back = useCallback(() => navigate(listPath, { replace: true }), [navigate, listPath]);
  useEffect(() => {
    if (error) back();
  }, [error, back]);
  return { quote, back };
}

function EditQuote({ id }: { id: string }) {
  const { quote, back } = useStartingQuote(id);
  const toast = useToast();
  const initialValues = useMemo(() => (quote ? valuesFromQuote(quote) : null), [quote?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (quote && !quoteActions.canEdit(quote.status)) {
      toast.error('Erreur', 'Ce devis ne peut plus être modifié');
      back();
    }
  }, [quote, back, toast]);

  if (!quote || !initialValues || !quoteActions.canEdit(quote.status)) return <CenteredMessage text="Chargement..." />;
  return <QuoteForm initialValues={initialValues} quoteId={quote.id} quoteNumber={quote.quote_number} status={quote.status} clientName={quote.client?.company_name} />;
}

/**
 * 'Dupliquer' opens a new quote filled from the source (quote-copy in domain): it is created, and takes a number,
 * only when the provider saves it; 'Annuler' leaves no quote behind. A copy of a portal client's quote starts
 * with that client's row (useCopyClient).
 */
function DuplicateQuote({ id }: { id: string }) {
  const { quote: source } = useStartingQuote(id);
  const client = useCopyClient(source);
  const initialValues = useMemo(() => (source && client ? { ...copyValues(source), client_id: client.id } : null), [source?.id, client?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!source || !client || !initialValues) return <CenteredMessage text="Chargement..." />;
  return (
    <Stack spacing={2}>
      <PlanLimitNotice />
      <QuoteForm initialValues={initialValues} quoteId={null} status="draft" copyOf={source.quote_number} clientName={client.name} />
    </Stack>
  );
}
