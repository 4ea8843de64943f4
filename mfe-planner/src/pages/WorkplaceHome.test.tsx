import { screen } from '@testing-library/react';
import { i18n, registerNamespace } from '@cadence/shared-lib';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import planner from '../module';
import WorkplaceHome from './WorkplaceHome';

beforeAll(() => registerNamespace(planner.namespace, planner.locales));
afterEach(() => i18n.changeLanguage('en'));

describe('WorkplaceHome', () => {
  it("shows the workplace's own title and purpose, not the planners'", () => {
    renderWithProviders(<WorkplaceHome />);
    expect(screen.getByRole('heading', { name: 'Workplace' })).toBeInTheDocument();
    expect(screen.getByText(/Chat with your content creators/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Content Planners' })).not.toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<WorkplaceHome />);
    expect(screen.getByRole('heading', { name: 'مساحة العمل' })).toBeInTheDocument();
  });
});
