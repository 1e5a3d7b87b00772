import { whileBusy } from './while-busy';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('whileBusy', () => {
  it('runs the step again while the file is busy, and returns its result', () => {
    let calls = 0;
    const result = whileBusy(() => {
      calls += 1;
      if (calls < 3) throw busy();
      return 'ouvert';
    }, 1_000);
    expect(result).toBe('ouvert');
    expect(calls).toBe(3);
  });

  it('gives up with the busy error once the time is over', () => {
    let calls = 0;
    expect(() =>
      whileBusy(() => {
        calls += 1;
        throw busy();
      }, 30),
    ).toThrow('database is locked');
    expect(calls).toBeGreaterThan(1);
  });

  it('does not retry any other error', () => {
    let calls = 0;
    expect(() =>
      whileBusy(() => {
        calls += 1;
        throw Object.assign(new Error('no such table'), { code: 'SQLITE_ERROR' });
      }, 1_000),
    ).toThrow('no such table');
    expect(calls).toBe(1);
  });
});
