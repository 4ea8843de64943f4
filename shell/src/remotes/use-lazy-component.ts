// Loads a remote page or widget on demand. Unlike React.lazy, a failure is not remembered:
// `retry` calls the loader again, so a recovered remote renders without a page reload.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { PageLoader } from '@cadence/shared-lib';

export type LazyState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

export function useLazyComponent(load: PageLoader): { state: LazyState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LazyState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load().then(
      (mod) => {
        if (active) setState({ status: 'ready', Component: mod.default });
      },
      (error: unknown) => {
        if (active) setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
