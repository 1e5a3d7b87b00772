import type { ReactNode } from 'react';
import { StylesProvider } from './styles-provider';
import { landingTheme } from '../theme/landing-theme';

/**
 * PlatformProvider as the landing gets it in the browser (platform/src/landing.ts): no toasts, as the landing shows
 * none, so notistack stays out of its first visit. Export useToast there only together with the full provider.
 */
export function LandingPlatformProvider({ children }: { children?: ReactNode }) {
  return <StylesProvider theme={landingTheme}>{children}</StylesProvider>;
}
