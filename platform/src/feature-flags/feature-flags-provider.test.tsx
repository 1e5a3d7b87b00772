import { render, screen } from '@testing-library/react';
import { FeatureFlagsProvider, useFeatureFlags } from './feature-flags-provider';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

function Probe() {
  const { status, flags } = useFeatureFlags();
  return <p>{`${status} ${flags.PUBLIC_PROVIDER}`}</p>;
}

test('goes from loading to loaded with the server flags', async () => {
  let resolve: (r: Response) => void = () => undefined;
  global.fetch = jest.fn().mockReturnValue(new Promise<Response>((r) => (resolve = r)));
  render(
    <FeatureFlagsProvider>
      <Probe />
    </FeatureFlagsProvider>,
  );
  expect(screen.getByText('loading false')).toBeInTheDocument();
  resolve(new Response(JSON.stringify({ PUBLIC_PROVIDER: true }), { status: 200 }));
  expect(await screen.findByText('loaded true')).toBeInTheDocument();
});

test('ends loaded with the defaults when the call fails', async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <FeatureFlagsProvider>
      <Probe />
    </FeatureFlagsProvider>,
  );
  expect(await screen.findByText('loaded false')).toBeInTheDocument();
});

test('useFeatureFlags outside its provider throws', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Probe />)).toThrow(/FeatureFlagsProvider/);
});
