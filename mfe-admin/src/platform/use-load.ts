// Loads one thing for a page (a list, a settings object) with loading / failed states and a retry;
// an answer that arrives after the page moved on is dropped.
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  reload(): void;
  /** Replaces what is shown (after a save) without asking the server again. */
  setData: Dispatch<SetStateAction<T | null>>;
}

export function useLoad<T>(load: () => Promise<T>, key: unknown = null): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setFailed(false);
    load()
      .then((answer) => {
        if (current) setData(answer);
      })
      .catch(() => {
        // The client has already reported the error (toast or redirect); the page offers a retry.
        if (current) setFailed(true);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
    // `load` is recreated on each render; `key` says when the request really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, failed, reload, setData };
}
