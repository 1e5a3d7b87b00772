import { isPublicId } from './public-id';

test('a public id is exactly 24 lowercase letters and digits', () => {
  expect(isPublicId('abcdefghijklmnopqrstuvw1')).toBe(true);
  expect(isPublicId('abcdefghijklmnopqrstuvw')).toBe(false);
  expect(isPublicId('abcdefghijklmnopqrstuvw12')).toBe(false);
  expect(isPublicId('Abcdefghijklmnopqrstuvw1')).toBe(false);
  expect(isPublicId('abcdefghijklmnopqrstuv-1')).toBe(false);
  expect(isPublicId('fonctionnalites')).toBe(false);
});
