import { fireEvent, render, screen } from '@testing-library/react';
import { AntdProviders } from './AntdProviders';
import { PageBoundary } from './PageBoundary';

let broken = true;
function FlakyPage() {
  if (broken) throw new Error('render failed');
  return <p>Planner page</p>;
}

it('contains a render error, keeps the rest of the layout, and Retry renders the page again', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <AntdProviders>
      <nav aria-label="Main menu">menu</nav>
      <PageBoundary name="planner">
        <FlakyPage />
      </PageBoundary>
    </AntdProviders>,
  );

  expect(screen.getByTestId('page-error')).toHaveTextContent('Something went wrong on this page');
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

  broken = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(screen.queryByTestId('page-error')).not.toBeInTheDocument();
  expect(screen.getByText('Planner page')).toBeInTheDocument();
  quiet.mockRestore();
});
