import * as yup from './yup';
import { REMINDER_DAYS_MAX, REMINDER_DAYS_MIN, reminderMessages } from '../reminders';
import { messages } from './messages';

/** PUT /api/profile/reminders */
export const reminderSettingsSchema = yup.object({
  reminders_enabled: yup.boolean().typeError(messages.invalidValue).required(messages.required),
  reminder_days_before: yup
    .number()
    .typeError(reminderMessages.daysInteger)
    .integer(reminderMessages.daysInteger)
    .min(REMINDER_DAYS_MIN, reminderMessages.daysRange)
    .max(REMINDER_DAYS_MAX, reminderMessages.daysRange)
    .required(messages.required),
});
export type ReminderSettingsInput = yup.InferType<typeof reminderSettingsSchema>;
