// The signed-in half of the shell: everything here may use antd, so it is only ever loaded lazily
// (routing/signed-in-lazy.ts) and the login route stays small.
export { VerticalLayout } from '../layout/VerticalLayout';
export { FullFrame } from '../layout/FullFrame';
export { RemotePage } from './RemotePage';
export { DashboardPage } from './DashboardPage';
export { UpgradePage } from './UpgradePage';
