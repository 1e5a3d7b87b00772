import type { ClientQuoteItem, ClientQuoteResponse } from '@devis/domain';
import { Alert, Stack } from '@devis/platform';

/**
 * The four summary banners of spec 001, over the providers' answers to the client's requests (texts ours):
 * all validated, some refused, some modifications awaiting the client, all still pending.
 */
export function bannersFor(items: ClientQuoteItem[]) {
  const answers = items.filter((i) => i.kind === 'request').flatMap((i) => i.responses);
  const banners: { key: string; severity: 'success' | 'error' | 'warning' | 'info'; text: string }[] = [];
  if (answers.length === 0) return banners;
  const count = (s: string) => answers.filter((a) => a.provider_status === s).length;
  const awaiting = answers.filter((a) => a.provider_status === 'modified' && a.quote_status === 'sent').length;
  if (count('accepted') === answers.length) banners.push({ key: 'all-accepted', severity: 'success', text: 'Tous les prestataires ont validé vos devis.' });
  const refused = refusals(answers);
  if (refused) banners.push({ key: 'rejected', severity: 'error', text: `${refused} : vous pouvez solliciter d'autres prestataires.` });
  if (awaiting > 0) banners.push({ key: 'modified', severity: 'warning', text: `${awaiting} proposition(s) de modification attendent votre réponse : ouvrez « Voir détails ».` });
  if (count('pending') === answers.length) banners.push({ key: 'all-pending', severity: 'info', text: 'Vos demandes sont en attente de réponse des prestataires.' });
  return banners;
}

/** Who refused: a provider declined the request, or the client refused a provider's modification. */
function refusals(answers: ClientQuoteResponse[]): string | null {
  const rejected = answers.filter((a) => a.provider_status === 'rejected');
  const byYou = rejected.filter((a) => a.client_decision?.action === 'rejected').length;
  const byProviders = rejected.length - byYou;
  const parts = [
    ...(byProviders === 1 ? ['1 prestataire a décliné votre demande'] : byProviders > 1 ? [`${byProviders} prestataires ont décliné votre demande`] : []),
    ...(byYou === 1 ? ['vous avez refusé 1 proposition de modification'] : byYou > 1 ? [`vous avez refusé ${byYou} propositions de modification`] : []),
  ].join(' et ');
  return parts ? parts.charAt(0).toUpperCase() + parts.slice(1) : null;
}

export function SummaryBanners({ items }: { items: ClientQuoteItem[] }) {
  const banners = bannersFor(items);
  if (banners.length === 0) return null;
  return (
    <Stack spacing={1}>
      {banners.map((b) => (
        <Alert key={b.key} severity={b.severity}>
          {b.text}
        </Alert>
      ))}
    </Stack>
  );
}
