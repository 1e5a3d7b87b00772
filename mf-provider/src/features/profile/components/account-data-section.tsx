import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_ACCOUNT_CONFIRMATION, accountMessages } from '@devis/domain';
import { Box, Button, Card, CardContent, Divider, Stack, Typography, useToast } from '@devis/platform';
import { TypedConfirmDialog } from '@devis/platform/forms';
import { endDeletedSession, useDeleteAccount, useExportData } from '../../../api/account';

/** 'Vos données': the whole account as one archive, and the account's deletion after SUPPRIMER is typed. */
export function AccountDataSection() {
  const exporting = useExportData();
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="donnees-title">
      <CardContent>
        <Typography id="donnees-title" variant="h6" component="h2" gutterBottom>
          Vos données
        </Typography>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Une archive ZIP avec tout ce que votre compte contient : profil, clients, prestations, devis avec leurs lignes et leurs versions,
            décisions de vos clients avec leurs preuves, historique, et le PDF de chaque devis envoyé. Les tableaux (CSV) s’ouvrent
            directement dans Excel et LibreOffice.
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
            Votre compte et vos données sont effacés définitivement, votre abonnement éventuel est résilié. Pensez à exporter vos données
            avant.
          </Typography>
          <Box>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              {accountMessages.deleteTitle}
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <TypedConfirmDialog
      open={open}
      title="Supprimer mon compte ?"
      word={DELETE_ACCOUNT_CONFIRMATION}
      confirmLabel="Supprimer définitivement"
      pendingLabel="Suppression..."
      pending={remove.isPending}
      error={remove.error ? remove.error.message || accountMessages.deleteFailed : null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={(confirmation) =>
        remove.mutate(
          { confirmation },
          {
            onSuccess: () => {
              toast.success(accountMessages.deleted);
              void endDeletedSession().then(() => navigate('/login', { replace: true }));
            },
          },
        )
      }
    >
      <Typography>
        Sont effacés aussitôt et sans retour possible : votre profil, vos clients, vos prestations, vos devis et leurs PDF, les liens envoyés à
        vos clients (ils ne s’ouvriront plus) et votre accès à Devis. Votre abonnement est résilié.
      </Typography>
      <Typography color="text.secondary">
        La loi nous impose de conserver, hors de tout accès depuis l’application, vos devis acceptés (la version acceptée, son PDF et la preuve
        d’acceptation) et les références de facturation de votre abonnement : dix ans (article L123-22 du Code de commerce), puis ils sont
        effacés.
      </Typography>
    </TypedConfirmDialog>
  );
}
