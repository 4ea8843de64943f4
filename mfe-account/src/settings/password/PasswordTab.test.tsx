import { useSessionStore } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { arrivedAt, renderWithRoutes } from '../../../test/support/render-with-routes';
import { validationError } from '../../../test/support/settings-answers';
import { testApiForEachTest } from '../../../test/support/test-api';
import { PasswordTab } from './PasswordTab';

const api = testApiForEachTest();
beforeEach(() => {
  api.on('GET', '/account-settings/sessions', { status: 200, body: { data: { sessions: [] } } });
});

const ROUTE = '/pages/account-setting/password';
const show = () => renderWithRoutes({ [ROUTE]: <PasswordTab /> }, { route: ROUTE, user: makeUser() });

function fill(old: string, next: string, again: string) {
  fireEvent.change(screen.getByLabelText('Old Password'), { target: { value: old } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Retype New Password'), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('Change Password tab', () => {
  it("applies the spec's password rule and the confirmation before sending", async () => {
    show();
    fill('Old#pass1', 'short', 'short');
    expect(await screen.findByText('New Password is too short, you want to get hacked?')).toBeInTheDocument();
    fill('Old#pass1', 'longenough1', 'longenough1');
    expect(
      await screen.findByText('Your New Password must contain at least one uppercase, one lowercase, one special character and one digit'),
    ).toBeInTheDocument();
    fill('Old#pass1', 'New#pass12', 'New#pass13');
    expect(await screen.findByText('The Retype New Password field confirmation does not match')).toBeInTheDocument();
    expect(api.sent('PUT', '/account-settings/security')).toHaveLength(0);
  });

  it("shows the server's first validation message in a red alert", async () => {
    api.on('PUT', '/account-settings/security', validationError('old_password', 'The password is incorrect.'));
    show();
    fill('Wrong#pass1', 'New#pass12', 'New#pass12');
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(useSessionStore.getState().accessToken).not.toBeNull();
  });

  it('sends the three fields, shows the spec message, then signs out to /login', async () => {
    api.on('PUT', '/account-settings/security', { status: 200, body: { success: true } });
    api.on('POST', '/auth/logout', { status: 200, body: { data: { success: true } } });
    show();
    fill('Old#pass1', 'New#pass12', 'New#pass12');
    expect(await screen.findByText('Password has been updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(api.sent('PUT', '/account-settings/security')[0].body)).toEqual({
      old_password: 'Old#pass1',
      password: 'New#pass12',
      password_confirmation: 'New#pass12',
    });
    await arrivedAt('/login');
    expect(api.sent('POST', '/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBeNull());
  });
});
