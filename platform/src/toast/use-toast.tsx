import { useMemo } from 'react';
import { useSnackbar, type VariantType } from 'notistack';

export interface Toast {
  success(title: string, message?: string): void;
  error(title: string, message?: string): void;
  info(title: string, message?: string): void;
}

function ToastContent({ title, message }: { title: string; message?: string }) {
  return (
    <div>
      <div style={{ fontWeight: 600 }}>{title}</div>
      {message ? <div>{message}</div> : null}
    </div>
  );
}

/** Spec toasts are title / description pairs; both lines render in one snackbar. */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType) => (title: string, message?: string) => {
      enqueueSnackbar(<ToastContent title={title} message={message} />, { variant });
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [enqueueSnackbar]);
}
