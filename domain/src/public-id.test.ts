import { isPublicId, newPublicId } from './public-id';

test('a public id is exactly 24 lowercase letters and digits', () => {
  expect(isPublicId('abcdefghijklmnopqrstuvw1')).toBe(true);
  expect(isPublicId('abcdefghijklmnopqrstuvw')).toBe(false);
  expect(isPublicId('abcdefghijklmnopqrstuvw12')).toBe(false);
  expect(isPublicId('Abcdefghijklmnopqrstuvw1')).toBe(false);
  expect(isPublicId('abcdefghijklmnopqrstuv-1')).toBe(false);
  expect(isPublicId('fonctionnalites')).toBe(false);
});

test('new public ids are valid, distinct, and use every letter and digit', () => {
  const ids = Array.from({ length: 2000 }, newPublicId);
  expect(ids.every(isPublicId)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  const seen = new Set(ids.join(''));
  expect(seen.size).toBe(36);
});
