import { useEffect, useState } from 'react';
import { type OpenState, openState } from '../logic/hours';
import type { OpeningHours } from '../schemas/common';

/** The current time, refreshed when the minute turns (so open/closed flips without a reload). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: number;
    const schedule = () => {
      const current = new Date();
      timer = window.setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        60_000 - (current.getSeconds() * 1000 + current.getMilliseconds()) + 50,
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}

/** Open now / closes at / opens next for some hours, kept current. */
export const useOpenState = (hours: OpeningHours): OpenState => openState(hours, useNow());
