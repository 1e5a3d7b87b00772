import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { defaultFeatureFlags, type FeatureFlags } from './feature-flags';
import { loadFeatureFlags } from './load-feature-flags';

export interface FeatureFlagsState {
  status: 'loading' | 'loaded';
  flags: FeatureFlags;
}

const FeatureFlagsContext = createContext<FeatureFlagsState | null>(null);

/** Loads the flags once for the subtree: loading, then loaded (with the defaults if the call failed). */
export function FeatureFlagsProvider({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<FeatureFlagsState>({ status: 'loading', flags: defaultFeatureFlags });
  useEffect(() => {
    let active = true;
    void loadFeatureFlags().then((flags) => {
      if (active) setState({ status: 'loaded', flags });
    });
    return () => {
      active = false;
    };
  }, []);
  return <FeatureFlagsContext.Provider value={state}>{children}</FeatureFlagsContext.Provider>;
}

export function useFeatureFlags(): FeatureFlagsState {
  const state = useContext(FeatureFlagsContext);
  if (!state) throw new Error('useFeatureFlags must be used within FeatureFlagsProvider');
  return state;
}
