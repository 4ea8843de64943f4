import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { invoiceSummary, subscriber } from '../../test/support/billing-answers';
import { arrivedAt, renderWithRoutes } from '../../test/support/render-with-routes';
import { testApiForEachTest } from '../../test/support/test-api';
import InvoicesListPage from './InvoicesListPage';

const api = testApiForEachTest();

const show = () =>
  renderWithRoutes({ '/invoices/list': <InvoicesListPage />, '/invoices/preview/:id': <h1>Invoice preview</h1> }, { route: '/invoices/list', user: subscriber() });
const page = (invoices: unknown[], meta: { total: number; page: number }) => ({
  status: 200,
  body: { data: { invoices, meta: { per_page: 10, last_page: Math.max(1, Math.ceil(meta.total / 10)), ...meta } } },
});

describe('invoices list', () => {
  it('lists number, date, description, amount, tax, total and status; a row opens its invoice', async () => {
    api.on('GET', '/invoices', page([invoiceSummary(2, { status: 'failed', description: 'Profile audit', kind: 'addon' }), invoiceSummary(1)], { total: 2, page: 1 }));
    show();
    const row = (await screen.findByRole('link', { name: 'INV-2026-0001' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('March 5, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Pro · Monthly')).toBeInTheDocument();
    expect(within(row).getByText('$49.00')).toBeInTheDocument();
    expect(within(row).getByText('$9.80')).toBeInTheDocument();
    expect(within(row).getByText('$58.80')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    const addonRow = screen.getByRole('link', { name: 'INV-2026-0002' }).closest('tr') as HTMLElement;
    expect(within(addonRow).getByText('Failed')).toBeInTheDocument();
    expect(within(addonRow).getByText('Profile audit')).toBeInTheDocument();
    expect(api.sent('GET', '/invoices')[0].url).toMatch(/page=1&per_page=10$/);

    fireEvent.click(within(row).getByText('Pro · Monthly'));
    await arrivedAt('/invoices/preview/1');
  });

  it('asks the server for the next page', async () => {
    api.on('GET', '/invoices', (request) =>
      request.url.includes('page=2&')
        ? page([invoiceSummary(1)], { total: 11, page: 2 })
        : page(Array.from({ length: 10 }, (_, i) => invoiceSummary(i + 2)), { total: 11, page: 1 }),
    );
    show();
    await screen.findByRole('link', { name: 'INV-2026-0011' });
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'INV-2026-0001' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'INV-2026-0011' })).not.toBeInTheDocument());
  });

  it('has an empty state and a retry when loading fails', async () => {
    let calls = 0;
    api.on('GET', '/invoices', () => (++calls === 1 ? { status: 500, body: { message: 'Down' } } : page([], { total: 0, page: 1 })));
    show();
    expect(await screen.findByText('Your invoices could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  });
});
