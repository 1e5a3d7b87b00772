import { sendMessageSchema } from '@devis/domain';
import { defineRoute } from './route';
import { conversationListSchema } from '../services/conversations/provider-conversations';
import { getClientConversation, listClientConversations } from '../services/conversations/client-conversations';
import { listMessages, messagePageSchema } from '../services/conversations/list-messages';
import { sendMessage } from '../services/conversations/send-message';
import { markRead } from '../services/conversations/mark-read';

/** The client's side of its conversations (mf-client): only the conversation's client account reads or writes it. */
export const clientConversationRoutes = [
  defineRoute({
    method: 'get',
    path: '/client/conversations',
    access: 'client',
    schema: conversationListSchema,
    handler: (ctx, input) => listClientConversations(ctx, ctx.caller, input),
  }),
  defineRoute({
    method: 'get',
    path: '/client/conversations/:id',
    access: 'client',
    handler: (ctx, _input, params) => getClientConversation(ctx, ctx.caller, params['id']!),
  }),
  defineRoute({
    method: 'get',
    path: '/client/conversations/:id/messages',
    access: 'client',
    schema: messagePageSchema,
    handler: (ctx, input, params) => listMessages(ctx, ctx.caller, 'client', params['id']!, input),
  }),
  defineRoute({
    method: 'post',
    path: '/client/conversations/:id/messages',
    access: 'client',
    schema: sendMessageSchema,
    status: 201,
    handler: (ctx, input, params) => sendMessage(ctx, ctx.caller, 'client', params['id']!, input),
  }),
  defineRoute({
    method: 'post',
    path: '/client/conversations/:id/read',
    access: 'client',
    handler: (ctx, _input, params) => markRead(ctx, ctx.caller, 'client', params['id']!),
  }),
];
