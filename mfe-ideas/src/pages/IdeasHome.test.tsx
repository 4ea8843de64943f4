import { screen } from '@testing-library/react';
import { registerNamespace } from '@cadence/shared-lib';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import { version } from '../../package.json';
import ideas from '../module';
import IdeasHome from './IdeasHome';

it('IdeasHome shows "Ideas Generator" and the module version', () => {
  registerNamespace(ideas.namespace, ideas.locales);
  renderWithProviders(<IdeasHome />);
  expect(screen.getByRole('heading', { name: 'Ideas Generator' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-version')).toHaveTextContent(`mfe_ideas, version ${version}`);
});
