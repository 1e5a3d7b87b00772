import { createRequire } from 'node:module';
import { FirestoreServer, type FirestoreState } from '@firestore-emulator/server';

/** Test support: @firestore-emulator/server running in this process. */
export interface NpmFirestoreEmulator {
  host: string;
  /** The server's documents, for tests that show what it cannot do over the wire. */
  state: FirestoreState;
  stop(): void;
}

interface GrpcServer {
  bindAsync(address: string, credentials: unknown, callback: (error: Error | null, port: number) => void): void;
}

/**
 * Starts the npm Firestore emulator on a free port. FirestoreServer.start() does not report
 * the port it bound, so this binds its gRPC server directly, with the gRPC library that
 * package uses (it keeps its own copy).
 */
export async function startNpmFirestoreEmulator(): Promise<NpmFirestoreEmulator> {
  const emulator = new FirestoreServer();
  const grpcServer = (emulator as unknown as { server?: GrpcServer }).server;
  if (!grpcServer) throw new Error('@firestore-emulator/server changed: no gRPC server to bind');
  const requireFromEmulator = createRequire(require.resolve('@firestore-emulator/server'));
  const { ServerCredentials } = requireFromEmulator('@grpc/grpc-js') as {
    ServerCredentials: { createInsecure(): unknown };
  };
  const port = await new Promise<number>((resolve, reject) =>
    grpcServer.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  return { host: `127.0.0.1:${port}`, state: emulator.state, stop: () => emulator.stop() };
}
