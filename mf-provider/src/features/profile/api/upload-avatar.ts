import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';
import type { AvatarUploadInput } from '@devis/domain';

export function uploadAvatar(api: Pick<SessionApi, 'post'>, input: AvatarUploadInput): Promise<{ avatar_url: string }> {
  return api.post<{ avatar_url: string }>('/api/profile/avatar', input);
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

export function useUploadAvatar() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => uploadAvatar(api, { contentType: file.type, dataBase64: await readAsBase64(file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/profile'] }),
  });
}
