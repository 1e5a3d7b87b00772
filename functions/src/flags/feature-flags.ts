import { FEATURE_DEFAULTS, featureFlagsFrom, type FeatureFlags } from '@devis/domain';

/** Flags from the environment, one variable each (PUBLIC_PROVIDER=true turns the public provider page on). */
export function featureFlags(env: NodeJS.ProcessEnv): FeatureFlags {
  const stated = Object.keys(FEATURE_DEFAULTS).map((name) => [name, env[name] === undefined ? undefined : env[name] === 'true']);
  return featureFlagsFrom(Object.fromEntries(stated));
}
