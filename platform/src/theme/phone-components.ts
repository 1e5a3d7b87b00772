import type { ThemeOptions } from '@mui/material/styles';
import { PHONE_QUERY } from './phone-query';

/** Below the small breakpoint (600 px): a phone. */
export const PHONE_MEDIA = `@media ${PHONE_QUERY}`;
/** A phone, or any screen driven by a finger (a tablet): where targets must be finger-sized. */
const TOUCH_MEDIA = `@media ${PHONE_QUERY}, (pointer: coarse)`;
/** The smallest touch target (WCAG 2.5.5, Apple and Material guidelines): 44 × 44 px. */
export const TOUCH_TARGET = 44;

/**
 * Component defaults for phones, in the theme so that every screen and dialog of every app gets them without
 * a prop: dialogs take the whole screen, and buttons, icon buttons, fields and checkbox labels are at least
 * 44 px high. Desktop sizes (mouse) are unchanged.
 */
export const phoneComponents: ThemeOptions['components'] = {
  MuiDialog: {
    styleOverrides: {
      paper: {
        [PHONE_MEDIA]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: 'none',
          borderRadius: 0,
          // A dialog whose content and buttons sit in a form: the form fills the screen, so the buttons stay at the bottom.
          '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
        },
      },
    },
  },
  MuiButton: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
  MuiIconButton: { styleOverrides: { root: { [TOUCH_MEDIA]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } } },
  MuiToggleButton: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
  MuiInputBase: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
  MuiFormControlLabel: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
  MuiMenuItem: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
  MuiTab: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } } },
};
