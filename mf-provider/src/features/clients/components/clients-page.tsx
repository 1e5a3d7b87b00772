import type { Client } from '@devis/domain';
import { CardGridPage, ConfirmDialog, useToast } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { useCardList } from '../../../components/use-card-list';
import { clientsQuery, useDeleteClient } from '../../../api/clients';
import { ClientCard } from './client-card';
import { ClientDialog } from './client-dialog';

const searchFields = (c: Client) => [c.company_name, c.contact_name, c.email];

export default function ClientsPage() {
  const clients = useQuery(clientsQuery());
  const deletion = useDeleteClient();
  const toast = useToast();
  const list = useCardList(clients.data, searchFields);

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
      items={list.shown}
      empty={{
        title: list.none ? 'Aucun client' : 'Aucun client trouvé',
        description: list.none ? 'Ajoutez votre premier client pour lui adresser des devis.' : undefined,
      }}
      renderCard={(client) => <ClientCard client={client} onEdit={list.openDialog} onDelete={list.setToDelete} />}
    >
      <ClientDialog open={list.dialog.open} client={list.dialog.item} onClose={list.closeDialog} />
      <ConfirmDialog
        open={list.toDelete !== null}
        title="Supprimer le client"
        message="Êtes-vous sûr de vouloir supprimer ce client ?"
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        onClose={() => list.setToDelete(null)}
      />
    </CardGridPage>
  );
}
