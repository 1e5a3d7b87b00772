import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { matchesSearch, searchText, type Service } from '@devis/domain';
import {
  Box, Button, CircularProgress, ConfirmDialog, EmptyState, Grid, InputAdornment, Stack, TextField, Typography, useToast,
} from '@devis/platform';
import { AddIcon, SearchIcon } from '@devis/platform';
import { useServices } from '../api/get-services';
import { useDeleteService } from '../api/delete-service';
import { ServiceCard } from './service-card';
import { ServiceDialog } from './service-dialog';

export default function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const services = useServices();
  const deletion = useDeleteService();
  const toast = useToast();
  const [search, setSearch] = useState('');
  // The edited service stays while the dialog closes, so its title does not flip during the transition.
  const [dialog, setDialog] = useState<{ open: boolean; service: Service | null }>({ open: !!params.get('new'), service: null });
  const openDialog = (service: Service | null) => setDialog({ open: true, service });
  const [toDelete, setToDelete] = useState<Service | null>(null);

  useEffect(() => {
    if (services.error) toast.error('Erreur', 'Impossible de charger les services');
  }, [services.error, toast]);

  const indexed = useMemo(
    () => (services.data ?? []).map((s) => ({ service: s, text: searchText([s.name, s.description]) })),
    [services.data],
  );
  const shown = indexed.filter((c) => matchesSearch(c.text, search)).map((c) => c.service);

  const closeDialog = () => {
    setDialog((d) => ({ ...d, open: false }));
    if (params.get('new')) setParams({}, { replace: true });
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.id;
    setToDelete(null);
    deletion.mutate(id, {
      onSuccess: () => toast.success('Service supprimé'),
      onError: () => toast.error('Erreur', 'Impossible de supprimer le service'),
    });
  };

  return (
    <Box>
      <Stack spacing={3}>
        <Stack sx={{ justifyContent: 'space-between', alignItems: 'center' }} direction="row">
          <Typography variant="h4" component="h1">
            Services
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            Nouveau service
          </Button>
        </Stack>
        <TextField
          size="small"
          type="search"
          label="Rechercher"
          placeholder="Nom ou description"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {services.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Chargement..." />
          </Box>
        ) : shown.length === 0 ? (
          <EmptyState
            title={indexed.length === 0 ? 'Aucun service' : 'Aucun service trouvé'}
            description={indexed.length === 0 ? 'Ajoutez vos prestations pour composer vos devis en quelques clics.' : undefined}
          />
        ) : (
          <Grid container spacing={2}>
            {shown.map((service) => (
              <Grid key={service.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ServiceCard service={service} onEdit={openDialog} onDelete={setToDelete} />
              </Grid>
            ))}
          </Grid>
        )}
      </Stack>
      <ServiceDialog open={dialog.open} service={dialog.service} onClose={closeDialog} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer le service"
        message="Êtes-vous sûr de vouloir supprimer ce service ?"
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
