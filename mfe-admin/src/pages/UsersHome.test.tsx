import { screen } from '@testing-library/react';
import { registerNamespace } from '@cadence/shared-lib';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import { version } from '../../package.json';
import admin from '../module';
import UsersHome from './UsersHome';

it('UsersHome shows "Users" and the module version', () => {
  registerNamespace(admin.namespace, admin.locales);
  renderWithProviders(<UsersHome />);
  expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-version')).toHaveTextContent(`mfe_admin, version ${version}`);
});
