// The route table: the shell's own routes (DESIGN §3) plus every route of every ready remote.
import { useMemo, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Suspense } from 'react';
import { AwaitingApprovalPage } from '../pages/auth/AwaitingApprovalPage';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage';
import { LoginPage } from '../pages/auth/LoginPage';
import { RegisterPage } from '../pages/auth/RegisterPage';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage';
import { VerifyEmailLinkPage } from '../pages/auth/VerifyEmailLinkPage';
import { VerifyEmailPage } from '../pages/auth/VerifyEmailPage';
import { MISC_PAGES, MiscPage, type MiscPageName } from '../pages/misc/MiscPage';
import { MaintenancePage } from '../pages/misc/MaintenancePage';
import { NotFoundPage } from '../pages/misc/NotFoundPage';
import { readyRemotes, type ReadyRemote } from '../remotes/ready-modules';
import { useRemotes } from '../remotes/RemotesContext';
import { LoadingState } from '../states/LoadingState';
import { GuestOnly } from './GuestOnly';
import { PATHS } from './paths';
import { RequireAccess } from './RequireAccess';
import { RequireAuth } from './RequireAuth';
import { DashboardPage, FullFrame, RemotePage, VerticalLayout } from './signed-in-lazy';
import { UnknownRoute } from './UnknownRoute';

type Placement = 'public' | 'vertical' | 'full';

function remoteRoutes(remotes: ReadyRemote[], placement: Placement): ReactElement[] {
  return remotes.flatMap(({ name, module }) =>
    module.routes
      .filter((route) => {
        if (placement === 'public') return route.public === true;
        return route.public !== true && (route.layout ?? 'vertical') === placement;
      })
      .map((route) => {
        // Keyed per route: a page that crashed must not keep its error state on another route.
        const page = <RemotePage key={`${name}:${route.path}`} remote={name} version={module.version} route={route} />;
        return (
          <Route
            key={`${name}:${route.path}`}
            path={route.path}
            element={
              placement === 'public' ? (
                page
              ) : (
                <RequireAccess resource={route.resource} feature={route.feature}>
                  {page}
                </RequireAccess>
              )
            }
          />
        );
      }),
  );
}

export function AppRoutes() {
  const order = useRemotes((state) => state.order);
  const remotes = useRemotes((state) => state.remotes);
  const ready = useMemo(() => readyRemotes({ order, remotes }), [order, remotes]);

  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route element={<GuestOnly />}>
          <Route path={PATHS.login} element={<LoginPage />} />
          <Route path={PATHS.register} element={<RegisterPage />} />
          <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
        </Route>
        {/* Signed in, and exempt from the guard's steps (they are those steps). */}
        <Route element={<RequireAuth />}>
          <Route path={PATHS.awaitingApproval} element={<AwaitingApprovalPage />} />
          <Route path={PATHS.verifyEmail} element={<VerifyEmailPage />} />
        </Route>
        {/* The mailed link works without a session (it may be opened on another device). */}
        <Route path={PATHS.verifyEmailLink} element={<VerifyEmailLinkPage />} />
        {(Object.keys(MISC_PAGES) as MiscPageName[]).map((name) => (
          <Route
            key={name}
            path={`${PATHS.misc}/${name}`}
            element={name === 'under-maintenance' ? <MaintenancePage /> : <MiscPage name={name} />}
          />
        ))}
        <Route
          path={PATHS.error404}
          element={
            <main className="cs-page">
              <NotFoundPage />
            </main>
          }
        />
        <Route path="/" element={<Navigate to={PATHS.dashboard} replace />} />

        <Route element={<FullFrame />}>{remoteRoutes(ready, 'public')}</Route>

        <Route element={<RequireAuth />}>
          <Route element={<VerticalLayout />}>
            <Route path={PATHS.dashboard} element={<DashboardPage />} />
            {remoteRoutes(ready, 'vertical')}
          </Route>
          <Route element={<FullFrame />}>{remoteRoutes(ready, 'full')}</Route>
        </Route>

        <Route path="*" element={<UnknownRoute />} />
      </Routes>
    </Suspense>
  );
}
