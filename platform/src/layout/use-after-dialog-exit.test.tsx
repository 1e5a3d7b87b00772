import { renderHook } from '@testing-library/react';
import { useAfterDialogExit } from './use-after-dialog-exit';

const hook = () => renderHook(() => useAfterDialogExit());

test('a scheduled action runs on exit, once', () => {
  const { result } = hook();
  const action = jest.fn();
  result.current.schedule(action);
  expect(action).not.toHaveBeenCalled();
  result.current.run();
  result.current.run();
  expect(action).toHaveBeenCalledTimes(1);
});

test('cancel forgets the waiting action', () => {
  const { result } = hook();
  const action = jest.fn();
  result.current.schedule(action);
  result.current.cancel();
  result.current.run();
  expect(action).not.toHaveBeenCalled();
});

test('an exit with nothing scheduled does nothing', () => {
  const { result } = hook();
  expect(() => result.current.run()).not.toThrow();
});

test('the latest scheduled action replaces the one waiting', () => {
  const { result } = hook();
  const first = jest.fn();
  const second = jest.fn();
  result.current.schedule(first);
  result.current.schedule(second);
  result.current.run();
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
});

test('it is the same object across renders, so a rerender keeps the waiting action', () => {
  const { result, rerender } = hook();
  const before = result.current;
  const action = jest.fn();
  before.schedule(action);
  rerender();
  expect(result.current).toBe(before);
  result.current.run();
  expect(action).toHaveBeenCalledTimes(1);
});
