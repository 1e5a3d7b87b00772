import { useEffect } from 'react';
import { isIsoDay, quoteActions, sendMessages, type Quote } from '@devis/domain';
import { useToast } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { quoteQuery } from '../../../api/quotes';
import { useReplaceSearchParams } from '../../../components/use-replace-search-params';

/**
 * `/app/quotes?send={id}[&valid_until=]` (where 'Enregistrer et renvoyer' lands): once the saved quote is loaded fresh,
 * hands it to `onRequest` to open the send dialog, then drops the parameter so a reload does not reopen it.
 * A failed load is toasted by the query client.
 */
export function useSendRequest(onRequest: (quote: Quote) => void): void {
  const [params, replaceParams] = useReplaceSearchParams();
  const id = params.get('send');
  const requested = useQuery({ ...quoteQuery(id ?? ''), enabled: id !== null });
  const toast = useToast();
  // Wait for the refetch: the cache may still hold the quote as it was before the edit.
  const quote = requested.data && !requested.isFetching ? requested.data : null;

  useEffect(() => {
    if (!id || (!quote && !requested.error)) return;
    // A sent quote keeps its validity until sent again (API.md): the date typed in its form comes along here.
    const typed = params.get('valid_until');
    if (quote && quoteActions.canSend(quote.status)) onRequest(typed && isIsoDay(typed) ? { ...quote, valid_until: typed } : quote);
    else if (quote) toast.error('Erreur', sendMessages.notSendable);
    replaceParams((next) => {
      next.delete('send');
      next.delete('valid_until');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, quote, requested.error]);
}
