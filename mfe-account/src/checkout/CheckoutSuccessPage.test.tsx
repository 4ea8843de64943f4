import { useSessionStore } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';
import { fireEvent, screen } from '@testing-library/react';
import { checkoutSession, order, subscriber } from '../../test/support/billing-answers';
import { arrivedAt, renderWithRoutes } from '../../test/support/render-with-routes';
import { testApiForEachTest } from '../../test/support/test-api';
import CheckoutSuccessPage from './CheckoutSuccessPage';
import { setCheckoutPolling } from './polling';

const api = testApiForEachTest();
let restorePolling: () => void;
beforeEach(() => {
  restorePolling = setCheckoutPolling({ intervalMs: 150, maxWaitMs: 5000 });
});
afterEach(() => {
  restorePolling();
});

const PATH = '/subscriptions/checkout/success';
const SESSION = '/subscriptions/checkout/sessions/cs_test_1';
const newcomer = makeUser({ subscribed_to: null, access: [] });
const show = (route = `${PATH}?session_id=cs_test_1`, user = newcomer) =>
  renderWithRoutes({ [PATH]: <CheckoutSuccessPage />, '/addons': <h1>Add-ons page</h1>, '/plans': <h1>Plans page</h1> }, { route, user });

describe('checkout success page', () => {
  it('waits while the payment is open, then shows the plan as active and refreshes the stored user', async () => {
    let polls = 0;
    api.on('GET', SESSION, () => ({ status: 200, body: { data: checkoutSession(++polls < 3 ? 'open' : 'complete') } }));
    const paid = subscriber({}, { access: ['brainstorm'] });
    api.on('GET', '/auth/user', { status: 200, body: { data: { user: paid } } });
    show();
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Your Pro plan is active')).toBeInTheDocument();
    expect(polls).toBe(3);
    expect(api.sent('GET', '/auth/user')).toHaveLength(1);
    expect(useSessionStore.getState().user?.access).toEqual(['brainstorm']);
    fireEvent.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    await arrivedAt('/dashboard');
  });

  it('names a bought add-on and leads to the orders', async () => {
    api.on('GET', SESSION, { status: 200, body: { data: checkoutSession('complete', { kind: 'addon', plan_id: null, plan_duration_id: null, addon_order_id: 7 }) } });
    api.on('GET', '/auth/user', { status: 200, body: { data: { user: subscriber() } } });
    api.on('GET', '/orders/7', { status: 200, body: { data: { order: order(7, 'Profile audit') } } });
    show();
    expect(await screen.findByText('Profile audit is yours')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View your orders' }));
    await arrivedAt('/addons');
  });

  it('shows a declined payment as an error with Try again', async () => {
    api.on('GET', SESSION, { status: 200, body: { data: checkoutSession('failed') } });
    show();
    expect(await screen.findByText('Your payment did not go through')).toBeInTheDocument();
    expect(api.sent('GET', '/auth/user')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await arrivedAt('/plans');
  });

  it('says it is still processing after the wait, and checks again on demand', async () => {
    restorePolling();
    restorePolling = setCheckoutPolling({ intervalMs: 100, maxWaitMs: 350 });
    let status: 'open' | 'complete' = 'open';
    api.on('GET', SESSION, () => ({ status: 200, body: { data: checkoutSession(status) } }));
    api.on('GET', '/auth/user', { status: 200, body: { data: { user: subscriber() } } });
    show();
    expect(await screen.findByText("Still processing — we'll email you")).toBeInTheDocument();
    const polls = api.sent('GET', SESSION).length;
    expect(polls).toBeGreaterThanOrEqual(2);
    status = 'complete';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Your Pro plan is active')).toBeInTheDocument();
  });

  it('explains a missing or unknown session', async () => {
    const { unmount } = show(PATH);
    expect(screen.getByText('We could not find this payment')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    unmount();
    show(`${PATH}?session_id=cs_someone_else`);
    expect(await screen.findByText('We could not find this payment')).toBeInTheDocument();
    expect(api.sent('GET', '/subscriptions/checkout/sessions/cs_someone_else')).toHaveLength(1);
  });
});
