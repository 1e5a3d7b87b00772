import { initials } from './initials';

test('initials are the first letters of the first two words that have one', () => {
  expect(initials('Studio Lumière')).toBe('SL');
  expect(initials('  élodie   durand  ')).toBe('ÉD');
  expect(initials('Café & Crème €')).toBe('CC');
  expect(initials('(Atelier) Papier')).toBe('AP');
  expect(initials('3D Studio')).toBe('3S');
  expect(initials('Zoé')).toBe('Z');
  expect(initials('& €')).toBe('');
  expect(initials(null)).toBe('');
});
