import { screen } from '@testing-library/react';
import { registerNamespace } from '@cadence/shared-lib';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import { version } from '../../package.json';
import checklists from '../module';
import ToDoHome from './ToDoHome';

it('ToDoHome shows "To Do" and the module version', () => {
  registerNamespace(checklists.namespace, checklists.locales);
  renderWithProviders(<ToDoHome />);
  expect(screen.getByRole('heading', { name: 'To Do' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-version')).toHaveTextContent(`mfe_checklists, version ${version}`);
});
