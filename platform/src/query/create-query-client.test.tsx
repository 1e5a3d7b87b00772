import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { PlatformProvider } from '../provider/platform-provider';
import { createQueryClient } from './create-query-client';

afterEach(() => jest.restoreAllMocks());

function renderToasts() {
  render(<PlatformProvider>{null}</PlatformProvider>);
}

test("a failed query shows its meta's French message in a toast, once", async () => {
  renderToasts();
  const client = createQueryClient();
  const failing = () => Promise.reject(new ApiError(500, 'INTERNAL', 'Une erreur est survenue, veuillez réessayer'));
  await act(() => client.prefetchQuery({ queryKey: ['clients'], queryFn: failing, retry: false, meta: { errorMessage: 'Impossible de charger les clients' } }));
  expect(await screen.findByText('Impossible de charger les clients')).toBeInTheDocument();
  expect(screen.getAllByText('Erreur')).toHaveLength(1);
});

test('a failed query without a message is only logged', async () => {
  renderToasts();
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const client = createQueryClient();
  await act(() => client.prefetchQuery({ queryKey: ['dashboard'], queryFn: () => Promise.reject(new Error('boom')), retry: false }));
  expect(log).toHaveBeenCalledWith('Request failed', ['dashboard'], expect.any(Error));
  expect(screen.queryByText('Erreur')).not.toBeInTheDocument();
});

test("a failed mutation can show the server's own words under its own title", async () => {
  renderToasts();
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(new ApiError(409, 'CONFLICT', 'Un compte existe déjà avec cette adresse email')),
    meta: { errorTitle: "Erreur d'inscription", errorMessage: (error) => error.message },
  });
  await act(() => mutation.execute(undefined).catch(() => undefined));
  expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
  expect(screen.getByText('Un compte existe déjà avec cette adresse email')).toBeInTheDocument();
});
