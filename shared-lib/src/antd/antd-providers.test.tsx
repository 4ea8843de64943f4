import { act, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { emitServerError } from '../client/server-errors';
import { applyLocale } from '../i18n/locale';
import { AntdProviders } from './AntdProviders';
import { ComingSoon } from './ComingSoon';

afterEach(() => applyLocale('en'));

it("shows a server error as the red 'Server Error' toast at the top left with the server's message", async () => {
  render(
    <AntdProviders>
      <p>page</p>
    </AntdProviders>,
  );
  act(() => emitServerError('The database is having a nap.'));

  const message = await screen.findByText('The database is having a nap.');
  const toast = message.closest('.ant-notification-notice');
  expect(toast).toHaveClass('ant-notification-notice-error');
  expect(toast).toHaveTextContent('Server Error');
  expect(message.closest('.ant-notification')).toHaveClass('ant-notification-topLeft');
});

it('stops listening when unmounted', () => {
  const { unmount } = render(<AntdProviders>page</AntdProviders>);
  unmount();
  act(() => emitServerError('nobody listens'));
  expect(screen.queryByText('nobody listens')).not.toBeInTheDocument();
});

it('lays antd out right to left for Arabic and uses its translated texts', async () => {
  applyLocale('ar');
  render(
    <AntdProviders>
      <Button>زر</Button>
      <ComingSoon />
    </AntdProviders>,
  );
  expect(screen.getByRole('button', { name: 'زر' })).toHaveClass('ant-btn-rtl');
  expect(screen.getByTestId('coming-soon')).toHaveTextContent('قريبًا');
  act(() => applyLocale('en'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'زر' })).not.toHaveClass('ant-btn-rtl'));
  expect(screen.getByTestId('coming-soon')).toHaveTextContent('Coming soon');
});
