// Renders one back-office page as a signed-in admin against startTestApi (a real HTTP server
// answering the contract's paths), with the remote's namespace registered.
import { registerNamespace, useSessionStore } from '@cadence/shared-lib';
import { makeUser, renderWithProviders, startTestApi, type TestApi } from '@cadence/shared-lib/testing';
import { cleanup, configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import admin from '../../src/module';

// antd renders (styles, dropdowns, dialogs) in jsdom can take seconds on a busy machine.
configure({ asyncUtilTimeout: 15000 });

export const ADMIN = makeUser({ id: 1, role: 'admin', full_name: 'Ada Admin', abilities: [{ action: 'manage', subject: 'all' }] });

let current: TestApi | null = null;

export async function startAdminApi(): Promise<TestApi> {
  current = await startTestApi();
  registerNamespace(admin.namespace, admin.locales);
  return current;
}

/** Renders `page` at `route` (matched by `path`), plus a marker page at every other path. */
export function renderAdminPage(page: ReactElement, route: string, path = route): void {
  renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<LocationMarker />} />
    </Routes>,
    { route, user: ADMIN },
  );
}

function LocationMarker() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

export async function stopAdminApi(): Promise<void> {
  // Unmount first so nothing starts a new request while the server closes.
  cleanup();
  useSessionStore.getState().clear();
  await current?.close();
  current = null;
}

/** A Laravel-shaped 422 answer. */
export function invalid(field: string, text: string) {
  return { status: 422, body: { message: text, errors: { [field]: [text] } } };
}

export function ok(data: unknown) {
  return { status: 200, body: { data } };
}

/** The JSON body of a recorded request. */
export function json(request: { body: string }): unknown {
  return JSON.parse(request.body) as unknown;
}
