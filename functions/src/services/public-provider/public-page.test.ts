import { useTempStore } from '../../test-support/temp-store';
import { PROFILES } from '../profile/profile-record';
import { shownPublicPage } from './public-page';

const temp = useTempStore('devis-public-page-');

test('a page is shown when a provider has that id and switched it on; one read, even for an id no one has', async () => {
  const { store } = temp;
  await store.set(PROFILES, 'on', { company_name: 'Atelier', public_id: 'aaaaaaaaaaaaaaaaaaaaaaa1', public_page_enabled: true });
  await store.set(PROFILES, 'off', { company_name: 'Atelier', public_id: 'aaaaaaaaaaaaaaaaaaaaaaa2', public_page_enabled: false });

  const before = store.usage().reads;
  expect(await shownPublicPage(store, 'aaaaaaaaaaaaaaaaaaaaaaa1')).toMatchObject({ id: 'on', company_name: 'Atelier' });
  expect(await shownPublicPage(store, 'aaaaaaaaaaaaaaaaaaaaaaa2')).toBeNull();
  expect(await shownPublicPage(store, 'aaaaaaaaaaaaaaaaaaaaaaa3')).toBeNull();
  expect(store.usage().reads - before).toBe(3);
  // Not an id: answered without reading.
  expect(await shownPublicPage(store, 'pas-un-identifiant')).toBeNull();
  expect(store.usage().reads - before).toBe(3);
});
