import { formatMoney, type Cents } from '@devis/domain';

export function Money({ cents }: { cents: Cents }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;
}
