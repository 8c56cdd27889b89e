export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
  isOver: boolean;
}

/** Time left until an instant (epoch milliseconds), in whole hours, minutes and seconds; never negative. */
export function countdownTo(endsAtMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((endsAtMs - nowMs) / 1000));
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60, isOver: left === 0 };
}

/** 'HH:MM:SS', hours not capped at 24. */
export function formatCountdown({ hours, minutes, seconds }: Countdown): string {
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
