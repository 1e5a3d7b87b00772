/** Feature flags the server may switch on; the defaults apply until (and unless) the server answers. */
export interface FeatureFlags {
  PUBLIC_PROVIDER: boolean;
}

export const defaultFeatureFlags: FeatureFlags = { PUBLIC_PROVIDER: false };
