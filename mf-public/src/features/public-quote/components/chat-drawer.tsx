import { useState } from 'react';
import { conversationMessages, publicChatMessageSchema, type PublicQuoteView } from '@devis/domain';
import { ApiError, Box, CloseIcon, Drawer, IconButton, MessageComposer, MessageThread, Stack, TextField, Typography, useToast } from '@devis/platform';
import { useQuery, useQueryClient } from '@devis/platform/query';
import { chatSendError, publicChatQuery, useSendPublicChatMessage } from '../../../api/public-chat';

interface Props {
  open: boolean;
  onClose: () => void;
  view: PublicQuoteView;
  token: string;
}

/**
 * The 'Chat' side drawer of a quote link (spec 001 §2): the thread with the provider (the visitor's messages on
 * the right), an email for the first message when this browser is not known yet, and the composer. Full screen
 * on a phone. Its content, and so the 10 s refresh, exists only while the drawer is open.
 */
export function ChatDrawer({ open, onClose, view, token }: Props) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'chat-title', sx: { width: { xs: '100%', sm: 440 }, height: '100dvh' } } }}
    >
      <ChatPanel view={view} token={token} onClose={onClose} />
    </Drawer>
  );
}

/** What the email field says: the domain's rule (trimmed, lower-cased, a real address), 'Email requis' when blank. */
async function checkEmail(raw: string): Promise<{ email: string } | { error: string }> {
  try {
    const { email } = await publicChatMessageSchema.pick(['email']).validate({ email: raw });
    return typeof email === 'string' ? { email } : { error: conversationMessages.emailRequired };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

function ChatPanel({ view, token, onClose }: { view: PublicQuoteView; token: string; onClose: () => void }) {
  const chatQuery = publicChatQuery(view.public_id, token);
  const chat = useQuery(chatQuery);
  const queryClient = useQueryClient();
  const send = useSendPublicChatMessage(view.public_id, token);
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const needsEmail = chat.isSuccess && !chat.data.visitor_email;

  const onSend = async (content: string, messageKey: string) => {
    let given: string | null = null;
    if (needsEmail) {
      const checked = await checkEmail(email);
      if ('error' in checked) {
        setEmailError(checked.error);
        throw new Error(checked.error);
      }
      given = checked.email;
    }
    try {
      await send.mutateAsync({ email: given, body: content, message_key: messageKey });
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'EMAIL_REQUIRED' || error.details?.['email'])) {
        // The browser's cookie is gone (or the address refused): ask for the email again, beside its field.
        queryClient.setQueryData(chatQuery.queryKey, (old) => (old ? { ...old, visitor_email: null } : old));
        setEmailError(error.details?.['email'] ?? error.message);
      } else {
        toast.error(conversationMessages.sendFailed, chatSendError(error));
      }
      throw error;
    }
    setEmail('');
    setEmailError(null);
    // One line: on a phone the toast sits over the composer while it shows.
    toast.success('Message envoyé');
  };

  const quoteName = view.title || `Devis ${view.number}`;
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', px: 2, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="chat-title" variant="h6" component="h2">
            Chat
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Avec {view.provider.name} · {quoteName}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Fermer le chat" sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {/* The thread fills what the header and the composer leave, and scrolls inside. */}
      <Box sx={{ flex: 1, minHeight: 0, p: 1.5, '& > *': { height: '100%' } }}>
        <MessageThread
          messages={chat.data?.messages ?? []}
          own="client"
          otherName={view.provider.name}
          label={`Messages avec ${view.provider.name}`}
          loading={chat.isPending}
          error={chat.isError && !chat.data ? conversationMessages.loadFailed : null}
          onRetry={() => void chat.refetch()}
          emptyText={`Une question sur ce devis ? Écrivez à ${view.provider.name}, la réponse s'affichera ici.`}
          height="100%"
        />
      </Box>
      <Box sx={{ px: 1.5, pb: 1.5, pt: 0.5 }}>
        <MessageComposer onSend={onSend} disabled={!chat.isSuccess} placeholder={`Votre message à ${view.provider.name}…`}>
          {needsEmail && (
            <TextField
              label="Votre email"
              type="email"
              autoComplete="email"
              required
              fullWidth
              size="small"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (emailError) setEmailError(null);
              }}
              error={!!emailError}
              helperText={emailError ?? `Demandé pour votre premier message, pour que ${view.provider.name} sache qui lui écrit.`}
              slotProps={{ formHelperText: { role: emailError ? 'alert' : undefined } }}
              sx={{ mb: 1.5 }}
            />
          )}
        </MessageComposer>
      </Box>
    </Stack>
  );
}
