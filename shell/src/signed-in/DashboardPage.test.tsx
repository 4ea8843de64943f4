import { makeMember } from '../../test/support/users';
import { act, screen, within } from '@testing-library/react';
import { makeModule, page, textPage } from '../../test/support/fake-remotes';
import { renderApp } from '../../test/support/render-app';

function ExplodingWidget(): never {
  throw new Error('widget render failure');
}

const planner = makeModule('mfe_planner', {
  widgets: [
    { key: 'planner-cards', load: textPage('Your planners'), resource: 'user', order: 10, span: 16 },
    { key: 'auto-publishing', load: textPage('Auto-publishing monitor'), resource: 'user', feature: 'auto-publishing', order: 30 },
  ],
});
const checklists = makeModule('mfe_checklists', {
  widgets: [
    { key: 'to-do', load: textPage('To do today'), resource: 'user', order: 20, span: 8 },
    { key: 'admin-only', load: textPage('Admin numbers'), resource: 'admin', order: 5 },
  ],
});
const modules = { mfe_planner: planner, mfe_checklists: checklists };

function widgetKeys(): Array<string | null> {
  return Array.from(screen.getByTestId('dashboard').querySelectorAll('[data-widget]')).map((el) => el.getAttribute('data-widget'));
}

beforeEach(() => localStorage.clear());

describe('dashboard', () => {
  it("composes the ready remotes' widgets a user may see, in order, each in its data-widget container", async () => {
    const app = renderApp('/dashboard', { modules, user: makeMember() });
    await act(() => app.loaded);
    expect(await screen.findByText('Your planners')).toBeInTheDocument();
    expect(await screen.findByText('To do today')).toBeInTheDocument();
    expect(widgetKeys()).toEqual(['planner-cards', 'to-do']);
    expect(screen.getByText('To do today').closest('[data-widget]')).toHaveAttribute('data-widget', 'to-do');
    expect(screen.queryByText('Auto-publishing monitor')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin numbers')).not.toBeInTheDocument();
  });

  it('adds the auto-publishing monitor when the plan includes it', async () => {
    const app = renderApp('/dashboard', { modules, user: makeMember({ access: ['auto-publishing'] }) });
    await act(() => app.loaded);
    expect(await screen.findByText('Auto-publishing monitor')).toBeInTheDocument();
    expect(widgetKeys()).toEqual(['planner-cards', 'to-do', 'auto-publishing']);
  });

  it('keeps the other widgets when one remote is down', async () => {
    const app = renderApp('/dashboard', { modules, user: makeMember(), dead: ['mfe_planner'] });
    await act(() => app.loaded);
    expect(await screen.findByText('To do today')).toBeInTheDocument();
    expect(widgetKeys()).toEqual(['to-do']);
  });

  it('contains a widget that throws in its own boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = makeModule('mfe_analytics', {
      widgets: [{ key: 'trends', load: page(ExplodingWidget), order: 1 }],
    });
    const app = renderApp('/dashboard', { modules: { ...modules, mfe_analytics: broken }, user: makeMember() });
    await act(() => app.loaded);
    const trends = await screen.findByText('To do today');
    expect(trends).toBeInTheDocument();
    const failed = screen.getByTestId('dashboard').querySelector('[data-widget="trends"]') as HTMLElement;
    expect(await within(failed).findByTestId('page-error')).toBeInTheDocument();
  });

  it('shows only the title to admins', async () => {
    const admin = makeMember({ role: 'admin', abilities: [{ action: 'read', subject: 'admin' }] });
    const app = renderApp('/dashboard', { modules, user: admin });
    await act(() => app.loaded);
    const dashboard = await screen.findByTestId('dashboard');
    expect(within(dashboard).getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(widgetKeys()).toEqual([]);
  });

  it('shows the empty state when no widget applies', async () => {
    const app = renderApp('/dashboard', { modules: {}, user: makeMember() });
    await act(() => app.loaded);
    expect(await screen.findByText('Nothing to show on your dashboard yet.')).toBeInTheDocument();
  });
});
