import { configure, render } from '@testing-library/react';
import { PlatformProvider } from '@devis/platform';
import { signOut } from '@devis/platform/session';
import Root from '../root.component';
import { fakeBackend } from './fake-backend';

// These tests type into real forms; on a busy 2-core machine jest's default 5 s is too short.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

/** Renders the real app at a path, as the entry file mounts it. */
export function renderApp(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <PlatformProvider>
      <Root />
    </PlatformProvider>,
  );
}

/** Leaves no session, account or answer behind for the next test. */
export async function resetApp() {
  await signOut();
  window.localStorage.clear();
  fakeBackend.reset();
}
