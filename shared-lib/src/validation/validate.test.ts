import { applyLocale } from '../i18n/locale';
import { validate } from './validate';

afterEach(() => applyLocale('en'));

it('returns true when every rule passes', () => {
  expect(validate('demo@example.com', 'required|email', { field: 'Email' })).toBe(true);
});

it('returns the first failing rule message', () => {
  expect(validate('', 'required|email', { field: 'Email' })).toBe('The Email field is required');
  expect(validate('nope', 'required|email|min:8', { field: 'Email' })).toBe('The Email field must be a valid email');
});

it('fills rule parameters into the message', () => {
  expect(validate('ab', 'min:3', { field: 'Title' })).toBe('The Title field must be at least 3 characters');
  expect(validate('20', 'between:1,10', { field: 'Count' })).toBe('The Count field must be between 1 and 10');
  expect(validate('12', 'digits:4', { field: 'Code' })).toBe('The Code field must be numeric and exactly contain 4 digits');
  expect(validate('abc', 'length:2', { field: 'Country' })).toBe('The Country field must be 2 long');
});

it('accepts an array spec with RegExp parameters and vee-validate spellings', () => {
  expect(validate('a b', ['required', ['regex', /^\S+$/]], { field: 'Slug' })).toBe('The Slug field format is invalid');
  expect(validate('a b', 'alpha_dash', { field: 'Slug' })).toBe(
    'The Slug field may contain alpha-numeric characters as well as dashes and underscores',
  );
  expect(validate('a-b', 'alpha-num', { field: 'Code' })).toBe('The Code field may only contain alpha-numeric characters');
});

it('checks confirmed against the form values', () => {
  expect(validate('x', 'confirmed:password', { field: 'Confirm Password', values: { password: 'y' } })).toBe(
    'The Confirm Password field confirmation does not match',
  );
});

describe('the spec messages (§5), verbatim in English', () => {
  it('positive', () => expect(validate('-3', 'positive', { field: 'Price' })).toBe('Please enter positive number!'));
  it('credit card', () => expect(validate('4111111111111111', 'credit-card', { field: 'Card' })).toBe('It is not valid credit card!'));
  it('password', () =>
    expect(validate('password1', 'required|password', { field: 'Password' })).toBe(
      'Your Password must contain at least one uppercase, one lowercase, one special character and one digit',
    ));
  it('min for passwords', () => {
    expect(validate('Ab#1', 'required|min:8|password', { field: 'Password' })).toBe('Password is too short, you want to get hacked?');
    expect(validate('Ab#1', 'required|min:8', { field: 'New Password', name: 'new_password' })).toBe(
      'New Password is too short, you want to get hacked?',
    );
  });
  it('url', () => expect(validate('nonsense', 'url', { field: 'Website' })).toBe('URL is invalid'));
});

it('translates the message in the current locale', () => {
  applyLocale('fr');
  expect(validate('', 'required', { field: 'E-mail' })).toBe('Le champ E-mail est obligatoire');
  applyLocale('ar');
  expect(validate('-1', 'positive', { field: 'السعر' })).toBe('الرجاء إدخال رقم موجب!');
});

it('an unknown rule is a programming error', () => {
  expect(() => validate('x', 'required|shiny', { field: 'X' })).toThrow('Unknown validation rule "shiny"');
});
