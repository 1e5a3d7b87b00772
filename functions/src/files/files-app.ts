import express from 'express';
import type { Files } from './port';

/** The `files` function: GET /fn/files/<path> serves what the local Files adapter stored. */
export function createFilesApp(files: () => Files): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get(/.*/, async (req, res, next) => {
    try {
      const filePath = decodeURIComponent(req.path).replace(/^\/(fn\/files\/)?/, '');
      const file = await files().get(filePath);
      if (!file) {
        res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Fichier introuvable' } });
        return;
      }
      // Stored names carry a timestamp, so a name never changes content.
      res.set('cache-control', 'public, max-age=31536000, immutable');
      res.set('x-content-type-options', 'nosniff');
      // Uploads are user content on our origin: never let one run as a page (an SVG with a script).
      res.set('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.type(file.contentType).send(file.bytes);
    } catch (e) {
      next(e);
    }
  });
  return app;
}
