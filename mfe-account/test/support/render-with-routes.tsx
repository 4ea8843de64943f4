// Renders components at their paths, plus the pages they may send the user to (/login,
// /dashboard), inside the app's providers; the current path is shown in a test id.
import { registerNamespace, type User } from '@cadence/shared-lib';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import { screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import account from '../../src/module';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

export function renderWithRoutes(pages: Record<string, ReactElement>, { route, user }: { route: string; user: User }): RenderResult {
  registerNamespace(account.namespace, account.locales);
  return renderWithProviders(
    <>
      <Routes>
        {Object.entries(pages).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>
      <CurrentPath />
    </>,
    { route, user },
  );
}

/** Waits until the router shows `path` (timers and a loaded 2-core machine make it take a while). */
export function arrivedAt(path: string): Promise<void> {
  return waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(new RegExp(`^${path}$`)));
}
