import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isPublicId, messages, publicProviderErrorCodes as codes, publicProviderMessages as m, type PublicProviderPage } from '@devis/domain';
import { ApiError, Box, Button, CenteredMessage, Grid, Stack, Typography, usePageTitle } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { needsEmail, publicPageQuery, useCreateBasketQuote, useGiveEmail } from '../../../api/public-provider';
import { useBasket } from '../hooks/use-basket';
import { ProviderPageHeader } from './provider-page-header';
import { ServiceList } from './service-list';
import { BasketPanel } from './basket-panel';
import { PageStatus } from './page-status';
import { LazyEmailDialog as EmailDialog } from '../../../components/lazy-email-dialog';

const homeButton = (
  <Button href="/" variant="outlined">
    Retour à l'accueil
  </Button>
);

/** /p/{publicId}: the provider's catalogue, the basket, then the quote (spec 001 §2 "Public provider page"). */
export default function ProviderPage() {
  const { publicId = '' } = useParams();
  const valid = isPublicId(publicId);
  const page = useQuery({ ...publicPageQuery(publicId), enabled: valid });
  const closed = page.data ? null : closedPage(valid, page.error);
  // The tab says what the page says: the provider's name, or why there is no page.
  usePageTitle(page.data?.provider.name ?? closed?.title ?? 'Demander un devis');

  if (closed) return <PageStatus title={closed.title} text={closed.text}>{homeButton}</PageStatus>;
  if (page.isPending) return <CenteredMessage text="Chargement..." />;
  if (page.data) return <Catalogue publicId={publicId} page={page.data} />;
  if (needsEmail(page.error)) return <EmailRequired publicId={publicId} />;
  return (
    <PageStatus title={m.connectionError} text={m.serverUnreachable}>
      <Button variant="contained" onClick={() => void page.refetch()} disabled={page.isFetching}>
        {page.isFetching ? 'Nouvel essai...' : 'Réessayer'}
      </Button>
    </PageStatus>
  );
}

/** Why there is no page to show, when the answer is final: no such page, switched off, or the feature off. */
function closedPage(valid: boolean, error: unknown): { title: string; text: string } | null {
  if (!valid || (error instanceof ApiError && error.status === 404)) return { title: m.pageNotFound, text: m.providerNotFound };
  if (error instanceof ApiError && error.code === codes.pageDisabled) return { title: m.pageDisabled, text: m.pageDisabledDetail };
  if (error instanceof ApiError && error.status === 403) return { title: m.featureDisabled, text: m.featureDisabledDetail };
  return null;
}

/** ACCESS_ON_EMAIL without an email for this page: the gate opens; once given, the catalogue loads. */
function EmailRequired({ publicId }: { publicId: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <PageStatus title="Accès réservé" text="Ce prestataire demande votre adresse email avant d'afficher son catalogue.">
        <Button variant="contained" onClick={() => setOpen(true)}>
          Saisir mon adresse email
        </Button>
      </PageStatus>
      <EmailGate publicId={publicId} open={open} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

function EmailGate({ publicId, open, onDone, onCancel }: { publicId: string; open: boolean; onDone: () => void; onCancel: () => void }) {
  const giveEmail = useGiveEmail(publicId);
  return (
    <EmailDialog
      open={open}
      title="Votre adresse email"
      text="Ce prestataire demande votre adresse email pour afficher son catalogue et établir votre devis. Elle ne lui sert qu'à vous recontacter au sujet de votre demande."
      submitLabel="Continuer"
      pendingLabel="Vérification..."
      invalidMessage={messages.publicEmail}
      onSubmit={async (email) => {
        await giveEmail.mutateAsync(email);
        onDone();
      }}
      onCancel={onCancel}
    />
  );
}

function Catalogue({ publicId, page }: { publicId: string; page: PublicProviderPage }) {
  const basket = useBasket(page.services);
  const navigate = useNavigate();
  const create = useCreateBasketQuote(publicId);
  const [gateOpen, setGateOpen] = useState(false);
  const vatFranchise = page.provider.vat_franchise;

  const submit = () =>
    create.mutate(basket.items, {
      onSuccess: ({ quotePublicId }) => void navigate(`/c/quotes/${quotePublicId}`),
      // The email was forgotten (cookie expired or cleared): ask again, then the visitor sends once more.
      onError: (error) => setGateOpen(needsEmail(error)),
    });

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <ProviderPageHeader provider={page.provider} />
      {page.visitor_email && (
        <Typography variant="body2" color="text.secondary">
          Votre adresse : {page.visitor_email}
        </Typography>
      )}
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
            Services
          </Typography>
          <ServiceList services={page.services} basket={basket} vatFranchise={vatFranchise} />
        </Grid>
        {/* As tall as the catalogue, so the basket inside can stick while it scrolls. */}
        <Grid size={{ xs: 12, md: 4 }} sx={{ alignSelf: 'stretch', display: { xs: 'none', md: 'block' } }}>
          <Box sx={{ height: '100%' }}>
            <BasketPanel basket={basket} vatFranchise={vatFranchise} submitting={create.isPending} onSubmit={submit} />
          </Box>
        </Grid>
      </Grid>
      {/* Phones: the basket sticks to the bottom of the screen, under the catalogue. */}
      <Box sx={{ display: { xs: 'block', md: 'none' }, position: 'sticky', bottom: 0, zIndex: 2, mx: -2 }}>
        <BasketPanel basket={basket} vatFranchise={vatFranchise} submitting={create.isPending} onSubmit={submit} />
      </Box>
      <EmailGate publicId={publicId} open={gateOpen} onDone={() => setGateOpen(false)} onCancel={() => setGateOpen(false)} />
    </Stack>
  );
}
