import { defaultFeatureFlags, type FeatureFlags } from './feature-flags';

// No React or MUI here: root-config bundles this file to decide which routes exist.
export const featureFlagsPath = '/fn/features';

/** GET the flags; on a failed call or a non-OK answer, log and fall back to the defaults. */
export async function loadFeatureFlags(): Promise<FeatureFlags> {
  try {
    const response = await fetch(featureFlagsPath, {
      method: 'GET',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    if (!response.ok) {
      console.error(`Feature flags: ${featureFlagsPath} answered ${response.status}, using defaults`);
      return { ...defaultFeatureFlags };
    }
    const body = (await response.json()) as Partial<Record<keyof FeatureFlags, unknown>>;
    return { PUBLIC_PROVIDER: body.PUBLIC_PROVIDER === true };
  } catch (error) {
    console.error('Feature flags: loading failed, using defaults', error);
    return { ...defaultFeatureFlags };
  }
}
