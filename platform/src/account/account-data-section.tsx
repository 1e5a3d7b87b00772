import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { DELETE_ACCOUNT_CONFIRMATION, accountMessages, type DeleteAccountInput } from '@devis/domain';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '../mui';
import { useToast } from '../toast/use-toast';
import { TypedConfirmDialog } from '../form-kit/typed-confirm-dialog';

export interface AccountDataSectionProps {
  /** What the archive holds, in the role's words. */
  exportText: ReactNode;
  /** What deleting the account does, in the role's words. */
  deleteText: ReactNode;
  /** The confirmation dialog's text: what is erased at once, what the law keeps. */
  dialogText: ReactNode;
  /** POST /api/account/export (the app's hook follows the link). */
  exporting: UseMutationResult<unknown, Error, void>;
  /** POST /api/account/delete: a refusal shows in the dialog. */
  remove: UseMutationResult<unknown, Error, DeleteAccountInput>;
  /** Once the account is gone and the toast said so: end the session, go to the sign-in page. */
  onDeleted: () => void;
}

/**
 * 'Vos données', the same for a provider and a client: the whole account as one archive, and the account's
 * deletion once SUPPRIMER is typed. Each app gives its role's texts and its API hooks.
 */
export function AccountDataSection({ exportText, deleteText, dialogText, exporting, remove, onDeleted }: AccountDataSectionProps) {
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby="donnees-title">
      <CardContent>
        <Typography id="donnees-title" variant="h6" component="h2" gutterBottom>
          Vos données
        </Typography>
        <Stack spacing={2}>
          <Typography color="text.secondary">{exportText}</Typography>
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
          <Typography color="text.secondary">{deleteText}</Typography>
          <Box>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              {accountMessages.deleteTitle}
            </Button>
          </Box>
        </Stack>
      </CardContent>
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
                onDeleted();
              },
            },
          )
        }
      >
        {dialogText}
      </TypedConfirmDialog>
    </Card>
  );
}
