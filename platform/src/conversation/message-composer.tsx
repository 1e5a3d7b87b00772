import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { conversationMessages, MESSAGE_MAX_LENGTH } from '@devis/domain';
import { SendIcon } from '../icons';

export interface MessageComposerProps {
  /**
   * Sends the trimmed text with its message key. Resolves: the field is emptied. Rejects: the draft stays
   * (the caller shows why), and sending the same text again reuses the key, so a message whose answer was
   * lost is not stored twice.
   */
  onSend: (content: string, messageKey: string) => Promise<unknown>;
  label?: string;
  placeholder?: string;
  /** Nothing can be sent (e.g. the conversation did not load). */
  disabled?: boolean;
  /** Fields shown above the text, inside the same form (the public chat's email). */
  children?: ReactNode;
}

/** Enter sends, Shift+Enter adds a line; an IME composition (accents on some keyboards) is left alone. */
const isSendKey = (e: KeyboardEvent) => e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing;

/**
 * The box under a thread: a two-row text area that grows, and 'Envoyer'. A blank message is refused here with
 * 'Message vide' (never sent), as is one over the length limit. While a message is on its way the text is
 * read-only and the button disabled (a double Enter sends once), keeping the focus in the field.
 */
export function MessageComposer({ onSend, label = 'Votre message', placeholder = 'Écrivez votre message…', disabled = false, children }: MessageComposerProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // The text and key of the send that did not come back as saved; a new text is a new message.
  const lastTry = useRef<{ content: string; key: string } | null>(null);
  // The field's id names its hint too (MUI: `${id}-helper-text`), so the input is described by it.
  const fieldId = useId();

  const send = async () => {
    if (inFlight.current || disabled) return;
    const content = draft.trim();
    if (!content) return setError(conversationMessages.empty);
    if (content.length > MESSAGE_MAX_LENGTH) return setError(conversationMessages.tooLong);
    setError(null);
    inFlight.current = true;
    setSending(true);
    const key = lastTry.current?.content === content ? lastTry.current.key : crypto.randomUUID();
    lastTry.current = { content, key };
    try {
      await onSend(content, key);
      lastTry.current = null;
      setDraft('');
    } catch {
      // The draft stays for another try; the caller (its mutation's meta) says what went wrong.
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!isSendKey(e)) return;
    e.preventDefault();
    void send();
  };

  const nearLimit = draft.length > MESSAGE_MAX_LENGTH * 0.9;
  const hint = error ?? (nearLimit ? `${draft.length} / ${MESSAGE_MAX_LENGTH} caractères` : 'Entrée pour envoyer, Maj+Entrée pour aller à la ligne');

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          placeholder={placeholder}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          disabled={disabled}
          error={!!error}
          helperText={hint}
          id={fieldId}
          slotProps={{ htmlInput: { readOnly: sending, 'aria-busy': sending || undefined }, formHelperText: { role: error ? 'alert' : undefined } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || sending}
          aria-label="Envoyer"
          sx={{ minWidth: 48, minHeight: 48, mt: 0.5, flexShrink: 0, px: { xs: 1.5, sm: 2 } }}
        >
          {sending ? <CircularProgress size={20} color="inherit" aria-hidden /> : <SendIcon aria-hidden />}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
            Envoyer
          </Box>
        </Button>
      </Stack>
    </Box>
  );
}
