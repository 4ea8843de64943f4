// Renders the editor and queue pages at their real paths inside the app's providers, against
// startTestApi, with a marker page elsewhere showing where the user was sent (path and query).
import { registerNamespace, useSessionStore } from '@cadence/shared-lib';
import { makeUser, renderWithProviders, startTestApi, type TestApi } from '@cadence/shared-lib/testing';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import planner from '../../module';
import PostEditorPage from '../../pages/PostEditorPage';
import QueuePage from '../../pages/QueuePage';

// antd pickers, tabs and dialogs are slow to render in jsdom on a shared 2-core machine.
configure({ asyncUtilTimeout: 15000 });

export const OWNER = makeUser({ id: 7, full_name: 'Nadia Haddad' });

let current: TestApi | null = null;

export async function startPlannerApi(): Promise<TestApi> {
  current = await startTestApi();
  registerNamespace(planner.namespace, planner.locales);
  // The editor's account picker asks for the connected accounts; none unless a test says otherwise.
  current.on('GET', '/account-settings/connections', ok(connectionsAnswer([])));
  return current;
}

export async function stopPlannerApi(): Promise<void> {
  cleanup();
  // Let calls still on the wire (the account picker's connections, asked on every editor render) get
  // their answer: closing under them would raise a network-error toast into the next test.
  await new Promise((resolve) => setTimeout(resolve, 150));
  useSessionStore.getState().clear();
  await current?.close();
  current = null;
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

function CurrentSearch() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

export function renderPlannerPage(route: string): void {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/posts/create/:id" element={<PostEditorPage />} />
        <Route path="/posts/edit/:id" element={<PostEditorPage />} />
        <Route path="/posts/queue" element={<QueuePage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      <CurrentSearch />
    </>,
    { route, user: OWNER },
  );
}

export function arrivedAt(pathAndQuery: string): Promise<void> {
  return waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent(pathAndQuery));
}

export const ok = (data: unknown) => ({ status: 200, body: { data } });
export const connectionsAnswer = (connections: unknown[]) => ({ connections, networks: [], access_token: null, sandbox: true });
export const invalid = (field: string, text: string) => ({ status: 422, body: { message: text, errors: { [field]: [text] } } });
export const json = (request: { body: string }): unknown => JSON.parse(request.body) as unknown;
