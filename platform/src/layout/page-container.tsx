import type { ReactNode } from 'react';
import { Container } from '@mui/material';

export function PageContainer({ children }: { children?: ReactNode }) {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
      {children}
    </Container>
  );
}
