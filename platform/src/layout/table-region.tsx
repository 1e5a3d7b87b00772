import type { ReactNode } from 'react';
import { TableContainer } from '@mui/material';
import { focusRing } from '../theme/theme-options';

/**
 * A table that scrolls sideways on a narrow screen: the scrolling box takes keyboard focus (arrows then scroll it,
 * WCAG 2.1.1) and is a named region, so a screen reader says what it holds.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ '&:focus-visible': focusRing }}>
      {children}
    </TableContainer>
  );
}
