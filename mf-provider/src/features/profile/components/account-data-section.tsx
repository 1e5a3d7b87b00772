import { useNavigate } from 'react-router';
import { Typography } from '@devis/platform';
import { AccountDataSection as DataSection } from '@devis/platform/forms';
import { endDeletedSession, useDeleteAccount, useExportData } from '../../../api/account';

/** 'Vos données' of the profile: the provider's whole account as one archive, and its deletion. */
export function AccountDataSection() {
  const navigate = useNavigate();
  const exporting = useExportData();
  const remove = useDeleteAccount();
  return (
    <DataSection
      exportText="Une archive ZIP avec tout ce que votre compte contient : profil, clients, prestations, devis avec leurs lignes et leurs versions, décisions de vos clients avec leurs preuves, historique, vos conversations avec leurs messages, et le PDF de chaque devis envoyé. Les tableaux (CSV) s’ouvrent directement dans Excel et LibreOffice."
      deleteText="Votre compte et vos données sont effacés définitivement, votre abonnement éventuel est résilié. Pensez à exporter vos données avant."
      dialogText={
        <>
          <Typography>
            Sont effacés aussitôt et sans retour possible : votre profil, vos clients, vos prestations, vos devis et leurs PDF, les demandes de
            devis reçues, vos conversations et leurs messages, les liens envoyés à vos clients (ils ne s’ouvriront plus) et votre accès à Devis.
            Votre abonnement est résilié.
          </Typography>
          <Typography color="text.secondary">
            La loi nous impose de conserver, hors de tout accès depuis l’application, vos devis acceptés (la version acceptée, son PDF et la
            preuve d’acceptation) et les références de facturation de votre abonnement : dix ans (article L123-22 du Code de commerce), puis ils
            sont effacés.
          </Typography>
        </>
      }
      exporting={exporting}
      remove={remove}
      onDeleted={() => void endDeletedSession().then(() => navigate('/login', { replace: true }))}
    />
  );
}
