import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type SessionApi } from '@devis/platform/session';

export interface SampleDataResult {
  clients: number;
  services: number;
  quotes: number;
}

export function addSampleData(api: Pick<SessionApi, 'post'>): Promise<SampleDataResult> {
  return api.post<SampleDataResult>('/api/sample-data');
}

/** Sample data touches every list of the workspace, so all of them are refreshed. */
export function useAddSampleData() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addSampleData(api),
    onSuccess: () =>
      Promise.all(
        ['/api/dashboard', '/api/quotes', '/api/clients', '/api/services'].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}
