import { queryOptions, useMutation, useQueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import { ApiError } from '@devis/platform';
import {
  publicProviderMessages,
  reminderMessages,
  type AvatarUploadInput,
  type ProfileInput,
  type ProviderProfile,
  type PublicPageSettingsInput,
  type ReminderSettingsInput,
} from '@devis/domain';

// The provider's company profile (API.md "Provider workspace"); the quote form reads its VAT franchise too.

export const profileKeys = {
  all: ['profile'] as const,
};

export function getProfile(): Promise<ProviderProfile> {
  return sessionApi.get<ProviderProfile>('/api/profile');
}

export function saveProfile(input: ProfileInput): Promise<ProviderProfile> {
  return sessionApi.put<ProviderProfile>('/api/profile', input);
}

/** PUT /api/profile/reminders: the automatic reminders' switch and day count; open sent quotes follow. */
export function saveReminderSettings(input: ReminderSettingsInput): Promise<ProviderProfile> {
  return sessionApi.put<ProviderProfile>('/api/profile/reminders', input);
}

export function uploadAvatar(input: AvatarUploadInput): Promise<{ avatar_url: string }> {
  return sessionApi.post<{ avatar_url: string }>('/api/profile/avatar', input);
}

export function uploadLogo(input: AvatarUploadInput): Promise<{ logo_url: string }> {
  return sessionApi.post<{ logo_url: string }>('/api/profile/logo', input);
}

/**
 * The logo, saved at once (and shown on the quotes). The profile query is left as it is: the open form holds
 * the new address (the caller sets it), and refreshing the profile would reset the form's unsaved edits.
 */
export function useUploadLogo() {
  return useMutation({
    mutationFn: async (file: File) => uploadLogo({ contentType: file.type, dataBase64: await readAsBase64(file) }),
    meta: { errorMessage: (error) => error.message || "Impossible d'enregistrer le logo" },
  });
}

/** Reads a File as base64 without the data-URL prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export const profileQuery = () =>
  queryOptions({ queryKey: profileKeys.all, queryFn: getProfile, meta: { errorMessage: 'Impossible de charger le profil' } });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    meta: { errorMessage: 'Impossible de sauvegarder le profil' },
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => uploadAvatar({ contentType: file.type, dataBase64: await readAsBase64(file) }),
    meta: { errorMessage: (error) => error.message || 'Impossible de mettre à jour la photo' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

// The public-page card (API.md "Public provider page"): each change is saved at once, apart from the form.

export function setPublicPageSettings(input: PublicPageSettingsInput): Promise<ProviderProfile> {
  return sessionApi.put<ProviderProfile>('/api/profile/public-page', input);
}

export function generatePublicId(): Promise<ProviderProfile> {
  return sessionApi.post<ProviderProfile>('/api/profile/public-id', {});
}

/** The switch or the access mode; `change` says which, for the spec's toast. */
export function useSetPublicPage(change: 'status' | 'mode') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublicPageSettings,
    meta: {
      errorMessage: (error) =>
        change === 'status' ? publicProviderMessages.statusFailed : `${publicProviderMessages.modeFailed} : ${error.message}`,
    },
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
  });
}

/** Once only: a second generation is refused with 'ID public existant'. */
export function useGeneratePublicId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePublicId,
    meta: {
      errorMessage: (error) =>
        error instanceof ApiError && error.status === 409 ? publicProviderMessages.publicIdExists : publicProviderMessages.generateFailed,
    },
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
    // Refused because an id exists: show the one the server has.
    onError: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    meta: { errorMessage: reminderMessages.saveFailed },
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
  });
}
