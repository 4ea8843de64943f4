import { useSessionStore } from '@cadence/shared-lib';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURES, subscriber } from '../../../test/support/billing-answers';
import { FREE, plan, PRO } from '../../../test/support/plan-answers';
import { arrivedAt, renderWithRoutes } from '../../../test/support/render-with-routes';
import { testApiForEachTest } from '../../../test/support/test-api';
import { setAssign } from '../../plans/go-to';
import { PlansTab } from './PlansTab';

const api = testApiForEachTest();
let restoreAssign: () => void;
let assigned: string[];
beforeEach(() => {
  assigned = [];
  restoreAssign = setAssign((url) => assigned.push(url));
});
afterEach(() => {
  restoreAssign();
});

const AGENCY = plan({ id: 4, name: 'Agency', durations: [{ id: 41, label: 'Monthly', price: 9900, price_format: '$99.00', discount_text: null }] });
const STARTER = plan({ id: 5, name: 'Starter', durations: [{ id: 51, label: 'Monthly', price: 900, price_format: '$9.00', discount_text: null }] });
const OFFER = plan({ id: 6, name: 'Black Friday', offer_code: 'BF2026', durations: [{ id: 61, label: 'Monthly', price: 1900, price_format: '$19.00', discount_text: null }] });

const ROUTE = '/pages/account-setting/plans';
function show(user = subscriber(), plans = [FREE, PRO, AGENCY, STARTER, OFFER]) {
  api.on('GET', '/plans', { status: 200, body: { data: { plans, user } } });
  api.on('GET', '/features', { status: 200, body: { data: { features: FEATURES } } });
  return renderWithRoutes({ [ROUTE]: <PlansTab /> }, { route: ROUTE, user });
}
/** Both loads answered (nothing left in flight when the test API closes). */
const loaded = async () => {
  await screen.findByText('Instagram Insights');
  await screen.findByRole('button', { name: 'Upgrade' });
};

describe('Plans tab', () => {
  it('shows the current plan: price and duration, renewal date, and the features with inactive ones struck through', async () => {
    show();
    const card = screen.getByTestId('current-plan');
    expect(within(card).getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(within(card).getByTestId('current-plan-price')).toHaveTextContent('$49.00 / month');
    expect(within(card).getByTestId('current-plan-dates')).toHaveTextContent('Renews on July 15, 2026');
    const insights = await screen.findByText('Instagram Insights');
    expect(insights.closest('del')).not.toBeNull();
    expect(screen.getByText('Ideas Generator').closest('del')).toBeNull();
    expect(screen.getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/invoices/list');
    expect(screen.getByRole('link', { name: 'Browse add-ons' })).toHaveAttribute('href', '/addons');
    await loaded();
  });

  it('shows the trial days left, a cancelled plan’s end date without Cancel, and what to do when a renewal failed', async () => {
    const { unmount } = show(subscriber({ status: 'trialing', trial_days_left: 9, renews_on: '2026-03-20' }));
    expect(screen.getByText('Trial: 9 days left')).toBeInTheDocument();
    expect(screen.getByTestId('current-plan-dates')).toHaveTextContent('Your trial ends on March 20, 2026');
    await loaded();
    unmount();

    const cancelled = show(subscriber({ cancels_on: '2026-07-15' }));
    expect(screen.getByTestId('current-plan-dates')).toHaveTextContent('Cancelled: your plan ends on July 15, 2026');
    await loaded();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    cancelled.unmount();

    show(subscriber({ status: 'past_due' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not charge your card for the renewal');
    await loaded();
  });

  it('hides Cancel on a free plan and offers the paid plans (not offer-code ones) to upgrade to', async () => {
    show(subscriber({ plan: { id: 1, name: 'Free', free: true, default: true }, renews_on: null, duration: { price_format: '$0.00', duration: 'month' } }));
    expect(screen.getByTestId('current-plan-price')).toHaveTextContent('Free');
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    const options = screen.getAllByTestId('upgrade-option').map((option) => within(option).getByRole('button').textContent);
    expect(options).toEqual(['Upgrade to Pro', 'Upgrade to Agency', 'Upgrade to Starter']);
    await screen.findByText('Instagram Insights');
  });

  it('cancels only after confirming: GET /plans/cancel, stores the returned user, then follows the url', async () => {
    const cancelledUser = subscriber({ cancels_on: '2026-07-15' });
    api.on('GET', '/plans/cancel', { status: 200, body: { data: { user: cancelledUser, url: '/dashboard' } } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You keep every feature of your plan until July 15, 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('GET', '/plans/cancel')).toHaveLength(0);
    await loaded();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    await arrivedAt('/dashboard');
    expect(api.sent('GET', '/plans/cancel')).toHaveLength(1);
    expect(useSessionStore.getState().user?.subscribed_to?.cancels_on).toBe('2026-07-15');
  });

  it("shows the server's message when there is nothing to cancel", async () => {
    api.on('GET', '/plans/cancel', { status: 422, body: { message: 'Your subscription is already cancelled.', errors: { subscription: ['Your subscription is already cancelled.'] } } });
    show();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your subscription is already cancelled.')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(ROUTE);
  });

  it("upgrades through the provider's checkout: GET /subscriptions/checkout/{planId}, then the provider's page after 0.5 s", async () => {
    api.on('GET', '/subscriptions/checkout/4', { status: 200, body: { data: { id: 'cs_test_9', url: 'https://pay.example.test/cs_test_9' } } });
    show();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByRole('button', { name: 'Switch to Starter' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Agency' }));
    await waitFor(() => expect(assigned).toEqual(['https://pay.example.test/cs_test_9']));
    expect(api.sent('GET', '/subscriptions/checkout/4')).toHaveLength(1);
  });

  it('keeps the stored offer code: only that offer is proposed', async () => {
    localStorage.setItem('cadence.offer_code', 'BF2026');
    show();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(screen.getAllByTestId('upgrade-option').map((option) => within(option).getByRole('heading').textContent)).toEqual(['Black Friday']);
  });
});
