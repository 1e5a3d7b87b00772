import { useRef, type ChangeEvent } from 'react';
import { logoFileError } from '@devis/domain';
import { Box, Button, Stack, Typography, UploadIcon, useToast } from '@devis/platform';
import { useFormikContext } from '@devis/platform/forms';
import { useUploadLogo } from '../../../api/profile';
import type { ProfileValues } from './profile-values';

/**
 * 'Téléverser le logo': the image is stored and put on the quotes at once; the form takes its address (and the
 * switch), so that saving the form keeps it. Only a logo stored this way reaches the PDF (the server fetches no
 * outside address).
 */
export function LogoUpload() {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const toast = useToast();
  const { values, setFieldValue } = useFormikContext<ProfileValues>();

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file can be picked again after an error
    if (!file) return;
    const refusal = logoFileError(file);
    if (refusal) {
      toast.error('Erreur', refusal);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ logo_url }) => {
        void setFieldValue('logo_url', logo_url);
        void setFieldValue('show_logo_on_quotes', true);
        toast.success('Logo mis à jour', 'Il figure désormais en haut de vos devis.');
      },
    });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
      <Box sx={{ width: 140, height: 60, border: 1, borderColor: 'divider', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, overflow: 'hidden' }}>
        {values.logo_url ? (
          <Box component="img" src={values.logo_url} alt="Logo actuel" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            Aucun logo
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? 'Envoi...' : 'Téléverser le logo'}
          </Button>
          {/* Only an upload sets the logo (the server refuses another site's address); removing it is saved with the profile. */}
          {values.logo_url && (
            <Button color="inherit" onClick={() => void setFieldValue('logo_url', '')} disabled={upload.isPending}>
              Retirer le logo
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          PNG ou JPEG, 512 Ko maximum. Il s'affiche en haut de vos devis PDF.
        </Typography>
        <input ref={input} type="file" accept="image/png,image/jpeg" hidden onChange={onFile} data-testid="logo-input" aria-label="Logo" />
      </Stack>
    </Stack>
  );
}
