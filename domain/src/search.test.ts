import { compareFrench, matchesSearch, searchText } from './search';

describe('list search', () => {
  it('ignores case and accents on both sides', () => {
    const text = searchText(['2026-001', 'Société Générale Électricité', 'Refonte du site']);
    expect(matchesSearch(text, 'societe')).toBe(true);
    expect(matchesSearch(text, 'ÉLECTRICITÉ')).toBe(true);
    expect(matchesSearch(text, '2026-00')).toBe(true);
    expect(matchesSearch(text, 'boulangerie')).toBe(false);
  });

  it('an empty query matches everything', () => {
    expect(matchesSearch('', '  ')).toBe(true);
  });

  it('sorts names in French order, accents next to their letter', () => {
    expect(['Zèbre', 'école', 'Atelier', 'Éclair'].sort(compareFrench)).toEqual(['Atelier', 'Éclair', 'école', 'Zèbre']);
  });
});
