import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { PlatformProvider } from '@devis/platform';

// These tests type into real forms; on a busy 2-core machine jest's default 5 s is too short.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

/** Renders an app's root component at a path, inside the platform provider, as its entry file mounts it. */
export function renderRoot(root: ReactElement, path: string) {
  window.history.pushState({}, '', path);
  return render(<PlatformProvider>{root}</PlatformProvider>);
}
