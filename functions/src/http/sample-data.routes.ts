import { defineRoute } from './route';
import { addSampleData } from '../services/sample-data/add-sample-data';

export const sampleDataRoutes = [
  defineRoute({
    method: 'post',
    path: '/sample-data',
    access: 'provider',
    status: 201,
    handler: (ctx) => addSampleData(ctx, ctx.caller.uid),
  }),
];
