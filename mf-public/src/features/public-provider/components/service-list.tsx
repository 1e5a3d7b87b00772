import { useEffect, useState } from 'react';
import { BASKET_QUANTITY_MAX, BASKET_QUANTITY_MIN, formatMoney, formatVatRate, parseDecimal, type PublicProviderService } from '@devis/domain';
import { Box, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@devis/platform';
import type { Basket } from '../hooks/use-basket';

/** The catalogue: a checkbox and a quantity per service. */
export function ServiceList({ services, basket, vatFranchise }: { services: readonly PublicProviderService[]; basket: Basket; vatFranchise: boolean }) {
  if (services.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">Ce prestataire ne propose pas encore de services en ligne.</Typography>
      </Paper>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label="Services" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {services.map((service) => (
        <ServiceRow key={service.id} service={service} basket={basket} vatFranchise={vatFranchise} />
      ))}
    </Stack>
  );
}

function ServiceRow({ service, basket, vatFranchise }: { service: PublicProviderService; basket: Basket; vatFranchise: boolean }) {
  const qty = basket.quantityOf(service.id);
  const selected = qty !== null;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={service.name}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, borderColor: selected ? 'primary.main' : 'divider', bgcolor: selected ? 'action.hover' : 'background.paper' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={<Checkbox checked={selected} onChange={(e) => basket.toggle(service.id, e.target.checked)} sx={{ pt: 0.25 }} />}
            label={
              <Box>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{service.name}</Typography>
                {service.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {service.description}
                  </Typography>
                )}
              </Box>
            }
          />
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', pl: { xs: 4, sm: 0 }, flexShrink: 0 }}>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatMoney(service.unit_price_ht)} {vatFranchise ? '' : 'HT'}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              / {service.unit}
              {vatFranchise ? '' : ` · TVA ${formatVatRate(service.tva_rate_percent)}`}
            </Typography>
          </Box>
          <QuantityField name={service.name} qty={qty} onChange={(q) => basket.setQuantity(service.id, q)} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The quantity as typed; the basket keeps it clamped to 1..999 and shows the clamped value once the field is
 * left. Typing 0 takes the service out of the basket. Disabled while the service is not checked.
 */
function QuantityField({ name, qty, onChange }: { name: string; qty: number | null; onChange: (qty: number) => void }) {
  const [text, setText] = useState(qty === null ? '' : String(qty));
  useEffect(() => setText(qty === null ? '' : String(qty)), [qty]);
  return (
    <TextField
      label="Quantité"
      type="number"
      size="small"
      value={text}
      disabled={qty === null}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() !== '') onChange(parseDecimal(e.target.value));
      }}
      onBlur={() => setText(qty === null ? '' : String(qty))}
      slotProps={{ htmlInput: { min: BASKET_QUANTITY_MIN, max: BASKET_QUANTITY_MAX, step: 1, inputMode: 'numeric', 'aria-label': `Quantité ${name}` } }}
      sx={{ width: 96 }}
    />
  );
}
