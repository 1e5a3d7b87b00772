import { lazy, Suspense, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isPublicId, publicQuoteMessages, type PublicQuoteView } from '@devis/domain';
import { Alert, Button, CenteredMessage, NotFoundPage, Paper, Stack, Typography, usePageTitle } from '@devis/platform';
import { CancelIcon, ChatIcon, CheckCircleIcon, LockIcon } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { loadErrorMessage, publicQuotePdfPath, publicQuoteQuery } from '../../../api/public-quotes';
import { QuoteSheet } from './quote-sheet';
import { DecisionPanel } from './decision-panel';
import { PdfButton } from './pdf-button';

// The decision dialogs bring the form kit (formik, the domain's schema): off the first visit, fetched when a
// decision button is pointed at or focused.
const loadAcceptDialog = () => import('./accept-dialog');
const loadRejectDialog = () => import('./reject-dialog');
const AcceptDialog = lazy(() => loadAcceptDialog().then((m) => ({ default: m.AcceptDialog })));
const RejectDialog = lazy(() => loadRejectDialog().then((m) => ({ default: m.RejectDialog })));
const preloadDialogs = () => void Promise.all([loadAcceptDialog(), loadRejectDialog()]).catch(() => undefined);
const loadChatDrawer = () => import('./chat-drawer');
const ChatDrawer = lazy(() => loadChatDrawer().then((m) => ({ default: m.ChatDrawer })));
const preloadChat = () => void loadChatDrawer().catch(() => undefined);

/** /{publicId}?t=token: the quote a provider sent, to accept or refuse online; any other one-segment path is the 404 page. */
export default function PublicQuotePage() {
  const { publicId = '' } = useParams();
  // The 404 page names itself: no 'Votre devis' title above it.
  return isPublicId(publicId) ? <PublicQuote publicId={publicId} /> : <NotFoundPage />;
}

function PublicQuote({ publicId }: { publicId: string }) {
  usePageTitle('Votre devis');
  const [params] = useSearchParams();
  const token = params.get('t');
  const quote = useQuery({ ...publicQuoteQuery(publicId, token ?? ''), enabled: !!token });

  if (!token) return <LinkProblem message={publicQuoteMessages.tokenMissing} />;
  if (quote.isPending) return <CenteredMessage text="Chargement..." />;
  if (quote.error || !quote.data) return <LinkProblem message={loadErrorMessage(quote.error)} />;
  return <QuoteWithActions view={quote.data} token={token} />;
}

function QuoteWithActions({ view, token }: { view: PublicQuoteView; token: string }) {
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  // After a decision the Accept and Refuse buttons are gone: the focus goes to what was recorded.
  const decisionPanel = useRef<HTMLDivElement>(null);
  const focusDecision = () => decisionPanel.current?.focus();
  const [dialogsUsed, setDialogsUsed] = useState(false);
  if (dialog && !dialogsUsed) setDialogsUsed(true);
  const [chatOpen, setChatOpen] = useState(false);
  const [chatUsed, setChatUsed] = useState(false);
  if (chatOpen && !chatUsed) setChatUsed(true);
  const pdf = publicQuotePdfPath(view.public_id, token);
  const chat = (
    <Button variant="outlined" size="large" startIcon={<ChatIcon />} aria-haspopup="dialog" aria-expanded={chatOpen} onPointerEnter={preloadChat} onFocus={preloadChat} onClick={() => setChatOpen(true)}>
      Chat
    </Button>
  );
  const actions = view.can_decide ? (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" color="success" size="large" startIcon={<CheckCircleIcon />} onPointerEnter={preloadDialogs} onFocus={preloadDialogs} onClick={() => setDialog('accept')} sx={{ px: 4 }}>
          Accepter le devis
        </Button>
        <Button variant="outlined" color="error" size="large" startIcon={<CancelIcon />} onPointerEnter={preloadDialogs} onFocus={preloadDialogs} onClick={() => setDialog('reject')}>
          Refuser
        </Button>
        <PdfButton href={pdf} />
        {chat}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <LockIcon fontSize="inherit" /> Lien personnel et sécurisé. Votre réponse est horodatée et transmise à {view.provider.name}.
      </Typography>
    </Stack>
  ) : (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PdfButton href={pdf} />
      {chat}
    </Stack>
  );
  return (
    <Stack spacing={3}>
      <DecisionPanel view={view} ref={decisionPanel} />
      <QuoteSheet view={view} actions={actions} />
      {dialogsUsed && (
        // Mounted from the first opening on, so each dialog keeps its own closing transition.
        <Suspense fallback={null}>
          <AcceptDialog open={dialog === 'accept'} onClose={() => setDialog(null)} onExited={focusDecision} view={view} token={token} />
          <RejectDialog open={dialog === 'reject'} onClose={() => setDialog(null)} onExited={focusDecision} view={view} token={token} />
        </Suspense>
      )}
      {chatUsed && (
        <Suspense fallback={null}>
          <ChatDrawer open={chatOpen} onClose={() => setChatOpen(false)} view={view} token={token} />
        </Suspense>
      )}
    </Stack>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Votre devis
      </Typography>
      <Alert severity="error" sx={{ justifyContent: 'center', mb: 2 }}>
        {message}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Vérifiez que vous avez ouvert le lien complet reçu par email, ou demandez un nouveau lien à votre prestataire.
      </Typography>
      <Button href="/" variant="outlined">
        Retour à l'accueil
      </Button>
    </Paper>
  );
}
