import { applyLocale } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRoutes } from '../../../test/support/render-with-routes';
import { settingsAnswer, validationError } from '../../../test/support/settings-answers';
import { testApiForEachTest } from '../../../test/support/test-api';
import { countryOptions } from './country-options';
import { InformationTab } from './InformationTab';

const api = testApiForEachTest();

const ROUTE = '/pages/account-setting/information';
const show = () => {
  const { information } = settingsAnswer(makeUser()).data;
  return renderWithRoutes({ [ROUTE]: <InformationTab information={information} /> }, { route: ROUTE, user: makeUser() });
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('Information tab', () => {
  it('sends bio, the birth date as Y-m-d, the country code and the website, then shows the spec message', async () => {
    api.on('PUT', '/account-settings/information', { status: 200, body: { success: true } });
    show();
    expect(screen.getByLabelText('Birth date')).toHaveValue('1990-05-17');
    expect(screen.getByText('Egypt')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: '  Bakery posts, every week.  ' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://bakery.example.com/menu' } });
    save();
    expect(await screen.findByText('Information has been updated successfully')).toBeInTheDocument();
    expect(JSON.parse(api.sent('PUT', '/account-settings/information')[0].body)).toEqual({
      bio: 'Bakery posts, every week.',
      birth_date: '1990-05-17',
      country: 'EG',
      website: 'https://bakery.example.com/menu',
    });
  });

  it("checks the website with the spec's url rule, and shows the server's first 422 message", async () => {
    api.on('PUT', '/account-settings/information', validationError('birth_date', 'The birth date field must be a date before today.'));
    show();
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'not a website' } });
    save();
    expect(await screen.findByText('URL is invalid')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: '' } });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('The birth date field must be a date before today.');
    expect(JSON.parse(api.sent('PUT', '/account-settings/information')[0].body)).toMatchObject({ website: null });
  });
});

describe('country names', () => {
  afterEach(() => applyLocale('en'));
  it('are localized and sorted for the reader, with ISO codes as values', () => {
    const french = countryOptions('fr');
    expect(french.find((c) => c.value === 'DE')?.label).toBe('Allemagne');
    const arabic = countryOptions('ar');
    expect(arabic.find((c) => c.value === 'EG')?.label).toBe('مصر');
    const labels = french.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare));
    expect(french.every((c) => /^[A-Z]{2}$/.test(c.value))).toBe(true);
  });
});
