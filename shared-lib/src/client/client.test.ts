import { isAxiosError } from 'axios';
import { makeUser } from '../testing/make-user';
import { useSessionStore } from '../stores/session-store';
import { startTestApi, type TestApi } from '@cadence/shared-lib/testing';
import { call } from './call';
import { fillPath } from './fill-path';
import { http } from './http';
import { withMethod } from './method-spoofing';
import { setNavigation } from './navigation';
import { onServerError } from './server-errors';
import { firstValidationMessage } from './validation-errors';

let api: TestApi;
let visited: string[];
let serverErrors: string[];
let restoreNavigation: () => void;
let stopListening: () => void;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

beforeEach(() => {
  api.requests.length = 0;
  visited = [];
  serverErrors = [];
  restoreNavigation = setNavigation({ navigate: (url) => visited.push(url) });
  stopListening = onServerError((message) => serverErrors.push(message));
  useSessionStore.getState().clear();
  window.history.pushState({}, '', '/dashboard');
});

afterEach(() => {
  restoreNavigation();
  stopListening();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends the bearer token from the session store and the XSRF cookie, and returns the parsed answer', async () => {
    const user = makeUser({ full_name: 'Nadia Haddad' });
    useSessionStore.getState().setSession(user, '7|secret-token');
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    api.on('GET', '/auth/user', { status: 200, body: { data: { user } } });

    const answer = await call('me');

    expect(answer.data.user.full_name).toBe('Nadia Haddad');
    expect(api.requests[0].headers.authorization).toBe('Bearer 7|secret-token');
    expect(api.requests[0].headers['x-xsrf-token']).toBe('abc==');
  });

  it('sends no Authorization header when signed out', async () => {
    api.on('GET', '/settings', { status: 200, body: { data: { auth_image: null } } });
    await call('publicSettings', { query: { keys: 'auth_image' } });
    expect(api.requests[0].headers.authorization).toBeUndefined();
    expect(api.requests[0].url).toBe('/api/web/v1/settings?keys=auth_image');
  });

  it('fills path parameters from params', async () => {
    const user = makeUser({ locale: 'ar' });
    useSessionStore.getState().setSession(user, '1|t');
    api.on('PUT', '/account-settings/locale/ar', { status: 200, body: { data: { user } } });

    const answer = await call('setLocale', { params: { locale: 'ar' } });

    expect(api.requests[0].method).toBe('PUT');
    expect(answer.data.user.locale).toBe('ar');
  });

  it('encodes path parameter values', () => {
    expect(fillPath('/posts/:postId/comments/:id', { postId: 'a b/c', id: 7 })).toBe('/posts/a%20b%2Fc/comments/7');
    expect(() => fillPath('/posts/:postId', {})).toThrow('postId');
  });

  it('rejects an answer that breaks the contract and tells the user', async () => {
    api.on('GET', '/auth/user', { status: 200, body: { data: { user: { id: 'not-a-number' } } } });
    const error = await failure(call('me'));
    expect(error).toBeInstanceOf(Error);
    expect(serverErrors).toEqual(['Something went wrong on the server. Please try again.']);
  });

  it('treats a 204 answer as null', async () => {
    api.on('GET', '/sanctum/csrf-cookie', { status: 204 });
    await expect(call('csrfCookie')).resolves.toBeNull();
  });
});

describe('method spoofing', () => {
  it('adds _method to a JSON body', async () => {
    api.on('POST', '/posts/5', { status: 200, body: { data: {} } });
    await http.post('/posts/5', withMethod('delete'));
    expect(JSON.parse(api.requests[0].body)).toEqual({ _method: 'delete' });

    await http.post('/posts/5', withMethod('put', { title: 'Launch day' }));
    expect(JSON.parse(api.requests[1].body)).toEqual({ title: 'Launch day', _method: 'put' });
  });

  it('adds _method to a multipart body and leaves the original FormData untouched', async () => {
    api.on('POST', '/account-settings/general', { status: 200, body: { data: {} } });
    const form = new FormData();
    form.append('full_name', 'Nadia Haddad');

    await http.post('/account-settings/general', withMethod('put', form));

    const { body, headers } = api.requests[0];
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(/name="full_name"\r\n\r\nNadia Haddad\r\n/);
    expect(body).toMatch(/name="_method"\r\n\r\nput\r\n/);
    expect(form.has('_method')).toBe(false);
  });
});

describe('error handling', () => {
  it('401 clears the session and goes to /login', async () => {
    useSessionStore.getState().setSession(makeUser(), '1|expired');
    api.on('GET', '/auth/user', { status: 401, body: { message: 'Unauthenticated.' } });

    const error = await failure(call('me'));

    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(visited).toEqual(['/login']);
    expect(serverErrors).toEqual([]);
  });

  it('401 on an auth page clears the session without redirecting again', async () => {
    window.history.pushState({}, '', '/login');
    api.on('GET', '/auth/user', { status: 401, body: { message: 'Unauthenticated.' } });
    await failure(call('me'));
    expect(visited).toEqual([]);
  });

  it('403 goes to the not-authorized page and keeps the session', async () => {
    useSessionStore.getState().setSession(makeUser(), '1|ok');
    api.on('GET', '/auth/user', { status: 403, body: { message: 'This action is unauthorized.' } });

    await failure(call('me'));

    expect(visited).toEqual(['/pages/miscellaneous/not-authorized']);
    expect(useSessionStore.getState().accessToken).toBe('1|ok');
    expect(serverErrors).toEqual([]);
  });

  it('422 rejects with the first message of the first field and raises no toast', async () => {
    api.on('POST', '/auth/login', {
      status: 422,
      body: {
        message: 'These credentials do not match our records. (and 1 more error)',
        errors: { email: ['These credentials do not match our records.', 'second'], password: ['The password field is required.'] },
      },
    });

    const error = await failure(call('login', { body: { email: 'nobody@example.com', password: 'x' } }));

    expect(firstValidationMessage(error)).toBe('These credentials do not match our records.');
    expect(serverErrors).toEqual([]);
    expect(visited).toEqual([]);
  });

  it('firstValidationMessage is null for anything but a 422', async () => {
    api.on('GET', '/auth/user', { status: 500, body: { message: 'Server Error' } });
    expect(firstValidationMessage(await failure(call('me')))).toBeNull();
    expect(firstValidationMessage(new Error('plain'))).toBeNull();
  });

  it("500 emits the server's message", async () => {
    api.on('GET', '/auth/user', { status: 500, body: { message: 'The database is having a nap.' } });
    await failure(call('me'));
    expect(serverErrors).toEqual(['The database is having a nap.']);
  });

  it('an error without a message emits the translated generic text', async () => {
    api.on('GET', '/auth/user', { status: 503 });
    await failure(call('me'));
    expect(serverErrors).toEqual(['Something went wrong on the server. Please try again.']);
  });

  it('stays quiet for a status the caller says it shows itself, and only for that status', async () => {
    api.on('GET', '/auth/user', { status: 404, body: { message: 'This link is no longer available.' } });
    const error = await failure(call('me', { handles: [404] }));
    expect(error).toBeTruthy();
    expect(serverErrors).toEqual([]);
    api.on('GET', '/auth/user', { status: 500, body: { message: 'Boom.' } });
    await failure(call('me', { handles: [404] }));
    expect(serverErrors).toEqual(['Boom.']);
  });
});
