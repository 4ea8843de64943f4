// Loads one thing for a screen (a list, a settings object, an invoice) with loading and failed
// states and a retry. The last answer stays shown while a newer request runs; an answer that
// arrives after the screen moved on (key changed, unmounted) is dropped.
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export interface Loaded<T> {
  /** The last answer (null until the first one arrives). */
  data: T | null;
  loading: boolean;
  /** The last request failed; the client has already told the user why (toast or redirect). */
  failed: boolean;
  /** What the failed request threw (null otherwise), for screens that tell a 404 from an outage. */
  error: unknown;
  reload(): void;
  /** Replaces what is shown (after a save) without asking the server again. */
  setData: Dispatch<SetStateAction<T | null>>;
}

/**
 * `load` may be a new function on every render; `key` (compared with Object.is: a primitive or a
 * state object, never an inline array) says when the request really changes.
 */
export function useLoad<T>(load: () => Promise<T>, key: unknown = null): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<{ value: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    load()
      .then((answer) => {
        if (current) setData(answer);
      })
      .catch((thrown: unknown) => {
        if (current) setError({ value: thrown });
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
    // `load` is recreated on each render; `key` and `attempt` say when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, failed: error !== null, error: error?.value ?? null, reload, setData };
}
