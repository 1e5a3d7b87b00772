import type { ProviderProfile } from '@devis/domain';
import { Alert, Card, CardContent, Link, MenuItem, Stack, Typography } from '@devis/platform';
import { FormTextField } from '@devis/platform/forms';

/** Shown only while the PUBLIC_PROVIDER flag is on. */
export function PublicPageCard({ profile }: { profile: ProviderProfile }) {
  const url = profile.public_id ? `${window.location.origin}/p/${profile.public_id}` : null;
  return (
    <Card variant="outlined" component="section" aria-label="Page publique">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Page publique
          </Typography>
          <Typography color="text.secondary">
            Votre catalogue en ligne : vos visiteurs composent un panier et téléchargent un devis.
          </Typography>
          <Alert severity={profile.public_page_enabled ? 'success' : 'info'}>
            {profile.public_page_enabled ? 'Votre page publique est activée.' : "Votre page publique n'est pas activée."}
          </Alert>
          {url && (
            <Typography>
              Adresse :{' '}
              <Link href={url} target="_blank" rel="noopener">
                {url}
              </Link>
            </Typography>
          )}
          <FormTextField select name="public_access_mode" label="Mode d'accès">
            <MenuItem value="DOWNLOAD_ON_EMAIL">Catalogue libre, email demandé au téléchargement du PDF</MenuItem>
            <MenuItem value="ACCESS_ON_EMAIL">Email demandé avant d'accéder au catalogue</MenuItem>
          </FormTextField>
        </Stack>
      </CardContent>
    </Card>
  );
}
