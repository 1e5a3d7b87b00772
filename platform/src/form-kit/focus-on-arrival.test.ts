import { focusOnArrival } from './focus-on-arrival';

const withPointer = (coarse: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: query === '(pointer: coarse)' && coarse, media: query })) as unknown as typeof window.matchMedia;
};
const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

it('focuses the first field with a mouse or a trackpad', () => {
  withPointer(false);
  expect(focusOnArrival()).toBe(true);
});

it('leaves the keyboard closed on a touch screen', () => {
  withPointer(true);
  expect(focusOnArrival()).toBe(false);
});
