import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addon, order, subscriber } from '../../test/support/billing-answers';
import { renderWithRoutes } from '../../test/support/render-with-routes';
import { testApiForEachTest } from '../../test/support/test-api';
import { setAssign } from '../plans/go-to';
import AddonsPage from './AddonsPage';

const api = testApiForEachTest();
let assigned: string[];
let restoreAssign: () => void;
beforeEach(() => {
  assigned = [];
  restoreAssign = setAssign((url) => assigned.push(url));
});
afterEach(() => {
  restoreAssign();
});

const AUDIT = addon(1, 'Profile audit', 'service');
const VIDEO = addon(2, 'Video Creator', 'feature', true);
const SPY = addon(3, 'Spy Monitor', 'feature');

function show(addons = [AUDIT, VIDEO, SPY], orders: unknown[] = []) {
  api.on('GET', '/addons', { status: 200, body: { data: { addons } } });
  api.on('GET', '/orders', { status: 200, body: { data: { orders } } });
  return renderWithRoutes({ '/addons': <AddonsPage /> }, { route: '/addons', user: subscriber() });
}
const card = async (name: string) =>
  (await screen.findAllByTestId('addon-card')).find((c) => within(c).queryByRole('heading', { name })) as HTMLElement;

describe('add-ons page', () => {
  it('shows each add-on with price and kind; an owned feature cannot be bought again', async () => {
    show();
    const audit = await card('Profile audit');
    expect(within(audit).getByText('$99.00')).toBeInTheDocument();
    expect(within(audit).getByText('Service')).toBeInTheDocument();
    expect(within(audit).getByText('Profile audit description')).toBeInTheDocument();
    const video = await card('Video Creator');
    expect(within(video).getByText('Feature')).toBeInTheDocument();
    expect(within(video).getByRole('button', { name: 'Video Creator: already owned' })).toBeDisabled();
    expect(within(await card('Spy Monitor')).getByRole('button', { name: 'Buy Spy Monitor' })).toBeEnabled();
    expect(await screen.findByText('You have not ordered any add-on yet.')).toBeInTheDocument();
  });

  it("orders a service with its brief, then goes to the provider's page", async () => {
    api.on('POST', '/addons/1/order', { status: 200, body: { data: { id: 'cs_addon_1', url: 'https://pay.example.test/cs_addon_1' } } });
    show();
    fireEvent.click(within(await card('Profile audit')).getByRole('button', { name: 'Buy Profile audit' }));
    const dialog = await screen.findByRole('dialog');
    const brief = within(dialog).getByLabelText('Your brief');
    fireEvent.change(brief, { target: { value: 'Audit @bakery on Instagram' } });
    expect(within(dialog).getByText('26 / 2000')).toBeInTheDocument();
    expect(brief).toHaveAttribute('maxlength', '2000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $99.00' }));
    await waitFor(() => expect(assigned).toEqual(['https://pay.example.test/cs_addon_1']));
    expect(JSON.parse(api.sent('POST', '/addons/1/order')[0].body)).toEqual({ brief: 'Audit @bakery on Instagram' });
  });

  it("buys a feature add-on without a brief and shows the server's refusal", async () => {
    api.on('POST', '/addons/3/order', { status: 422, body: { message: 'You already own this add-on.', errors: { addon: ['You already own this add-on.'] } } });
    show();
    fireEvent.click(within(await card('Spy Monitor')).getByRole('button', { name: 'Buy Spy Monitor' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Your brief')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $99.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already own this add-on.');
    expect(JSON.parse(api.sent('POST', '/addons/3/order')[0].body)).toEqual({});
    expect(assigned).toEqual([]);
  });

  it('lists the orders with payment status, service progress and the note from the team', async () => {
    show(
      [AUDIT],
      [
        order(3, 'Content strategy session', { service_status: 'in_progress', customer_note: 'We start on Monday.' }),
        order(2, 'Profile audit', { service_status: 'delivered' }),
        order(1, 'Spy Monitor', { kind: 'feature', service_status: null, payment_status: 'failed', paid_at: null }),
      ],
    );
    const rows = await screen.findAllByTestId('order');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]).getByLabelText('Service status: In progress')).toBeInTheDocument();
    expect(within(rows[0]).getByText('We start on Monday.')).toBeInTheDocument();
    expect(within(rows[0]).getByText('March 1, 2026 · $99.00')).toBeInTheDocument();
    expect(within(rows[1]).getByLabelText('Service status: Delivered')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Payment failed')).toBeInTheDocument();
    expect(within(rows[2]).queryByLabelText(/Service status/)).not.toBeInTheDocument();
  });

  it('has empty states', async () => {
    show([], []);
    expect(await screen.findByText('No add-ons are on sale right now.')).toBeInTheDocument();
    expect(await screen.findByText('You have not ordered any add-on yet.')).toBeInTheDocument();
  });
});
