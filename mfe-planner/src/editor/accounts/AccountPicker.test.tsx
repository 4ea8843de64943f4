import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import { makePlanner, makePost } from '../testing/answers';
import { arrivedAt, connectionsAnswer, json, ok, renderPlannerPage, startPlannerApi, stopPlannerApi } from '../testing/render-planner-page';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
  api.on('GET', '/accounts/3', ok({ account: makePlanner() }));
});
afterEach(stopPlannerApi);

const connection = (id: number, platform: string, identifier_name: string, status: 'active' | 'reconnect_needed' = 'active') => ({
  id,
  platform,
  kind: platform === 'instagram' ? 'instagram_business' : 'page',
  identifier_name,
  username: null,
  link: null,
  picture: null,
  status,
  status_reason: status === 'active' ? null : 'The token expired.',
  connected_at: '2026-11-01T00:00:00.000Z',
});

const ACCOUNTS = [
  connection(11, 'facebook', 'Bakery Page'),
  connection(12, 'facebook', 'Cafe Page'),
  connection(13, 'instagram', 'bakery.berlin', 'reconnect_needed'),
];

const saveButton = () => screen.getByText('Save post', { selector: 'button span' }).closest('button') as HTMLButtonElement;
const picker = () => within(screen.getByTestId('account-picker'));

it('ticks every connected account of a chosen network, sends the ticked ones once one is unticked, and warns for unconnected networks', async () => {
  api.on('GET', '/account-settings/connections', ok(connectionsAnswer(ACCOUNTS)));
  api.on('POST', '/posts/create/3', ok({ post: makePost({ id: 50 }) }));
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  fireEvent.change(await screen.findByLabelText('Caption'), { target: { value: 'Fresh bread' } });
  fireEvent.click(screen.getByLabelText('Facebook'));
  fireEvent.click(screen.getByLabelText('LinkedIn'));

  expect(await screen.findByText('Facebook accounts')).toBeInTheDocument();
  expect(picker().getByLabelText('Bakery Page')).toBeChecked();
  expect(picker().getByLabelText('Cafe Page')).toBeChecked();
  expect(picker().getByText('Not connected: this post will not be published to LinkedIn')).toBeInTheDocument();
  expect(picker().getByRole('link', { name: 'Connect LinkedIn' })).toHaveAttribute('href', '/pages/account-setting/connections');

  fireEvent.click(picker().getByLabelText('Cafe Page'));
  expect(picker().getByLabelText('Cafe Page')).not.toBeChecked();
  // The last ticked account of a network stays: leaving Facebook out is done with its channel box.
  expect(picker().getByLabelText('Bakery Page')).toBeDisabled();

  await waitFor(() => expect(saveButton()).toBeEnabled());
  fireEvent.click(saveButton());
  await arrivedAt('/schedules/3?date=2026-12-01');
  expect(json(api.sent('POST', '/posts/create/3')[0])).toMatchObject({ channels: ['facebook', 'linkedin'], account_ids: [11] });
});

it('sends [] (every account) while all are ticked, and warns about an account that needs reconnecting', async () => {
  api.on('GET', '/account-settings/connections', ok(connectionsAnswer(ACCOUNTS)));
  api.on('PUT', '/posts/41', ok({ post: makePost({ id: 41 }) }));
  // Saved earlier with only the Bakery Page; Instagram also chosen.
  api.on('GET', '/posts/41', ok({ post: makePost({ id: 41, channels: ['facebook', 'instagram'], account_ids: [11], media_ids: [5], media: [{ id: 5, kind: 'image', url: '/media/show/p.png', mime: 'image/png', size: 10, width: 10, height: 10 }] }) }));
  renderPlannerPage('/posts/edit/41');

  expect(await screen.findByText('Facebook accounts')).toBeInTheDocument();
  expect(picker().getByLabelText('Bakery Page')).toBeChecked();
  expect(picker().getByLabelText('Cafe Page')).not.toBeChecked();
  expect(picker().getByLabelText('bakery.berlin')).toBeChecked();
  expect(picker().getByText('This connection has stopped working: posts cannot go out through it.')).toBeInTheDocument();
  expect(picker().getByRole('link', { name: 'Reconnect' })).toHaveAttribute('href', '/pages/account-setting/connections');

  fireEvent.click(picker().getByLabelText('Cafe Page'));
  expect(picker().getByLabelText('Cafe Page')).toBeChecked();
  await waitFor(() => expect(saveButton()).toBeEnabled());
  fireEvent.click(saveButton());
  await arrivedAt('/schedules/3?date=2026-12-01');
  expect(json(api.sent('PUT', '/posts/41')[0])).toMatchObject({ channels: ['facebook', 'instagram'], account_ids: [] });
});

it('drops the accounts of a network that is no longer chosen', async () => {
  api.on('GET', '/account-settings/connections', ok(connectionsAnswer([...ACCOUNTS, connection(14, 'linkedin', 'Bakery GmbH'), connection(15, 'linkedin', 'Nadia')])));
  api.on('PUT', '/posts/41', ok({ post: makePost({ id: 41 }) }));
  api.on('GET', '/posts/41', ok({ post: makePost({ id: 41, channels: ['facebook', 'linkedin'], account_ids: [12, 15] }) }));
  renderPlannerPage('/posts/edit/41');
  expect(await screen.findByText('LinkedIn accounts')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('LinkedIn'));
  await waitFor(() => expect(screen.queryByText('LinkedIn accounts')).not.toBeInTheDocument());
  await waitFor(() => expect(saveButton()).toBeEnabled());
  fireEvent.click(saveButton());
  await arrivedAt('/schedules/3?date=2026-12-01');
  expect(json(api.sent('PUT', '/posts/41')[0])).toMatchObject({ channels: ['facebook'], account_ids: [12] });
});
