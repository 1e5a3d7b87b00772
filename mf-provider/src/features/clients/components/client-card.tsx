import type { Client } from '@devis/domain';
import { Card, CardActions, CardContent, IconButton, Tooltip, Typography } from '@devis/platform';
import { DeleteIcon, EditIcon, EmailIcon } from '@devis/platform';

interface Props {
  client: Client;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

export function ClientCard({ client, onEdit, onDelete }: Props) {
  const place = [client.postal_code, client.city].filter(Boolean).join(' ');
  return (
    <Card variant="outlined" component="article" aria-label={client.company_name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }} variant="subtitle1" component="h2">
          {client.company_name}
        </Typography>
        {client.contact_name && <Typography variant="body2">{client.contact_name}</Typography>}
        {client.email && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <EmailIcon fontSize="inherit" />
            {client.email}
          </Typography>
        )}
        {client.phone && <Typography variant="body2" color="text.secondary">{client.phone}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {[place, client.country].filter(Boolean).join(', ')}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title="Modifier">
          <IconButton aria-label={`Modifier ${client.company_name}`} onClick={() => onEdit(client)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Supprimer">
          <IconButton aria-label={`Supprimer ${client.company_name}`} onClick={() => onDelete(client)} color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
