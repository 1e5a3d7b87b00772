import { liveQuerySchema } from '@devis/domain';
import { defineRoute } from './route';
import { waitForChange } from '../services/live/wait-for-change';

/**
 * Live updates by long-polling (ARCHITECTURE.md "Live updates": Hosting buffers streamed answers, so no
 * server-sent events through /api). Provider or client; the channel decides what may be watched.
 */
export const liveRoutes = [
  defineRoute({
    method: 'get',
    path: '/live',
    access: 'any',
    schema: liveQuerySchema,
    handler: (ctx, input) => {
      // The browser left (tab closed, navigation): detach the listeners at once.
      const gone = new AbortController();
      const res = ctx.req.res;
      res?.once('close', () => gone.abort());
      return waitForChange(ctx, ctx.caller, input, gone.signal);
    },
  }),
];
