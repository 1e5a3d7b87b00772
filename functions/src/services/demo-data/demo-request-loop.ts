import type { ServiceInput } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { createService } from '../catalogue/save-service';
import { SERVICES } from '../catalogue/service-record';
import { CLIENT_REQUESTS } from '../request-loop/loop-records';
import { createClientRequest } from '../client-requests/create-client-request';
import { createOpenRequest } from '../client-requests/create-open-request';
import type { DemoAccounts } from './demo-accounts';

const service = (name: string, description: string, euros: number, unit = 'unité'): ServiceInput => ({
  name,
  description,
  unit_price_ht: euros * 100,
  tva_rate_percent: 20,
  unit,
});

const STUDIO_SERVICES = [
  service('Création de logo', 'Trois pistes, deux allers-retours, fichiers vectoriels', 450),
  service('Site vitrine (5 pages)', 'Maquette, intégration et mise en ligne', 1800, 'forfait'),
  service('Maintenance mensuelle', 'Mises à jour et sauvegardes', 90, 'mois'),
];
const ATELIER_SERVICES = [
  service('Impression flyers A5', '500 exemplaires, papier 135 g', 120, 'lot'),
  service('Cartes de visite', '250 exemplaires, recto verso', 45, 'lot'),
];

/**
 * The request loop of the local demo, made once (when the demo client has no request yet): catalogues for
 * both demo providers (when empty), a request from the demo client to both with lines from each catalogue,
 * and a request without a quote, with a budget, to the first. The providers' mails go to the outbox.
 */
export async function ensureDemoRequestLoop(deps: Deps, accounts: DemoAccounts): Promise<boolean> {
  const existing = await deps.store.query(CLIENT_REQUESTS, { where: [['client_account_id', '==', accounts.clientUid]], limit: 1 });
  if (existing.length > 0) return false;
  const catalogue = async (uid: string, inputs: ServiceInput[]) => {
    const current = await deps.store.query(SERVICES, { where: [['user_id', '==', uid]], limit: 1 });
    if (current.length === 0) for (const input of inputs) await createService(deps, uid, input);
    return deps.store.query<{ name: string; unit_price_ht: number; tva_rate_percent: number; unit: string; user_id: string }>(SERVICES, { where: [['user_id', '==', uid]] });
  };
  const [studio, atelier] = await Promise.all([catalogue(accounts.providerUid, STUDIO_SERVICES), catalogue(accounts.secondProviderUid, ATELIER_SERVICES)]);
  const caller: Caller = { uid: accounts.clientUid, role: 'client', email: null, emailVerified: false };
  const line = (s: (typeof studio)[number], quantity: number) => ({
    description: s.name,
    quantity,
    unit: s.unit,
    unit_price_ht: s.unit_price_ht,
    tva_rate_percent: s.tva_rate_percent,
    service_id: s.id,
    provider_id: s.user_id,
  });
  await createClientRequest(deps, caller, {
    title: 'Identité visuelle de la boulangerie',
    description: 'Nouveau logo et supports imprimés pour la réouverture en mars.',
    deadline: null,
    lines: [line(studio[0]!, 1), line(atelier[0]!, 2), { description: 'Conseil couleurs de la devanture', quantity: 1, unit_price_ht: 0, tva_rate_percent: 20, service_id: null, provider_id: null, unit: null }],
    provider_ids: [accounts.providerUid, accounts.secondProviderUid],
    request_key: 'demo-identite-visuelle',
  });
  await createOpenRequest(deps, caller, {
    provider_user_id: accounts.providerUid,
    title: 'Refonte du site vitrine',
    description: 'Cinq pages, prise de commande en ligne des gâteaux.',
    budget_min: 150_000,
    budget_max: 300_000,
    deadline: null,
  });
  return true;
}
