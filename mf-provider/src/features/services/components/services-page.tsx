import type { Service } from '@devis/domain';
import { CardGridPage, ConfirmDialog, useToast } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { useCardList } from '../../../components/use-card-list';
import { servicesQuery, useDeleteService } from '../../../api/services';
import { ServiceCard } from './service-card';
import { ServiceDialog } from './service-dialog';

const searchFields = (s: Service) => [s.name, s.description];

export default function ServicesPage() {
  const services = useQuery(servicesQuery());
  const deletion = useDeleteService();
  const toast = useToast();
  const list = useCardList(services.data, searchFields);

  const confirmDelete = () => {
    if (!list.toDelete) return;
    const id = list.toDelete.id;
    list.setToDelete(null);
    deletion.mutate(id, { onSuccess: () => toast.success('Service supprimé') });
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
