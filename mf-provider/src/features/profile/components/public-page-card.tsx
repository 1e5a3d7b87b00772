import { PUBLIC_ACCESS_MODES, type ProviderProfile, type PublicAccessMode } from '@devis/domain';
import {
  Alert, Button, Card, CardContent, FormControlLabel, FormLabel, Link, Radio, RadioGroup, Stack, Switch, Typography, useToast,
} from '@devis/platform';
import { useGeneratePublicId, useSetPublicPage } from '../../../api/profile';
import { CopyLinkField } from '../../../components/copy-link-field';

const MODE_LABELS: Record<PublicAccessMode, { label: string; help: string }> = {
  ACCESS_ON_EMAIL: { label: "Email demandé avant d'accéder au catalogue", help: 'Le visiteur donne son adresse pour voir vos services.' },
  DOWNLOAD_ON_EMAIL: { label: 'Catalogue libre, email demandé au téléchargement du PDF', help: 'Le visiteur compose son panier librement et donne son adresse pour obtenir le PDF.' },
};

/**
 * The public page (spec 001 §2 "Provider profile"; shown only while PUBLIC_PROVIDER is on): the switch, the
 * access mode, the address generated once, with a copy button. Each change is saved at once, apart from the
 * profile form's "Enregistrer".
 */
export function PublicPageCard({ profile }: { profile: ProviderProfile }) {
  const status = useSetPublicPage('status');
  const mode = useSetPublicPage('mode');
  const generate = useGeneratePublicId();
  const toast = useToast();
  const url = profile.public_id ? `${window.location.origin}/p/${profile.public_id}` : null;
  const saving = status.isPending || mode.isPending;

  return (
    <Card variant="outlined" component="section" aria-label="Page publique">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Page publique
          </Typography>
          <Typography color="text.secondary">
            Votre catalogue en ligne : vos visiteurs cochent vos services, composent un panier et obtiennent un devis en PDF,
            numéroté comme les vôtres. Vous le retrouvez dans vos devis et le recevez par email.
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={profile.public_page_enabled}
                disabled={saving}
                onChange={(e) =>
                  status.mutate(
                    { enabled: e.target.checked, mode: profile.public_access_mode },
                    { onSuccess: (p) => toast.success(p.public_page_enabled ? 'Page publique activée' : 'Page publique désactivée') },
                  )
                }
              />
            }
            label="Activer ma page publique"
          />
          <Alert severity={profile.public_page_enabled ? 'success' : 'info'}>
            {profile.public_page_enabled
              ? 'Votre page publique est activée : toute personne ayant son adresse peut la consulter.'
              : "Votre page publique n'est pas activée : son adresse affiche une page désactivée."}
          </Alert>
          {url ? (
            <Stack spacing={1}>
              <CopyLinkField label="Adresse de la page publique" link={url} />
              <Typography variant="body2" color="text.secondary">
                Cette adresse ne change jamais.{' '}
                <Link href={url} target="_blank" rel="noopener">
                  Ouvrir la page
                </Link>
              </Typography>
            </Stack>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button type="button" variant="outlined" disabled={generate.isPending} onClick={() => generate.mutate()}>
                {generate.isPending ? 'Génération...' : "Générer l'adresse publique"}
              </Button>
              <Typography variant="body2" color="text.secondary">
                Une adresse unique, créée une fois pour toutes (elle est aussi créée à l'activation).
              </Typography>
            </Stack>
          )}
          <Stack spacing={0.5}>
            <FormLabel id="public-access-mode">Mode d'accès</FormLabel>
            <RadioGroup
              aria-labelledby="public-access-mode"
              value={profile.public_access_mode}
              onChange={(e) =>
                mode.mutate(
                  { enabled: profile.public_page_enabled, mode: e.target.value as PublicAccessMode },
                  { onSuccess: () => toast.success("Mode d'accès mis à jour") },
                )
              }
            >
              {PUBLIC_ACCESS_MODES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  disabled={saving}
                  control={<Radio />}
                  label={
                    <span>
                      {MODE_LABELS[value].label}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {MODE_LABELS[value].help}
                      </Typography>
                    </span>
                  }
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 1 }}
                />
              ))}
            </RadioGroup>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
