// What a remote's standalone QA page shows: sign-in when needed, then the module's routes with a
// list of links to them. Access rules are not applied here: QA wants to open every page.
import { LeanButton, LeanSpinner, call, useSessionStore, type RemoteModule, type RouteDef } from '@cadence/shared-lib';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { PageBoundary } from './PageBoundary';
import { StandaloneSignIn } from './StandaloneSignIn';

/** Resolves the lazy page while rendering, so a boundary reset after a failed load loads again. */
function LazyRoute({ load }: { load: RouteDef['load'] }) {
  const Page = lazyPage(load);
  return <Page />;
}

function RoutePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation('common');
  return (
    <PageBoundary name={route.path}>
      <Suspense fallback={<LeanSpinner label={t('loading')} />}>
        <LazyRoute load={route.load} />
      </Suspense>
    </PageBoundary>
  );
}

function RouteLinks({ mod }: { mod: RemoteModule }) {
  const { t } = useTranslation(['common', mod.namespace]);
  return (
    <nav aria-label={t('standalone.routes')}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
        {mod.routes.map((route) => {
          const text = route.titleKey ? `${t(`${mod.namespace}:${route.titleKey}`)} (${route.path})` : route.path;
          // Paths with parameters need real ids: list them, without a link that would 404.
          return <li key={route.path}>{route.path.includes(':') ? <span>{text}</span> : <Link to={route.path}>{text}</Link>}</li>;
        })}
      </ul>
    </nav>
  );
}

async function signOut(): Promise<void> {
  try {
    await call('logout');
  } finally {
    useSessionStore.getState().clear();
  }
}

export function StandaloneApp({ mod }: { mod: RemoteModule }) {
  const { t } = useTranslation('common');
  const signedIn = useSessionStore((state) => state.accessToken !== null);
  if (!signedIn) return <StandaloneSignIn />;
  return (
    <div style={{ padding: 24 }}>
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, marginBlockEnd: 16 }}>
        <h1 style={{ fontSize: 18, margin: 0 }}>{t('standalone.title', { name: `${mod.name} ${mod.version}` })}</h1>
        <LeanButton variant="secondary" onClick={() => void signOut()}>
          {t('standalone.signOut')}
        </LeanButton>
      </header>
      <RouteLinks mod={mod} />
      <main style={{ marginBlockStart: 24 }} data-remote={mod.name} data-remote-version={mod.version}>
        <Routes>
          {mod.routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage key={route.path} route={route} />} />
          ))}
          <Route path="*" element={<p>{t('standalone.notFound')}</p>} />
        </Routes>
      </main>
    </div>
  );
}
