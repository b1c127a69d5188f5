import { useEffect, useState } from 'react';
import { useNow } from '../../../../app/render-env';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole milliseconds left; 0 once the deadline has passed (never negative). */
  total: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Registration closes at the end of its close date: 23:59:59 UTC of `YYYY-MM-DD`. */
export function registrationDeadline(closeDate: string): number {
  return Date.parse(`${closeDate.slice(0, 10)}T23:59:59Z`);
}

export function timeLeft(deadline: number, now: number): TimeLeft {
  const total = Math.max(0, Math.ceil((deadline - now) / SECOND) * SECOND);
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
    total,
  };
}

/**
 * Time left until `deadline` (epoch ms), updated every second and stopping at zero. Ticks are
 * aligned to the deadline's whole seconds, so the display changes exactly when a second ends.
 */
export function useCountdown(deadline: number): TimeLeft {
  const [now, setNow] = useState(useNow());
  const left = timeLeft(deadline, now);
  const done = left.total === 0;
  useEffect(() => {
    if (done) return;
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const remaining = deadline - current;
      if (remaining > 0) timer = window.setTimeout(tick, remaining % SECOND || SECOND);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadline, done]);
  return left;
}
