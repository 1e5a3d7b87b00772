import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { matchesSearch, searchText, type Client } from '@devis/domain';
import {
  Box, Button, CircularProgress, ConfirmDialog, EmptyState, Grid, InputAdornment, Stack, TextField, Typography, useToast,
} from '@devis/platform';
import { AddIcon, SearchIcon } from '@devis/platform';
import { useClients } from '../api/get-clients';
import { useDeleteClient } from '../api/delete-client';
import { ClientCard } from './client-card';
import { ClientDialog } from './client-dialog';

export default function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const clients = useClients();
  const deletion = useDeleteClient();
  const toast = useToast();
  const [search, setSearch] = useState('');
  // The edited client stays while the dialog closes, so its title does not flip during the transition.
  const [dialog, setDialog] = useState<{ open: boolean; client: Client | null }>({ open: !!params.get('new'), client: null });
  const openDialog = (client: Client | null) => setDialog({ open: true, client });
  const [toDelete, setToDelete] = useState<Client | null>(null);

  useEffect(() => {
    if (clients.error) toast.error('Erreur', 'Impossible de charger les clients');
  }, [clients.error, toast]);

  const indexed = useMemo(
    () => (clients.data ?? []).map((c) => ({ client: c, text: searchText([c.company_name, c.contact_name, c.email]) })),
    [clients.data],
  );
  const shown = indexed.filter((c) => matchesSearch(c.text, search)).map((c) => c.client);

  const closeDialog = () => {
    setDialog((d) => ({ ...d, open: false }));
    if (params.get('new')) setParams({}, { replace: true });
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.id;
    setToDelete(null);
    deletion.mutate(id, {
      onSuccess: () => toast.success('Client supprimé'),
      onError: () => toast.error('Erreur', 'Impossible de supprimer le client'),
    });
  };

  return (
    <Box>
      <Stack spacing={3}>
        <Stack sx={{ justifyContent: 'space-between', alignItems: 'center' }} direction="row">
          <Typography variant="h4" component="h1">
            Clients
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            Nouveau client
          </Button>
        </Stack>
        <TextField
          size="small"
          type="search"
          label="Rechercher"
          placeholder="Entreprise, contact ou email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {clients.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Chargement..." />
          </Box>
        ) : shown.length === 0 ? (
          <EmptyState
            title={indexed.length === 0 ? 'Aucun client' : 'Aucun client trouvé'}
            description={indexed.length === 0 ? 'Ajoutez votre premier client pour lui adresser des devis.' : undefined}
          />
        ) : (
          <Grid container spacing={2}>
            {shown.map((client) => (
              <Grid key={client.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ClientCard client={client} onEdit={openDialog} onDelete={setToDelete} />
              </Grid>
            ))}
          </Grid>
        )}
      </Stack>
      <ClientDialog open={dialog.open} client={dialog.client} onClose={closeDialog} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer le client"
        message="Êtes-vous sûr de vouloir supprimer ce client ?"
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
