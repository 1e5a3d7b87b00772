import type { FirebaseOptions } from 'firebase/app';

/** Local (emulator) project; production replaces it at build time from DEVIS_FIREBASE_CONFIG (see build/README.md). */
const demoConfig: FirebaseOptions = {
  projectId: 'demo-devis',
  apiKey: 'demo-key',
  authDomain: 'demo-devis.firebaseapp.com',
};

declare const process: { env: Record<string, string | undefined> };

function buildTimeConfig(): FirebaseOptions | null {
  // webpack's DefinePlugin replaces this expression with the JSON of DEVIS_FIREBASE_CONFIG (or undefined).
  const raw = typeof process !== 'undefined' ? process.env.DEVIS_FIREBASE_CONFIG : undefined;
  return raw ? (JSON.parse(raw) as FirebaseOptions) : null;
}

export const firebaseConfig: FirebaseOptions = buildTimeConfig() ?? demoConfig;

export const authEmulatorUrl = 'http://127.0.0.1:9099';

/** Pages served from this machine talk to the auth emulator. */
export function isLocalPage(): boolean {
  if (typeof window === 'undefined') return false;
  return ['localhost', '127.0.0.1'].includes(window.location.hostname);
}
