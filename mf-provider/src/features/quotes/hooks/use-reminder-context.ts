import { parisDay, type ReminderContext } from '@devis/domain';
import { useQuery } from '@devis/platform/query';
import { planStatusQuery } from '../../../api/billing';

/**
 * Whether a sent quote's planned reminder will go out (the plan sends reminders), for 'Relance automatique
 * prévue le …'. Asked once the list is on screen (`enabled`), so it never delays the first card.
 */
export function useReminderContext(enabled: boolean): ReminderContext {
  const { data } = useQuery({ ...planStatusQuery(), enabled });
  return { remindersIncluded: data?.reminders_included ?? false, today: parisDay(new Date()) };
}
