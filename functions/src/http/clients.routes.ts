import { clientSchema } from '@devis/domain';
import { defineRoute } from './route';
import { listInputSchema } from '../services/lists/list-input';
import { listClients } from '../services/clients/list-clients';
import { createClient, updateClient } from '../services/clients/save-client';
import { deleteClient } from '../services/clients/delete-client';

export const clientRoutes = [
  defineRoute({
    method: 'get',
    path: '/clients',
    access: 'provider',
    schema: listInputSchema,
    handler: (ctx, input) => listClients(ctx, ctx.caller.uid, input),
  }),
  defineRoute({
    method: 'post',
    path: '/clients',
    access: 'provider',
    schema: clientSchema,
    status: 201,
    handler: (ctx, input) => createClient(ctx, ctx.caller.uid, input),
  }),
  defineRoute({
    method: 'put',
    path: '/clients/:id',
    access: 'provider',
    schema: clientSchema,
    handler: (ctx, input, params) => updateClient(ctx, ctx.caller.uid, params['id']!, input),
  }),
  defineRoute({
    method: 'delete',
    path: '/clients/:id',
    access: 'provider',
    handler: (ctx, _input, params) => deleteClient(ctx, ctx.caller.uid, params['id']!),
  }),
];
