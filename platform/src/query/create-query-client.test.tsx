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

test("a failed query without a message is only logged, by its feature: a link's token never reaches the console", async () => {
  renderToasts();
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const client = createQueryClient();
  await act(() => client.prefetchQuery({ queryKey: ['public-quotes', 'link', 'k3v9x2m8q7w4e6r1t5y0u2i8', 'secret-token'], queryFn: () => Promise.reject(new Error('boom')), retry: false }));
  expect(log).toHaveBeenCalledWith('Request failed', 'public-quotes', expect.any(Error));
  expect(JSON.stringify(log.mock.calls)).not.toContain('secret-token');
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

test('a read is tried again once when the server did not answer, never when it answered 4xx', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const client = createQueryClient();
  const calls = { missing: 0, down: 0 };
  const fetchWith = (key: keyof typeof calls, error: Error) =>
    client.fetchQuery({ queryKey: [key], retryDelay: 0, queryFn: () => (calls[key]++, Promise.reject(error)) }).catch(() => undefined);
  await fetchWith('missing', new ApiError(404, 'NOT_FOUND', 'Prestataire non trouvé'));
  await fetchWith('down', new ApiError(503, 'UNAVAILABLE', 'Service indisponible'));
  expect(calls).toEqual({ missing: 1, down: 2 });
});
