import { forgetFeatureFlags } from '@devis/platform';
import { signOut } from '@devis/platform/session';
import { fakeBackend } from './fake-backend';

/** Leaves no session, account, answer, stored draft or feature flags behind for the next test. */
export async function resetApp() {
  await signOut();
  window.localStorage.clear();
  window.sessionStorage.clear();
  fakeBackend.reset();
  forgetFeatureFlags();
}
