// /dashboard (spec §2): staff go to the workplace, admins see a title, users see the remotes' widgets.
import { canAccess, hasFeature, useSessionStore } from '@cadence/shared-lib';
import { PageBoundary } from '@cadence/shared-lib/antd';
import { Empty, Typography } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { SHELL_NS } from '../i18n';
import { collectWidgets } from '../pages/dashboard/collect-widgets';
import { anyLoading, readyRemotes } from '../remotes/ready-modules';
import { LazyRemoteComponent } from '../remotes/LazyRemoteComponent';
import { useRemotes } from '../remotes/RemotesContext';
import { homePathFor } from '../routing/paths';
import { LoadingState } from '../states/LoadingState';

export function DashboardPage() {
  const { t } = useTranslation(SHELL_NS);
  const user = useSessionStore((state) => state.user);
  const mapStatus = useRemotes((state) => state.mapStatus);
  const order = useRemotes((state) => state.order);
  const remotes = useRemotes((state) => state.remotes);
  const widgets = useMemo(
    () => (user ? collectWidgets(readyRemotes({ order, remotes }), { canAccess, hasFeature }) : []),
    [order, remotes, user],
  );

  if (!user) return null;
  if (user.role === 'staff') return <Navigate to={homePathFor(user)} replace />;
  if (user.role === 'admin') {
    return (
      <section data-testid="dashboard">
        <Typography.Title level={2}>{t('dashboardTitle')}</Typography.Title>
      </section>
    );
  }

  const loading = anyLoading({ mapStatus, order, remotes });
  return (
    <section data-testid="dashboard" aria-labelledby="dashboard-title">
      <Typography.Title level={2} id="dashboard-title">
        {t('dashboardTitle')}
      </Typography.Title>
      {widgets.length > 0 ? (
        <div className="cs-dashboard-grid">
          {widgets.map(({ remote, widget }) => (
            <div
              key={`${remote}:${widget.key}`}
              data-widget={widget.key}
              style={{ '--cs-span': widget.span ?? 24 } as CSSProperties}
            >
              <PageBoundary name={`${remote} widget ${widget.key}`}>
                <LazyRemoteComponent load={widget.load} />
              </PageBoundary>
            </div>
          ))}
        </div>
      ) : null}
      {loading ? <LoadingState /> : null}
      {!loading && widgets.length === 0 ? <Empty description={t('dashboardEmpty')} /> : null}
    </section>
  );
}
