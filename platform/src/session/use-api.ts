import { useMemo } from 'react';
import { useAuth } from 'reactfire';
import { createSessionApi, type SessionApi } from './session-api';

export function useApi(): SessionApi {
  const auth = useAuth();
  return useMemo(() => createSessionApi(auth), [auth]);
}
