// Renders a component the way the app does: i18n, session/abilities, antd providers and a router.
import { useSessionStore, type User } from '@cadence/shared-lib';
import { AntdProviders } from '@cadence/shared-lib/antd';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export interface RenderOptions {
  /** Initial location (default '/'). */
  route?: string;
  /** Signs this user in (abilities follow); omitted: signed out. */
  user?: User;
}

export const TEST_ACCESS_TOKEN = '1|test-token';

export function renderWithProviders(ui: ReactElement, { route = '/', user }: RenderOptions = {}): RenderResult {
  const session = useSessionStore.getState();
  if (user) session.setSession(user, TEST_ACCESS_TOKEN);
  else session.clear();
  return render(
    <AntdProviders>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AntdProviders>,
  );
}
