import { useEffect, useRef, useState } from 'react';
import { AuthCard, Button, Stack, Typography, usePageTitle, useToast } from '@devis/platform';
import { refreshSession } from '@devis/platform/session';
import { useResendVerification } from '../../../api/auth';
import { LogoutButton } from '../../../components/logout-button';

/** A provider whose email is not confirmed cannot reach /app; this is what they see instead. */
export function VerifyEmailNotice({ email }: { email: string | null }) {
  usePageTitle('Confirmez votre adresse email');
  const toast = useToast();
  const resend = useResendVerification();
  const [checking, setChecking] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  function resendEmail() {
    resend.mutate(undefined, {
      onSuccess: () => toast.success('Email envoyé', 'Un nouveau lien de confirmation vous a été envoyé.'),
    });
  }

  // Once confirmed, the refreshed session lets the guard through and this screen unmounts.
  async function checkAgain() {
    setChecking(true);
    try {
      await refreshSession();
    } catch {
      // the info toast below covers it
    }
    if (!mounted.current) return;
    setChecking(false);
    toast.info('Email non confirmé', 'Cliquez sur le lien reçu par email, puis réessayez.');
  }

  return (
    <AuthCard
      title="Confirmez votre adresse email"
      subtitle={`Nous avons envoyé un lien de confirmation${email ? ` à ${email}` : ''}. Cliquez sur ce lien pour accéder à votre espace.`}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Vous ne trouvez pas l'email ? Vérifiez vos courriers indésirables ou demandez un nouveau lien.
        </Typography>
        <Button variant="contained" onClick={resendEmail} disabled={resend.isPending}>
          {resend.isPending ? 'Envoi...' : "Renvoyer l'email de confirmation"}
        </Button>
        <Button variant="outlined" onClick={checkAgain} disabled={checking}>
          J'ai confirmé mon email
        </Button>
        <LogoutButton color="inherit" />
      </Stack>
    </AuthCard>
  );
}
