import type { Store } from '../store/port';
import type { Caller } from '../services/context';
import { newProviderProfile } from '../services/identity/new-provider-profile';
import { getOrCreateConversation } from '../services/conversations/get-or-create-conversation';
import { listProviderConversations, getProviderConversation } from '../services/conversations/provider-conversations';
import { listClientConversations } from '../services/conversations/client-conversations';
import { listMessages } from '../services/conversations/list-messages';
import { sendMessage } from '../services/conversations/send-message';
import { addConversationClient } from '../services/conversations/add-client';
import { StreamedArchive } from '../services/export/archive';
import { writeConversations } from '../services/export/conversation-archive';

/**
 * Runs every query of the conversations once or more (lists first and next pages, a thread's older page,
 * the request cards, the client-row check, the account export's threads), on a store the caller listens
 * to: the Firestore index test collects the indexes they need.
 */
export async function runConversationQueries(store: Store, now: Date): Promise<void> {
  const deps = { store, now: () => now, mailer: { send: async () => undefined }, publicOrigin: 'http://localhost' };
  const provider: Caller = { uid: 'cp1', role: 'provider', email: 'cp1@test.devis.local', emailVerified: true };
  const client: Caller = { uid: 'cc1', role: 'client', email: 'cc1@test.devis.local', emailVerified: false };
  await store.set('profiles', 'cp1', { ...newProviderProfile({ uid: 'cp1', email: provider.email!, company_name: 'Studio Conv', now }) });
  await store.set('profiles', 'cp2', { ...newProviderProfile({ uid: 'cp2', email: 'cp2@test.devis.local', company_name: 'Atelier Conv', now }) });
  await store.set('client_accounts', 'cc1', { email: client.email, name: 'Claire', company_name: null, phone: null, avatar_url: null });
  const { conversation } = await getOrCreateConversation(deps, client, { provider_user_id: 'cp1', subject: null });
  await getOrCreateConversation(deps, client, { provider_user_id: 'cp2', subject: null });
  for (let i = 0; i < 52; i++) await sendMessage(deps, i % 2 ? provider : client, i % 2 ? 'provider' : 'client', conversation.id, { content: `Message ${i}`, message_key: null });
  const latest = await listMessages(deps, provider, 'provider', conversation.id, { before: '' });
  await listMessages(deps, client, 'client', conversation.id, { before: latest.olderCursor ?? '' });
  await addConversationClient(deps, provider, conversation.id);
  const first = await listProviderConversations(deps, provider, { limit: 1, cursor: '' });
  if (first.nextCursor) await listProviderConversations(deps, provider, { limit: 1, cursor: first.nextCursor });
  const mine = await listClientConversations(deps, client, { limit: 1, cursor: '' });
  if (mine.nextCursor) await listClientConversations(deps, client, { limit: 1, cursor: mine.nextCursor });
  await getProviderConversation(deps, provider, conversation.id);
  // The account export's conversations and threads, both sides.
  for (const [side, uid] of [['provider', 'cp1'], ['client', 'cc1']] as const) {
    const archive = new StreamedArchive(now);
    archive.output.resume();
    await writeConversations(store, side, uid, archive);
    archive.end();
  }
}
