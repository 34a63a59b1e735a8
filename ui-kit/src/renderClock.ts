import { useContext, useEffect, useState } from 'react';
import { RenderTimeContext } from 'shared-content';
import type { PharmacyLocation } from 'shared-content/schemas';

/** When the page was rendered (server), else when it mounted: stable for the page's life. */
export function useRenderDate(): Date {
  const renderedAt = useContext(RenderTimeContext);
  const [date] = useState(() => new Date(renderedAt ?? Date.now()));
  return date;
}

/** The current time, refreshed when the minute turns (so open/closed flips without a reload). */
export function useNow(): Date {
  const renderedAt = useContext(RenderTimeContext);
  const [now, setNow] = useState(() => new Date(renderedAt ?? Date.now()));
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
    if (renderedAt !== undefined) setNow(new Date());
    schedule();
    return () => window.clearTimeout(timer);
  }, [renderedAt]);
  return now;
}

/** Where a location's open-now and changed hours come from: its id and weekly hours. */
export type LocationHours = Pick<PharmacyLocation, 'id' | 'hours'>;
