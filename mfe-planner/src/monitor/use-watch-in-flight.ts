// While a post on screen is going out (or its time is near), ask again every few seconds so the user
// watches Scheduled turn into Publishing and Published; stop when nothing is in flight or the page is
// hidden (no polling in a background tab). A page left open wakes up shortly before the next post's time.
import { useEffect, useReducer, useRef } from 'react';
import type { MonitorRow } from './monitor-api';
import { anyInFlight, msUntilNextDue } from './monitor-state';

export const WATCH_INTERVAL_MS = 5000;
/** setTimeout's limit; a post further ahead is picked up by a later render. */
const MAX_TIMER_MS = 2_147_000_000;

/** Watches the rows: polls while any is in flight or due, and re-renders when the next one comes due. */
export function useWatchPublishing(rows: readonly MonitorRow[], refresh: () => void, intervalMs = WATCH_INTERVAL_MS): void {
  const [tick, wake] = useReducer((n: number) => n + 1, 0);
  const now = Date.now();
  const watching = anyInFlight(rows, now);
  const nextDue = watching ? null : msUntilNextDue(rows, now);
  useEffect(() => {
    if (nextDue === null) return undefined;
    const timer = setTimeout(wake, Math.min(nextDue, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [nextDue, tick]);
  useWatchInFlight(watching, refresh, intervalMs);
}

export function useWatchInFlight(inFlight: boolean, refresh: () => void, intervalMs = WATCH_INTERVAL_MS): void {
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    if (!inFlight) return undefined;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null) timer = setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
      else {
        // Back on the page: show what happened meanwhile, then keep watching.
        latest.current();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [inFlight, intervalMs]);
}
