import { screen } from '@testing-library/react';
import { i18n, registerNamespace } from '@cadence/shared-lib';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import { version } from '../../package.json';
import planner from '../module';
import PlannersHome from './PlannersHome';

beforeAll(() => registerNamespace(planner.namespace, planner.locales));
afterEach(() => i18n.changeLanguage('en'));

describe('PlannersHome', () => {
  it('shows the area title, the coming-soon state and the module version', () => {
    renderWithProviders(<PlannersHome />);
    expect(screen.getByRole('heading', { name: 'Content Planners' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-version')).toHaveTextContent(`About this module: mfe_planner, version ${version}`);
  });

  it('speaks the chosen language', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<PlannersHome />);
    expect(screen.getByRole('heading', { name: 'مخططات المحتوى' })).toBeInTheDocument();
  });
});
