import { fireEvent, screen } from '@testing-library/react';
import type { FakeApi } from '../../../test/support/fake-api-server';
import { callsTo, closeFakeApi, useFakeApi } from '../../../test/support/fake-api-session';
import { renderApp } from '../../../test/support/render-app';
import { makeMember } from '../../../test/support/users';

let api: FakeApi;
beforeEach(async () => {
  api = await useFakeApi(makeMember());
});
afterEach(() => closeFakeApi(api));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('forgot password page', () => {
  it('validates the email, sends it and shows the server answer', async () => {
    renderApp('/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Email field is required');
    type('Email', 'nobody@example');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Email field must be a valid email');
    expect(callsTo(api)).toEqual([]);

    type('Email', 'demo@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have emailed your password reset link.');
    expect(api.seen.find((r) => r.path.endsWith('/auth/forgot-password'))?.body).toEqual({ email: 'demo@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's first validation message in a red alert (one request a minute)", async () => {
    const message = 'Please wait before retrying.';
    api.answers.set('POST /auth/forgot-password', { status: 422, body: { message, errors: { email: [message] } } });
    renderApp('/forgot-password');
    type('Email', 'demo@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('reset password page', () => {
  it('takes the email from the link, checks the new password and sends the token', async () => {
    renderApp('/reset-password/0f1e2d3c?email=demo%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    type('New password', 'Secret#123');
    type('Confirm password', 'Secret#124');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The New password field confirmation does not match');
    expect(callsTo(api)).toEqual([]);

    type('Confirm password', 'Secret#123');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(api.seen.find((r) => r.path.endsWith('/auth/reset-password'))?.body).toEqual({
      token: '0f1e2d3c',
      email: 'demo@example.com',
      password: 'Secret#123',
      password_confirmation: 'Secret#123',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('applies the password rule before sending', async () => {
    renderApp('/reset-password/0f1e2d3c?email=demo%40example.com');
    type('New password', 'secret#123');
    type('Confirm password', 'secret#123');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your New password must contain at least one uppercase, one lowercase, one special character and one digit',
    );
    expect(callsTo(api)).toEqual([]);
  });

  it('shows an expired or used token as a red alert', async () => {
    const message = 'This password reset token is invalid.';
    api.answers.set('POST /auth/reset-password', { status: 422, body: { message, errors: { email: [message] } } });
    renderApp('/reset-password/used-token?email=demo%40example.com');
    type('New password', 'Secret#123');
    type('Confirm password', 'Secret#123');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
