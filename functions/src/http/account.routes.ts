import * as yup from 'yup';
import { defineRoute } from './route';
import { sendArchive } from './send-archive';
import { createExportLink } from '../services/export/export-link';
import { openAccountExport } from '../services/export/export-account';

const exportTokenSchema = yup.object({ t: yup.string().max(200, 'Lien invalide').optional() });

export const accountRoutes = [
  defineRoute({
    method: 'post',
    path: '/account/export',
    access: 'any',
    status: 201,
    handler: (ctx) => createExportLink(ctx, ctx.caller),
  }),
  defineRoute({
    method: 'get',
    path: '/account/export/:id',
    // The link is the capability (made by a signed-in user, once, 10 minutes): a browser download carries no token header.
    access: 'public',
    schema: exportTokenSchema,
    handler: async (ctx, input, params) => {
      const { fileName, write } = await openAccountExport(ctx, params['id']!, input.t);
      return sendArchive(ctx, fileName, write);
    },
  }),
];
