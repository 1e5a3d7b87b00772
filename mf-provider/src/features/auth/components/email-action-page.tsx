import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, AuthCard, Button, CenteredMessage, Stack, useToast, usePageTitle } from '@devis/platform';
import { applyEmailVerification, refreshSession, useSession } from '@devis/platform/session';
import { useResendVerification } from '../../../api/auth';
import { PasswordResetPage } from './password-reset-page';

type Outcome = 'applying' | 'confirmed' | 'failed';

export const INVALID_LINK_MESSAGE = 'Ce lien de confirmation est invalide ou a expiré.';

/** /auth/action: the links of our emails, by their mode (verifyEmail, resetPassword). */
export default function EmailActionPage() {
  const [params] = useSearchParams();
  return params.get('mode') === 'resetPassword' ? <PasswordResetPage /> : <VerifyEmailPage />;
}

/** /auth/action?mode=verifyEmail&oobCode=…: the link of the confirmation email. */
function VerifyEmailPage() {
  usePageTitle('Confirmation de votre email');
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>(mode === 'verifyEmail' && oobCode ? 'applying' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    if (outcome !== 'applying' || !oobCode || started.current) return;
    started.current = true;
    applyEmailVerification(oobCode).then(
      () => setOutcome('confirmed'),
      () => setOutcome('failed'),
    );
  }, [outcome, oobCode]);

  // Land on /app: a signed-in provider first refreshes the session so the guard sees the confirmed email;
  // without a session the guard sends them through /login and back to /app.
  useEffect(() => {
    if (outcome !== 'confirmed' || session.status === 'loading') return;
    let cancelled = false;
    const ready = session.status === 'signed-in' ? refreshSession().catch(() => undefined) : Promise.resolve();
    void ready.then(() => {
      if (cancelled) return;
      toast.success('Email confirmé', 'Votre compte est activé.');
      navigate('/app', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [outcome, session.status, navigate, toast]);

  // A link that fails may have served already (a second click, or a mail scanner's visit): a signed-in
  // provider's session is read again, and an address found confirmed goes on as confirmed.
  const signedIn = session.status === 'signed-in' && session.user?.role === 'provider';
  const alreadyConfirmed = signedIn && session.user?.emailVerified === true;
  const rechecked = useRef(false);
  useEffect(() => {
    if (outcome !== 'failed' || !signedIn || rechecked.current) return;
    rechecked.current = true;
    void refreshSession().catch(() => undefined);
  }, [outcome, signedIn]);
  useEffect(() => {
    if (outcome === 'failed' && alreadyConfirmed) setOutcome('confirmed');
  }, [outcome, alreadyConfirmed]);

  if (outcome !== 'failed') return <CenteredMessage text="Confirmation de votre email..." />;
  return <InvalidLink signedIn={signedIn} />;
}

function InvalidLink({ signedIn }: { signedIn: boolean }) {
  const toast = useToast();
  const resend = useResendVerification();

  function resendEmail() {
    resend.mutate(undefined, {
      onSuccess: () => toast.success('Email envoyé', 'Un nouveau lien de confirmation vous a été envoyé.'),
    });
  }

  return (
    <AuthCard title="Confirmation impossible">
      <Stack spacing={2}>
        <Alert severity="error">{INVALID_LINK_MESSAGE}</Alert>
        {signedIn ? (
          <Button variant="contained" onClick={resendEmail} disabled={resend.isPending}>
            {resend.isPending ? 'Envoi...' : 'Recevoir un nouveau lien'}
          </Button>
        ) : (
          <Alert severity="info">
            Si vous avez déjà ouvert ce lien, votre adresse est sans doute confirmée : connectez-vous. Sinon, connectez-vous pour
            recevoir un nouveau lien de confirmation.
          </Alert>
        )}
        <Button variant={signedIn ? 'outlined' : 'contained'} component={RouterLink} to={signedIn ? '/app' : '/login'}>
          {signedIn ? 'Aller à mon espace' : 'Se connecter'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
