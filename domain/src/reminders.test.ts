import { reminderDueDay, reminderLabel, reminderSettingsOf } from './reminders';

const on = { reminders_enabled: true, reminder_days_before: 3 };

test('due the given days before the last valid day; never on the sending day, never after the last day; off gives none', () => {
  expect(reminderDueDay({ validUntil: '2026-11-13', sentDay: '2026-11-02', settings: on })).toBe('2026-11-10');
  expect(reminderDueDay({ validUntil: '2026-11-04', sentDay: '2026-11-02', settings: on })).toBe('2026-11-03');
  expect(reminderDueDay({ validUntil: '2026-11-03', sentDay: '2026-11-02', settings: on })).toBe('2026-11-03');
  expect(reminderDueDay({ validUntil: '2026-11-02', sentDay: '2026-11-02', settings: on })).toBeNull();
  expect(reminderDueDay({ validUntil: '2026-12-31', sentDay: '2026-11-02', settings: { reminders_enabled: true, reminder_days_before: 30 } })).toBe('2026-12-01');
  expect(reminderDueDay({ validUntil: '2026-11-13', sentDay: '2026-11-02', settings: { ...on, reminders_enabled: false } })).toBeNull();
});

test('a profile saved before reminders existed reads with them on, 3 days before', () => {
  expect(reminderSettingsOf({})).toEqual(on);
  expect(reminderSettingsOf({ reminders_enabled: false, reminder_days_before: 7 })).toEqual({ reminders_enabled: false, reminder_days_before: 7 });
});

test('the reminder line: sent for the current version, else planned from today on a plan that sends reminders', () => {
  const context = { remindersIncluded: true, today: '2026-11-28' };
  const quote = { status: 'sent', version: 1, reminder: null, reminder_due_on: '2026-12-01' };
  expect(reminderLabel(quote, context)).toBe('Relance automatique prévue le 01/12/2026');
  expect(reminderLabel({ ...quote, reminder_due_on: '2026-11-28' }, context)).toBe('Relance automatique prévue le 28/11/2026');
  expect(reminderLabel({ ...quote, reminder_due_on: '2026-11-27' }, context)).toBeNull();
  expect(reminderLabel(quote, { ...context, remindersIncluded: false })).toBeNull();
  expect(reminderLabel({ ...quote, status: 'accepted' }, context)).toBeNull();
  expect(reminderLabel({ ...quote, reminder: { version: 1, state: 'sent', sent_at: '2026-11-25T08:00:00Z' } }, context)).toBe('Relance envoyée le 25/11/2026');
});
