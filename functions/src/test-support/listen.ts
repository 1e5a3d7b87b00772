import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves an app (express or any request listener) on a free loopback port. */
export async function listen(app: RequestListener): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
