import { useMutation } from '@devis/platform/query';
import { browser } from '../lib/browser';
import { sessionApi, signOut } from '@devis/platform/session';
import { accountMessages, type DeleteAccountInput } from '@devis/domain';

// What the account owns, as a whole (API.md "Your data: export and account deletion").

/** A one-time download link (10 minutes): the browser follows it, so the archive streams to disk. */
export function requestExport(): Promise<{ url: string; expires_at: string }> {
  return sessionApi.post<{ url: string; expires_at: string }>('/api/account/export');
}

export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return sessionApi.post<void>('/api/account/delete', input);
}

export function useExportData() {
  return useMutation({
    mutationFn: requestExport,
    meta: { errorMessage: (error) => error.message || accountMessages.exportFailed },
    // An attachment: the browser downloads it and the page stays.
    onSuccess: ({ url }) => browser.assign(url),
  });
}

/** Refusals are shown in the dialog (no meta); the caller ends the session once it has said so. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** The deleted account's session ends here (its token would only get 401 from now on). */
export function endDeletedSession(): Promise<void> {
  return signOut().catch(() => undefined);
}
