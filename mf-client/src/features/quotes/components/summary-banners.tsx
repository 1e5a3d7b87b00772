import { countOf, plural, type ClientQuoteItem } from '@devis/domain';
import { Alert, Stack } from '@devis/platform';

/**
 * The four summary banners of spec 001, over the providers' answers to the client's requests (texts ours):
 * all validated, some refused, some modifications awaiting the client, all still pending.
 */
export function bannersFor(items: ClientQuoteItem[]) {
  const requests = items.filter((i) => i.kind === 'request');
  const answers = requests.flatMap((i) => i.responses);
  const banners: { key: string; severity: 'success' | 'error' | 'warning' | 'info'; text: string }[] = [];
  if (answers.length === 0) return banners;
  const count = (s: string) => answers.filter((a) => a.provider_status === s).length;
  const awaiting = answers.filter((a) => a.provider_status === 'modified' && a.quote_status === 'sent').length;
  if (count('accepted') === answers.length) banners.push({ key: 'all-accepted', severity: 'success', text: 'Tous les prestataires ont validé vos devis.' });
  const refused = refusals(requests);
  if (refused) banners.push({ key: 'rejected', severity: 'error', text: `${refused} : vous pouvez solliciter d'autres prestataires.` });
  if (awaiting > 0) {
    const text = `${countOf(awaiting, 'proposition')} de modification ${plural(awaiting, 'attend', 'attendent')} votre réponse : ouvrez « Voir détails ».`;
    banners.push({ key: 'modified', severity: 'warning', text });
  }
  if (count('pending') === answers.length) banners.push({ key: 'all-pending', severity: 'info', text: 'Vos demandes sont en attente de réponse des prestataires.' });
  return banners;
}

/** Who refused: providers declined a request (one or several of the client's), or the client refused a provider's modification. */
function refusals(requests: ClientQuoteItem[]): string | null {
  const declinedBy = (r: ClientQuoteItem) => r.responses.filter((a) => a.provider_status === 'rejected' && a.client_decision?.action !== 'rejected').length;
  const byProviders = requests.reduce((n, r) => n + declinedBy(r), 0);
  const declinedRequests = requests.filter((r) => declinedBy(r) > 0).length;
  const byYou = requests.flatMap((r) => r.responses).filter((a) => a.provider_status === 'rejected' && a.client_decision?.action === 'rejected').length;
  const parts = [
    ...(byProviders > 0
      ? [`${countOf(byProviders, 'prestataire')} ${plural(byProviders, 'a', 'ont')} décliné ${declinedRequests > 1 ? 'vos demandes' : 'votre demande'}`]
      : []),
    ...(byYou > 0 ? [`vous avez refusé ${countOf(byYou, 'proposition')} de modification`] : []),
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
