/**
 * The answer the shell's inline script (root-config/src/index.html, `devis-early-request`) asked for before
 * any module loaded: one GET, with the saved session's token. It is taken once, by the same user asking for
 * the same path within a few seconds of the page's start; anything else goes the normal way. So it is the
 * very request the page would make, only started earlier: never an old answer.
 */
interface EarlyRequest {
  path: string;
  uid: string;
  at: number;
  answer: Promise<unknown>;
}

/** Past this, the page is no longer loading: a later ask for the path wants fresh data. */
const FRESH_MS = 15_000;

declare global {
  interface Window {
    __devisEarly?: EarlyRequest;
  }
}

/** The early answer for this path and user, or null (then ask the API); a failed early request gives null too. */
export function takeEarlyAnswer(path: string, uid: string): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__devisEarly;
  if (!early || early.path !== path) return null;
  delete window.__devisEarly;
  if (early.uid !== uid || Date.now() - early.at > FRESH_MS) return null;
  return early.answer;
}
