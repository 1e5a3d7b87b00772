import { useEffect, useState } from 'react';
import { FEATURE_DEFAULTS, type FeatureFlags } from '@devis/domain';
import { knownFeatureFlags, loadFeatureFlags } from './load-feature-flags';

export interface FeatureFlagsState {
  status: 'loading' | 'loaded';
  flags: FeatureFlags;
}

/** The page's flags: loading (with the defaults), then loaded; only components that need them ask. */
export function useFeatureFlags(): FeatureFlagsState {
  const [state, setState] = useState<FeatureFlagsState>(() => {
    const known = knownFeatureFlags();
    return known ? { status: 'loaded', flags: known } : { status: 'loading', flags: FEATURE_DEFAULTS };
  });
  useEffect(() => {
    if (state.status === 'loaded') return;
    let active = true;
    void loadFeatureFlags().then((flags) => {
      if (active) setState({ status: 'loaded', flags });
    });
    return () => {
      active = false;
    };
  }, [state.status]);
  return state;
}
