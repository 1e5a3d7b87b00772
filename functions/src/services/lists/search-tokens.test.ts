import { searchKey } from '@devis/domain';
import { matches, searchFor, searchTokens, sortKey, TOKEN_CHARS } from './search-tokens';

describe('search tokens', () => {
  const found = (fields: string[], query: string): boolean => {
    const search = searchFor(query)!;
    const byToken = searchTokens(fields).includes(search.token);
    // What the index answers and what the exact check says agree for short queries.
    if (search.exact) expect(matches(search, fields)).toBe(byToken);
    return byToken && matches(search, fields);
  };

  it('normalizes case, accents and punctuation', () => {
    expect(searchKey("  L'Atelier-Zoé  &  Fils ")).toBe('l atelier zoe fils');
    expect(searchFor('   ')).toBeNull();
  });

  it('finds the start of any word, and the words after it, in any field', () => {
    const quote = ['2026-007', 'Société Générale Électricité', 'Refonte du site'];
    for (const query of ['2026-007', '2026 00', '007', 'SOCIETE', 'générale élec', 'electricite', 'refonte du s', 'site']) {
      expect([query, found(quote, query)]).toEqual([query, true]);
    }
    for (const query of ['angerie', 'generale refonte', 'electricite refonte', '2026-0071', 'ite']) {
      expect([query, found(quote, query)]).toEqual([query, false]);
    }
  });

  it('keeps queries longer than a token exact through the check', () => {
    const fields = ['Maintenance annuelle du site vitrine et du blog'];
    const long = searchFor('maintenance annuelle du site vitrine')!;
    expect(long.exact).toBe(false);
    expect(long.token.length).toBeLessThanOrEqual(TOKEN_CHARS);
    expect(found(fields, 'maintenance annuelle du site vitrine')).toBe(true);
    expect(found(['Maintenance annuelle du site marchand'], 'maintenance annuelle du site vitrine')).toBe(false);
  });

  it('bounds the tokens of a long field', () => {
    const tokens = searchTokens(['mot '.repeat(500)]);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.length).toBeLessThan(200);
  });

  it('sorts names with their numbers as numbers, accents next to their letter', () => {
    const names = ['Client 10', 'Zèbre', 'client 2', 'Éclair', 'Atelier', 'Client 1'];
    expect(names.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1))).toEqual(['Atelier', 'Client 1', 'client 2', 'Client 10', 'Éclair', 'Zèbre']);
  });
});
