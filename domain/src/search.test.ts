import { compareFrench, matchesSearch, searchKey } from './search';

describe('list search', () => {
  const quote = ['2026-001', 'Société Générale Électricité', 'Refonte du site'];

  it('finds the start of any word, and the words after it, ignoring case, accents and punctuation', () => {
    for (const query of ['societe', 'ÉLECTRICITÉ', 'générale élec', '2026-00', '2026 001', '001', 'refonte du s', 'SITE']) {
      expect([query, matchesSearch(quote, query)]).toEqual([query, true]);
    }
  });

  it('does not find the middle of a word, words across fields, or other words', () => {
    for (const query of ['ectricite', 'generale refonte', 'boulangerie', '2026-0011']) {
      expect([query, matchesSearch(quote, query)]).toEqual([query, false]);
    }
  });

  it('finds everything with a blank query', () => {
    expect(matchesSearch([], '  ')).toBe(true);
    expect(searchKey("  L'Atelier-Zoé  &  Fils ")).toBe('l atelier zoe fils');
  });

  it('sorts names in French order, accents next to their letter, numbers as numbers', () => {
    expect(['Zèbre', 'école', 'Atelier', 'Éclair'].sort(compareFrench)).toEqual(['Atelier', 'Éclair', 'école', 'Zèbre']);
    expect(['Pack 10', 'Pack 2'].sort(compareFrench)).toEqual(['Pack 2', 'Pack 10']);
  });
});
