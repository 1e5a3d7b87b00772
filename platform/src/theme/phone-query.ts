import { createBreakpoints } from '@mui/system';

/** The theme's breakpoints (MUI's defaults: sm is 600 px); theme-options.ts gives them to the theme. */
export const breakpoints = createBreakpoints({});

/** A phone: below the theme's `sm` breakpoint, as `useMediaQuery` takes it ('(max-width:599.95px)'). */
export const PHONE_QUERY = breakpoints.down('sm').replace(/^@media\s*/, '');
