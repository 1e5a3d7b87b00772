import { featureFlagsFrom, FEATURE_DEFAULTS, type FeatureFlags } from '@devis/domain';

// No React or MUI here: root-config bundles this file to decide which routes exist.
export const featureFlagsPath = '/fn/features';

let pageFlags: Promise<FeatureFlags> | null = null;
let knownFlags: FeatureFlags | null = null;

async function fetchFeatureFlags(): Promise<FeatureFlags | null> {
  try {
    const response = await fetch(featureFlagsPath, { method: 'GET', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    if (response.ok) return featureFlagsFrom((await response.json()) as Record<string, unknown>);
    console.error(`Feature flags: ${featureFlagsPath} answered ${response.status}, using defaults`);
  } catch (error) {
    console.error('Feature flags: loading failed, using defaults', error);
  }
  return null;
}

/**
 * The flags, asked once per page (every caller shares the answer). On a failed call or a non-OK answer it logs
 * and resolves with the defaults, and the next call asks again.
 */
export function loadFeatureFlags(): Promise<FeatureFlags> {
  pageFlags ??= fetchFeatureFlags().then((flags) => {
    if (flags) knownFlags = flags;
    else pageFlags = null;
    return flags ?? { ...FEATURE_DEFAULTS };
  });
  return pageFlags;
}

/** The flags once this page has them, else null. */
export function knownFeatureFlags(): FeatureFlags | null {
  return knownFlags;
}

/** Tests only: forget this page's answer, so the next load asks the server again. */
export function forgetFeatureFlags(): void {
  pageFlags = null;
  knownFlags = null;
}
