import { Link } from 'react-router';
import { Button, Card, CardContent, Stack, Typography } from '@devis/platform';
import { AddIcon, InboxIcon, PersonAddIcon, CategoryIcon, AutoAwesomeIcon } from '@devis/platform';

interface Props {
  onAddSampleData: () => void;
  addingSampleData: boolean;
}

export function QuickActions({ onAddSampleData, addingSampleData }: Props) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Actions rapides
        </Typography>
        <Stack spacing={1}>
          <Button component={Link} to="/app/quotes/new" variant="contained" startIcon={<AddIcon />}>
            Nouveau devis
          </Button>
          <Button component={Link} to="/app/demandes-devis" variant="outlined" startIcon={<InboxIcon />}>
            Voir les demandes reçues
          </Button>
          <Button component={Link} to="/app/clients?new=1" variant="outlined" startIcon={<PersonAddIcon />}>
            Ajouter un client
          </Button>
          <Button component={Link} to="/app/services" variant="outlined" startIcon={<CategoryIcon />}>
            Gérer les services
          </Button>
          <Button onClick={onAddSampleData} disabled={addingSampleData} variant="text" startIcon={<AutoAwesomeIcon />}>
            {addingSampleData ? 'Ajout en cours...' : 'Ajouter des données de test'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
