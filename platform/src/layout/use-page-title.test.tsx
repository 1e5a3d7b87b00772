import { render } from '@testing-library/react';
import { usePageTitle } from './use-page-title';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

test("names the tab '<title> | Devis', and follows the page's title", () => {
  const { rerender } = render(<Page title="Mes devis" />);
  expect(document.title).toBe('Mes devis | Devis');
  rerender(<Page title="Modifier le devis 2026-001" />);
  expect(document.title).toBe('Modifier le devis 2026-001 | Devis');
});
