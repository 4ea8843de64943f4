import { fireEvent, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { makeUser, renderWithProviders } from '@cadence/shared-lib/testing';
import { FeatureGate } from './FeatureGate';
import { UpgradePrompt } from './UpgradePrompt';

describe('UpgradePrompt', () => {
  it('names the feature and leads to the Plans tab inside the app', () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<UpgradePrompt feature="twitter.trends" />} />
        <Route path="/pages/account-setting/plans" element={<p>Plans tab</p>} />
      </Routes>,
    );
    expect(screen.getByRole('heading', { name: 'Upgrade to use What’s Trending' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse add-ons' })).toHaveAttribute('href', '/addons');
    fireEvent.click(screen.getByRole('link', { name: 'See plans' }));
    expect(screen.getByText('Plans tab')).toBeInTheDocument();
  });

  it('speaks of the plan when no feature is named', () => {
    renderWithProviders(<UpgradePrompt />);
    expect(screen.getByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
  });
});

describe('FeatureGate', () => {
  const save = jest.fn();
  const gated = (
    <FeatureGate feature="custom-checklist">
      <Button onClick={save}>Add custom to-do</Button>
    </FeatureGate>
  );

  it('leaves the control alone when the plan includes the feature', () => {
    renderWithProviders(gated, { user: makeUser({ access: ['custom-checklist'] }) });
    expect(screen.getByRole('button', { name: 'Add custom to-do' })).toBeEnabled();
    expect(screen.queryByTestId('feature-locked-custom-checklist')).not.toBeInTheDocument();
  });

  it('disables it, with the upgrade tooltip and link, when the plan lacks it', async () => {
    renderWithProviders(gated, { user: makeUser({ access: [] }) });
    const locked = screen.getByTestId('feature-locked-custom-checklist');
    const button = within(locked).getByRole('button', { name: 'Add custom to-do' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(save).not.toHaveBeenCalled();
    expect(within(locked).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pages/account-setting/plans');
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(await screen.findByText('Upgrade your plan to use this')).toBeInTheDocument();
  });

  it('hides it when the feature is switched off', () => {
    const user = makeUser({ access: [], features: [{ key: 'custom-checklist', in_plan: true, is_active: false }] });
    renderWithProviders(gated, { user });
    expect(screen.queryByRole('button', { name: 'Add custom to-do' })).not.toBeInTheDocument();
  });
});
