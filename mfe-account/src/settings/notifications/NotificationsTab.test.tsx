import { makeUser } from '@cadence/shared-lib/testing';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRoutes } from '../../../test/support/render-with-routes';
import { validationError } from '../../../test/support/settings-answers';
import { testApiForEachTest } from '../../../test/support/test-api';
import { NotificationsTab } from './NotificationsTab';

const api = testApiForEachTest();

const ROUTE = '/pages/account-setting/notifications';
const show = () =>
  renderWithRoutes({ [ROUTE]: <NotificationsTab notifications={{ email: { post_reminder: false } }} /> }, { route: ROUTE, user: makeUser() });

describe('Notifications tab', () => {
  it('saves the switch with "Save changes" and shows the spec message', async () => {
    api.on('PUT', '/account-settings/notifications', { status: 200, body: { success: 1 } });
    show();
    const toggle = screen.getByRole('switch', { name: 'Notify me on the same day a post is scheduled' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(api.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Notifications has been updated successfully')).toBeInTheDocument();
    expect(JSON.parse(api.sent('PUT', '/account-settings/notifications')[0].body)).toEqual({
      notifications: { email: { post_reminder: true } },
    });
  });

  it("shows the server's first validation message in a red alert", async () => {
    api.on('PUT', '/account-settings/notifications', validationError('notifications.email.post_reminder', 'The notifications.email.post reminder field must be true or false.'));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The notifications.email.post reminder field must be true or false.');
    expect(screen.queryByText('Notifications has been updated successfully')).not.toBeInTheDocument();
  });
});
