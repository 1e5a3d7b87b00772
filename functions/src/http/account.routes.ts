import * as yup from 'yup';
import { deleteAccountSchema } from '@devis/domain';
import { defineRoute } from './route';
import { sendArchive } from './send-archive';
import { createExportLink } from '../services/export/export-link';
import { openAccountExport } from '../services/export/export-account';
import { deleteAccount } from '../services/account/delete-account';
import { tokenCache } from './auth';

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
  defineRoute({
    method: 'post',
    path: '/account/delete',
    access: 'any',
    schema: deleteAccountSchema,
    status: 204,
    handler: async (ctx, input) => {
      await deleteAccount(ctx, ctx.caller, input);
      tokenCache.forget(ctx.caller.uid);
    },
  }),
];
