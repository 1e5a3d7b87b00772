import { WIZARD_STEPS, type WizardState } from './wizard-model';

/**
 * The wizard as the client left it, kept in this tab's sessionStorage so that a reload (or a crash) does not
 * lose it: the values, the step, and the request key (a retry after a reload still sends the request once).
 * One draft per account and starting point (the general wizard, or a provider's): another account signed in
 * in the same tab never sees it. Cleared once the request is sent, and all of them at sign-out.
 */
export interface WizardDraft {
  values: WizardState;
  step: number;
  requestKey: string;
}

const PREFIX = 'devis:wizard:';
const storageKey = (scope: string) => `${PREFIX}${scope}`;

export function readWizardDraft(scope: string): WizardDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(storageKey(scope)) ?? 'null') as Partial<WizardDraft> | null;
    const values = draft?.values;
    // Another version of the app, or a hand-edited value: start afresh rather than fail.
    if (!values || typeof values.title !== 'string' || !Array.isArray(values.lines) || !Array.isArray(values.providers)) return null;
    if (typeof draft.requestKey !== 'string' || !Number.isInteger(draft.step)) return null;
    return { values, step: Math.min(Math.max(draft.step!, 0), WIZARD_STEPS.length - 1), requestKey: draft.requestKey };
  } catch {
    return null;
  }
}

export function saveWizardDraft(scope: string, draft: WizardDraft): void {
  try {
    sessionStorage.setItem(storageKey(scope), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the wizard still works, without surviving a reload.
  }
}

export function clearWizardDraft(scope: string): void {
  try {
    sessionStorage.removeItem(storageKey(scope));
  } catch {
    // As above.
  }
}

/** At sign-out: the drafts of whoever used this tab. */
export function clearWizardDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage).filter((k) => k.startsWith(PREFIX))) sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
