import { screen } from '@testing-library/react';
import { registerNamespace } from '@cadence/shared-lib';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import { version } from '../../package.json';
import account from '../module';
import AccountSettingsHome from './AccountSettingsHome';

it('AccountSettingsHome shows "Account Settings" and the module version', () => {
  registerNamespace(account.namespace, account.locales);
  renderWithProviders(<AccountSettingsHome />);
  expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-version')).toHaveTextContent(`mfe_account, version ${version}`);
});
