// The standalone QA entry of every remote (DESIGN §2): the module's routes inside the shared
// providers, against the real API (the dev server proxies /api).
import { initI18n, registerNamespace, type RemoteModule } from '@cadence/shared-lib';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Layout } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { AntdProviders } from './AntdProviders';
import { StandaloneApp } from './StandaloneApp';

export function renderStandalone(mod: RemoteModule, container: HTMLElement): Root {
  registerNamespace(mod.namespace, mod.locales);
  void initI18n();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AntdProviders>
        {/* Layout paints the skin's background, so the dark skin is readable outside the shell too. */}
        <Layout style={{ minHeight: '100vh' }}>
          <BrowserRouter>
            <StandaloneApp mod={mod} />
          </BrowserRouter>
        </Layout>
      </AntdProviders>
    </StrictMode>,
  );
  return root;
}
