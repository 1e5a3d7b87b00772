import { Box, Button, Container, Typography } from '@devis/platform';
import { computeTotals, formatMoney, formatVatRate, quantityWithUnit, quoteTemplates } from '@devis/domain';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { followAppLink } from '../../lib/follow-app-link';
import { PageIntro } from '../../components/page-intro';
import { ClosingCta } from '../../components/closing-cta';

/**
 * The provider app's new quote form, filled from the template. Its guard sends a signed-out visitor through
 * login (or sign-up from there) and back to this address.
 */
const templateAppPath = (id: string) => `/app/quotes/new?modele=${encodeURIComponent(id)}`;

export default function QuoteTemplatesPage() {
  usePageTitle(pageMeta.quoteTemplates.title);
  return (
    <>
      <PageIntro
        eyebrow="Templates de devis"
        title="Des modèles de devis prêts à l’emploi"
        lead="Partez d’un modèle adapté à votre métier, ajustez vos prix et envoyez un devis conforme en quelques minutes."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {quoteTemplates.map((template) => {
            const totals = computeTotals(template.lines);
            return (
              <Box
                component="li"
                key={template.id}
                sx={{ display: 'flex', flexDirection: 'column', p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
              >
                <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 800 }}>
                  {template.trade}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 1 }}>{template.description}</Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2, flexGrow: 1, fontSize: '0.9rem' }}>
                  {template.lines.map((line) => (
                    <Box component="li" key={line.description} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
                      {line.description}
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>
                        {quantityWithUnit(line.quantity, line.unit)} × {formatMoney(line.unit_price_ht)} HT · TVA {formatVatRate(line.tva_rate_percent)}
                      </Box>
                    </Box>
                  ))}
                </Box>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 800, mb: 2 }}>
                  <span>Total TTC</span>
                  <span>{formatMoney(totals.total_ttc)}</span>
                </Box>
                <Button href={templateAppPath(template.id)} onClick={followAppLink} variant="outlined" aria-label={`Utiliser ce modèle : ${template.trade}`}>
                  Utiliser ce modèle
                </Button>
              </Box>
            );
          })}
        </Box>
      </Container>
      <ClosingCta />
    </>
  );
}
