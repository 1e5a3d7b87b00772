import type { ThemeOptions } from '@mui/material/styles';
import { brandColors, interactiveBlue } from './brand';
import { phoneComponents } from './phone-components';
import { breakpoints } from './phone-query';

export const focusRing = { outline: `2px solid ${interactiveBlue.dark}`, outlineOffset: 2 };

/** The theme settings every app shares; theme.ts adds the French component texts. */
export const themeOptions: ThemeOptions = {
  // The breakpoints PHONE_QUERY is written from, so a phone is the same width for the theme and for media queries.
  breakpoints: { values: breakpoints.values },
  palette: {
    // White text on the brand blue is 3.7:1; buttons and links need 4.5:1 (WCAG AA), so they use a darker shade.
    primary: { main: interactiveBlue.main, light: brandColors.primary, dark: interactiveBlue.dark, contrastText: '#FFFFFF' },
    secondary: { main: brandColors.secondary },
    success: { main: brandColors.accent },
  },
  shape: { borderRadius: 8 },
  components: {
    // MUI marks keyboard focus on buttons, tabs, menu items and checkboxes only by a faint ripple: a ring that
    // contrasts with white and with the blue fills (3:1, WCAG 2.4.7 / 1.4.11).
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
    ...phoneComponents,
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
};
