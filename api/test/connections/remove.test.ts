// Removing connections: a whole network (Facebook takes Instagram with it), Instagram alone, one
// account by id; the flags follow; others' accounts are invisible; nothing connected → 422.
import { connectionMessages, ConnectionsData, type User } from '@cadence/shared-lib/contract';
import type { TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { connect, createLiveApp, startFakes, type Fakes } from './harness';

const LIST = '/api/web/v1/account-settings/connections';

describe('connections: remove', () => {
  let fakes: Fakes;
  let t: TestApp;

  const list = async (headers: Record<string, string>) =>
    ConnectionsData.parse((await t.app.inject({ method: 'GET', url: LIST, headers })).json().data);
  const remove = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: LIST, headers, payload: { _method: 'delete', ...payload } });
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers })).json().data.user as User;

  beforeAll(async () => {
    fakes = await startFakes();
    t = await createLiveApp(fakes);
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  it('removes Facebook with its Instagram accounts: Removed!, and the flag turns off', async () => {
    const user = await registerUser(t.app);
    await connect(t.app, user.headers, 'facebook');
    await connect(t.app, user.headers, 'twitter');
    const response = await remove(user.headers, { platform: 'facebook' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Removed!' });
    const left = await list(user.headers);
    expect(left.connections.map((c) => c.platform)).toEqual(['twitter']);
    const flags = await me(user.headers);
    expect([flags.connected_with_facebook, flags.connected_with_twitter]).toEqual([false, true]);
  });

  it("removes only Instagram when asked, and one account by id; Facebook's Pages stay", async () => {
    const user = await registerUser(t.app);
    await connect(t.app, user.headers, 'facebook');
    expect((await remove(user.headers, { platform: 'instagram' })).statusCode).toBe(200);
    let left = await list(user.headers);
    expect(left.connections.some((c) => c.platform === 'instagram')).toBe(false);
    expect(left.connections.some((c) => c.platform === 'facebook')).toBe(true);
    expect((await me(user.headers)).connected_with_facebook).toBe(true);

    await connect(t.app, user.headers, 'linkedin');
    left = await list(user.headers);
    const linkedin = left.connections.filter((c) => c.platform === 'linkedin');
    expect(linkedin.length).toBeGreaterThan(1);
    expect((await remove(user.headers, { platform: 'linkedin', id: linkedin[0].id })).statusCode).toBe(200);
    const after = (await list(user.headers)).connections.filter((c) => c.platform === 'linkedin').map((c) => c.id);
    expect(after).toEqual(linkedin.slice(1).map((c) => c.id));
  });

  it("answers 404 for another user's account and 422 when nothing of the platform is connected", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await connect(t.app, owner.headers, 'twitter');
    await connect(t.app, stranger.headers, 'twitter');
    const [account] = (await list(owner.headers)).connections;
    expect((await remove(stranger.headers, { platform: 'twitter', id: account.id })).statusCode).toBe(404);
    expect((await list(owner.headers)).connections).toHaveLength(1);

    const response = await remove(owner.headers, { platform: 'linkedin' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.platform).toEqual([connectionMessages.notConnected('LinkedIn')]);
    expect((await remove(owner.headers, { platform: 'myspace' })).statusCode).toBe(422);
  });
});
