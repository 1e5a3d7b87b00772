import { useEffect } from 'react';
import type { Service } from '@devis/domain';
import { CardGridPage, ConfirmDialog, useToast } from '@devis/platform';
import { useCardList } from '../../../components/use-card-list';
import { useServices } from '../api/get-services';
import { useDeleteService } from '../api/delete-service';
import { ServiceCard } from './service-card';
import { ServiceDialog } from './service-dialog';

const searchFields = (s: Service) => [s.name, s.description];

export default function ServicesPage() {
  const services = useServices();
  const deletion = useDeleteService();
  const toast = useToast();
  const list = useCardList(services.data, searchFields);

  useEffect(() => {
    if (services.error) toast.error('Erreur', 'Impossible de charger les services');
  }, [services.error, toast]);

  const confirmDelete = () => {
    if (!list.toDelete) return;
    const id = list.toDelete.id;
    list.setToDelete(null);
    deletion.mutate(id, {
      onSuccess: () => toast.success('Service supprimé'),
      onError: () => toast.error('Erreur', 'Impossible de supprimer le service'),
    });
  };

  return (
    <CardGridPage
      title="Services"
      addLabel="Nouveau service"
      onAdd={() => list.openDialog(null)}
      searchPlaceholder="Nom ou description"
      search={list.search}
      onSearchChange={list.setSearch}
      loading={services.isPending}
      items={list.shown}
      empty={{
        title: list.none ? 'Aucun service' : 'Aucun service trouvé',
        description: list.none ? 'Ajoutez vos prestations pour composer vos devis en quelques clics.' : undefined,
      }}
      renderCard={(service) => <ServiceCard service={service} onEdit={list.openDialog} onDelete={list.setToDelete} />}
    >
      <ServiceDialog open={list.dialog.open} service={list.dialog.item} onClose={list.closeDialog} />
      <ConfirmDialog
        open={list.toDelete !== null}
        title="Supprimer le service"
        message="Êtes-vous sûr de vouloir supprimer ce service ?"
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        onClose={() => list.setToDelete(null)}
      />
    </CardGridPage>
  );
}
