import { useNavigate } from 'react-router';
import { Button, Paper, Stack, Typography, usePageTitle } from '@devis/platform';
import { Form, Formik, FormTextField } from '@devis/platform/forms';
import { quotePathOf } from '../quote-link';

const messages = {
  required: 'Collez le lien reçu par email',
  notAQuoteLink: "Ce lien n'est pas celui d'un devis : copiez le lien complet reçu par email",
};

/**
 * /public-quote (spec 001: in the route table, content not shown): where a visitor who reached the site without
 * their link learns how to open a quote, and can paste the link from the email to open it.
 */
export default function QuoteLinkPage() {
  usePageTitle('Consulter un devis');
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Consulter un devis
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Votre devis s'ouvre depuis le lien reçu par email : vous pouvez le lire, le télécharger en PDF, puis l'accepter
        ou le refuser en ligne. Collez ce lien ci-dessous pour l'ouvrir.
      </Typography>
      <Formik
        initialValues={{ link: '' }}
        validate={({ link }) => (!link.trim() ? { link: messages.required } : quotePathOf(link) ? {} : { link: messages.notAQuoteLink })}
        onSubmit={({ link }) => {
          void navigate(quotePathOf(link)!);
        }}
      >
        <Form noValidate>
          <Stack spacing={2}>
            <FormTextField name="link" label="Lien du devis" placeholder="https://…/…?t=…" autoComplete="off" required />
            <Button type="submit" variant="contained" sx={{ alignSelf: { sm: 'flex-start' } }}>
              Ouvrir le devis
            </Button>
          </Stack>
        </Form>
      </Formik>
      <Typography color="text.secondary" sx={{ mt: 4, mb: 1.5 }}>
        Vous avez un compte client ? Vos devis vous attendent dans votre Espace Client.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button href="/client/login" variant="outlined">
          Espace Client
        </Button>
        <Button href="/">Retour à l'accueil</Button>
      </Stack>
    </Paper>
  );
}
