import { serviceSchema } from '@devis/domain';
import { defineRoute } from './route';
import { listInputSchema } from '../services/lists/list-input';
import { listServices } from '../services/catalogue/list-services';
import { createService, updateService } from '../services/catalogue/save-service';
import { deleteService } from '../services/catalogue/delete-service';

export const serviceRoutes = [
  defineRoute({
    method: 'get',
    path: '/services',
    access: 'provider',
    schema: listInputSchema,
    handler: (ctx, input) => listServices(ctx, ctx.caller.uid, input),
  }),
  defineRoute({
    method: 'post',
    path: '/services',
    access: 'provider',
    schema: serviceSchema,
    status: 201,
    handler: (ctx, input) => createService(ctx, ctx.caller.uid, input),
  }),
  defineRoute({
    method: 'put',
    path: '/services/:id',
    access: 'provider',
    schema: serviceSchema,
    handler: (ctx, input, params) => updateService(ctx, ctx.caller.uid, params['id']!, input),
  }),
  defineRoute({
    method: 'delete',
    path: '/services/:id',
    access: 'provider',
    handler: (ctx, _input, params) => deleteService(ctx, ctx.caller.uid, params['id']!),
  }),
];
