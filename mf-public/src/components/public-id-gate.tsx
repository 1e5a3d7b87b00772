import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isPublicId } from '@devis/domain';
import { NotFoundPage } from '@devis/platform';

/** /:publicId only matches a real public id; any other one-segment path is the 404 page. */
export function PublicIdGate({ children }: { children: ReactNode }) {
  const { publicId = '' } = useParams();
  return isPublicId(publicId) ? <>{children}</> : <NotFoundPage />;
}
