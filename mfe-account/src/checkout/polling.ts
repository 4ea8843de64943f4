// How the success page waits for the provider's confirmation (the webhook may land a little after
// the customer is back). Tests shorten these through setCheckoutPolling.
export interface CheckoutPolling {
  intervalMs: number;
  maxWaitMs: number;
}

const DEFAULT_POLLING: CheckoutPolling = { intervalMs: 1500, maxWaitMs: 60_000 };

let polling: CheckoutPolling = DEFAULT_POLLING;

export function checkoutPolling(): CheckoutPolling {
  return polling;
}

/** Replaces the timings (tests); returns a function restoring the previous ones. */
export function setCheckoutPolling(next: CheckoutPolling): () => void {
  const previous = polling;
  polling = next;
  return () => {
    polling = previous;
  };
}
