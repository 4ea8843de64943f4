import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import AddonsPage from '../pages/AddonsPage';
import { CATALOGUE, makeAddon } from '../../test/support/catalogue';
import { openDrawer, pick } from '../../test/support/queries';
import { json, ok, renderAdminPage, startAdminApi, stopAdminApi } from '../../test/support/render-admin-page';

let api: TestApi;
beforeEach(async () => {
  api = await startAdminApi();
  api.on('GET', '/admin/features', ok({ features: CATALOGUE }));
});
afterEach(stopAdminApi);

it('requires the feature of a feature add-on, then sends it with the price in cents', async () => {
  const created = makeAddon({ id: 7, name: 'Spin boost', kind: 'feature', feature_key: 'spin-wheel', price: 2900 });
  api.on('GET', '/admin/addons', () => ok({ addons: api.sent('POST', '/admin/addons').length ? [created] : [] }));
  api.on('POST', '/admin/addons', ok({ addon: created }));
  renderAdminPage(<AddonsPage />, '/admin/addons');
  expect(await screen.findByText('No add-ons yet')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('New add-on', { selector: 'button span' }).closest('button')).toBeEnabled());
  fireEvent.click(screen.getByText('New add-on', { selector: 'button span' }));
  const drawer = await openDrawer('New add-on');
  fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Spin boost' } });
  fireEvent.change(within(drawer).getByLabelText('Price'), { target: { value: '29' } });
  fireEvent.click(within(drawer).getByLabelText('Feature'));
  fireEvent.click(screen.getByText('Save add-on'));
  expect(await within(drawer).findByText('The Feature field is required')).toBeInTheDocument();
  expect(api.sent('POST', '/admin/addons')).toHaveLength(0);

  await pick(within(drawer).getByRole('combobox'), 'Spin Wheel (spin-wheel)');
  fireEvent.click(screen.getByText('Save add-on'));
  expect(await screen.findByText('The add-on Spin boost has been created.')).toBeInTheDocument();
  expect(json(api.sent('POST', '/admin/addons')[0])).toEqual({
    name: 'Spin boost',
    desc: null,
    kind: 'feature',
    feature_key: 'spin-wheel',
    price: 2900,
    currency: 'USD',
    active: true,
    sort: 0,
  });
  expect(await screen.findByText('Spin boost', { selector: 'strong' })).toBeInTheDocument();
});
