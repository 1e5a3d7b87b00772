import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';

/** What a page that failed shows: the error and a way out (also a router's errorElement, e.g. a chunk that did not load). */
export function PageError() {
  return (
    <Stack spacing={2} sx={{ py: 4, px: 2 }}>
      <Alert severity="error">Une erreur est survenue lors de l'affichage de cette page.</Alert>
      <Button variant="outlined" onClick={() => window.location.reload()} sx={{ alignSelf: 'flex-start' }}>
        Recharger la page
      </Button>
    </Stack>
  );
}

interface State {
  failed: boolean;
}

/** A page that crashes leaves the frame and its navigation usable; key it by path to recover on navigation. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
