import { formatMoney, listOf, VAT_FRANCHISE_MENTION } from '@devis/domain';
import { Alert } from '@devis/platform';
import { useQueries } from '@devis/platform/query';
import { providerQuery } from '../../../api/providers';
import { franchiseTotals, type WizardLine, type WizardProvider } from '../wizard-model';

/**
 * The wizard's totals use the client's VAT rates, for every provider at once. A chosen provider under the VAT
 * franchise will quote the same lines without VAT (its copy is stored at 0 %): say so, with its total. The
 * providers' details are those the 'Prestataires' step already loaded.
 */
export function VatFranchiseNotice({ providers, lines }: { providers: WizardProvider[]; lines: WizardLine[] }) {
  const details = useQueries({ queries: providers.map((p) => providerQuery(p.user_id, 'Impossible de charger le prestataire sélectionné')) });
  const exempt = details.flatMap((d) => (d.data?.vat_franchise ? [d.data.company_name] : []));
  if (exempt.length === 0 || lines.length === 0) return null;
  const one = exempt.length === 1;
  return (
    <Alert severity="info" role="note" sx={{ mt: 1 }}>
      {listOf(exempt)} {one ? "n'applique" : "n'appliquent"} pas la TVA ({VAT_FRANCHISE_MENTION}) : {one ? 'son' : 'leur'} devis sera de{' '}
      <strong>{formatMoney(franchiseTotals(lines).total_ttc)} TTC</strong>.
    </Alert>
  );
}
