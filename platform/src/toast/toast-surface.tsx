import { forwardRef } from 'react';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import { styled } from '@mui/material/styles';
import { toastColors } from './toast-colors';

const Surface = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  flexGrow: 1,
  minWidth: 288,
  padding: '14px 16px',
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
export const ToastSurface = forwardRef<HTMLDivElement, CustomContentProps>(function ToastSurface({ message, variant, style, className }, ref) {
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Surface className={`notistack-MuiContent notistack-MuiContent-${variant}`} role={variant === 'error' ? 'alert' : undefined}>
        {message}
      </Surface>
    </SnackbarContent>
  );
});

export const toastComponents = { success: ToastSurface, error: ToastSurface, info: ToastSurface };
