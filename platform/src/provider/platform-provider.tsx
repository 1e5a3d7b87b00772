import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { useMediaQuery } from '@mui/material';
import { StylesProvider } from './styles-provider';
import { theme } from '../theme/theme';
import { PHONE_QUERY } from '../theme/phone-query';
import { toastComponents } from '../toast/toast-surface';
import { useToastRegion } from '../toast/toast-region';

/** Wraps each app's React root: theme, one emotion cache, baseline CSS and stacked toasts. */
export function PlatformProvider({ children }: { children?: ReactNode }) {
  // Toasts are drawn inside a live region that is in the page before the first one, and read over a dialog too.
  const toastRegion = useToastRegion();
  // On a phone every dialog is full-screen with its actions at the bottom: toasts go on top, never over them.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <StylesProvider theme={theme}>
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'right' }} Components={toastComponents} domRoot={toastRegion ?? undefined}>
        {children}
      </SnackbarProvider>
    </StylesProvider>
  );
}
