import { fireEvent, render, screen } from '@testing-library/react';
import { applyLocale } from '../i18n/locale';
import { AntdProviders } from './AntdProviders';
import { LoadFailed } from './LoadFailed';

afterEach(() => applyLocale('en'));

it('says what failed, announces it, and retries on the translated button', () => {
  const onRetry = jest.fn();
  render(
    <AntdProviders>
      <LoadFailed text="Your invoices could not be loaded." onRetry={onRetry} />
    </AntdProviders>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Your invoices could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
