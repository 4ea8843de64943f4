// The signed-in frame (the only place antd loads): side menu, navbar, content, footer, scroll-to-top.
// A page that throws is contained by PageBoundary, so the menu and navbar stay usable.
import { AntdProviders, PageBoundary } from '@cadence/shared-lib/antd';
import { useLayoutStore } from '@cadence/shared-lib';
import { Layout } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../states/LoadingState';
import { AppFooter } from './AppFooter';
import { ImpersonationBanner } from './ImpersonationBanner';
import { MaintenanceRedirect } from './MaintenanceRedirect';
import { UpgradeRequiredDialog } from './UpgradeRequiredDialog';
import { useProductName, useSiteFrame } from './use-site-frame';
import { useLayoutStyles } from './layout-styles';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';
import { SideMenu } from './SideMenu';

export function VerticalLayout({ children }: { children?: ReactNode }) {
  useLayoutStyles();
  useSiteFrame();
  const productName = useProductName();
  const collapsed = useLayoutStore((state) => state.menuCollapsed);
  const location = useLocation();
  return (
    <AntdProviders>
      <MaintenanceRedirect />
      <ImpersonationBanner />
      <UpgradeRequiredDialog />
      <Layout className="cs-layout" hasSider>
        <Layout.Sider className="cs-sider" collapsed={collapsed} collapsedWidth={64} width={240} trigger={null} theme="light">
          <div className="cs-sider-brand">
            <Link to="/">{collapsed ? Array.from(productName)[0] : productName}</Link>
          </div>
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <Navbar />
          <Layout.Content className="cs-content">
            <main id="main-content">
              {/* Keyed by path so leaving a broken page clears its error. */}
              <PageBoundary key={location.pathname} name={location.pathname}>
                <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
              </PageBoundary>
            </main>
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
      <ScrollToTop />
    </AntdProviders>
  );
}
