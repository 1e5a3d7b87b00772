import { useMutation, useQueryClient } from '@devis/platform/query';
import { sessionApi } from '@devis/platform/session';
import { clientKeys } from './clients';
import { dashboardKeys } from './dashboard';
import { quoteKeys } from './quotes';
import { serviceKeys } from './services';
import { billingKeys } from './billing';

export interface SampleDataResult {
  clients: number;
  services: number;
  quotes: number;
}

export function addSampleData(): Promise<SampleDataResult> {
  return sessionApi.post<SampleDataResult>('/api/sample-data');
}

/** Sample data touches every list of the workspace, so all of them are refreshed. */
export function useAddSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSampleData,
    meta: { errorMessage: (error) => error.message || "Impossible d'ajouter les données de test" },
    onSuccess: () =>
      Promise.all([dashboardKeys.all, quoteKeys.all, clientKeys.all, serviceKeys.all, billingKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
