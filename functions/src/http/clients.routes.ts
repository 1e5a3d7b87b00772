import * as yup from 'yup';
import { clientSchema, text } from '@devis/domain';
import { defineRoute } from './route';
import { listClients } from '../services/clients/list-clients';
import { createClient, updateClient } from '../services/clients/save-client';
import { deleteClient } from '../services/clients/delete-client';

const searchSchema = yup.object({
  search: text('Recherche invalide').max(200, 'Recherche trop longue').default(''),
});

export const clientRoutes = [
  defineRoute({
    method: 'get',
    path: '/clients',
    access: 'provider',
    schema: searchSchema,
    handler: (ctx, input) => listClients(ctx, ctx.caller.uid, input.search),
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
