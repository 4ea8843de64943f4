import { hashPassword, verifyPassword } from '../../src/support/passwords';

describe('password hashing', () => {
  it('stores scrypt with N=2^16, r=8, p=1 and a per-hash salt, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Correct#Horse1'), hashPassword('Correct#Horse1')]);
    expect(a).toMatch(/^scrypt\$65536\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Correct#Horse1', a)).toBe(true);
    expect(await verifyPassword('correct#Horse1', a)).toBe(false);
    expect(await verifyPassword('Correct#Horse1', 'plain-text')).toBe(false);
  });
});
