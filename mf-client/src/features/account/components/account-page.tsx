import { useNavigate } from 'react-router';
import { Card, CardContent, Stack, Typography, usePageTitle } from '@devis/platform';
import { AccountDataSection } from '@devis/platform/forms';
import { useQuery } from '@devis/platform/query';
import { endDeletedSession, meQuery, useDeleteAccount, useExportData } from '../../../api/account';

/** /client/compte 'Mon compte': the account, its data as one archive, and its deletion. */
export default function AccountPage() {
  usePageTitle('Mon compte');
  const { data: me } = useQuery(meQuery());
  const navigate = useNavigate();
  const exporting = useExportData();
  const remove = useDeleteAccount();
  const account = me?.clientAccount;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Mon compte
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="compte-title">
        <CardContent>
          <Typography id="compte-title" variant="h6" component="h2" gutterBottom>
            Mes informations
          </Typography>
          <Typography>{account?.name ?? '—'}</Typography>
          {account?.company_name && <Typography>{account.company_name}</Typography>}
          <Typography color="text.secondary">{account?.email ?? me?.email ?? ''}</Typography>
        </CardContent>
      </Card>
      <AccountDataSection
        exportText="Une archive ZIP avec votre compte, les devis que des prestataires vous ont adressés sur votre espace avec leurs PDF, et vos conversations avec leurs messages. Les tableaux (CSV) s’ouvrent directement dans Excel et LibreOffice."
        deleteText="Votre espace client et ses données sont effacés définitivement. Les devis que vos prestataires vous ont adressés restent chez eux."
        dialogText={
          <Typography>
            Sont effacés aussitôt et sans retour possible : votre compte client, vos demandes de devis, vos conversations et leurs messages, et
            votre accès à l’espace client. Vos prestataires gardent leurs propres dossiers (leurs devis et leur fiche client), qui ne sont plus
            reliés à votre compte.
          </Typography>
        }
        exporting={exporting}
        remove={remove}
        onDeleted={() => void endDeletedSession().then(() => navigate('/client/login', { replace: true }))}
      />
    </Stack>
  );
}
