import { isPlausibleDay } from '../dates';
import { messages } from './messages';
import { optionalTextField } from './text';

/** A calendar day 'yyyy-MM-dd' between 2000 and 2099, or null when empty; whether it is past is the server's to say. */
export const optionalDay = () => optionalTextField(40).test('day', messages.dateInvalid, (v) => v == null || isPlausibleDay(v));
