import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_ACCOUNT_CONFIRMATION, accountMessages } from '@devis/domain';
import { Box, Button, Card, CardContent, Divider, Stack, Typography, useToast } from '@devis/platform';
import { TypedConfirmDialog } from '@devis/platform/forms';
import { useQuery } from '@devis/platform/query';
import { endDeletedSession, meQuery, useDeleteAccount, useExportData } from '../../../api/account';

/** /client/compte 'Mon compte': the account, its data as one archive, and its deletion. */
export default function AccountPage() {
  const { data: me } = useQuery(meQuery());
  const exporting = useExportData();
  const remove = useDeleteAccount();
  const toast = useToast();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const account = me?.clientAccount;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Mon compte
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="compte-title">
        <CardContent>
          <Typography id="compte-title" variant="h6" component="h2" gutterBottom>
            Mes informations
          </Typography>
          <Typography>{account?.name ?? '—'}</Typography>
          {account?.company_name && <Typography>{account.company_name}</Typography>}
          <Typography color="text.secondary">{account?.email ?? me?.email ?? ''}</Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="donnees-title">
        <CardContent>
          <Typography id="donnees-title" variant="h6" component="h2" gutterBottom>
            Vos données
          </Typography>
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Une archive ZIP avec votre compte et les devis que des prestataires vous ont adressés sur votre espace, avec leurs PDF. Les tableaux
              (CSV) s’ouvrent directement dans Excel et LibreOffice.
            </Typography>
            <Box>
              <Button
                variant="contained"
                disabled={exporting.isPending}
                onClick={() => exporting.mutate(undefined, { onSuccess: () => toast.success(accountMessages.exportStarted) })}
              >
                {exporting.isPending ? 'Préparation...' : accountMessages.exportTitle}
              </Button>
            </Box>
            <Divider />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {accountMessages.deleteTitle}
            </Typography>
            <Typography color="text.secondary">
              Votre espace client et ses données sont effacés définitivement. Les devis que vos prestataires vous ont adressés restent chez eux.
            </Typography>
            <Box>
              <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
                {accountMessages.deleteTitle}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <TypedConfirmDialog
        open={deleting}
        title="Supprimer mon compte ?"
        word={DELETE_ACCOUNT_CONFIRMATION}
        confirmLabel="Supprimer définitivement"
        pendingLabel="Suppression..."
        pending={remove.isPending}
        error={remove.error ? remove.error.message || accountMessages.deleteFailed : null}
        onClose={() => {
          remove.reset();
          setDeleting(false);
        }}
        onConfirm={(confirmation) =>
          remove.mutate(
            { confirmation },
            {
              onSuccess: () => {
                toast.success(accountMessages.deleted);
                void endDeletedSession().then(() => navigate('/client/login', { replace: true }));
              },
            },
          )
        }
      >
        <Typography>
          Sont effacés aussitôt et sans retour possible : votre compte client et votre accès à l’espace client. Vos prestataires gardent leurs
          propres dossiers (leurs devis et leur fiche client), qui ne sont plus reliés à votre compte.
        </Typography>
      </TypedConfirmDialog>
    </Stack>
  );
}
