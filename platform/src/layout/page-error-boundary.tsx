import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';

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
    if (!this.state.failed) return this.props.children;
    return (
      <Stack spacing={2} sx={{ py: 4 }}>
        <Alert severity="error">Une erreur est survenue lors de l'affichage de cette page.</Alert>
        <Button variant="outlined" onClick={() => window.location.reload()} sx={{ alignSelf: 'flex-start' }}>
          Recharger la page
        </Button>
      </Stack>
    );
  }
}
