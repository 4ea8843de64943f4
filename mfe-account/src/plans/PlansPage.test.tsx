import { useSessionStore } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BLACK_FRIDAY, FREE, PRO } from '../../test/support/plan-answers';
import { arrivedAt, renderWithRoutes } from '../../test/support/render-with-routes';
import { testApiForEachTest } from '../../test/support/test-api';
import { setAssign } from './go-to';
import { OFFER_CODE_STORAGE_KEY } from './offer-code';
import PlansPage from './PlansPage';

const api = testApiForEachTest();

const newcomer = makeUser({ subscribed_to: null });
const subscribed = makeUser({
  subscribed_to: { plan: { id: 1, name: 'Free' }, renews_on: null, trial_days_left: null, duration: { price_format: '$0.00', duration: 'month' }, status: 'active', cancels_on: null },
});
const show = (route = '/plans', user = newcomer) => renderWithRoutes({ '/plans': <PlansPage /> }, { route, user });
const cards = () => screen.findAllByTestId('plan-card');
const card = async (name: string) => (await cards()).find((c) => within(c).queryByRole('heading', { name })) as HTMLElement;

describe('plans page', () => {
  it('lists the plans without an offer code: price, durations, discount, badge, trial and active features', async () => {
    api.on('GET', '/plans', { status: 200, body: { data: { plans: [FREE, PRO, BLACK_FRIDAY], user: newcomer } } });
    show();
    expect((await cards()).map((c) => within(c).getByRole('heading').textContent)).toEqual(['Free', 'Pro']);
    const pro = await card('Pro');
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(within(pro).getByTestId('plan-price')).toHaveTextContent('$49.00');
    fireEvent.click(within(pro).getByLabelText('Yearly · $480.00'));
    expect(within(pro).getByTestId('plan-price')).toHaveTextContent('$480.00');
    expect(within(pro).getByText('Save 18%')).toBeInTheDocument();
    expect(within(pro).getByText('Free trial: 14 days')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Start a 14-day free trial of the Pro plan' })).toHaveTextContent('Start 14-day free trial');
    expect(within(pro).getByText('Ideas Generator')).toBeInTheDocument();
    expect(within(pro).queryByText('Instagram Insights')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('keeps the offer_code of the URL and then shows only the plans of that offer', async () => {
    api.on('GET', '/plans', { status: 200, body: { data: { plans: [FREE, PRO, BLACK_FRIDAY], user: newcomer } } });
    show('/plans?offer_code=BF2026');
    await waitFor(async () => expect((await cards()).map((c) => within(c).getByRole('heading').textContent)).toEqual(['Black Friday']));
    expect(localStorage.getItem(OFFER_CODE_STORAGE_KEY)).toBe('BF2026');
  });

  it('starts a free plan at once: stores the returned user and goes to the returned url after 0.5 s', async () => {
    const nowSubscribed = { ...subscribed, full_name: 'Fresh Subscriber' };
    api.on('GET', '/plans', { status: 200, body: { data: { plans: [FREE, PRO], user: newcomer } } });
    api.on('GET', '/plans/subscribe/1/11', { status: 200, body: { data: { user: nowSubscribed, url: '/dashboard' } } });
    show();
    fireEvent.click(within(await card('Free')).getByRole('button', { name: 'Choose the Free plan' }));
    expect(await screen.findByText('Your Free plan is active. Taking you there…')).toBeInTheDocument();
    expect(api.sent('GET', '/plans/subscribe/1/11')[0].url).toMatch(/\?trial=false$/);
    expect(useSessionStore.getState().user?.full_name).toBe('Fresh Subscriber');
    await arrivedAt('/dashboard');
  });

  it("starts a trial with trial=true, and shows the server's 422 when a plan cannot be chosen", async () => {
    api.on('GET', '/plans', { status: 200, body: { data: { plans: [FREE, PRO], user: newcomer } } });
    api.on('GET', '/plans/subscribe/2/21', (request) =>
      request.url.endsWith('trial=true')
        ? { status: 200, body: { data: { user: subscribed, url: '/dashboard' } } }
        : { status: 422, body: { message: 'The selected plan is invalid.' } },
    );
    show();
    const pro = await card('Pro');
    fireEvent.click(within(pro).getByRole('button', { name: 'Choose the Pro plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The selected plan is invalid.');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/plans');
    fireEvent.click(within(pro).getByRole('button', { name: 'Start a 14-day free trial of the Pro plan' }));
    await arrivedAt('/dashboard');
    expect(api.sent('GET', '/plans/subscribe/2/21').map((r) => r.url.split('?')[1])).toEqual(['trial=false', 'trial=true']);
  });

  it("sends a paid plan to the provider's checkout page after 0.5 s", async () => {
    const assigned: string[] = [];
    const restore = setAssign((url) => assigned.push(url));
    try {
      api.on('GET', '/plans', { status: 200, body: { data: { plans: [FREE, PRO], user: newcomer } } });
      api.on('GET', '/plans/subscribe/2/21', { status: 200, body: { data: { user: newcomer, url: 'https://pay.example.test/cs_1' } } });
      show();
      fireEvent.click(within(await card('Pro')).getByRole('button', { name: 'Choose the Pro plan' }));
      expect(await screen.findByText('Taking you to the secure payment page…')).toBeInTheDocument();
      await waitFor(() => expect(assigned).toEqual(['https://pay.example.test/cs_1']));
    } finally {
      restore();
    }
  });

  it('sends a user who already has a plan to /dashboard once the plans are loaded', async () => {
    api.on('GET', '/plans', { status: 200, body: { data: { plans: [FREE], user: subscribed } } });
    show('/plans', subscribed);
    expect(await screen.findByText('You already have a plan. Taking you to your dashboard…')).toBeInTheDocument();
    await arrivedAt('/dashboard');
  });

  it('shows the empty and error states, with a retry', async () => {
    let calls = 0;
    api.on('GET', '/plans', () => (++calls === 1 ? { status: 500, body: { message: 'Down' } } : { status: 200, body: { data: { plans: [], user: newcomer } } }));
    show();
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No plans are available right now.')).toBeInTheDocument();
  });
});
