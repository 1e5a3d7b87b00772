import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';
import { brandColors } from './brand';

export const theme = createTheme(
  {
    palette: {
      primary: { main: brandColors.primary },
      secondary: { main: brandColors.secondary },
      success: { main: brandColors.accent },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  },
  frFR,
);
