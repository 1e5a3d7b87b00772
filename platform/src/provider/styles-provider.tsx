import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import type { Theme } from '@mui/material/styles';
// MUI's own ThemeProvider also carries the CSS-variables provider, which our themes never use (about 3 KB gzip).
import { ThemeProvider } from '@mui/system';
import { emotionCache } from './emotion-cache';

/** One emotion cache, the theme and baseline CSS. */
export function StylesProvider({ theme, children }: { theme: Theme; children?: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
