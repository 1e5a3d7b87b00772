import { publicChatMessageSchema, sendMessageSchema } from './schemas';
import { MESSAGE_MAX_LENGTH, conversationMessages } from './texts';

const errorOf = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(() => null, (e: Error) => e.message);

describe('message schemas', () => {
  it('trims a message and refuses a blank one with "Message vide"', async () => {
    expect(await sendMessageSchema.validate({ content: '  Bonjour \n' })).toEqual({ content: 'Bonjour' });
    expect(await errorOf(sendMessageSchema, { content: '   ' })).toBe('Message vide');
    expect(await errorOf(sendMessageSchema, {})).toBe('Message vide');
    expect(await errorOf(sendMessageSchema, { content: ['x'] })).toBe('Message vide');
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
    });
    expect((await publicChatMessageSchema.validate({ t: 'tok', email: '  ', body: 'x' })).email).toBeNull();
    expect(await errorOf(publicChatMessageSchema, { t: 'tok', email: 'pas-un-email', body: 'x' })).toBe('Veuillez saisir une adresse email valide');
    expect(await errorOf(publicChatMessageSchema, { t: 'tok', body: ' ' })).toBe('Message vide');
  });
});
