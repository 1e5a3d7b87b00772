import { QUOTE_TITLE_MAX } from './constants';
import { quoteLineSchema } from './schemas/quote';
import { findQuoteTemplate, quoteTemplates } from './quote-templates';

test('every template line is a valid quote line, so a template never opens a form that cannot be saved', () => {
  for (const template of quoteTemplates) {
    expect(template.lines.length).toBeGreaterThan(0);
    expect(template.title.length).toBeLessThanOrEqual(QUOTE_TITLE_MAX);
    for (const line of template.lines) expect(() => quoteLineSchema.validateSync(line, { strict: false })).not.toThrow();
  }
});

test('ids are unique and found by findQuoteTemplate; an unknown or missing id finds nothing', () => {
  const ids = quoteTemplates.map((t) => t.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(findQuoteTemplate('web')?.trade).toBe('Développeur web freelance');
  expect(findQuoteTemplate('inconnu')).toBeUndefined();
  expect(findQuoteTemplate(null)).toBeUndefined();
  expect(findQuoteTemplate('')).toBeUndefined();
});
