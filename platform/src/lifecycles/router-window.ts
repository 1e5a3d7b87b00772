/**
 * The window an app's router listens to (createBrowserRouter's `window` option). single-spa answers every
 * history.pushState/replaceState with an artificial popstate, so that the other apps' routers follow. The router
 * that made the change would take its own echo for Back: a second navigation to the page just shown, its loaders
 * run again, and the scroll position of the page left restored on the new one. Here the router hears every
 * popstate but the echo of its own location (same history key); the browser's Back and Forward, and changes made
 * by another app, still reach it.
 */
export function routerWindow(currentKey: () => string | undefined): Window {
  const echoes = (event: Event) => {
    const echo = event as PopStateEvent & { singleSpa?: boolean };
    const key = (echo.state as { key?: unknown } | null)?.key;
    return echo.singleSpa === true && typeof key === 'string' && key === currentKey();
  };
  const listeners = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const heard = (listener: EventListenerOrEventListenerObject): EventListener => {
    let own = listeners.get(listener);
    if (!own) {
      own = (event) => {
        if (echoes(event)) return;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      listeners.set(listener, own);
    }
    return own;
  };
  return new Proxy(window, {
    get(target, property) {
      if (property === 'addEventListener' || property === 'removeEventListener') {
        return (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) =>
          target[property](type, type === 'popstate' ? heard(listener) : listener, options);
      }
      const value: unknown = Reflect.get(target, property, target);
      // Window's own methods need the real window as `this`.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
