import { applyLocale } from '../i18n/locale';
import { formatMoney } from './format-money';

afterEach(() => applyLocale('en'));

it('formats cents in the given currency, whatever the case of its code', () => {
  expect(formatMoney(1250, 'usd', 'en')).toBe('$12.50');
  expect(formatMoney(4900, 'EUR', 'en')).toBe('€49.00');
});

it("follows the reader's language by default", () => {
  expect(formatMoney(1250, 'eur')).toBe('€12.50');
  applyLocale('fr');
  expect(formatMoney(1250, 'eur')).toBe('12,50\u00a0€');
});

it('still shows the number and the code for an unknown currency', () => {
  expect(formatMoney(999, 'xx1', 'en')).toBe('9.99 XX1');
});
