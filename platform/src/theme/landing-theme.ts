import { createTheme } from '@mui/material/styles';
import { themeOptions } from './theme-options';

/**
 * The theme without MUI's French component texts (pagination, autocomplete, pickers...): the landing shows none of
 * them and its first visit must stay small. Same colours and type as `theme`.
 */
export const landingTheme = createTheme(themeOptions);
