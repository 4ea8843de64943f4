import { isValidCardNumber, luhnValid, validateCard } from '../../src/modules/payments/sandbox/card';

describe('sandbox card checks', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('accepts American Express numbers (15 digits, 34 or 37) that pass Luhn, spaces allowed', () => {
    expect(isValidCardNumber('3782 822463 10005')).toBe(true);
    expect(isValidCardNumber('340000000000009')).toBe(true);
  });

  it('refuses other networks, wrong lengths, wrong prefixes and bad checksums', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(isValidCardNumber('4242424242424242')).toBe(false);
    expect(isValidCardNumber('37828224631000')).toBe(false);
    expect(isValidCardNumber('358282246310005')).toBe(false);
    expect(isValidCardNumber('378282246310006')).toBe(false);
  });

  it('names each bad field: card rule, expiry format and date, four-digit code', () => {
    expect(validateCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now)).toEqual({
      number: 'invalidCard',
      expiry: 'invalidExpiry',
      cvc: 'invalidCvc',
    });
    expect(validateCard({ number: '', expiry: '10/26', cvc: '' }, now)).toEqual({ number: 'required', expiry: 'cardExpired', cvc: 'required' });
    expect(validateCard({ number: '378282246310005', expiry: '11/26', cvc: '1234' }, now)).toEqual({});
  });
});
