import { describe, expect, it } from 'vitest';
import { countdownTo, formatCountdown } from './countdown';

describe('countdownTo', () => {
  it('splits the time left into hours, minutes and seconds', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const left = countdownTo(now + (23 * 3600 + 4 * 60 + 5) * 1000 + 999, now);
    expect(left).toEqual({ hours: 23, minutes: 4, seconds: 5, isOver: false });
    expect(formatCountdown(left)).toBe('23:04:05');
  });

  it('is over, at zero, once the end has passed', () => {
    expect(countdownTo(1000, 5000)).toEqual({ hours: 0, minutes: 0, seconds: 0, isOver: true });
  });
});
