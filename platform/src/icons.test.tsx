import { render } from '@testing-library/react';
import * as icons from './icons';

test('every icon the platform offers renders an svg', () => {
  const entries = Object.entries(icons);
  expect(entries.length).toBeGreaterThan(0);
  for (const [name, Icon] of entries) {
    const { container, unmount } = render(<Icon />);
    expect({ name, svg: container.querySelector('svg') !== null }).toEqual({ name, svg: true });
    unmount();
  }
});
