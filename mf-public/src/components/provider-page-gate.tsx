import type { ReactNode } from 'react';
import { CenteredMessage, NotFoundPage, useFeatureFlags } from '@devis/platform';

/** /p/:publicId exists only while the PUBLIC_PROVIDER flag is on. */
export function ProviderPageGate({ children }: { children: ReactNode }) {
  const { status, flags } = useFeatureFlags();
  if (status === 'loading') return <CenteredMessage text="Chargement..." />;
  if (!flags.PUBLIC_PROVIDER) return <NotFoundPage />;
  return <>{children}</>;
}
