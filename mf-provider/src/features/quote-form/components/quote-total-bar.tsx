import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { formatMoney } from '@devis/domain';
import { Box, Paper, Typography } from '@devis/platform';

/**
 * Below the md breakpoint the totals panel comes after the whole form: this bar keeps the total with VAT and
 * the save buttons ('Enregistrer et envoyer' first of all) at the bottom of the screen while the lines are edited. It spans the page's width (the
 * page's side padding is 2, then 3 from sm).
 */
export function QuoteTotalBar({ totalTtc, children }: { totalTtc: number; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label="Total du devis"
      elevation={8}
      square
      sx={{
        position: 'sticky', bottom: 0, zIndex: 'appBar', mt: 2, mx: { xs: -2, sm: -3 }, px: { xs: 2, sm: 3 }, py: 1,
        display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: 1.5, rowGap: 0.5,
        // A phone has no room for a five-digit total beside the buttons: the total takes a line above them.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiButton-root': { flexShrink: 0, whiteSpace: 'nowrap', minHeight: 44 },
      }}
    >
      <Box sx={{ minWidth: 0, flexBasis: { xs: '100%', sm: 'auto' }, display: { xs: 'flex', sm: 'block' }, justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="caption" color="text.secondary" component="div">
          Total TTC
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} component="div" aria-label="Total TTC">
          {formatMoney(totalTtc)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0, flexBasis: { xs: '100%', sm: 'auto' }, '& .MuiButton-root': { flexGrow: { xs: 1, sm: 0 } } }}>
        {children}
      </Box>
    </Paper>
  );
}

/** Whether less than half of `ref`'s element is on the screen, watched only while `watch` (true until then). */
export function useOffScreen(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [offScreen, setOffScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!watch || !element) return;
    const observer = new IntersectionObserver(([entry]) => setOffScreen((entry?.intersectionRatio ?? 0) < 0.5), { threshold: [0, 0.5, 1] });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch]);
  return offScreen;
}
