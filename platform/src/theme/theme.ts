import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';
import { themeOptions } from './theme-options';

export const theme = createTheme(themeOptions, frFR);
