import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Quote, QuoteSummary } from '@devis/domain';
import { Box, Button, CircularProgress, ConfirmDialog, EmptyState, LoadMore, Stack, Typography, useAfterDialogExit, useToast, usePageTitle } from '@devis/platform';
import { AddIcon } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { quotesQuery, useDeleteQuote } from '../../../api/quotes';
import { loadedItems, loadMoreOf } from '../../../api/lists';
import { useQuotesLive } from '../../../api/live';
import { useOpenedOnce } from '../../../components/use-opened-once';
import { useQuotesFilter } from '../hooks/use-quotes-filter';
import { useExpireQuotesOnLoad } from '../hooks/use-expire-quotes-on-load';
import { useOpenQuotePdf } from '../hooks/use-open-quote-pdf';
import { useProgressiveCount } from '../hooks/use-progressive-count';
import { useSendRequest } from '../hooks/use-send-request';
import { useReminderContext } from '../hooks/use-reminder-context';
import { QuoteFilters } from './quote-filters';
import { QuoteCard, quoteCardId } from './quote-card';
import { QuoteDetailDialog } from './quote-detail-dialog';
import { fromQuotesList } from '../quotes-list-link';
import { useViewedQuote } from '../hooks/use-viewed-quote';

// The send dialog brings the date pickers: loaded on first use, off the list's first render.
const loadSendDialog = () => import('./send-quote-dialog');
const SendQuoteDialog = lazy(() => loadSendDialog().then((m) => ({ default: m.SendQuoteDialog })));

/** The form's duplicate mode: a new quote filled from this one. */
const duplicateLink = (quote: { id: string }) => `/app/quotes/new?${new URLSearchParams({ duplicate: quote.id })}`;

/** Focus on a quote's card, on its first button ('Voir'). */
const focusQuoteCard = (id: string) => document.getElementById(quoteCardId(id))?.querySelector('button')?.focus();

export default function QuotesPage() {
  usePageTitle('Mes devis');
  useQuotesLive();
  const { search, setSearch, status, setStatus, filter, listSearch } = useQuotesFilter();
  const [viewedId, setViewedId] = useViewedQuote();
  const [toDelete, setToDelete] = useState<QuoteSummary | null>(null);
  const quotes = useInfiniteQuery(quotesQuery(filter));
  const deletion = useDeleteQuote();
  const openPdf = useOpenQuotePdf();
  const [toSend, setToSend] = useState<Quote | null>(null);
  // The dialogs join the page when first opened (none is open on its first render), then stay mounted.
  const sendUsed = useOpenedOnce(toSend !== null);
  const detailUsed = useOpenedOnce(viewedId !== null);
  const deleteUsed = useOpenedOnce(toDelete !== null);
  const navigate = useNavigate();
  // Links to the form carry this list's filter: the form's 'Annuler' comes back to the same list.
  const fromList = fromQuotesList(listSearch);
  const toForm = (path: string) => navigate(path, { state: fromList });
  const toast = useToast();
  useExpireQuotesOnLoad(!quotes.isPending);
  // Sending asked by the form ('Enregistrer et envoyer'): the button that opened the dialog is gone with the form,
  // so once the dialog closes, focus goes to the sent quote's card ('Voir') rather than to the top of the page.
  const afterSend = useAfterDialogExit();
  useSendRequest((quote) => {
    afterSend.schedule(() => focusQuoteCard(quote.id));
    setToSend(quote);
  });
  // 'Envoyer' in the detail: the send dialog opens once the detail has gone. Two modals crossing (one closing,
  // one opening) could leave the new one hidden from assistive technology (aria-hidden), seen in CI.
  const afterDetail = useAfterDialogExit();

  const { items, total } = loadedItems(quotes.data);
  const reminders = useReminderContext(items.length > 0);
  const shown = useProgressiveCount(items.length);
  const filtered = filter.search.trim() !== '' || status !== 'all';

  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.id;
    setToDelete(null);
    deletion.mutate(id, { onSuccess: () => toast.success('Devis supprimé') });
  };

  return (
    <Box>
      <Stack spacing={3}>
        <Stack sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }} direction="row">
          <Typography variant="h4" component="h1">
            Mes devis
          </Typography>
          <Button component={Link} to="/app/quotes/new" state={fromList} variant="contained" startIcon={<AddIcon />}>
            Nouveau devis
          </Button>
        </Stack>
        <QuoteFilters search={search} status={status} onSearchChange={setSearch} onStatusChange={setStatus} />
        {quotes.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Chargement..." />
          </Box>
        ) : items.length === 0 && !quotes.error ? (
          filtered ? (
            <EmptyState title="Aucun devis trouvé" description="Aucun devis ne correspond à votre recherche." />
          ) : (
            <EmptyState
              title="Aucun devis créé"
              description="Créez votre premier devis en quelques clics."
              action={
                <Button component={Link} to="/app/quotes/new" state={fromList} variant="contained" startIcon={<AddIcon />}>
                  Créer un devis
                </Button>
              }
            />
          )
        ) : (
          <Stack spacing={1.5} component="section" aria-label="Liste des devis">
            {items.slice(0, shown).map((quote) => (
              <QuoteCard
                key={quote.id}
                quote={quote}
                reminders={reminders}
                onView={(q) => setViewedId(q.id)}
                onPdf={(q) => void openPdf(q.id)}
                onEdit={(q) => toForm(`/app/quotes/new?edit=${encodeURIComponent(q.id)}`)}
                onDelete={setToDelete}
                onDuplicate={(q) => toForm(duplicateLink(q))}
              />
            ))}
            <LoadMore {...loadMoreOf(quotes, ['devis', 'devis'])} />
          </Stack>
        )}
      </Stack>
      {detailUsed && (
        <QuoteDetailDialog
          quoteId={viewedId}
          reminders={reminders}
          onClose={() => {
            afterDetail.cancel();
            setViewedId(null);
          }}
          onDuplicate={(q) => toForm(duplicateLink(q))}
          onSend={(q) => {
            afterDetail.schedule(() => setToSend(q));
            void loadSendDialog(); // downloaded while the detail closes
            setViewedId(null);
          }}
          onExited={afterDetail.run}
        />
      )}
      {sendUsed && (
        <Suspense fallback={null}>
          <SendQuoteDialog quote={toSend} onClose={() => setToSend(null)} onExited={afterSend.run} />
        </Suspense>
      )}
      {deleteUsed && (
        <ConfirmDialog
          open={toDelete !== null}
          title="Confirmer la suppression"
          message={`Le devis ${toDelete?.quote_number ?? ''} sera définitivement supprimé. Cette action est irréversible.`}
          confirmLabel="Supprimer"
          onConfirm={confirmDelete}
          onClose={() => setToDelete(null)}
        />
      )}
    </Box>
  );
}
