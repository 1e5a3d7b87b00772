// Browser build only: the apps never use this Firebase SDK (decision 1: no store access from the browser).
// reactfire imports it anyway; this stub keeps it out of the bundle.
function unavailable() {
  throw new Error('functions is not part of the Devis browser build');
}
export const httpsCallable = unavailable;
