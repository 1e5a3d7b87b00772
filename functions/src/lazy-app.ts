import type { Request } from 'firebase-functions/v2/https';
import type { Express } from 'express';

/** An HTTP function's handler whose app is made on the first request (not at deploy analysis). */
export function lazy(make: () => Express): (req: Request, res: unknown) => void {
  let app: Express | null = null;
  return (req, res) => {
    app ??= make();
    // firebase-functions types these with its own copy of @types/express: same objects at run time.
    app(req as unknown as Parameters<Express>[0], res as Parameters<Express>[1]);
  };
}
