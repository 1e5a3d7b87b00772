import type { Client } from '@devis/domain';
import { CardGridPage, ConfirmDialog, LoadMore, useToast, usePageTitle } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { useCardList } from '../../../components/use-card-list';
import { clientsQuery, useDeleteClient } from '../../../api/clients';
import { loadedItems, loadMoreOf } from '../../../api/lists';
import { ClientCard } from './client-card';
import { ClientDialog } from '../../../components/client-dialog';

export default function ClientsPage() {
  usePageTitle('Clients');
  const list = useCardList<Client>();
  // Searched by the server (company, contact, email), 50 at a time.
  const clients = useInfiniteQuery(clientsQuery(list.searched));
  const { items, total } = loadedItems(clients.data);
  const none = total === 0 && list.searched.trim() === '';
  const deletion = useDeleteClient();
  const toast = useToast();

  const confirmDelete = () => {
    if (!list.toDelete) return;
    const id = list.toDelete.id;
    list.setToDelete(null);
    deletion.mutate(id, { onSuccess: () => toast.success('Client supprimé') });
  };

  return (
    <CardGridPage
      title="Clients"
      addLabel="Nouveau client"
      onAdd={() => list.openDialog(null)}
      searchPlaceholder="Entreprise, contact ou email"
      search={list.search}
      onSearchChange={list.setSearch}
      loading={clients.isPending}
      items={items}
      empty={{
        title: none ? 'Aucun client' : 'Aucun client trouvé',
        description: none ? 'Ajoutez votre premier client pour lui adresser des devis.' : undefined,
      }}
      footer={
        <LoadMore {...loadMoreOf(clients, ['client', 'clients'])} />
      }
      renderCard={(client) => <ClientCard client={client} onEdit={list.openDialog} onDelete={list.setToDelete} />}
    >
      <ClientDialog open={list.dialog.open} client={list.dialog.item} onClose={list.closeDialog} />
      <ConfirmDialog
        open={list.toDelete !== null}
        title="Supprimer le client"
        message="Êtes-vous sûr de vouloir supprimer ce client ?"
        detail="Ses devis restent dans votre liste, avec ses coordonnées. Pour modifier un brouillon ou renvoyer un devis, vous choisirez un autre client."
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        onClose={() => list.setToDelete(null)}
      />
    </CardGridPage>
  );
}
