import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { matchesSearch, searchText, type Client } from '@devis/domain';
import { CardGridPage, ConfirmDialog, useToast } from '@devis/platform';
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
    <CardGridPage
      title="Clients"
      addLabel="Nouveau client"
      onAdd={() => openDialog(null)}
      searchPlaceholder="Entreprise, contact ou email"
      search={search}
      onSearchChange={setSearch}
      loading={clients.isPending}
      items={shown}
      empty={{
        title: indexed.length === 0 ? 'Aucun client' : 'Aucun client trouvé',
        description: indexed.length === 0 ? 'Ajoutez votre premier client pour lui adresser des devis.' : undefined,
      }}
      renderCard={(client) => <ClientCard client={client} onEdit={openDialog} onDelete={setToDelete} />}
    >
      <ClientDialog open={dialog.open} client={dialog.client} onClose={closeDialog} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer le client"
        message="Êtes-vous sûr de vouloir supprimer ce client ?"
        confirmLabel="Supprimer"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </CardGridPage>
  );
}
