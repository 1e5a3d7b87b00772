/** Calendar dates are 'yyyy-MM-dd' strings interpreted in Europe/Paris. */
export const PARIS_TIME_ZONE = 'Europe/Paris';
export const DEFAULT_VALIDITY_DAYS = 14;

const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
/** The last hour asked for: Paris days begin on a whole UTC hour (UTC+1 or +2), so one UTC hour is one Paris day. */
let lastHour = { hour: Number.NaN, day: '' };

/**
 * The Paris calendar day of an instant, as 'yyyy-MM-dd'. Remembered per UTC hour: every list request asks for it,
 * and Intl's format was 2.5 % of the server's CPU per GET /api/quotes in a profile of bench/api.mjs.
 */
export function parisDay(instant: Date = new Date()): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  if (hour !== lastHour.hour) lastHour = { hour, day: isoDayFormat.format(instant) };
  return lastHour.day;
}

export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The days a quote, a validity or a wished date can name: a typo such as 1900 or 9999 is no date of a quote. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** A real calendar day between FIRST_DAY and LAST_DAY. */
export function isPlausibleDay(value: unknown): value is string {
  return isIsoDay(value) && value >= FIRST_DAY && value <= LAST_DAY;
}

/** Adds whole calendar days to a 'yyyy-MM-dd' day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Default validity: 14 days after the given instant, in Paris days. */
export function defaultValidUntil(now: Date = new Date()): string {
  return addDays(parisDay(now), DEFAULT_VALIDITY_DAYS);
}

/** A quote is valid through the whole of its valid_until day, Paris time. */
export function isPastValidUntil(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  return !!validUntil && isPastValidUntilOn(validUntil, parisDay(now));
}

/** The same, on a Paris day already known (`parisDay(now)`): a list computes it once, not once per quote. */
export function isPastValidUntilOn(validUntil: string | null | undefined, today: string): boolean {
  return !!validUntil && today > validUntil;
}

/** Days left before expiry (0 on the last valid day); negative once expired. */
export function remainingDays(validUntil: string, now: Date = new Date()): number {
  return daysBetween(parisDay(now), validUntil);
}

const frDate = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const frLongDate = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const frDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const frTime = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare day is noon UTC so that it prints as that same day in Paris.
  return isIsoDay(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/** 22/11/2026 */
export function formatDate(value: string | Date): string {
  return frDate.format(toDate(value));
}

/** 22 novembre 2026 */
export function formatLongDate(value: string | Date): string {
  return frLongDate.format(toDate(value));
}

/** 22/11/2026 14:05 */
export function formatDateTime(value: string | Date): string {
  return frDateTime.format(toDate(value));
}

/** 14:05 (Paris time) */
export function formatTime(value: string | Date): string {
  return frTime.format(toDate(value));
}

/** Recent-activity label: minutes, hours, days, then a French date. */
export function relativeActivityLabel(value: string | Date, now: Date = new Date()): string {
  const hours = (now.getTime() - toDate(value).getTime()) / 3_600_000;
  if (hours < 1) return 'Il y a quelques minutes';
  if (hours < 24) return `Il y a ${Math.floor(hours)} heure(s)`;
  if (hours < 168) return `Il y a ${Math.floor(hours / 24)} jour(s)`;
  return formatDate(value);
}
