// Renders one planner page as a signed-in customer against startTestApi (a real HTTP server answering
// the contract's paths), with the remote's namespace registered and a marker at every other path.
import { i18n, registerNamespace, useSessionStore } from '@cadence/shared-lib';
import { makeUser, renderWithProviders, startTestApi, type TestApi } from '@cadence/shared-lib/testing';
import { cleanup, configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import planner from '../../src/module';

// antd renders in jsdom can take seconds on a busy machine.
configure({ asyncUtilTimeout: 15000 });

export const CUSTOMER = makeUser({ id: 7, full_name: 'Nora Owner' });

let current: TestApi | null = null;

export async function startPlannerApi(): Promise<TestApi> {
  current = await startTestApi();
  registerNamespace(planner.namespace, planner.locales);
  return current;
}

/** Renders `page` at `route` (matched by `path`), plus a marker page showing any other location. */
export function renderPage(page: ReactElement, route: string, path: string): void {
  renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<LocationMarker />} />
    </Routes>,
    { route, user: CUSTOMER },
  );
}

function LocationMarker() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export async function stopPlannerApi(): Promise<void> {
  cleanup();
  useSessionStore.getState().clear();
  await i18n.changeLanguage('en');
  await current?.close();
  current = null;
}

export function ok(data: unknown) {
  return { status: 200, body: { data } };
}

export function invalid(field: string, text: string) {
  return { status: 422, body: { message: text, errors: { [field]: [text] } } };
}

export function json(request: { body: string }): unknown {
  return JSON.parse(request.body) as unknown;
}
