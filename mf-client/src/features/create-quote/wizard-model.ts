import {
  centsToInput,
  computeLine,
  computeTotals,
  DEFAULT_VAT_RATE,
  eurosToCents,
  parseDecimal,
  requestLineSchema,
  requestMessages,
  roundQuantity,
  type ClientRequestInput,
  type LineTotals,
  type PublicService,
  type QuoteTotals,
  withVatFranchise,
} from '@devis/domain';
import type { ProviderRef } from '../../api/providers';

/** The wizard's state (spec 001 "Client quote wizard"): what the four steps fill, kept across steps. */
export interface WizardState {
  title: string;
  description: string;
  deadline: string | null;
  providers: WizardProvider[];
  lines: WizardLine[];
}

export type WizardProvider = ProviderRef;

/** A line as typed: numbers stay text until sent (unparsable becomes 0, spec 001 §5). */
export interface WizardLine {
  key: string;
  description: string;
  quantity: string;
  /** Euros, as typed. */
  unit_price: string;
  tva_rate_percent: number;
  service_id: string | null;
  provider_id: string | null;
  /** The catalogue service's unit; none on a line typed by hand (or a draft saved before units). */
  unit?: string | null;
}

export const WIZARD_STEPS = ['Informations du projet', 'Prestataires', 'Révision du devis', 'Confirmation'] as const;

export const emptyWizard = (provider?: WizardProvider | null): WizardState => ({
  title: '',
  description: '',
  deadline: null,
  providers: provider ? [provider] : [],
  lines: [],
});

let keys = 0;
const nextKey = () => `line-${Date.now().toString(36)}-${(keys += 1)}`;

/** A line picked from a provider's catalogue: its name, price and VAT (20 % when absent). */
export function lineFromService(service: PublicService, providerId: string): WizardLine {
  return {
    key: nextKey(),
    description: service.name,
    quantity: '1',
    unit_price: centsToInput(service.unit_price_ht),
    tva_rate_percent: service.tva_rate_percent ?? DEFAULT_VAT_RATE,
    service_id: service.id,
    provider_id: providerId,
    unit: service.unit,
  };
}

export const manualLine = (): WizardLine => ({ key: nextKey(), description: '', quantity: '1', unit_price: '0', tva_rate_percent: DEFAULT_VAT_RATE, service_id: null, provider_id: null });

/** Checking a service adds its line; unchecking removes it. */
export function toggleService(state: WizardState, service: PublicService, providerId: string): WizardState {
  const present = state.lines.some((l) => l.service_id === service.id && l.provider_id === providerId);
  return {
    ...state,
    lines: present ? state.lines.filter((l) => !(l.service_id === service.id && l.provider_id === providerId)) : [...state.lines, lineFromService(service, providerId)],
  };
}

export function addProvider(state: WizardState, provider: WizardProvider): WizardState {
  if (state.providers.some((p) => p.user_id === provider.user_id)) return state;
  return { ...state, providers: [...state.providers, provider] };
}

/** Removing a provider removes the lines of its catalogue too. */
export function removeProvider(state: WizardState, providerId: string): WizardState {
  return { ...state, providers: state.providers.filter((p) => p.user_id !== providerId), lines: state.lines.filter((l) => l.provider_id !== providerId) };
}

function priced(line: WizardLine) {
  return { quantity: Math.max(0, roundQuantity(parseDecimal(line.quantity))), unit_price_ht: Math.max(0, eurosToCents(line.unit_price)), tva_rate_percent: line.tva_rate_percent };
}

/** The line's fields the totals depend on, as the domain's line schema names them. */
const AMOUNT_PATHS = ['quantity', 'unit_price_ht'];

/** Whether the domain's line rules (the server's) refuse a line's amounts: its quantity, its price or its total beyond the limits. */
function amountsRefused(line: ReturnType<typeof priced>): boolean {
  try {
    requestLineSchema.validateSync(line, { abortEarly: false });
    return false;
  } catch (error) {
    return ((error as { inner?: { path?: string }[] }).inner ?? []).some((e) => AMOUNT_PATHS.includes(e.path ?? ''));
  }
}

/**
 * A line as the totals count it: a line the domain refuses counts as 0, as an unparsable number does, while its
 * fields say why (no total then shows a figure beyond the limits, nor one a double cannot hold exactly).
 */
function counted(line: WizardLine) {
  const p = priced(line);
  return amountsRefused(p) ? { ...p, quantity: 0, unit_price_ht: 0 } : p;
}

/** A line's HT, VAT and TTC, recomputed from what is typed (the server computes them again). */
export const lineTotals = (line: WizardLine): LineTotals => computeLine(counted(line));
export const wizardTotals = (lines: WizardLine[]): QuoteTotals => computeTotals(lines.map(counted));
/** What a provider under the VAT franchise will quote for the same lines: the server stores its copy at 0 %. */
export const franchiseTotals = (lines: WizardLine[]): QuoteTotals => computeTotals(withVatFranchise(lines.map(counted), true));

/** Whether a step lets the client go on (spec 001 §4 "Wizard"). */
export function canLeaveStep(step: number, state: WizardState): boolean {
  if (step === 0) return state.title.trim() !== '';
  if (step === 1) return state.providers.length > 0;
  if (step === 2) return state.lines.length > 0;
  return true;
}

/** The submit check: title, a line, a provider, and every line described; else the spec's message. */
export function submitError(state: WizardState): string | null {
  const complete = state.title.trim() !== '' && state.lines.length > 0 && state.providers.length > 0 && state.lines.every((l) => l.description.trim() !== '');
  return complete ? null : requestMessages.requiredFields;
}

/** POST /api/client/requests; the key makes a second click (or a retry) send nothing twice. */
export function toRequestInput(state: WizardState, requestKey: string): ClientRequestInput {
  return {
    title: state.title.trim(),
    description: state.description.trim() || null,
    deadline: state.deadline,
    lines: state.lines.map((l) => ({ description: l.description.trim(), ...priced(l), service_id: l.service_id, provider_id: l.provider_id, unit: l.unit ?? null })),
    provider_ids: state.providers.map((p) => p.user_id),
    request_key: requestKey,
  };
}
