import { routerWindow } from './router-window';

/** A popstate as single-spa dispatches it after a pushState (singleSpa: true), or as the browser does on Back. */
function popstate(state: unknown, fromSingleSpa: boolean): PopStateEvent {
  const event = new PopStateEvent('popstate', { state });
  if (fromSingleSpa) Object.assign(event, { singleSpa: true, singleSpaTrigger: 'pushState' });
  return event;
}

describe("the router's window", () => {
  const current = 'k2';
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as PopStateEvent).state);
  const win = routerWindow(() => current);

  beforeEach(() => {
    heard.length = 0;
    win.addEventListener('popstate', listener);
  });
  afterEach(() => win.removeEventListener('popstate', listener));

  it("drops single-spa's echo of the router's own push: the page just shown is not navigated to again", () => {
    window.dispatchEvent(popstate({ key: 'k2', idx: 2 }, true));
    expect(heard).toEqual([]);
  });

  it("passes Back and Forward, and another app's change of location", () => {
    window.dispatchEvent(popstate({ key: 'k1', idx: 1 }, false));
    window.dispatchEvent(popstate({ key: 'k2', idx: 2 }, false));
    window.dispatchEvent(popstate({ key: 'other', idx: 0 }, true));
    window.dispatchEvent(popstate(null, true));
    expect(heard).toEqual([{ key: 'k1', idx: 1 }, { key: 'k2', idx: 2 }, { key: 'other', idx: 0 }, null]);
  });

  it('removes the listener it was given', () => {
    win.removeEventListener('popstate', listener);
    window.dispatchEvent(popstate({ key: 'k1' }, false));
    expect(heard).toEqual([]);
  });

  it("is the real window otherwise: its location, history and methods", () => {
    expect(win.location.href).toBe(window.location.href);
    expect(win.history).toBe(window.history);
    expect(win.document).toBe(document);
    expect(() => win.getComputedStyle(document.body)).not.toThrow();
  });
});
