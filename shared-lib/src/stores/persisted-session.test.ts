// A stored session must be back, with its abilities, when the app starts again.
import { makeUser } from '../testing/make-user';

it('restores the stored session and its abilities at start', async () => {
  const user = makeUser({ role: 'admin', abilities: [{ action: 'manage', subject: 'all' }] });
  localStorage.setItem('cadence.session', JSON.stringify({ state: { user, accessToken: '9|kept' }, version: 0 }));

  const { useSessionStore } = await import('./session-store');
  const { canAccess } = await import('../ability/access');

  expect(useSessionStore.getState().accessToken).toBe('9|kept');
  expect(canAccess('admin')).toBe(true);
});
