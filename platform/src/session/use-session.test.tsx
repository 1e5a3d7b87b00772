import { render } from '@testing-library/react';
import { useSession } from './use-session';

test('using the session outside SessionProvider raises an error', () => {
  function Probe() {
    useSession();
    return null;
  }
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Probe />)).toThrow(/SessionProvider/);
});
