import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, defaultBusinessCalendar, type BusinessCalendar } from './business-hours.js';

// Toronto: EST is UTC-5 in winter, EDT UTC-4 in summer. 2026-11-27 is a Friday.
const cal: BusinessCalendar = { ...defaultBusinessCalendar, holidays: ['2026-12-25'] };
const at = (iso: string) => new Date(iso);
const eightHours = 8 * 60;

describe('addBusinessMinutes', () => {
  it.each([
    ['paid at opening on a Tuesday: closes the same day at 17:00', '2026-11-24T14:00:00Z', '2026-11-24T22:00:00.000Z'],
    ['paid at 15:00 on a Friday: 2 hours Friday, 6 hours Monday, so Monday 15:00', '2026-11-27T20:00:00Z', '2026-11-30T20:00:00.000Z'],
    ['paid on a Saturday: the clock starts Monday 9:00', '2026-11-28T16:00:00Z', '2026-11-30T22:00:00.000Z'],
    ['paid at night: the clock starts at the next opening', '2026-11-25T03:00:00Z', '2026-11-25T22:00:00.000Z'],
    ['paid after closing on a Friday: Monday 17:00', '2026-11-27T23:30:00Z', '2026-11-30T22:00:00.000Z'],
    ['a holiday (Friday 25 December) is skipped', '2026-12-24T20:00:00Z', '2026-12-28T20:00:00.000Z'],
    ['summer time (UTC-4) counts local hours', '2026-07-07T13:00:00Z', '2026-07-07T21:00:00.000Z'],
    ['across the change to winter time (1 November 2026): Friday 15:00 EDT to Monday 15:00 EST', '2026-10-30T19:00:00Z', '2026-11-02T20:00:00.000Z'],
  ])('%s', (_title, paid, deadline) => {
    expect(addBusinessMinutes(at(paid), eightHours, cal).toISOString()).toBe(deadline);
  });

  it('zero minutes at an open time is the same instant; during a closed time it is the next opening', () => {
    expect(addBusinessMinutes(at('2026-11-24T15:00:00Z'), 0, cal).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(addBusinessMinutes(at('2026-11-28T15:00:00Z'), 0, cal).toISOString()).toBe('2026-11-30T14:00:00.000Z');
  });

  it('refuses negative minutes and a calendar that is never open', () => {
    expect(() => addBusinessMinutes(at('2026-11-24T15:00:00Z'), -1, cal)).toThrow(RangeError);
    expect(() => addBusinessMinutes(at('2026-11-24T15:00:00Z'), 60, { ...cal, workdays: [] })).toThrow(RangeError);
  });
});
