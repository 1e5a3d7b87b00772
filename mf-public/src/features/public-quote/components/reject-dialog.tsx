import { publicQuoteMessages, type PublicQuoteView } from '@devis/domain';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useToast } from '@devis/platform';
import { Form, Formik, FormTextField } from '@devis/platform/forms';
import { decisionErrorMessage, useRejectQuote } from '../../../api/public-quotes';

interface Props {
  open: boolean;
  onClose: () => void;
  view: PublicQuoteView;
  token: string;
  /** After the closing transition (the page moves the focus to what the decision changed). */
  onExited?: () => void;
}

/** Refusing: an optional reason, asked before confirming. Kept mounted: a reason typed, then Escape, is still there when reopened. */
export function RejectDialog({ open, onClose, view, token, onExited }: Props) {
  const reject = useRejectQuote(view.public_id, token);
  const toast = useToast();

  return (
    <Dialog open={open} onClose={onClose} keepMounted maxWidth="sm" fullWidth aria-labelledby="reject-title" slotProps={{ transition: { onExited } }}>
      <Formik
        initialValues={{ reason: '' }}
        onSubmit={async ({ reason }, helpers) => {
          helpers.setStatus(null);
          try {
            await reject.mutateAsync(reason.trim() === '' ? null : reason.trim());
            toast.success(publicQuoteMessages.rejected, `${view.provider.name} est prévenu.`);
            onClose();
          } catch (error) {
            helpers.setStatus(decisionErrorMessage(error, publicQuoteMessages.rejectFailed));
          }
        }}
      >
        {({ status, isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="reject-title">Refuser le devis</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <Typography color="text.secondary">Vous pouvez indiquer à {view.provider.name} la raison de votre refus (facultatif).</Typography>
                {typeof status === 'string' && <Alert severity="error">{status}</Alert>}
                <FormTextField name="reason" label="Motif du refus (facultatif)" multiline minRows={3} />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose}>Annuler</Button>
              <Button type="submit" variant="contained" color="error" disabled={isSubmitting || reject.isPending}>
                {reject.isPending ? 'Envoi...' : 'Confirmer le refus'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
