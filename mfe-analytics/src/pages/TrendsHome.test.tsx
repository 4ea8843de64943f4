import { screen } from '@testing-library/react';
import { registerNamespace } from '@cadence/shared-lib';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import { version } from '../../package.json';
import analytics from '../module';
import TrendsHome from './TrendsHome';

it("TrendsHome shows What's Trending and the module version", () => {
  registerNamespace(analytics.namespace, analytics.locales);
  renderWithProviders(<TrendsHome />);
  expect(screen.getByRole('heading', { name: "What's Trending" })).toBeInTheDocument();
  expect(screen.getByTestId('remote-version')).toHaveTextContent(`mfe_analytics, version ${version}`);
});
