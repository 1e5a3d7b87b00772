import { useState, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { useMediaQuery } from '@mui/material';
import { StylesProvider } from './styles-provider';
import { theme } from '../theme/theme';
import { PHONE_QUERY } from '../theme/phone-query';
import { toastComponents } from '../toast/toast-surface';

/** Wraps each app's React root: theme, one emotion cache, baseline CSS and stacked toasts. */
export function PlatformProvider({ children }: { children?: ReactNode }) {
  // Toasts are drawn inside a live region (polite, additions only; not role=log, which conversation threads use) that is in the page before the first toast (screen readers only
  // announce what is added to a region they already know), so each new toast is read out.
  const [toastRegion, setToastRegion] = useState<HTMLDivElement | null>(null);
  // On a phone every dialog is full-screen with its actions at the bottom: toasts go on top, never over them.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <StylesProvider theme={theme}>
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'right' }} Components={toastComponents} domRoot={toastRegion ?? undefined}>
        {children}
      </SnackbarProvider>
      <div ref={setToastRegion} role="region" aria-live="polite" aria-relevant="additions" aria-label="Notifications" />
    </StylesProvider>
  );
}
