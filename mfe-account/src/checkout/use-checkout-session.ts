// Polls GET /subscriptions/checkout/sessions/:id until the provider has confirmed (complete) or
// refused (failed) the payment, or the wait is over. A 404 means the session is not the user's or
// does not exist; other errors are retried within the same wait.
import { call, type CallResult } from '@cadence/shared-lib';
import { isAxiosError } from 'axios';
import { useCallback, useEffect, useState } from 'react';
import { checkoutPolling } from './polling';

export type CheckoutSession = CallResult<'checkoutSession'>['data']['session'];

export type CheckoutWait =
  | { status: 'waiting' }
  | { status: 'complete'; session: CheckoutSession }
  | { status: 'failed'; session: CheckoutSession }
  | { status: 'timeout' }
  | { status: 'unknown' };

export function useCheckoutSession(sessionId: string | null): { wait: CheckoutWait; retry: () => void } {
  const [wait, setWait] = useState<CheckoutWait>(sessionId ? { status: 'waiting' } : { status: 'unknown' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sessionId) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { intervalMs, maxWaitMs } = checkoutPolling();
    const deadline = Date.now() + maxWaitMs;

    const poll = async () => {
      try {
        const answer = await call('checkoutSession', { params: { sessionId } });
        if (!active) return;
        const { session } = answer.data;
        if (session.status === 'complete' || session.status === 'failed') {
          setWait({ status: session.status, session });
          return;
        }
      } catch (error) {
        if (!active) return;
        const status = isAxiosError(error) ? error.response?.status : undefined;
        if (status === 404 || status === 422) {
          setWait({ status: 'unknown' });
          return;
        }
      }
      if (Date.now() + intervalMs > deadline) setWait({ status: 'timeout' });
      else timer = setTimeout(() => void poll(), intervalMs);
    };
    setWait({ status: 'waiting' });
    void poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [sessionId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { wait, retry };
}
