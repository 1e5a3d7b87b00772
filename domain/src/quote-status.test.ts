import { canTransition, effectiveStatus, effectiveStatusOn, QUOTE_STATUSES, quoteActions } from './quote-status';

describe('effective status', () => {
  it('a sent quote reads as expired once its valid_until day is over in Paris, whether today is given or computed', () => {
    const sent = { status: 'sent', valid_until: '2026-06-30' };
    expect(effectiveStatus(sent, new Date('2026-06-30T21:59:00Z'))).toBe('sent'); // 23:59 in Paris
    expect(effectiveStatus(sent, new Date('2026-06-30T22:00:00Z'))).toBe('expired'); // midnight in Paris
    expect(effectiveStatusOn(sent, '2026-06-30')).toBe('sent');
    expect(effectiveStatusOn(sent, '2026-07-01')).toBe('expired');
    expect(effectiveStatusOn({ status: 'sent', valid_until: null }, '2099-01-01')).toBe('sent');
    expect(effectiveStatusOn({ status: 'accepted', valid_until: '2026-06-30' }, '2026-07-01')).toBe('accepted');
    expect(effectiveStatusOn({ status: 'bogus' }, '2026-07-01')).toBe('draft');
  });
});

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
