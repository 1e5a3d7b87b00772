import express from 'express';
import { listOutbox, readOutboxAttachment } from '../mail/outbox-reader';
import { outboxPage } from './outbox-page';
import { isDeployed } from '../runtime-env';

const PUBLIC_BASE = '/fn/outbox';

/**
 * The `outbox` function: GET / (HTML), /messages.json (for tests), /attachments/:id/:filename.
 * Hosting keeps the /fn/outbox prefix, a direct call does not; both work. With another mailer: 404.
 * Never in a deployed environment, whatever MAILER says: the page lists every capability link sent.
 */
export function createOutboxApp(options: { enabled: boolean; dir: string; env?: NodeJS.ProcessEnv }): express.Express {
  const enabled = options.enabled && !isDeployed(options.env ?? process.env);
  const app = express();
  app.disable('x-powered-by');
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('cache-control', 'private, no-store');
    if (!enabled) {
      res.status(404).json({ error: { code: 'NOT_FOUND', message: "La boîte d'envoi locale n'est pas active" } });
      return;
    }
    next();
  });
  router.get('/messages.json', async (_req, res, next) => {
    try {
      res.json(await listOutbox(options.dir));
    } catch (e) {
      next(e);
    }
  });
  router.get('/attachments/:id/:filename', async (req, res, next) => {
    try {
      const bytes = await readOutboxAttachment(options.dir, req.params['id']!, req.params['filename']!);
      if (!bytes) {
        res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Pièce jointe introuvable' } });
        return;
      }
      const mails = await listOutbox(options.dir);
      const meta = mails.find((m) => m.id === req.params['id'])?.attachments.find((a) => a.filename === req.params['filename']);
      res.type(meta?.contentType ?? 'application/octet-stream');
      res.attachment(req.params['filename']!);
      res.send(bytes);
    } catch (e) {
      next(e);
    }
  });
  router.get('/', async (_req, res, next) => {
    try {
      res.type('html').send(outboxPage(PUBLIC_BASE, await listOutbox(options.dir)));
    } catch (e) {
      next(e);
    }
  });
  router.use((_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Route introuvable' } });
  });
  app.use(PUBLIC_BASE, router);
  app.use(router);
  return app;
}
