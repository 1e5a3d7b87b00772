import { createStore } from '../../store/create-store';
import { useTempStore } from '../../test-support/temp-store';
import { nextQuoteNumber } from './next-quote-number';

const temp = useTempStore('devis-numbering-');

const assign = (userId: string, now: Date) => temp.store.runTransaction((tx) => nextQuoteNumber(tx, userId, now, 'provider'));

test('50 quotes created at once get 50 distinct, consecutive numbers', async () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const numbers = await Promise.all(Array.from({ length: 50 }, () => assign('provider-a', now)));
  const expected = Array.from({ length: 50 }, (_, i) => `2026-${String(i + 1).padStart(3, '0')}`);
  expect([...numbers].sort()).toEqual(expected);
});

test('two store connections on one file still hand out distinct numbers', async () => {
  const { store, dir } = temp;
  const second = createStore({ ...process.env, STORE: 'sqlite', DEVIS_DATA_DIR: dir });
  try {
    const now = new Date('2026-03-01T10:00:00Z');
    const both = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? second : store).runTransaction((tx) => nextQuoteNumber(tx, 'provider-a', now, 'provider'))),
    );
    expect(new Set(both).size).toBe(20);
    expect([...both].sort().at(-1)).toBe('2026-020');
  } finally {
    await second.close();
  }
});

test('each provider has its own sequence', async () => {
  const now = new Date('2026-05-10T10:00:00Z');
  await assign('provider-a', now);
  await assign('provider-a', now);
  expect(await assign('provider-b', now)).toBe('2026-001');
  expect(await assign('provider-a', now)).toBe('2026-003');
});

test('the year is the Paris year: New Year’s Eve 23:30 UTC already numbers in the new year', async () => {
  expect(await assign('provider-a', new Date('2026-12-31T22:30:00Z'))).toBe('2026-001');
  expect(await assign('provider-a', new Date('2026-12-31T23:30:00Z'))).toBe('2027-001');
  expect(await assign('provider-a', new Date('2027-01-02T09:00:00Z'))).toBe('2027-002');
});
