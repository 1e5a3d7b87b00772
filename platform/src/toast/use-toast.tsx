import { closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';

export interface Toast {
  success(title: string, message?: string): void;
  error(title: string, message?: string): void;
  info(title: string, message?: string): void;
  /** Closes every toast shown: the screen they spoke of is gone (another tab of a form). */
  dismissAll(): void;
}

function ToastContent({ title, message }: { title: string; message?: string }) {
  return (
    <div>
      <div style={{ fontWeight: 600 }}>{title}</div>
      {message ? <div>{message}</div> : null}
    </div>
  );
}

const show = (variant: VariantType) => (title: string, message?: string) => {
  enqueueSnackbar(<ToastContent title={title} message={message} />, { variant });
};

/**
 * Spec toasts are title / description pairs; both lines render in one snackbar of the page's PlatformProvider.
 * Usable outside React too (the query client's error handler shows its toasts through it).
 */
export const toast: Toast = { success: show('success'), error: show('error'), info: show('info'), dismissAll: () => closeSnackbar() };

/** The page's toasts, for components. */
export function useToast(): Toast {
  return toast;
}
