import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import type { RemoteModule } from '../platform/remote-module';
import { useSessionStore } from '../stores/session-store';
import { makeUser } from '../testing/make-user';
import { startTestApi, type TestApi } from '@cadence/shared-lib/testing';
import { renderStandalone } from './render-standalone';

let api: TestApi;
let root: Root | null = null;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  useSessionStore.getState().clear();
});

function demoModule(load: RemoteModule['routes'][number]['load']): RemoteModule {
  return {
    name: 'mfe_demo',
    version: '1.2.3',
    namespace: 'mfe-demo',
    locales: {
      en: { title: 'Demo planner' },
      ar: { title: 'مخطط تجريبي' },
      fr: { title: 'Planificateur de démo' },
      de: { title: 'Demo-Planer' },
      pt: { title: 'Planejador de demonstração' },
    },
    routes: [
      { path: '/demo', load, titleKey: 'title' },
      { path: '/demo/:id', load },
    ],
    menu: [],
    widgets: [],
  };
}

it('signs in against the API, lists the routes and renders a lazy page, retrying after a failed load', async () => {
  api.on('GET', '/sanctum/csrf-cookie', { status: 204 });
  api.on('POST', '/auth/login', ({ body }) =>
    JSON.parse(body).password === 'Secret#123'
      ? { status: 200, body: { data: { user: makeUser(), access_token: '5|standalone' } } }
      : { status: 422, body: { message: 'invalid', errors: { email: ['These credentials do not match our records.'] } } },
  );
  let remoteDown = true;
  let attempts = 0;
  const load = () => {
    attempts += 1;
    if (remoteDown) return Promise.reject(new Error('chunk failed'));
    return Promise.resolve({ default: () => <p>Demo page content</p> });
  };
  window.history.pushState({}, '', '/demo');
  const container = document.createElement('div');
  document.body.appendChild(container);
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  act(() => {
    root = renderStandalone(demoModule(load), container);
  });

  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'demo@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');

  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByTestId('page-error')).toBeInTheDocument();
  expect(useSessionStore.getState().accessToken).toBe('5|standalone');
  expect(screen.getByRole('link', { name: 'Demo planner (/demo)' })).toHaveAttribute('href', '/demo');
  expect(screen.getByText('/demo/:id')).toBeInTheDocument();
  expect(container.querySelector('[data-remote="mfe_demo"]')).toHaveAttribute('data-remote-version', '1.2.3');

  const failedAttempts = attempts;
  remoteDown = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Demo page content')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('page-error')).not.toBeInTheDocument());
  expect(attempts).toBe(failedAttempts + 1);
  quiet.mockRestore();
});
