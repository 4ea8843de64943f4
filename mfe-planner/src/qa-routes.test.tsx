import { screen } from '@testing-library/react';
import { PageBoundary } from '@cadence/shared-lib/antd';
import { renderWithProviders } from '@cadence/shared-lib/testing';
import type { RemoteModule } from '@cadence/shared-lib';

// A QA build (QA_ROUTES=1) defines __QA_ROUTES__ as true; load the module afresh under that flag.
async function loadQaBuild(): Promise<RemoteModule> {
  jest.replaceProperty(globalThis as typeof globalThis & { __QA_ROUTES__: boolean }, '__QA_ROUTES__', true);
  let mod: RemoteModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = (await import('./module')).default;
  });
  if (!mod) throw new Error('module did not load');
  return mod;
}

describe('mfe-planner QA build', () => {
  it('adds /qa/boom, whose page crashes and is contained by the page boundary', async () => {
    const qa = await loadQaBuild();
    const boom = qa.routes.find((route) => route.path === '/qa/boom');
    if (!boom) throw new Error('no /qa/boom route in the QA build');
    const { default: Page } = await boom.load();
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderWithProviders(
      <PageBoundary>
        <Page />
      </PageBoundary>,
    );
    expect(await screen.findByTestId('page-error')).toBeInTheDocument();
  });
});
