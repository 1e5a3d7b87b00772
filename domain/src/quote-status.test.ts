import { canTransition, QUOTE_STATUSES, quoteActions } from './quote-status';

test('accepted, rejected and expired quotes are final: nothing leaves them', () => {
  for (const from of ['accepted', 'rejected', 'expired'] as const) {
    for (const to of QUOTE_STATUSES) expect(canTransition(from, to)).toBe(false);
  }
});

test('a draft can only be sent; a sent quote can be sent again, decided or expire', () => {
  expect(QUOTE_STATUSES.filter((to) => canTransition('draft', to))).toEqual(['sent']);
  expect(QUOTE_STATUSES.filter((to) => canTransition('sent', to))).toEqual(['sent', 'accepted', 'rejected', 'expired']);
});

test("the screens offer 'Envoyer' exactly where the table allows sending", () => {
  for (const status of QUOTE_STATUSES) expect(quoteActions.canSend(status)).toBe(canTransition(status, 'sent'));
});

test('a status the table does not know changes to nothing', () => {
  expect(canTransition('archived' as never, 'sent')).toBe(false);
});
