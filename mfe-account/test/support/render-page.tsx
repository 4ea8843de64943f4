// Renders the account-settings page at `route` under both of the module's paths.
import type { User } from '@cadence/shared-lib';
import type { RenderResult } from '@testing-library/react';
import AccountSettingsPage from '../../src/pages/AccountSettingsPage';
import { renderWithRoutes } from './render-with-routes';

export function renderPage(route: string, user: User): RenderResult {
  return renderWithRoutes(
    { '/pages/account-setting': <AccountSettingsPage />, '/pages/account-setting/:filter': <AccountSettingsPage /> },
    { route, user },
  );
}
