import { render, screen } from '@testing-library/react';
import { forgetFeatureFlags } from './load-feature-flags';
import { useFeatureFlags } from './use-feature-flags';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  forgetFeatureFlags();
  jest.restoreAllMocks();
});

function Probe() {
  const { status, flags } = useFeatureFlags();
  return <p>{`${status} ${flags.PUBLIC_PROVIDER}`}</p>;
}

test('goes from loading to loaded with the server flags; a second screen of the page uses the same answer', async () => {
  let resolve: (r: Response) => void = () => undefined;
  const fetchMock = jest.fn().mockReturnValue(new Promise<Response>((r) => (resolve = r)));
  global.fetch = fetchMock;
  const first = render(<Probe />);
  expect(screen.getByText('loading false')).toBeInTheDocument();
  resolve(new Response(JSON.stringify({ PUBLIC_PROVIDER: true }), { status: 200 }));
  expect(await screen.findByText('loaded true')).toBeInTheDocument();
  first.unmount();

  render(<Probe />);
  expect(screen.getByText('loaded true')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('ends loaded with the defaults when the call fails', async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Probe />);
  expect(await screen.findByText('loaded false')).toBeInTheDocument();
});
