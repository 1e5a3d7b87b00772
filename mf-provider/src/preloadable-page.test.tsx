import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadablePage } from './preloadable-page';

function QuotesStub() {
  return <h1>Mes devis</h1>;
}

const renderPage = (Page: ComponentType) =>
  render(
    <Suspense fallback={<p>Chargement...</p>}>
      <Page />
    </Suspense>,
  );

test('a page preloaded before its render shows at once, without the loading fallback', async () => {
  const page = preloadablePage(() => Promise.resolve({ default: QuotesStub }));
  await page.preload();
  renderPage(page.Page);
  expect(screen.getByRole('heading', { name: 'Mes devis' })).toBeInTheDocument();
  expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
});

test('a page rendered before it is loaded shows the fallback, then the page; it is downloaded once', async () => {
  const load = jest.fn(() => Promise.resolve({ default: QuotesStub }));
  const page = preloadablePage(load);
  renderPage(page.Page);
  expect(screen.getByText('Chargement...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Mes devis' })).toBeInTheDocument();
  await page.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download can be tried again', async () => {
  const load = jest
    .fn<Promise<{ default: typeof QuotesStub }>, []>()
    .mockRejectedValueOnce(new Error('réseau'))
    .mockResolvedValueOnce({ default: QuotesStub });
  const page = preloadablePage(load);
  await expect(page.preload()).rejects.toThrow('réseau');
  await page.preload();
  renderPage(page.Page);
  expect(screen.getByRole('heading', { name: 'Mes devis' })).toBeInTheDocument();
});
