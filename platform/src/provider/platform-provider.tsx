import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { emotionCache } from './emotion-cache';
import { theme } from '../theme/theme';

/** Wraps each app's React root: theme, one emotion cache, baseline CSS and stacked toasts. */
export function PlatformProvider({ children }: { children?: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
