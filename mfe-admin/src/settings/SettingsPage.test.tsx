import { fireEvent, screen, waitFor } from '@testing-library/react';
import { multipartFields, type TestApi } from '@cadence/shared-lib/testing';
import SettingsPage from '../pages/SettingsPage';
import { ok, renderAdminPage, startAdminApi, stopAdminApi } from '../../test/support/render-admin-page';
import type { AdminSettings } from './settings-api';

let api: TestApi;
beforeEach(async () => {
  api = await startAdminApi();
});
afterEach(stopAdminApi);

const settings: AdminSettings = {
  auth_image: null,
  product_name: 'Cadence',
  support_email: 'help@example.com',
  maintenance_mode: false,
  maintenance_message: null,
};

const CONFIRM = '.ant-modal-confirm-title';

it('asks before turning maintenance on, then saves everything as multipart PUT with the image', async () => {
  api.on('GET', '/admin/settings', ok({ settings }));
  api.on('POST', '/admin/settings', ok({ settings: { ...settings, maintenance_mode: true, maintenance_message: 'Back at noon.' } }));
  renderAdminPage(<SettingsPage />, '/admin/settings');
  expect(await screen.findByLabelText('Product name')).toHaveValue('Cadence');
  expect(screen.getByText('JPG or PNG, at most 2 MB.')).toBeInTheDocument();

  fireEvent.change(screen.getByTestId('auth-image-input'), { target: { files: [new File(['x'], 'login.gif', { type: 'image/gif' })] } });
  expect(await screen.findByText('Choose a JPG or PNG image.')).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('auth-image-input'), { target: { files: [new File([new Uint8Array(64)], 'login.png', { type: 'image/png' })] } });
  await waitFor(() => expect(screen.queryByText('Choose a JPG or PNG image.')).not.toBeInTheDocument());

  fireEvent.click(screen.getByLabelText('Maintenance mode'));
  fireEvent.change(screen.getByLabelText('Message shown to customers'), { target: { value: 'Back at noon.' } });
  fireEvent.click(screen.getByText('Save settings'));
  expect(await screen.findByText('Turn maintenance mode on?', { selector: CONFIRM })).toBeInTheDocument();
  expect(screen.getByText('Customers will see the maintenance page at once and cannot use Cadence until you turn it off.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Cancel', { selector: '.ant-modal-confirm-btns button span' }));
  await waitFor(() => expect(screen.queryByText('Turn maintenance mode on?', { selector: CONFIRM })).not.toBeInTheDocument());
  expect(api.sent('POST', '/admin/settings')).toHaveLength(0);

  fireEvent.click(screen.getByText('Save settings'));
  fireEvent.click(await screen.findByText('Yes, turn it on'));
  expect(await screen.findByText('The settings have been saved.')).toBeInTheDocument();
  const [request] = api.sent('POST', '/admin/settings');
  expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(multipartFields(request.body)).toEqual({
    product_name: 'Cadence',
    support_email: 'help@example.com',
    maintenance_mode: 'true',
    maintenance_message: 'Back at noon.',
    _method: 'put',
  });
  expect(request.body).toMatch(/name="auth_image"; filename="login.png"\r\nContent-Type: image\/png/);
});
