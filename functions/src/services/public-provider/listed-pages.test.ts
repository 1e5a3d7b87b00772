import { useTempStore } from '../../test-support/temp-store';
import { PROFILES } from '../profile/profile-record';
import { listedProviderPages } from './listed-pages';

const temp = useTempStore('devis-listed-pages-');

const page = (publicId: string | null, enabled: boolean, mode: 'ACCESS_ON_EMAIL' | 'DOWNLOAD_ON_EMAIL') => ({
  company_name: 'Atelier',
  public_id: publicId,
  public_page_enabled: enabled,
  public_access_mode: mode,
});

test('lists the pages switched on whose catalogue is open, read with one read each, only while PUBLIC_PROVIDER is on', async () => {
  const { store } = temp;
  await store.set(PROFILES, 'open', page('aaaaaaaaaaaaaaaaaaaaaaa1', true, 'DOWNLOAD_ON_EMAIL'));
  await store.set(PROFILES, 'gated', page('aaaaaaaaaaaaaaaaaaaaaaa2', true, 'ACCESS_ON_EMAIL'));
  await store.set(PROFILES, 'off', page('aaaaaaaaaaaaaaaaaaaaaaa3', false, 'DOWNLOAD_ON_EMAIL'));
  await store.set(PROFILES, 'no-id', page(null, true, 'DOWNLOAD_ON_EMAIL'));

  const before = store.usage().reads;
  expect(await listedProviderPages({ store, features: { PUBLIC_PROVIDER: true } })).toEqual(['/p/aaaaaaaaaaaaaaaaaaaaaaa1']);
  expect(store.usage().reads - before).toBe(3);

  expect(await listedProviderPages({ store, features: { PUBLIC_PROVIDER: false } })).toEqual([]);
  expect(store.usage().reads - before).toBe(3);
});
