import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { StylesProvider } from './styles-provider';
import { theme } from '../theme/theme';
import { toastComponents } from '../toast/toast-surface';

/** Wraps each app's React root: theme, one emotion cache, baseline CSS and stacked toasts. */
export function PlatformProvider({ children }: { children?: ReactNode }) {
  return (
    <StylesProvider theme={theme}>
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} Components={toastComponents}>
        {children}
      </SnackbarProvider>
    </StylesProvider>
  );
}
