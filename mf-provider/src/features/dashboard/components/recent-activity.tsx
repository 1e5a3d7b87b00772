import { useState } from 'react';
import { RECENT_ACTIVITY_COLLAPSED, RECENT_ACTIVITY_MAX, formatDateTime, relativeActivityLabel } from '@devis/domain';
import { Button, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@devis/platform';
import { QuoteBadge } from '../../../components/quote-badge';
import { DescriptionIcon, PeopleIcon, CategoryIcon } from '@devis/platform';
import type { ActivityItem } from '@devis/domain';

const icons = { quote: DescriptionIcon, client: PeopleIcon, service: CategoryIcon };

interface Props {
  items: ActivityItem[];
  /** Injected so that relative labels are testable. */
  now?: Date;
}

export function RecentActivity({ items, now }: Props) {
  const [expanded, setExpanded] = useState(false);
  const kept = items.slice(0, RECENT_ACTIVITY_MAX);
  const shown = expanded ? kept : kept.slice(0, RECENT_ACTIVITY_COLLAPSED);
  const hidden = kept.length - RECENT_ACTIVITY_COLLAPSED;

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Activité récente
        </Typography>
        {kept.length === 0 ? (
          <Typography color="text.secondary">Aucune activité pour le moment</Typography>
        ) : (
          <List dense aria-label="Activité récente">
            {shown.map((item) => {
              const Icon = icons[item.type];
              // As the quotes list shows it (an item carries provider_status only for a quote a client requested).
              const badge = item.type === 'quote' && item.status ? <QuoteBadge status={item.status} clientCreated providerStatus={item.provider_status} /> : undefined;
              return (
                // MUI keeps 48 px for a secondary action; a status badge is wider, so the text keeps clear of it.
                <ListItem key={`${item.type}-${item.id}`} secondaryAction={badge} sx={badge ? { pr: 12 } : undefined}>
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={item.title}
                    secondary={`${item.description} · ${expanded ? formatDateTime(item.date) : relativeActivityLabel(item.date, now)}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {hidden > 0 && (
          <Button size="small" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
            {expanded ? 'Voir moins' : `Voir plus (${hidden} autres)`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
