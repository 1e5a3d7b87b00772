import { queryOptions, useMutation } from '@devis/platform/query';
import { sessionApi, signOut } from '@devis/platform/session';
import { accountMessages, type ClientAccount, type DeleteAccountInput } from '@devis/domain';
import { browser } from '../lib/browser';

// The client account itself (API.md "Identity" GET /api/me, and "Your data: export and account deletion").

export const accountKeys = {
  me: ['me'] as const,
};

interface Me {
  uid: string;
  role: 'client';
  email: string | null;
  clientAccount: ClientAccount | null;
}

export function getMe(): Promise<Me> {
  return sessionApi.get<Me>('/api/me');
}

export const meQuery = () => queryOptions({ queryKey: accountKeys.me, queryFn: getMe, meta: { errorMessage: 'Impossible de charger votre compte' } });

export function useExportData() {
  return useMutation({
    mutationFn: () => sessionApi.post<{ url: string }>('/api/account/export'),
    meta: { errorMessage: (error) => error.message || accountMessages.exportFailed },
    // An attachment: the browser downloads it and the page stays.
    onSuccess: ({ url }) => browser.assign(url),
  });
}

/** Refusals are shown in the dialog (no meta). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (input: DeleteAccountInput) => sessionApi.post<void>('/api/account/delete', input) });
}

/** The deleted account's session ends here. */
export function endDeletedSession(): Promise<void> {
  return signOut().catch(() => undefined);
}
