import type { ClientQuoteItem } from '@devis/domain';
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
  if (count('rejected') > 0) banners.push({ key: 'rejected', severity: 'error', text: `${count('rejected')} réponse(s) refusée(s) : vous pouvez solliciter d'autres prestataires.` });
  if (awaiting > 0) banners.push({ key: 'modified', severity: 'warning', text: `${awaiting} proposition(s) de modification attendent votre réponse : ouvrez « Voir détails ».` });
  if (count('pending') === answers.length) banners.push({ key: 'all-pending', severity: 'info', text: 'Vos demandes sont en attente de réponse des prestataires.' });
  return banners;
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
