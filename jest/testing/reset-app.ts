import { signOut } from '@devis/platform/session';
import { fakeBackend } from './fake-backend';

/** Leaves no session, account or answer behind for the next test. */
export async function resetApp() {
  await signOut();
  window.localStorage.clear();
  fakeBackend.reset();
}
