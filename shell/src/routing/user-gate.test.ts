import { makeMember } from '../../test/support/users';
import { gateRedirect, isGateExempt, nextStepFor, pendingStepFor } from './user-gate';

const ready = makeMember();
const unverified = makeMember({ email_verified_at: null });
const unsubscribed = makeMember({ subscribed_to: null });
const unapproved = makeMember({ approved_at: null });
const brandNew = makeMember({ email_verified_at: null, subscribed_to: null, approved_at: null });

describe('the role-user guard (spec §4)', () => {
  it('lets a verified, subscribed and approved user go anywhere', () => {
    expect(gateRedirect(ready, '/accounts')).toBeNull();
    expect(gateRedirect(ready, '/dashboard')).toBeNull();
  });

  it('sends a user without a verified email to /verify-email', () => {
    expect(gateRedirect(unverified, '/accounts')).toBe('/verify-email');
  });

  it('sends a verified user without a subscription to /plans', () => {
    expect(gateRedirect(unsubscribed, '/accounts')).toBe('/plans');
  });

  it('sends a subscribed user without approval to /awaiting-approval', () => {
    expect(gateRedirect(unapproved, '/accounts')).toBe('/awaiting-approval');
  });

  it('checks in order: email, then subscription, then approval', () => {
    expect(gateRedirect(brandNew, '/dashboard')).toBe('/verify-email');
    expect(gateRedirect({ ...brandNew, email_verified_at: '2026-11-22T10:00:00.000Z' }, '/dashboard')).toBe('/plans');
  });

  it('does not apply to admins and staff', () => {
    for (const role of ['admin', 'staff'] as const) {
      expect(gateRedirect({ ...brandNew, role }, '/dashboard')).toBeNull();
    }
  });

  it('does not exempt account settings', () => {
    expect(gateRedirect(unverified, '/pages/account-setting')).toBe('/verify-email');
    expect(gateRedirect(unsubscribed, '/pages/account-setting/password')).toBe('/plans');
  });

  it.each([
    '/plans',
    '/plans/',
    '/plans?offer_code=SPRING',
    '/subscriptions/checkout/success',
    '/subscriptions/checkout/4',
    '/awaiting-approval',
    '/verify-email',
    '/verify-email/12/0a1b2c?expires=1&signature=ff',
    '/pages/miscellaneous/not-authorized',
    '/pages/miscellaneous/coming-soon',
    '/error-404',
  ])('exempts %s from every step, so the guard cannot loop', (path) => {
    expect(isGateExempt(path)).toBe(true);
    expect(gateRedirect(brandNew, path)).toBeNull();
  });

  it.each(['/plansx', '/plans/extra', '/subscriptions', '/awaiting-approval/x', '/verify-emailx', '/dashboard'])(
    'does not exempt the look-alike %s',
    (path) => {
      expect(isGateExempt(path)).toBe(false);
      expect(gateRedirect(brandNew, path)).toBe('/verify-email');
    },
  );
});

describe('the next step after one is done', () => {
  it('is the next pending step, else the role home', () => {
    expect(pendingStepFor(ready)).toBeNull();
    expect(nextStepFor(unsubscribed)).toBe('/plans');
    expect(nextStepFor(unapproved)).toBe('/awaiting-approval');
    expect(nextStepFor(ready)).toBe('/dashboard');
    expect(nextStepFor({ ...brandNew, role: 'staff' })).toBe('/admin/workplace');
  });
});
