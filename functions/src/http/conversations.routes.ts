import { sendMessageSchema } from '@devis/domain';
import { defineRoute } from './route';
import { getProviderConversation, listProviderConversations, conversationListSchema } from '../services/conversations/provider-conversations';
import { listMessages, messagePageSchema } from '../services/conversations/list-messages';
import { sendMessage } from '../services/conversations/send-message';
import { markRead } from '../services/conversations/mark-read';
import { addConversationClient } from '../services/conversations/add-client';

/** The provider's conversations (/app/messages): only the conversation's provider reads or writes it. */
export const conversationRoutes = [
  defineRoute({
    method: 'get',
    path: '/conversations',
    access: 'provider',
    schema: conversationListSchema,
    handler: (ctx, input) => listProviderConversations(ctx, ctx.caller, input),
  }),
  defineRoute({
    method: 'get',
    path: '/conversations/:id',
    access: 'provider',
    handler: (ctx, _input, params) => getProviderConversation(ctx, ctx.caller, params['id']!),
  }),
  defineRoute({
    method: 'get',
    path: '/conversations/:id/messages',
    access: 'provider',
    schema: messagePageSchema,
    handler: (ctx, input, params) => listMessages(ctx, ctx.caller, 'provider', params['id']!, input),
  }),
  defineRoute({
    method: 'post',
    path: '/conversations/:id/messages',
    access: 'provider',
    schema: sendMessageSchema,
    status: 201,
    handler: (ctx, input, params) => sendMessage(ctx, ctx.caller, 'provider', params['id']!, input),
  }),
  defineRoute({
    method: 'post',
    path: '/conversations/:id/read',
    access: 'provider',
    handler: (ctx, _input, params) => markRead(ctx, ctx.caller, 'provider', params['id']!),
  }),
  defineRoute({
    method: 'post',
    path: '/conversations/:id/add-client',
    access: 'provider',
    handler: (ctx, _input, params) => addConversationClient(ctx, ctx.caller, params['id']!),
  }),
];
