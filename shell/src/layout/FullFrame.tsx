// The bare ('full') layout for remote pages: antd providers and containment, no menu or navbar.
import { AntdProviders, PageBoundary } from '@cadence/shared-lib/antd';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../states/LoadingState';
import { ImpersonationBanner } from './ImpersonationBanner';
import { useLayoutStyles } from './layout-styles';
import { MaintenanceRedirect } from './MaintenanceRedirect';
import { UpgradeRequiredDialog } from './UpgradeRequiredDialog';
import { useSiteFrame } from './use-site-frame';

export function FullFrame({ children }: { children?: ReactNode }) {
  useLayoutStyles();
  useSiteFrame();
  const location = useLocation();
  return (
    <AntdProviders>
      <MaintenanceRedirect />
      <ImpersonationBanner />
      <UpgradeRequiredDialog />
      <main id="main-content">
        <PageBoundary key={location.pathname} name={location.pathname}>
          <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
        </PageBoundary>
      </main>
    </AntdProviders>
  );
}
