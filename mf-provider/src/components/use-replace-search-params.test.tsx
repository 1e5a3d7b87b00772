import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { useReplaceSearchParams } from './use-replace-search-params';

/** A list with a search box that follows the URL, and a link to a form whose loader is still running. */
function List() {
  const [params, replaceParams] = useReplaceSearchParams();
  const navigate = useNavigate();
  const clickThenSearch = () => {
    // Both in one task: the click's navigation has started, the page has not rendered since (a debounced search firing then).
    void navigate('/form');
    replaceParams((next) => next.set('search', '2026-005'));
  };
  return (
    <>
      <p>Recherche : {params.get('search') ?? ''}</p>
      <button onClick={clickThenSearch}>Dupliquer</button>
      <button onClick={() => replaceParams((next) => next.set('search', 'cuisine'))}>Chercher</button>
    </>
  );
}

it('a search that fires while a link to another page loads leaves that navigation going', async () => {
  let loaded: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      { path: '/list', Component: List },
      { path: '/form', loader: () => new Promise<null>((resolve) => (loaded = () => resolve(null))), Component: () => <h1>Formulaire</h1> },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  act(() => screen.getByRole('button', { name: 'Dupliquer' }).click());
  expect(router.state.navigation.location?.pathname).toBe('/form');

  await act(async () => loaded());
  expect(await screen.findByRole('heading', { name: 'Formulaire' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
});

it('a search on the page itself replaces the URL entry', async () => {
  const router = createMemoryRouter([{ path: '/list', Component: List }], { initialEntries: ['/list'] });
  render(<RouterProvider router={router} />);
  act(() => screen.getByRole('button', { name: 'Chercher' }).click());
  expect(await screen.findByText('Recherche : cuisine')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?search=cuisine');
  expect(router.state.historyAction).toBe('REPLACE');
});
