import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { matchesSearch, searchText, type Service } from '@devis/domain';
import { CardGridPage, ConfirmDialog, useToast } from '@devis/platform';
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
    <CardGridPage
      title="Services"
      addLabel="Nouveau service"
      onAdd={() => openDialog(null)}
      searchPlaceholder="Nom ou description"
      search={search}
      onSearchChange={setSearch}
      loading={services.isPending}
      items={shown}
      empty={{
        title: indexed.length === 0 ? 'Aucun service' : 'Aucun service trouvé',
        description: indexed.length === 0 ? 'Ajoutez vos prestations pour composer vos devis en quelques clics.' : undefined,
      }}
      renderCard={(service) => <ServiceCard service={service} onEdit={openDialog} onDelete={setToDelete} />}
    >
      <ServiceDialog open={dialog.open} service={dialog.service} onClose={closeDialog} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer le service"
        message="Êtes-vous sûr de vouloir supprimer ce service ?"
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </CardGridPage>
  );
}
