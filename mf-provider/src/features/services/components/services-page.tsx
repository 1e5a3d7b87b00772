import type { Service } from '@devis/domain';
import { CardGridPage, ConfirmDialog, LoadMore, useToast, usePageTitle } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { useCardList } from '../../../components/use-card-list';
import { servicesQuery, useDeleteService } from '../../../api/services';
import { loadedItems, loadMoreOf } from '../../../api/lists';
import { ServiceCard } from './service-card';
import { ServiceDialog } from './service-dialog';
import { useProviderVat } from '../../quote-form/hooks/use-provider-vat';

export default function ServicesPage() {
  usePageTitle('Services');
  const list = useCardList<Service>();
  // Searched by the server (name, description), 50 at a time.
  const services = useInfiniteQuery(servicesQuery(list.searched));
  const vatFranchise = useProviderVat()?.vatFranchise ?? false;
  const { items, total } = loadedItems(services.data);
  const none = total === 0 && list.searched.trim() === '';
  const deletion = useDeleteService();
  const toast = useToast();

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
      items={items}
      empty={{
        title: none ? 'Aucun service' : 'Aucun service trouvé',
        description: none ? 'Ajoutez vos prestations pour composer vos devis en quelques clics.' : undefined,
      }}
      footer={
        <LoadMore {...loadMoreOf(services, ['service', 'services'])} />
      }
      renderCard={(service) => <ServiceCard service={service} vatFranchise={vatFranchise} onEdit={list.openDialog} onDelete={list.setToDelete} />}
    >
      <ServiceDialog open={list.dialog.open} service={list.dialog.item} vatFranchise={vatFranchise} onClose={list.closeDialog} />
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
