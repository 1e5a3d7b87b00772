import { Link } from 'react-router';
import { ArrowBackIcon, Button, EmptyState } from '@devis/platform';

/** A provider link that leads nowhere (deleted account, mistyped address): the way back to the directory. */
export function ProviderNotFound() {
  return (
    <EmptyState
      title="Prestataire non trouvé"
      description="Ce prestataire n'existe pas ou n'est plus inscrit. Choisissez-en un autre dans la liste des prestataires."
      action={
        <Button component={Link} to="/client/providers" startIcon={<ArrowBackIcon />}>
          Retour aux prestataires
        </Button>
      }
    />
  );
}
