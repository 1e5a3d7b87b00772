import { addDays, formatDate } from './dates';

/** Automatic reminders (relances): on by default, 3 days before the quote expires. */
export const DEFAULT_REMINDERS_ENABLED = true;
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 30;

export interface ReminderSettings {
  reminders_enabled: boolean;
  reminder_days_before: number;
}

export const reminderMessages = {
  daysRange: `Le nombre de jours doit être compris entre ${REMINDER_DAYS_MIN} et ${REMINDER_DAYS_MAX}`,
  daysInteger: 'Le nombre de jours doit être un nombre entier',
  saved: 'Relances enregistrées',
  saveFailed: "Impossible d'enregistrer les relances",
  sentOn: (at: string) => `Relance envoyée le ${formatDate(at)}`,
  plannedOn: (day: string) => `Relance automatique prévue le ${formatDate(day)}`,
} as const;

/** A profile saved before reminders existed reads with the defaults. */
export function reminderSettingsOf(profile: Partial<ReminderSettings> | null | undefined): ReminderSettings {
  return {
    reminders_enabled: typeof profile?.reminders_enabled === 'boolean' ? profile.reminders_enabled : DEFAULT_REMINDERS_ENABLED,
    reminder_days_before: typeof profile?.reminder_days_before === 'number' ? profile.reminder_days_before : DEFAULT_REMINDER_DAYS_BEFORE,
  };
}

/**
 * The Paris day a sent version's reminder is due, or null when none goes out: `daysBefore` days before
 * the last valid day, never on the day it was sent (the client just got it), never after the last valid
 * day. A quote valid 2 days with a 3-day setting is reminded the day after sending.
 */
export function reminderDueDay(input: { validUntil: string; sentDay: string; settings: ReminderSettings }): string | null {
  if (!input.settings.reminders_enabled) return null;
  const wanted = addDays(input.validUntil, -input.settings.reminder_days_before);
  const due = wanted > input.sentDay ? wanted : addDays(input.sentDay, 1);
  return due <= input.validUntil ? due : null;
}

/** 'Relance envoyée le …' for the quote's current version, or null when none went out for it. */
export function reminderSentLabel(quote: { version: number; reminder?: { version: number; state: string; sent_at: string | null } | null }): string | null {
  const r = quote.reminder;
  return r && r.state === 'sent' && r.sent_at && r.version === quote.version ? reminderMessages.sentOn(r.sent_at) : null;
}

/** What the planned reminder line depends on: the provider's plan, and the Paris day. */
export interface ReminderContext {
  remindersIncluded: boolean;
  today: string;
}

/**
 * The reminder line of a quote: the one sent for its current version, else the one planned for a sent quote
 * (from `today`, a Paris day) when the provider's plan sends reminders.
 */
export function reminderLabel(
  quote: Parameters<typeof reminderSentLabel>[0] & { status: string; reminder_due_on?: string | null },
  context: ReminderContext,
): string | null {
  const sent = reminderSentLabel(quote);
  if (sent) return sent;
  const due = quote.reminder_due_on;
  return context.remindersIncluded && quote.status === 'sent' && due && due >= context.today ? reminderMessages.plannedOn(due) : null;
}
