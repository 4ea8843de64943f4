// The bare ('full') layout for remote pages: antd providers and containment, no menu or navbar.
import { AntdProviders, PageBoundary } from '@cadence/shared-lib/antd';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../states/LoadingState';

export function FullFrame({ children }: { children?: ReactNode }) {
  const location = useLocation();
  return (
    <AntdProviders>
      <main id="main-content">
        <PageBoundary key={location.pathname} name={location.pathname}>
          <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
        </PageBoundary>
      </main>
    </AntdProviders>
  );
}
