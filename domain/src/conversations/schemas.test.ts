import { publicChatMessageSchema, sendMessageSchema } from './schemas';
import { MESSAGE_MAX_LENGTH, conversationMessages } from './texts';

const errorOf = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(() => null, (e: Error) => e.message);

describe('message schemas', () => {
  it('trims a message and refuses a blank one with "Message vide", one that is no text with "Texte attendu"', async () => {
    expect(await sendMessageSchema.validate({ content: '  Bonjour \n' })).toEqual({ content: 'Bonjour', message_key: null });
    expect(await errorOf(sendMessageSchema, { content: '   ' })).toBe('Message vide');
    expect(await errorOf(sendMessageSchema, {})).toBe('Message vide');
    expect(await errorOf(sendMessageSchema, { content: ['x'] })).toBe('Texte attendu');
  });

  it('takes a message key the browser made, and refuses any other with a French message', async () => {
    const key = '3f2b8c1e-7d4a-4b6e-9f10-2a3b4c5d6e7f';
    expect((await sendMessageSchema.validate({ content: 'x', message_key: key })).message_key).toBe(key);
    expect((await sendMessageSchema.validate({ content: 'x', message_key: '' })).message_key).toBeNull();
    for (const bad of ['court', 'a'.repeat(65), 'clé avec espaces', '../../x', 42, ['k-12345678']]) {
      expect(await errorOf(sendMessageSchema, { content: 'x', message_key: bad })).toBe(conversationMessages.invalidKey);
      expect(await errorOf(publicChatMessageSchema, { t: 'tok', body: 'x', message_key: bad })).toBe(conversationMessages.invalidKey);
    }
  });

  it('bounds the length with a French message', async () => {
    expect(await errorOf(sendMessageSchema, { content: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toBe(conversationMessages.tooLong);
    expect(await errorOf(sendMessageSchema, { content: 'a'.repeat(MESSAGE_MAX_LENGTH) })).toBeNull();
  });

  it('trims and lower-cases the public chat email; blank is none', async () => {
    expect(await publicChatMessageSchema.validate({ t: 'tok', email: '  Ana@Example.FR ', body: 'Salut' })).toEqual({
      t: 'tok',
      email: 'ana@example.fr',
      body: 'Salut',
      message_key: null,
    });
    expect((await publicChatMessageSchema.validate({ t: 'tok', email: '  ', body: 'x' })).email).toBeNull();
    expect(await errorOf(publicChatMessageSchema, { t: 'tok', email: 'pas-un-email', body: 'x' })).toBe('Veuillez saisir une adresse email valide');
    expect(await errorOf(publicChatMessageSchema, { t: 'tok', body: ' ' })).toBe('Message vide');
  });
});
