import { forwardRef } from 'react';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { styled } from '@mui/material/styles';
import { IconButton } from '../mui';
import { CloseIcon } from '../icons';
import { toastColors } from './toast-colors';

const Surface = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  flexGrow: 1,
  minWidth: 288,
  padding: '6px 4px 6px 16px',
  gap: 4,
  borderRadius: 4,
  color: '#FFFFFF',
  boxShadow: theme.shadows[6],
  '&.notistack-MuiContent-success': { backgroundColor: toastColors.success },
  '&.notistack-MuiContent-error': { backgroundColor: toastColors.error },
  '&.notistack-MuiContent-info': { backgroundColor: toastColors.info },
}));

/**
 * A toast with readable backgrounds (see toast-colors.ts). notistack's own content gives every toast
 * role="alert" and one shared id (duplicated when two are shown); here only errors are alerts, the others are
 * read politely by the live region PlatformProvider draws them in.
 */
export const ToastSurface = forwardRef<HTMLDivElement, CustomContentProps>(function ToastSurface({ id, message, variant, style, className }, ref) {
  const { closeSnackbar } = useSnackbar();
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Surface className={`notistack-MuiContent notistack-MuiContent-${variant}`} role={variant === 'error' ? 'alert' : undefined}>
        <div style={{ flex: 1, padding: '8px 0' }}>{message}</div>
        {/* On a phone a toast sits over the header for a few seconds: it can be closed at once. */}
        <IconButton size="small" color="inherit" aria-label="Fermer le message" onClick={() => closeSnackbar(id)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Surface>
    </SnackbarContent>
  );
});

export const toastComponents = { success: ToastSurface, error: ToastSurface, info: ToastSurface };
