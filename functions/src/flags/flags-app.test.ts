import { listen } from '../test-support/listen';
import { createFlagsApp } from './flags-app';

async function flags(env: NodeJS.ProcessEnv): Promise<unknown> {
  const server = await listen(createFlagsApp(env));
  try {
    const res = await fetch(`${server.baseUrl}/fn/features`);
    expect(res.status).toBe(200);
    return await res.json();
  } finally {
    await server.close();
  }
}

test('PUBLIC_PROVIDER is off by default and on only with PUBLIC_PROVIDER=true', async () => {
  expect(await flags({})).toEqual({ PUBLIC_PROVIDER: false });
  expect(await flags({ PUBLIC_PROVIDER: 'true' })).toEqual({ PUBLIC_PROVIDER: true });
  expect(await flags({ PUBLIC_PROVIDER: 'false' })).toEqual({ PUBLIC_PROVIDER: false });
});
