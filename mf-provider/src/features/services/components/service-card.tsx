import { computeLine, formatMoney, formatVatRate, isFrenchVatRate, withVatFranchise, type Service } from '@devis/domain';
import { Alert, Box, Card, CardActions, CardContent, IconButton, Stack, Tooltip, Typography } from '@devis/platform';
import { DeleteIcon, EditIcon } from '@devis/platform';

interface Props {
  service: Service;
  /** The provider charges no VAT (art. 293 B du CGI): its quotes put every line at 0 %, and so does the card. */
  vatFranchise: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography sx={{ display: 'block' }} variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} variant="body2">
        {value}
      </Typography>
    </Box>
  );
}

export function ServiceCard({ service, vatFranchise, onEdit, onDelete }: Props) {
  // One unit priced as a quote line would be: same rounding, same franchise rule.
  const [unit] = withVatFranchise([{ quantity: 1, unit_price_ht: service.unit_price_ht, tva_rate_percent: service.tva_rate_percent }], vatFranchise);
  const { total_ttc } = computeLine(unit!);
  return (
    <Card variant="outlined" component="article" aria-label={service.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }} variant="subtitle1" component="h2">
          {service.name}
        </Typography>
        {service.description && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {service.description}
          </Typography>
        )}
        <Stack sx={{ mt: 1 }} direction="row" spacing={3}>
          <Amount label="Prix HT" value={`${formatMoney(service.unit_price_ht)} / ${service.unit}`} />
          <Amount label="TVA" value={vatFranchise ? 'Non applicable' : formatVatRate(service.tva_rate_percent)} />
          <Amount label="Prix TTC" value={formatMoney(total_ttc)} />
        </Stack>
        {!vatFranchise && !isFrenchVatRate(service.tva_rate_percent) && (
          // Saved before the French rates were enforced: kept as is, but a quote line will not take it.
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {formatVatRate(service.tva_rate_percent)} n'est pas un taux de TVA français : sur un devis, la ligne prendra votre taux par
            défaut. Modifiez le service pour choisir 0 %, 2,1 %, 5,5 %, 10 % ou 20 %.
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title="Modifier">
          <IconButton aria-label={`Modifier ${service.name}`} onClick={() => onEdit(service)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Supprimer">
          <IconButton aria-label={`Supprimer ${service.name}`} onClick={() => onDelete(service)} color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
