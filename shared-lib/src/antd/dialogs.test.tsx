import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { applyLocale } from '../i18n/locale';
import { AntdProviders } from './AntdProviders';
import { confirmChoice, confirmDelete, confirmRemoveConnection, notifyDeleted } from './dialogs';

beforeEach(() => {
  render(<AntdProviders>app</AntdProviders>);
});
afterEach(() => applyLocale('en'));

async function answer(promise: Promise<boolean>, buttonName: string): Promise<boolean> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  const result = await promise;
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  return result;
}

it('confirmDelete asks the spec question and resolves true on "Yes, delete it!"', async () => {
  let pending: Promise<boolean> = Promise.resolve(false);
  act(() => {
    pending = confirmDelete();
  });
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure?');
  expect(dialog).toHaveTextContent("You won't be able to revert this!");
  expect(await answer(pending, 'Yes, delete it!')).toBe(true);
});

it('confirmDelete resolves false on Cancel', async () => {
  let pending: Promise<boolean> = Promise.resolve(true);
  act(() => {
    pending = confirmDelete();
  });
  expect(await answer(pending, 'Cancel')).toBe(false);
});

it('confirmRemoveConnection warns that auto-publishing stops', async () => {
  let pending: Promise<boolean> = Promise.resolve(false);
  act(() => {
    pending = confirmRemoveConnection();
  });
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure by remove connection?');
  expect(dialog).toHaveTextContent('Publishing content automatically will not work anymore.');
  expect(await answer(pending, 'Yes, remove it!')).toBe(true);
});

it('dialogs are translated', async () => {
  act(() => applyLocale('fr'));
  let pending: Promise<boolean> = Promise.resolve(true);
  act(() => {
    pending = confirmDelete();
  });
  expect(await screen.findByRole('dialog')).toHaveTextContent('Êtes-vous sûr ?');
  expect(await answer(pending, 'Annuler')).toBe(false);
});

it('notifyDeleted says "Deleted!" with the default or given text', async () => {
  act(() => notifyDeleted());
  expect(await screen.findByText('Your post has been deleted.')).toBeInTheDocument();
  expect(screen.getByText('Deleted!')).toBeInTheDocument();
  act(() => notifyDeleted('Your task has been deleted.'));
  expect(await screen.findByText('Your task has been deleted.')).toBeInTheDocument();
});

it('confirmChoice asks any question; Enter would pick Cancel, and OK can be non-destructive', async () => {
  let pending: Promise<boolean> = Promise.resolve(false);
  act(() => {
    pending = confirmChoice({ title: 'Turn maintenance on?', content: 'Customers will be signed out.', okText: 'Turn on', danger: false });
  });
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Turn maintenance on?');
  expect(dialog).toHaveTextContent('Customers will be signed out.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Turn on' })).not.toHaveClass('ant-btn-dangerous');
  expect(await answer(pending, 'Turn on')).toBe(true);
});
