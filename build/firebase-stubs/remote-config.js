// Browser build only: the apps never use this Firebase SDK (decision 1: no store access from the browser).
// reactfire imports it anyway; this stub keeps it out of the bundle.
function unavailable() {
  throw new Error('remote-config is not part of the Devis browser build');
}
export const ensureInitialized = unavailable;
export const getAll = unavailable;
export const getBoolean = unavailable;
export const getNumber = unavailable;
export const getString = unavailable;
export const getValue = unavailable;
