import { MaterialDesignContent } from 'notistack';
import { styled } from '@mui/material/styles';
import { toastColors } from './toast-colors';

/** notistack's toast with readable backgrounds (see toast-colors.ts). */
export const ToastSurface = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: toastColors.success },
  '&.notistack-MuiContent-error': { backgroundColor: toastColors.error },
  '&.notistack-MuiContent-info': { backgroundColor: toastColors.info },
});

export const toastComponents = { success: ToastSurface, error: ToastSurface, info: ToastSurface };
