import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import ChannelsPage from '../pages/ChannelsPage';
import { invalid, json, ok, renderAdminPage, startAdminApi, stopAdminApi } from '../../test/support/render-admin-page';
import type { AdminChannel } from './channels-api';

let api: TestApi;
beforeEach(async () => {
  api = await startAdminApi();
});
afterEach(stopAdminApi);

const channels: AdminChannel[] = [
  { platform: 'twitter', enabled: false, client_id: null, has_secret: false },
  { platform: 'facebook', enabled: true, client_id: 'fb-app-1', has_secret: true },
  { platform: 'instagram', enabled: false, client_id: null, has_secret: false },
  { platform: 'linkedin', enabled: false, client_id: null, has_secret: false },
];

it('never shows a stored secret, keeps it when left empty, and sends a new one only when typed', async () => {
  api.on('GET', '/admin/channels', ok({ channels }));
  api.on('PUT', '/admin/channels/facebook', (request) => ok({ channel: { ...channels[1], client_id: (json(request) as { client_id: string }).client_id } }));
  api.on('PUT', '/admin/channels/twitter', invalid('client_secret', 'The client secret field is required when the channel is enabled.'));
  renderAdminPage(<ChannelsPage />, '/admin/channels');
  const secret = await screen.findByLabelText('Client secret of Facebook');
  expect(secret).toHaveValue('');
  expect(secret).toHaveAttribute('placeholder', '•••• stored');
  expect(screen.getByLabelText('Client secret of LinkedIn')).not.toHaveAttribute('placeholder', '•••• stored');
  expect(screen.getByLabelText('Client ID of Facebook')).toHaveValue('fb-app-1');

  fireEvent.change(screen.getByLabelText('Client ID of Facebook'), { target: { value: 'fb-app-2' } });
  fireEvent.click(screen.getByLabelText('Save Facebook'));
  expect(await screen.findByText('Facebook has been saved.')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Client secret of Facebook'), { target: { value: 'n3w-s3cret' } });
  fireEvent.click(screen.getByLabelText('Save Facebook'));
  await waitFor(() => expect(api.sent('PUT', '/admin/channels/facebook')).toHaveLength(2));
  expect(api.sent('PUT', '/admin/channels/facebook').map(json)).toEqual([
    { enabled: true, client_id: 'fb-app-2' },
    { enabled: true, client_id: 'fb-app-2', client_secret: 'n3w-s3cret' },
  ]);

  // Enabling without credentials: the server's message shows in that card.
  fireEvent.click(screen.getByLabelText('Offer Twitter / X'));
  fireEvent.click(screen.getByLabelText('Save Twitter / X'));
  expect(await screen.findByText('The client secret field is required when the channel is enabled.')).toBeInTheDocument();
  // The cards follow the spec's order, whatever the API's.
  const titles = [...document.querySelectorAll('.ant-card-head-title')].map((el) => el.textContent);
  expect(titles).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'Twitter / X']);
});
