import { formatMoney, VAT_FRANCHISE_MENTION } from '@devis/domain';
import { Box, Button, Divider, Paper, Stack, Typography } from '@devis/platform';
import type { Basket } from '../hooks/use-basket';
import { AmountRow } from '../../../components/amount-row';

/**
 * The basket: beside the catalogue on wide screens, sticking to the top while the catalogue scrolls; on phones
 * the page keeps it stuck to the bottom of the screen with the total and the button (the lines fold away so
 * the catalogue stays visible).
 */
export function BasketPanel({ basket, vatFranchise, submitting, onSubmit }: { basket: Basket; vatFranchise: boolean; submitting: boolean; onSubmit: () => void }) {
  const empty = basket.lines.length === 0;
  return (
    <Paper
      component="aside"
      aria-label="Votre panier"
      elevation={3}
      sx={{
        p: { xs: 1.5, md: 2.5 },
        borderRadius: { xs: '16px 16px 0 0', md: 3 },
        position: { md: 'sticky' },
        top: { md: 16 },
      }}
    >
      <Typography variant="h6" component="h2" sx={{ display: { xs: 'none', md: 'block' }, mb: 1 }}>
        Votre panier
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ mb: { md: 2 } }}>
          Cochez des services pour composer votre devis.
        </Typography>
      ) : (
        <>
          <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0, display: { xs: 'none', md: 'flex' } }} aria-label="Services choisis">
            {basket.lines.map((line) => (
              <Stack component="li" key={line.service.id} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {line.qty} × {line.service.name}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.total_ht)}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <Divider sx={{ my: 1.5, display: { xs: 'none', md: 'block' } }} />
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <AmountRow label="Total HT" value={formatMoney(basket.totals.total_ht)} />
            {!vatFranchise && <AmountRow label="TVA" value={formatMoney(basket.totals.total_tva)} />}
          </Box>
        </>
      )}
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>
            Total TTC
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { md: 'none' }, fontWeight: 400 }}>
              {` · ${basket.lines.length} service${basket.lines.length > 1 ? 's' : ''}`}
            </Typography>
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', whiteSpace: 'nowrap' }} data-testid="basket-total">
            {formatMoney(basket.totals.total_ttc)}
          </Typography>
        </Stack>
        <Button variant="contained" size="large" fullWidth disabled={empty || submitting} onClick={onSubmit}>
          {submitting ? 'Création du devis...' : 'Obtenir mon devis'}
        </Button>
      </Stack>
      {vatFranchise && (
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, mt: 1 }}>
          {VAT_FRANCHISE_MENTION}
        </Typography>
      )}
    </Paper>
  );
}
