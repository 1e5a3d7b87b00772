import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_VALIDITY_DAYS,
  defaultValidUntil,
  formatLongDate,
  parisDay,
  sendMessages,
  sendValidUntilError,
  type Quote,
  type SendQuoteResult,
} from '@devis/domain';
import {
  Alert,
  ApiError,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
  useToast,
} from '@devis/platform';
import { SendIcon } from '@devis/platform';
import { CopyLinkField } from '../../../components/copy-link-field';
import { LegalMentionsNotice } from '../../../components/legal-mentions-notice';
import { DateField } from '@devis/platform/pickers';
import { useSendQuote } from '../../../api/quotes';

interface Props {
  quote: Pick<Quote, 'id' | 'quote_number' | 'status' | 'valid_until' | 'client' | 'client_account_id'> | null;
  onClose: () => void;
  /** Once the dialog has gone (after its closing animation). */
  onExited?: () => void;
}

/** Send dialog (spec 000 §2): optional validity (no past days), the client-account checkbox, then the link. */
export function SendQuoteDialog({ quote, onClose, onExited }: Props) {
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const [toAccount, setToAccount] = useState(false);
  const [result, setResult] = useState<SendQuoteResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Once sent, the focused 'Envoyer' button is gone: the focus goes to 'Fermer' rather than to the dialog itself.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (result) closeButton.current?.focus();
  }, [result]);
  const sending = useSendQuote();
  const toast = useToast();

  useEffect(() => {
    if (quote) {
      setValidUntil(currentValidity(quote));
      setRefusal(null);
      setToAccount(false);
      setResult(null);
      sending.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote?.id]);

  const today = parisDay();
  const dateError = sendValidUntilError(validUntil, today);

  const submit = () => {
    if (!quote || dateError) return;
    setRefusal(null);
    sending.mutate(
      { quoteId: quote.id, validUntil, sendToClientAccount: toAccount },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast.success(sendMessages.sent, answer.emailed ? 'Le client a reçu le devis par email.' : 'Copiez le lien pour le transmettre au client.');
        },
        onError: (error) => {
          // A refusal (already sent, no longer sendable, past date) carries the server's French reason; the toast comes from the query client.
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
          if (refused) setRefusal(error.message);
        },
      },
    );
  };

  const resend = quote?.status === 'sent';
  return (
    <Dialog open={quote !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="send-quote-title" slotProps={{ transition: { onExited } }}>
      <DialogTitle id="send-quote-title">
        {resend ? 'Renvoyer' : 'Envoyer'} le devis {quote?.quote_number ?? ''}
      </DialogTitle>
      <DialogContent dividers>
        {result ? (
          <SentLink result={result} />
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <LegalMentionsNotice />
            {resend && (
              <Alert severity="info">Le devis sera renvoyé avec un nouveau lien : l'ancien lien ne permettra plus de l'accepter.</Alert>
            )}
            <DateField
              label="Date d'expiration (optionnelle)"
              value={validUntil}
              onChange={setValidUntil}
              disablePast
              error={dateError !== null}
              helperText={
                dateError ??
                (validUntil
                  ? `Le devis sera valable jusqu'au ${formatLongDate(validUntil)} inclus. Sans date, il serait valable ${DEFAULT_VALIDITY_DAYS} jours.`
                  : `Sans date, le devis est valable ${DEFAULT_VALIDITY_DAYS} jours : jusqu'au ${formatLongDate(defaultValidUntil())} inclus.`)
              }
            />
            <FormControlLabel
              control={<Checkbox checked={toAccount} onChange={(e) => setToAccount(e.target.checked)} />}
              label={sendMessages.autoSendLabel}
            />
            <Typography variant="body2" color="text.secondary">
              {quote?.client?.email
                ? `Le devis sera envoyé par email à ${quote.client.email}, avec le PDF et un lien sécurisé.`
                : "Ce client n'a pas d'email : copiez le lien après l'envoi pour le lui transmettre."}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={closeButton} onClick={onClose}>
          {result ? 'Fermer' : 'Annuler'}
        </Button>
        {!result && (
          <Button variant="contained" startIcon={<SendIcon />} onClick={submit} disabled={sending.isPending || dateError !== null}>
            {sending.isPending ? 'Envoi...' : 'Envoyer'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * The validity the quote already has, set in its form or sent to the client, while it can still be sent with it
 * (today or later); otherwise none, and the send applies the default.
 */
function currentValidity(quote: Pick<Quote, 'valid_until'>): string | null {
  return quote.valid_until && sendValidUntilError(quote.valid_until, parisDay()) === null ? quote.valid_until : null;
}

function SentLink({ result }: { result: SendQuoteResult }) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="success">Le devis a été envoyé.</Alert>
      <CopyLinkField label="Lien public du devis" link={result.publicLink} />
      <Typography>
        Ce lien reste valable jusqu'au <strong>{formatLongDate(result.validUntil)}</strong> inclus (heure de Paris).
      </Typography>
    </Stack>
  );
}
