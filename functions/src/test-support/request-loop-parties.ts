import { startTestApi, type ClientCaller, type ProviderCaller, type TestApi } from './test-api';

/** The request loop's cast on a fresh test API: two providers and two client accounts. */
export interface RequestLoopParties {
  api: TestApi;
  provider: ProviderCaller;
  other: ProviderCaller;
  client: ClientCaller;
  otherClient: ClientCaller;
}

/**
 * Starts the test API with the parties the request-loop and conversation tests share. 'atelier Bleu' is
 * lower-case on purpose: the directory sorts names without regard to case.
 */
export async function requestLoopParties(): Promise<RequestLoopParties> {
  const api = await startTestApi();
  return {
    api,
    provider: await api.asProvider({ companyName: 'Écoute Studio' }),
    other: await api.asProvider({ companyName: 'atelier Bleu' }),
    client: await api.asClient({ name: 'Claire Martin', companyName: 'Boulangerie Martin' }),
    otherClient: await api.asClient({ name: 'Paul Durand' }),
  };
}
