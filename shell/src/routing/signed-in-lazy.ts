// Lazy handles on the signed-in chunk (antd and the layout). All share one import, so one chunk.
import { lazy } from 'react';

const signedIn = () => import('../signed-in');

export const VerticalLayout = lazy(() => signedIn().then((m) => ({ default: m.VerticalLayout })));
export const FullFrame = lazy(() => signedIn().then((m) => ({ default: m.FullFrame })));
export const RemotePage = lazy(() => signedIn().then((m) => ({ default: m.RemotePage })));
export const DashboardPage = lazy(() => signedIn().then((m) => ({ default: m.DashboardPage })));
export const UpgradePage = lazy(() => signedIn().then((m) => ({ default: m.UpgradePage })));
