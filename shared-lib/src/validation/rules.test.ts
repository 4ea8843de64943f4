import { rules, type RuleName, type RuleParam } from './rules';

const ctx = { field: 'Field' };
const check = (name: RuleName, value: unknown, params: RuleParam[] = []) => rules[name](value, params, ctx);

describe('required', () => {
  it.each([['a'], [0], [true], [['x']]])('accepts %p', (value) => expect(check('required', value)).toBe(true));
  it.each([[''], ['   '], [null], [undefined], [false], [[]]])('rejects %p', (value) => expect(check('required', value)).toBe(false));
});

describe('optional rules accept an empty value', () => {
  const optional: RuleName[] = ['email', 'min', 'regex', 'between', 'alpha', 'integer', 'digits', 'alphaDash', 'alphaNum', 'length', 'positive', 'creditCard', 'password', 'url'];
  it.each(optional)('%s', (name) => expect(check(name, '', ['3', '5'])).toBe(true));
});

it('email', () => {
  expect(check('email', 'demo@example.com')).toBe(true);
  expect(check('email', 'demo@example')).toBe(false);
  expect(check('email', 'demo example.com')).toBe(false);
});

it('min counts characters', () => {
  expect(check('min', 'abcdefgh', ['8'])).toBe(true);
  expect(check('min', 'abcdefg', ['8'])).toBe(false);
});

it('confirmed compares with the named field', () => {
  const values = { password: 'Secret#123' };
  expect(rules.confirmed('Secret#123', ['password'], { field: 'Confirm', values })).toBe(true);
  expect(rules.confirmed('Secret#124', ['password'], { field: 'Confirm', values })).toBe(false);
  expect(rules.confirmed('', ['password'], { field: 'Confirm', values })).toBe(false);
});

it('regex accepts a RegExp or a pattern string', () => {
  expect(check('regex', 'abc', [/^[a-c]+$/])).toBe(true);
  expect(check('regex', 'abd', ['^[a-c]+$'])).toBe(false);
  expect(check('regex', 'ABC', ['/^[a-c]+$/i'])).toBe(true);
});

it('between is inclusive', () => {
  expect(check('between', '1', ['1', '10'])).toBe(true);
  expect(check('between', 10, ['1', '10'])).toBe(true);
  expect(check('between', '11', ['1', '10'])).toBe(false);
  expect(check('between', 'ten', ['1', '10'])).toBe(false);
});

it('alpha accepts letters of any script only', () => {
  expect(check('alpha', 'Nadia')).toBe(true);
  expect(check('alpha', 'نادية')).toBe(true);
  expect(check('alpha', 'Nadia1')).toBe(false);
});

it('integer', () => {
  expect(check('integer', '-42')).toBe(true);
  expect(check('integer', 42)).toBe(true);
  expect(check('integer', '4.2')).toBe(false);
});

it('digits needs exactly that many digits', () => {
  expect(check('digits', '1234', ['4'])).toBe(true);
  expect(check('digits', '123', ['4'])).toBe(false);
  expect(check('digits', '12a4', ['4'])).toBe(false);
});

it('alphaDash and alphaNum', () => {
  expect(check('alphaDash', 'post_2026-11')).toBe(true);
  expect(check('alphaDash', 'post 2026')).toBe(false);
  expect(check('alphaNum', 'post2026')).toBe(true);
  expect(check('alphaNum', 'post-2026')).toBe(false);
});

it('length is exact', () => {
  expect(check('length', 'EG', ['2'])).toBe(true);
  expect(check('length', 'EGY', ['2'])).toBe(false);
});

it('positive accepts zero and up', () => {
  expect(check('positive', '0')).toBe(true);
  expect(check('positive', 12.5)).toBe(true);
  expect(check('positive', '-1')).toBe(false);
  expect(check('positive', 'abc')).toBe(false);
});

it('creditCard: American Express, 15 digits starting 34 or 37 (spec §5)', () => {
  expect(check('creditCard', '378282246310005')).toBe(true);
  expect(check('creditCard', '3400 000000 00009')).toBe(true);
  expect(check('creditCard', '4111111111111111')).toBe(false);
  expect(check('creditCard', '37828224631000')).toBe(false);
});

it('password: 8+ characters with a digit, a lowercase, an uppercase and one of !@#$%&*() (spec §5)', () => {
  expect(check('password', 'Secret#12')).toBe(true);
  expect(check('password', 'Secr#1a')).toBe(false);
  expect(check('password', 'secret#12')).toBe(false);
  expect(check('password', 'SECRET#12')).toBe(false);
  expect(check('password', 'Secret123')).toBe(false);
  expect(check('password', 'Secret#ab')).toBe(false);
  expect(check('password', 'Secret^12')).toBe(false);
});

it('url: must look like a host name (spec §5)', () => {
  expect(check('url', 'example.com')).toBe(true);
  expect(check('url', 'https://www.example.com/about?x=1')).toBe(true);
  expect(check('url', 'http://localhost')).toBe(false);
  expect(check('url', 'not a url')).toBe(false);
});
