import { reminderDueDay, reminderSettingsOf } from './reminders';

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
