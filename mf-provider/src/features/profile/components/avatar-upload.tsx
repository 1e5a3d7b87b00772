import { useRef, type ChangeEvent } from 'react';
import { avatarFileError, initials } from '@devis/domain';
import { Avatar, Button, Stack, Typography, useToast } from '@devis/platform';
import { UploadIcon } from '@devis/platform';
import { useUploadAvatar } from '../../../api/profile';

export function AvatarUpload({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const toast = useToast();

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file can be picked again after an error
    if (!file) return;
    const refusal = avatarFileError(file);
    if (refusal) {
      toast.error('Erreur', refusal);
      return;
    }
    upload.mutate(file, { onSuccess: () => toast.success('Photo de profil mise à jour') });
  };

  return (
    <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
      <Avatar src={avatarUrl ?? undefined} alt={name} sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}>
        {initials(name)}
      </Avatar>
      <Stack spacing={0.5}>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
          {upload.isPending ? 'Envoi...' : 'Changer la photo'}
        </Button>
        <Typography variant="caption" color="text.secondary">
          Image, 5 Mo maximum
        </Typography>
        <input ref={input} type="file" accept="image/*" hidden onChange={onFile} data-testid="avatar-input" aria-label="Photo de profil" />
      </Stack>
    </Stack>
  );
}
