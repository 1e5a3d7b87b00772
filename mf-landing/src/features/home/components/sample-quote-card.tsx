import { forwardRef } from 'react';
import { Box, Divider, StatusBadge, Typography } from '@devis/platform';
import { computeLine, computeTotals, formatDate, formatMoney, formatVatRate } from '@devis/domain';
import { sampleQuote } from '../content/sample-quote';

const totals = computeTotals(sampleQuote.lines);
const summaryRows = [
  { label: 'Total HT', value: formatMoney(totals.total_ht) },
  ...totals.vat_breakdown.map((row) => ({ label: `TVA ${formatVatRate(row.rate)}`, value: formatMoney(row.tva) })),
];
// Pixel sizes as strings: in sx, 1 would mean 100 %.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** An example quote, computed with the same rules as real quotes. Focusable so the hero can jump to it. */
export const SampleQuoteCard = forwardRef<HTMLElement>(function SampleQuoteCard(_props, ref) {
  return (
    <Box
      ref={ref}
      component="article"
      id="exemple-devis"
      tabIndex={-1}
      aria-labelledby="sample-quote-title"
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 40px 80px -40px rgba(15, 23, 42, 0.45)',
        p: { xs: 2.5, sm: 4 },
        outline: 'none',
        scrollMarginTop: 96,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            {sampleQuote.provider}
          </Typography>
          <Typography id="sample-quote-title" variant="h3" sx={{ fontSize: { xs: '1.15rem', sm: '1.35rem' }, fontWeight: 800, whiteSpace: 'nowrap' }}>
            Devis N° {sampleQuote.number}
          </Typography>
        </Box>
        <StatusBadge status={sampleQuote.status} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: { xs: 1, sm: 2 }, mt: 2, fontSize: '0.85rem' }}>
        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Client
          </Typography>
          <Typography sx={{ fontWeight: 600, fontSize: '0.9rem' }}>{sampleQuote.client}</Typography>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Émis le {formatDate(sampleQuote.issuedOn)}
          </Typography>
          <Typography sx={{ fontSize: '0.85rem' }}>Valable jusqu’au {formatDate(sampleQuote.validUntil)}</Typography>
        </Box>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 3, fontSize: '0.875rem' }}>
        <Box component="caption" sx={visuallyHidden}>
          Lignes du devis {sampleQuote.number}
        </Box>
        <Box
          component="thead"
          sx={{
            '& th': { textAlign: 'left', color: 'text.secondary', fontWeight: 600, fontSize: '0.75rem', pb: 1 },
            '& th:not(:first-of-type)': { textAlign: 'right' },
          }}
        >
          <tr>
            <th scope="col">Prestation</th>
            <th scope="col">Qté</th>
            <th scope="col">Total HT</th>
          </tr>
        </Box>
        <Box
          component="tbody"
          sx={{
            '& td': { py: 1.25, borderTop: 1, borderColor: 'divider', verticalAlign: 'top' },
            '& td:not(:first-of-type)': { textAlign: 'right', pl: 1, whiteSpace: 'nowrap' },
          }}
        >
          {sampleQuote.lines.map((line) => (
            <tr key={line.description}>
              <td>
                {line.description}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                  {formatMoney(line.unit_price_ht)} HT · TVA {formatVatRate(line.tva_rate_percent)}
                </Box>
              </td>
              <td>{line.quantity}</td>
              <Box component="td" sx={{ fontWeight: 600 }}>
                {formatMoney(computeLine(line).total_ht)}
              </Box>
            </tr>
          ))}
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0, fontSize: '0.9rem', '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
        {summaryRows.map((row) => (
          <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.4 }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Box>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1, fontWeight: 800, fontSize: '1.05rem', '& dt': { color: 'text.primary' } }}>
          <dt>Total TTC</dt>
          <Box component="dd" data-testid="sample-quote-total" sx={{ color: 'primary.dark' }}>
            {formatMoney(totals.total_ttc)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
});
