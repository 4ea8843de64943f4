import { homePathFor, safeReturnPath } from './paths';

describe('role homes and return paths', () => {
  it('sends staff to the workplace and everyone else to the dashboard (spec §4)', () => {
    expect(homePathFor({ role: 'staff' })).toBe('/admin/workplace');
    expect(homePathFor({ role: 'admin' })).toBe('/dashboard');
    expect(homePathFor({ role: 'user' })).toBe('/dashboard');
  });

  it('returns only to paths of this app after sign-in', () => {
    expect(safeReturnPath('/schedules/4?tab=week')).toBe('/schedules/4?tab=week');
    expect(safeReturnPath('//evil.example/phish')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
