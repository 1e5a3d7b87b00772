import { defaultValidUntil, isPastValidUntil, parisDay, formatTime, relativeActivityLabel, remainingDays } from './dates';

describe('Europe/Paris dates', () => {
  it('takes the Paris calendar day, not the UTC one', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Paris (UTC+1 in winter).
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('gives the day Intl gives, minute by minute, around midnight and both daylight-saving changes', () => {
    const reference = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (const start of ['2026-03-28T20:00:00Z', '2026-10-24T20:00:00Z', '2026-07-14T21:00:00Z']) {
      for (let minute = 0; minute < 36 * 60; minute += 1) {
        const instant = new Date(Date.parse(start) + minute * 60_000 + 59_999);
        expect([instant.toISOString(), parisDay(instant)]).toEqual([instant.toISOString(), reference.format(instant)]);
      }
    }
    // Back and forth between two days, as requests of two instants would ask.
    expect(parisDay(new Date('2026-06-30T21:59:59.999Z'))).toBe('2026-06-30');
    expect(parisDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(parisDay(new Date('2026-06-30T21:00:00Z'))).toBe('2026-06-30');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => parisDay(new Date('not a date'))).toThrow(RangeError);
  });

  it('defaults validity to 14 days after sending', () => {
    expect(defaultValidUntil(new Date('2026-11-22T10:00:00Z'))).toBe('2026-12-06');
  });

  it('a quote is still valid until the end of its valid_until day in Paris', () => {
    expect(isPastValidUntil('2026-06-30', new Date('2026-06-30T21:59:00Z'))).toBe(false); // 23:59 in Paris (UTC+2)
    expect(isPastValidUntil('2026-06-30', new Date('2026-06-30T22:00:00Z'))).toBe(true); // 00:00 next day in Paris
    expect(remainingDays('2026-07-02', new Date('2026-06-30T12:00:00Z'))).toBe(2);
  });

  it('labels recent activity as the spec says', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(relativeActivityLabel(new Date('2026-11-22T11:30:00Z'), now)).toBe('Il y a quelques minutes');
    expect(relativeActivityLabel(new Date('2026-11-22T07:00:00Z'), now)).toBe('Il y a 5 heure(s)');
    expect(relativeActivityLabel(new Date('2026-11-19T12:00:00Z'), now)).toBe('Il y a 3 jour(s)');
    expect(relativeActivityLabel(new Date('2026-11-01T12:00:00Z'), now)).toBe('01/11/2026');
  });

  it('prints a message time in Paris time, summer and winter', () => {
    expect(formatTime('2026-11-23T14:05:00Z')).toBe('15:05');
    expect(formatTime('2026-07-01T22:30:00Z')).toBe('00:30');
  });
});
